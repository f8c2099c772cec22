// A dealer's own fabric (configurators §3 "Customer fabric"): general data, colours, prices,
// composition, washing symbols, confections, status and usage. Shared by the customer-fabrics form
// and its API route, so both report the same issues.
import { z } from 'zod';
import {
  CONFECTION_TYPES,
  ENVIRONMENTAL_CERTIFICATES,
  FABRIC_TYPES,
  PATTERN_TYPES,
  WIDTH_TYPES,
} from '../enums.js';
import { integer } from '../integer.js';
import { type Issue, issue } from '../issues.js';
import { lazySchema, pure } from '../pure.js';
import { cm, text, wholeNumber } from '../schemas/fields.js';
import type { ValidationResult } from '../schemas/index.js';
import { zodIssuesToIssues } from '../schemas/to-issues.js';

/** Fibre codes of the composition step; percentages of the whole, summing to 100. */
export const COMPOSITION_FIBRES = [
  'ac',
  'co',
  'div',
  'li',
  'lrx',
  'ma',
  'pa',
  'pe',
  'se',
  'tr',
  'vi',
  'wol',
] as const;
export type CompositionFibre = (typeof COMPOSITION_FIBRES)[number];
export const COMPOSITION_TOTAL_PERCENT = 100;

/** Care symbols (ISO 3758 families) for the washing-symbols step; the spec does not list them. */
export const WASH_PROPERTIES = [
  'handwash',
  'wash30',
  'wash40',
  'wash60',
  'wash95',
  'nowash',
] as const;
export const BLEACH_PROPERTIES = ['anybleach', 'nonchlorine', 'nobleach'] as const;
export const DRY_PROPERTIES = ['tumblenormal', 'tumblelow', 'notumble'] as const;
export const CLEAN_PROPERTIES = [
  'professionalp',
  'professionalf',
  'wetclean',
  'noprofessional',
] as const;
export const CUSTOMER_FABRIC_STATUSES = ['active', 'inactive'] as const;
export const CUSTOMER_FABRIC_USAGES = ['main', 'lining'] as const;

/** Fabric of this width or more is wide-width (configurators §9). */
export const WIDE_WIDTH_MIN_CM = 280;
/** A colour image may be at most 1.1 MB (configurators §5, §9), counted in decimal megabytes. */
export const MAX_COLOUR_IMAGE_BYTES = 1_100_000;

export const CUSTOMER_FABRIC_LIMITS = {
  nameLength: { min: 2, max: 80 },
  widthCm: { min: 50, max: 400 },
  patternCm: { min: 0, max: 300 },
  ironingPoints: { min: 0, max: 3 },
  shrinkagePercent: { min: 0, max: 20 },
  priceCents: { min: 0, max: 10_000_000 },
  percent: { min: 0, max: 100 },
  colours: { min: 1, max: 100 },
} as const;
const LIM = CUSTOMER_FABRIC_LIMITS;

const NAME_CHARACTERS = /^[\p{L}\p{N} ]+$/u;
/** Letters and digits of any of our languages, and spaces; nothing else (configurators §5). */
export const customerFabricName = lazySchema(() =>
  text(LIM.nameLength.max)
    .min(LIM.nameLength.min)
    .superRefine((value, ctx) => {
      if (!NAME_CHARACTERS.test(value)) {
        ctx.addIssue({ code: 'custom', message: 'name_alphanumeric', params: {} });
      }
    }),
);

const percent = lazySchema(() => wholeNumber(LIM.percent).default(0));
const optionalFlag = lazySchema(() => z.boolean().optional());

export const customerFabricColourSchema = lazySchema(() =>
  z.object({
    article_number: text(40).min(1),
    color: text(60).min(1),
    /** Reference of the uploaded image; the bytes go through the image upload. */
    user_image: text(500).optional(),
  }),
);

const compositionShape = pure(() =>
  Object.fromEntries(COMPOSITION_FIBRES.map((fibre) => [fibre, percent])),
) as Record<CompositionFibre, typeof percent>;

