// Prepared offers from outside the dealer tool (portal §5, decision 096): a hosted shop, a kiosk or
// a retail chain's partner API sends an end customer's request (contact and lines) for one dealer;
// the portal prices it as the dealer's own article save does and keeps it as an offer of that
// dealer, opened through the external order entry (`update-external`) with a one-time claim.
// One request contract for every source; the chain adds its store and its own reference.
import { z } from 'zod';
import {
  CONTROL_SIDES,
  CONTROL_TYPES,
  FOLD_TYPES,
  HEM_TYPES,
  LUXURY_TYPES,
  MOUNTING_SYSTEMS,
  type OrderType,
  PLEAT_TYPES,
  RING_SIZES,
  RING_TYPES,
  ROOMS,
  SEWN_CURTAIN_TYPES,
  SPLIT_TYPES,
} from '../enums.js';
import { MAX_INTAKE_LINES } from '../external-intake/lines.js';
import { CURTAIN_MODEL_FIELD } from '../orders/call-types.js';
import { lazySchema, pure } from '../pure.js';
import { PARAMETER_LIMITS } from '../schemas/limits.js';
import { integer, requiredText } from './text.js';

// The lines' articles and their number, kept where the shop's pages read them without zod.
export { INTAKE_ARTICLES, MAX_INTAKE_LINES } from '../external-intake/lines.js';

// Who prepares offers, read by every page that reads an order (without these schemas).
export {
  EXTERNAL_ORDER_ID_PREFIX,
  INTAKE_SOURCES,
  type IntakeSource,
} from '../external-intake/sources.js';

/** At most this many orders in one call of the partner API. */
export const MAX_PARTNER_ORDERS_PER_CALL = 25;
/** The largest body the partner API reads, in bytes. */
export const MAX_PARTNER_BODY_BYTES = 256 * 1024;

/*#__NO_SIDE_EFFECTS__*/
const optionalText = (max: number) => z.string().trim().max(max).optional();

/** The end customer, as the dealer needs them to call back; only the name is required. */
export const intakeContactSchema = lazySchema(() =>
  z
    .object({
      name: requiredText(2, 120),
      address: optionalText(120),
      postalcode: optionalText(20),
      city: optionalText(80),
      phone: optionalText(40),
      email: z.email().max(254).optional(),
      /** In the customer's own words (`weekdays after 18:00`). */
      preferred_contact_time: optionalText(120),
    })
    .strict(),
);
export type IntakeContact = z.infer<typeof intakeContactSchema>;

/**
 * A catalogue fabric by its article number (`LINO-01`) or its fabric uuid. A dealer's own fabric
 * (customer fabric) cannot be named from outside.
 */
const fabricCode = lazySchema(() => z.string().trim().min(1).max(100));

/**
 * Sizes in centimetres as the customer measured them. Only their type is checked here: which sizes
 * an article may have is the article's own rule (domain schemas), answered per field.
 */
const size = lazySchema(() => z.number());

/** What every line has, whatever its article (built with the line's schema). */
const lineBase = () => ({
  room: z.enum(ROOMS).optional(),
  width: size,
  height: size,
  quantity: z
    .number()
    .int()
    .min(PARAMETER_LIMITS.quantity.min)
    .max(PARAMETER_LIMITS.quantity.max)
    .optional(),
  fabric: fabricCode,
  lining_fabric: fabricCode.optional(),
  /** For the workshop, kept with the article (its memo). */
  note: z.string().trim().max(PARAMETER_LIMITS.memoLength.max).optional(),
});

/** A sewn curtain: the model and the choices a customer makes; the rest is the dealer's. */
export const intakeCurtainLineSchema = lazySchema(() =>
  z
    .object({
      article: z.literal('curtain'),
      model: z.enum(SEWN_CURTAIN_TYPES),
      ...lineBase(),
      split_type: z.enum(SPLIT_TYPES).optional(),
      left_percentage: integer.optional(),
      pleat_type: z.enum(PLEAT_TYPES).optional(),
      luxury: z.enum(LUXURY_TYPES).optional(),
      hem_type: z.enum(HEM_TYPES).optional(),
      /** A ring curtain's rings. */
      ring_size: z.enum(RING_SIZES).optional(),
      ring_type: z.enum(RING_TYPES).optional(),
      /** A loop curtain's loops, in cm. */
      loop_width: size.optional(),
      loop_length: size.optional(),
    })
    .strict(),
);