export const customerFabricSchema = lazySchema(() =>
  z
    .object({
      // general data
      name: customerFabricName,
      supplier_id: integer.positive(),
      type: z.enum(FABRIC_TYPES),
      pattern_type: z.enum(PATTERN_TYPES),
      pattern_distance: cm(LIM.patternCm).optional(),
      pattern_width: cm(LIM.patternCm).optional(),
      width_type: z.enum(WIDTH_TYPES),
      width: cm(LIM.widthCm),
      is_turnable: optionalFlag,
      has_weightlace: optionalFlag,
      front_side: text(120).optional(),
      back_side: text(120).optional(),
      iron_property: wholeNumber(LIM.ironingPoints),
      // colours
      colors: z.array(customerFabricColourSchema).min(LIM.colours.min).max(LIM.colours.max),
      // prices, in cents per metre
      wholesale_price: wholeNumber(LIM.priceCents),
      price: wholeNumber(LIM.priceCents),
      // washing symbols
      wash_property: z.enum(WASH_PROPERTIES).optional(),
      bleach_property: z.enum(BLEACH_PROPERTIES).optional(),
      dry_property: z.enum(DRY_PROPERTIES).optional(),
      clear_property: z.enum(CLEAN_PROPERTIES).optional(),
      is_flame_retardant: optionalFlag,
      is_recycled: optionalFlag,
      ecoCertificate: z.enum(ENVIRONMENTAL_CERTIFICATES).nullable().optional(),
      // composition
      ...compositionShape,
      total: wholeNumber(LIM.percent).optional(),
      shrinkage_value: cm(LIM.shrinkagePercent).optional(),
      // confections, status, usage
      curtain_types: z.array(z.enum(CONFECTION_TYPES)).min(1),
      status: z.enum(CUSTOMER_FABRIC_STATUSES).default('active'),
      usage: z.enum(CUSTOMER_FABRIC_USAGES).default('main'),
    })
    .superRefine((fabric, ctx) => {
      const total = compositionTotal(fabric);
      if (total !== COMPOSITION_TOTAL_PERCENT) {
        ctx.addIssue({
          code: 'custom',
          message: 'composition_total',
          path: ['total'],
          params: { total, expected: COMPOSITION_TOTAL_PERCENT },
        });
      }
      if (fabric.pattern_type === 'pattern' && !fabric.pattern_distance) {
        ctx.addIssue({
          code: 'custom',
          message: 'required',
          path: ['pattern_distance'],
          params: {},
        });
      }
      if (fabric.width_type === 'widewidth' && fabric.width < WIDE_WIDTH_MIN_CM) {
        ctx.addIssue({
          code: 'custom',
          message: 'widewidth_min_width',
          path: ['width'],
          params: { min: WIDE_WIDTH_MIN_CM },
        });
      }
    }),
);
export type CustomerFabric = z.infer<typeof customerFabricSchema>;

/** Sum of the fibre percentages. */
export function compositionTotal(composition: Partial<Record<CompositionFibre, number>>): number {
  let total = 0;
  for (const fibre of COMPOSITION_FIBRES) total += composition[fibre] ?? 0;
  return total;
}

export function validateCustomerFabric(raw: unknown): ValidationResult<CustomerFabric> {
  try {
    const result = customerFabricSchema.safeParse(raw);
    if (result.success) return { ok: true, value: result.data };
    return { ok: false, issues: zodIssuesToIssues(result.error.issues, raw) };
  } catch {
    return { ok: false, issues: [issue(null, 'invalid_type', { expected: 'object' })] };
  }
}

/** The image upload's own check, before the bytes are read any further. */
export function checkColourImageSize(bytes: number): Issue[] {
  return bytes > MAX_COLOUR_IMAGE_BYTES
    ? [issue('user_image', 'image_too_large', { max: MAX_COLOUR_IMAGE_BYTES, unit: 'bytes' })]
    : [];
}

/** Codes only this schema emits (each has a message in the `rules` catalogue). */
export const CUSTOMER_FABRIC_ISSUE_CODES = [
  'name_alphanumeric',
  'composition_total',
  'widewidth_min_width',
  'image_too_large',
] as const;