/** A roman (fold) curtain. */
export const intakeFoldCurtainLineSchema = lazySchema(() =>
  z
    .object({
      article: z.literal('foldcurtain'),
      ...lineBase(),
      fold_type: z.enum(FOLD_TYPES).optional(),
      mounting_system: z.enum(MOUNTING_SYSTEMS).optional(),
      control_type: z.enum(CONTROL_TYPES).optional(),
      control_side: z.enum(CONTROL_SIDES).optional(),
      luxury: z.enum(LUXURY_TYPES).optional(),
    })
    .strict(),
);

export const intakeLineSchema = lazySchema(() =>
  z.discriminatedUnion('article', [intakeCurtainLineSchema, intakeFoldCurtainLineSchema]),
);
export type IntakeLine = z.infer<typeof intakeLineSchema>;

/** What a shop, a kiosk or a chain asks to be prepared: who and what. */
export const preparedOfferRequestSchema = lazySchema(() =>
  z
    .object({
      contact: intakeContactSchema.optional(),
      lines: z.array(intakeLineSchema).min(1).max(MAX_INTAKE_LINES),
    })
    .strict(),
);
export type PreparedOfferRequest = z.infer<typeof preparedOfferRequestSchema>;

/** The line's fields under their article names: the line's own name of each. */
const LINE_FIELD_OF_PARAMETER: Record<string, string> = {
  [CURTAIN_MODEL_FIELD]: 'model',
  main_fabric: 'fabric',
  order_memo: 'note',
};
const PARAMETER_OF_LINE_FIELD = pure(() =>
  Object.fromEntries(
    Object.entries(LINE_FIELD_OF_PARAMETER).map(([parameter, field]) => [field, parameter]),
  ),
);

/**
 * The article call a line stands for: the call type (`curtain` names its model in
 * `curtain_type`) and its parameters, under the article's own field names. The fabrics are as
 * the line gives them; the API puts the uuid of an article number in their place.
 */
export function articleCallOfLine(line: IntakeLine): {
  callType: 'curtain' | 'foldcurtain';
  parameters: Record<string, unknown>;
} {
  const { article, ...fields } = line;
  const parameters: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    parameters[PARAMETER_OF_LINE_FIELD[field] ?? field] = value;
  }
  return { callType: article, parameters };
}

/** The line's name of an article field an issue names (`main_fabric` → `fabric`). */
export function lineFieldOfParameter(field: string): string {
  return LINE_FIELD_OF_PARAMETER[field] ?? field;
}

/** An issue of line `index`'s article as the request's field (`lines.2.width`). */
export function lineFieldPath(index: number, field: string | null): string {
  return field === null ? `lines.${index}` : `lines.${index}.${lineFieldOfParameter(field)}`;
}

/** The contact as the dealer reads it in the offer's memo: one detail a line, no labels. */
export function contactMemo(contact: IntakeContact | undefined): string {
  if (!contact) return '';
  const place = [contact.postalcode, contact.city].filter(Boolean).join(' ');
  return [
    contact.name,
    contact.address,
    place,
    contact.phone,
    contact.email,
    contact.preferred_contact_time,
  ]
    .filter((part): part is string => typeof part === 'string' && part.length > 0)
    .join('\n');
}

// The partner API of retail chains (`/api/partner/v1/…`)

/** The chain's own order reference: idempotency per chain, and the path of its read call. */
export const partnerReferenceSchema = lazySchema(() =>
  z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/),
);

/** One order of a chain for one of its stores (the store's customer number). */
export const partnerOrderSchema = lazySchema(() =>
  preparedOfferRequestSchema
    .extend({
      store: z.string().trim().min(1).max(32),
      reference: partnerReferenceSchema,
    })
    .strict(),
);
export type PartnerOrder = z.infer<typeof partnerOrderSchema>;

/**
 * The call's body. Each order is read on its own and answered on its own (a wrong order is
 * refused with its field errors, the others go on); only the envelope is checked for the call.
 */
export const partnerOrderBatchSchema = lazySchema(() =>
  z
    .object({
      orders: z.array(z.record(z.string(), z.unknown())).min(1).max(MAX_PARTNER_ORDERS_PER_CALL),
    })
    .strict(),
);
export type PartnerOrderBatch = z.infer<typeof partnerOrderBatchSchema>;

/** The same body as the API reference documents it: every order in full. */
export const partnerOrderBatchDocument = lazySchema(() =>
  z
    .object({ orders: z.array(partnerOrderSchema).min(1).max(MAX_PARTNER_ORDERS_PER_CALL) })
    .strict(),
);

/**
 * Where a prepared offer stands, as the chain may know it: `offered` waits for the store,
 * `claimed` was opened by the store through its link, `ordered` the store confirmed (it is made),
 * `withdrawn` the store deleted it.
 */
export const PARTNER_ORDER_STATES = ['offered', 'claimed', 'ordered', 'withdrawn'] as const;
export type PartnerOrderState = (typeof PARTNER_ORDER_STATES)[number];

/** A prepared offer's state from its order's type (null: the order is gone) and its claim. */
export function preparedOfferState(
  orderType: OrderType | null,
  claimed: boolean,
): PartnerOrderState {
  if (orderType === null) return 'withdrawn';
  if (orderType === 'confirmed' || orderType === 'delivered') return 'ordered';
  return claimed ? 'claimed' : 'offered';
}

/** The portal's link that opens a prepared offer for its dealer (portal §4, external order entry). */
export function externalOrderLink(publicUrl: string, externalOrderId: string, claim: string) {
  const id = encodeURIComponent(externalOrderId);
  return `${publicUrl.replace(/\/+$/, '')}/account?external_order_id=${id}&external_order_id_claim=${encodeURIComponent(claim)}`;
}

/** A measurement warning of a line, for whoever measured: the dealer checks it with them. */
export const intakeWarningSchema = lazySchema(() =>
  z.object({
    /** The line (0-based) it concerns. */
    line: integer,
    code: z.string(),
    fields: z.array(z.string()),
    message: z.string(),
  }),
);
export type IntakeWarning = z.infer<typeof intakeWarningSchema>;

export const PARTNER_ORDER_OUTCOMES = ['created', 'duplicate', 'refused'] as const;
export type PartnerOrderOutcome = (typeof PARTNER_ORDER_OUTCOMES)[number];

/** What became of one order of the call (never a price: the chain sees none). */
export const partnerOrderResultSchema = lazySchema(() =>
  z.object({
    /** Its place in the call's `orders` (0-based). */
    index: integer,
    reference: z.string().nullable(),
    store: z.string().nullable(),
    outcome: z.enum(PARTNER_ORDER_OUTCOMES),
    /** The HTTP status this order alone would have had (201, 200, 400, 409). */
    status: integer,
    external_order_id: z.string().nullable(),
    /**
     * With `created` only: the store's one-time code that opens the offer, and the link that carries
     * it. Kept as a hash, so a repeat cannot show it again.
     */
    claim: z.string().nullable(),
    open_url: z.string().nullable(),
    state: z.enum(PARTNER_ORDER_STATES).nullable(),
    warnings: z.array(intakeWarningSchema),
    /** With `refused`: why (`validation_error`, `partner_store_unknown`, `partner_reference_reused`). */
    code: z.string().optional(),
    detail: z.string().optional(),
    /** With `validation_error`: `{field: [messages]}`, fields as in the order (`lines.0.width`). */
    errors: z.record(z.string(), z.array(z.string())).optional(),
  }),
);
export type PartnerOrderResult = z.infer<typeof partnerOrderResultSchema>;

export const partnerOrderBatchAnswerSchema = lazySchema(() =>
  z.object({
    results: z.array(partnerOrderResultSchema),
  }),
);
export type PartnerOrderBatchAnswer = z.infer<typeof partnerOrderBatchAnswerSchema>;

/** `GET …/orders/{reference}/`: one order of the chain as it stands now. */
export const partnerOrderStatusSchema = lazySchema(() =>
  z.object({
    reference: z.string(),
    store: z.string(),
    external_order_id: z.string(),
    state: z.enum(PARTNER_ORDER_STATES),
    created_at: z.string(),
    warnings: z.array(intakeWarningSchema),
  }),
);
export type PartnerOrderStatus = z.infer<typeof partnerOrderStatusSchema>;

export const partnerReferenceParamsSchema = lazySchema(() =>
  z.object({ reference: partnerReferenceSchema }),
);
