// The catalogue contract (portal §3, §7 "Fabrics"; configurators §3): supplier fabrics, customer
// fabrics, suppliers and accessories as the API answers them and the web reads them. Lengths are
// answered in centimetres (the unit a dealer reads), money in cents of the caller's currency.
import { z } from 'zod';
import type { AccessoryFacts, FabricFacts } from '../context.js';
import {
  BLEACH_PROPERTIES,
  CLEAN_PROPERTIES,
  COMPOSITION_FIBRES,
  CUSTOMER_FABRIC_STATUSES,
  CUSTOMER_FABRIC_USAGES,
  customerFabricColourSchema,
  customerFabricSchema,
  DRY_PROPERTIES,
  WASH_PROPERTIES,
} from '../customer-fabric/schema.js';
import {
  CERTIFICATES,
  COLORS,
  CONFECTION_TYPES,
  CURRENCIES,
  CUSTOMER_FABRIC_MARKER,
  type Currency,
  DECORATIVE_RAIL_TYPES,
  END_KNOBS,
  FABRIC_LIST_KINDS,
  FABRIC_TYPES,
  LIGHT_LEVELS,
  PATTERN_TYPES,
  type PatternType,
  POWER_TYPES,
  QUALITY_LEVELS,
  REMOTE_TYPES,
  ROD_SIZES,
  RUNNER_TYPES,
  SUPPORT_TYPES,
  TRACK_TYPES,
  WIDTH_TYPES,
  type WidthType,
} from '../enums.js';
import { cmToNearestMm } from '../format/index.js';
import { lazySchema } from '../pure.js';
import { pageOf } from './session.js';
import { INT4_MAX, int4, integer } from './text.js';

const id = lazySchema(() => int4().positive());
const cents = lazySchema(() => int4().min(0));
/** A length answered in centimetres (at most one decimal). */
const centimetres = lazySchema(() => z.number().min(0));
const url = lazySchema(() => z.string());

// ---- shared pieces -------------------------------------------------------------------------

/** Colour groups a fabric is filed under, so the picker can filter "all greys" across names. */
export const COLOR_GROUPS = [
  'white',
  'offwhite',
  'beige',
  'brown',
  'grey',
  'black',
  'blue',
  'green',
  'yellow',
  'orange',
  'red',
  'pink',
  'purple',
] as const;
export type ColorGroup = (typeof COLOR_GROUPS)[number];

/** A price per metre (fabrics) or per unit (accessories), in the caller's currency. */
export const catalogueMoneySchema = lazySchema(() =>
  z.object({
    currency: z.enum(CURRENCIES),
    /** Purchase price of the dealer, in cents. */
    wholesale_price: cents,
    /** Sales (retail) price by the debtor's margin type, in cents. */
    price: cents,
  }),
);
export type CatalogueMoney = z.infer<typeof catalogueMoneySchema>;

export const supplierSchema = lazySchema(() => z.object({ id, name: z.string() }));
export type Supplier = z.infer<typeof supplierSchema>;
export const suppliersAnswerSchema = lazySchema(() => z.array(supplierSchema));

/** Image URLs of a fabric colour: the swatch, its rendered curtain and a close-up. */
export const fabricImagesSchema = lazySchema(() =>
  z.object({
    image: url.nullable(),
    rendered_image: url.nullable(),
    rendered_image_details: url.nullable(),
  }),
);

// ---- supplier fabrics ------------------------------------------------------------------------

export const fabricListItemSchema = lazySchema(() =>
  z.object({
    fabric_uuid: z.string(),
    /** The collection's name with the colour number, e.g. "Lino 2103". */
    name: z.string(),
    /** The colour's name as the supplier writes it. */
    color: z.string(),
    color_group: z.enum(COLOR_GROUPS),
    /** The swatch colour as `#rrggbb`, for a chip while the image loads. */
    color_hex: z.string(),
    article_number: z.string(),
    family_id: id,
    collection: z.string(),
    supplier_id: id,
    kind: z.enum(FABRIC_LIST_KINDS),
    fabric_type: z.enum(FABRIC_TYPES),
    light_level: z.enum(LIGHT_LEVELS),
    quality: z.enum(QUALITY_LEVELS),
    pattern_type: z.enum(PATTERN_TYPES),
    width: centimetres,
    width_type: z.enum(WIDTH_TYPES),
    /** Per metre, in the caller's currency; null when the fabric has no price in it. */
    price_per_metre: catalogueMoneySchema.nullable(),
    ...fabricImagesSchema.shape,
  }),
);
export type FabricListItem = z.infer<typeof fabricListItemSchema>;
export const fabricPageSchema = lazySchema(() => pageOf(fabricListItemSchema));

export const careSymbolsSchema = lazySchema(() =>
  z.object({
    wash: z.enum(WASH_PROPERTIES).nullable(),
    bleach: z.enum(BLEACH_PROPERTIES).nullable(),
    dry: z.enum(DRY_PROPERTIES).nullable(),
    clean: z.enum(CLEAN_PROPERTIES).nullable(),
  }),
);
export type CareSymbols = z.infer<typeof careSymbolsSchema>;

/** Fibre percentages, summing to 100; fibres not in the fabric are left out. */
export const compositionSchema = lazySchema(() =>
  z.partialRecord(z.enum(COMPOSITION_FIBRES), integer),
);
export type Composition = z.infer<typeof compositionSchema>;

/** Everything the fabric-info dialog shows. */
export const fabricDetailSchema = lazySchema(() =>
  fabricListItemSchema.extend({
    supplier: supplierSchema,
    description: z.string(),
    /** Vertical pattern repeat; 0 for plain fabric. */
    pattern_repeat: centimetres,
    /** Horizontal pattern repeat; 0 for plain fabric. */
    pattern_width: centimetres,
    composition: compositionSchema,
    care_symbols: careSymbolsSchema,
    certificates: z.array(z.enum(CERTIFICATES)),
    /** Highest ironing temperature in dots (0–3); ironing is offered from 2. */
    ironing_points: integer.min(0).max(3),
    /** Whether the fabric has a pile direction (velvet), so nap orientation matters. */
    has_nap: z.boolean(),
    is_turnable: z.boolean(),
    roll_length: centimetres,
    /** Grams per square metre. */
    weight: integer.min(0),
    /** Other colours of the same collection (fabric_uuid, colour, swatch). */
    related_colors: z.array(
      z.object({
        fabric_uuid: z.string(),
        color: z.string(),
        color_hex: z.string(),
        image: url.nullable(),
      }),
    ),
  }),
);
export type FabricDetail = z.infer<typeof fabricDetailSchema>;

export const fabricFamilySchema = lazySchema(() =>
  z.object({
    id,
    name: z.string(),
    description: z.string(),
    supplier: supplierSchema,
    kind: z.enum(FABRIC_LIST_KINDS),
    fabric_type: z.enum(FABRIC_TYPES),
    light_level: z.enum(LIGHT_LEVELS),
    quality: z.enum(QUALITY_LEVELS),
    pattern_type: z.enum(PATTERN_TYPES),
    width: centimetres,
    width_type: z.enum(WIDTH_TYPES),
    image: url.nullable(),
  }),
);
export const fabricFamilyAnswerSchema = lazySchema(() =>
  z.object({
    family: fabricFamilySchema,
    colors: z.array(fabricListItemSchema),
  }),
);
export type FabricFamilyAnswer = z.infer<typeof fabricFamilyAnswerSchema>;

/** Several values of one filter may be sent comma-separated (`fabric_type=sheer,woven`). */
/*#__NO_SIDE_EFFECTS__*/
function listOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .string()
    .transform((raw) =>
      raw
        .split(',')
        .map((value) => value.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(values)).max(values.length));
}
const idList = lazySchema(() =>
  z
    .string()
    .transform((raw) =>
      raw
        .split(',')
        .map((value) => value.trim())
        .filter(Boolean)
        .map(Number),
    )
    .pipe(z.array(integer.positive().max(INT4_MAX)).max(100)),
);

export const FABRIC_ORDERINGS = [
  'name',
  '-name',
  'price',
  '-price',
  'width',
  '-width',
  'collection',
  '-collection',
] as const;
export type FabricOrdering = (typeof FABRIC_ORDERINGS)[number];

export const PAGE_SIZE_MAX = 500;
const page = lazySchema(() => z.coerce.number().int().min(1).max(INT4_MAX).default(1));
const pageSize = lazySchema(() => z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(25));

export const fabricListQuerySchema = lazySchema(() =>
  z.object({
    kind: z.enum(FABRIC_LIST_KINDS).optional(),
    fabric_type: listOf(FABRIC_TYPES).optional(),
    light_level: listOf(LIGHT_LEVELS).optional(),
    quality: listOf(QUALITY_LEVELS).optional(),
    color: listOf(COLOR_GROUPS).optional(),
    pattern_type: listOf(PATTERN_TYPES).optional(),
    width_type: listOf(WIDTH_TYPES).optional(),
    /** Collection (family) ids. */
    collection: idList.optional(),
    supplier: idList.optional(),
    /** Wholesale price per metre in cents of the caller's currency, bounds included. */
    price_min: z.coerce.number().int().min(0).max(INT4_MAX).optional(),
    price_max: z.coerce.number().int().min(0).max(INT4_MAX).optional(),
    q: z.string().trim().max(100).optional(),
    ordering: z.enum(FABRIC_ORDERINGS).default('collection'),
    page,
    page_size: pageSize,
  }),
);
export type FabricListQuery = z.input<typeof fabricListQuerySchema>;
export type ParsedFabricListQuery = z.output<typeof fabricListQuerySchema>;

/** `GET api/atelier-fabrics/{uuid}/?debtorId=` (a service account's choice of debtor). */
export const fabricDetailQuerySchema = lazySchema(() =>
  z.object({
    debtorId: z.coerce.number().int().positive().max(INT4_MAX).optional(),
  }),
);

/*#__NO_SIDE_EFFECTS__*/
const optionCount = <T extends z.ZodType>(value: T) => z.object({ value, count: integer });
const namedCount = lazySchema(() => z.object({ id, name: z.string(), count: integer }));

/** The picker's filter options, each with the number of fabrics it would show. */
export const fabricFiltersSchema = lazySchema(() =>
  z.object({
    kind: z.array(optionCount(z.enum(FABRIC_LIST_KINDS))),
    fabric_type: z.array(optionCount(z.enum(FABRIC_TYPES))),
    light_level: z.array(optionCount(z.enum(LIGHT_LEVELS))),
    quality: z.array(optionCount(z.enum(QUALITY_LEVELS))),
    color: z.array(optionCount(z.enum(COLOR_GROUPS))),
    pattern_type: z.array(optionCount(z.enum(PATTERN_TYPES))),
    width_type: z.array(optionCount(z.enum(WIDTH_TYPES))),
    collection: z.array(namedCount),
    supplier: z.array(namedCount),
    /** Wholesale price bands per metre; `max` null is open-ended. Send as price_min/price_max. */
    price_band: z.array(z.object({ min: cents, max: cents.nullable(), count: integer })),
    currency: z.enum(CURRENCIES),
  }),
);
export type FabricFilters = z.infer<typeof fabricFiltersSchema>;

// ---- customer fabrics ------------------------------------------------------------------------

/** Whether a `main_fabric_uuid` / `lining_fabric_uuid` names one of the dealer's own fabrics. */
export function isCustomerFabricUuid(uuid: string | null | undefined): boolean {
  return typeof uuid === 'string' && uuid.startsWith(CUSTOMER_FABRIC_MARKER);
}

/** Create and update (PUT) body: the customer-fabric form as it is. */
export const customerFabricBodySchema = customerFabricSchema;
export type CustomerFabricBody = z.input<typeof customerFabricBodySchema>;

export const customerFabricColourAnswerSchema = lazySchema(() =>
  customerFabricColourSchema.extend({
    id,
    /** URL of the uploaded colour image, null until one is uploaded. */
    image: url.nullable(),
  }),
);

export const customerFabricPriceSchema = catalogueMoneySchema;
export type CustomerFabricPrice = z.infer<typeof customerFabricPriceSchema>;
/** `POST …/prices/add/`: sets the fabric's price per metre in one currency. */
export const customerFabricPriceBodySchema = lazySchema(() =>
  z.object({ currency: z.enum(CURRENCIES), wholesale_price: cents, price: cents }).strict(),
);

export const customerFabricAnswerSchema = lazySchema(() => {
  const fabricShape = customerFabricSchema.shape;
  return z.object({
    fabric_uuid: z.string(),
    debtor_id: id,
    /** The shop the fabric belongs to. */
    debtor_name: z.string(),
    name: z.string(),
    supplier_id: id,
    supplier_name: z.string(),
    type: fabricShape.type,
    pattern_type: fabricShape.pattern_type,
    pattern_distance: z.number().nullable(),
    pattern_width: z.number().nullable(),
    width_type: fabricShape.width_type,
    width: z.number(),
    is_turnable: z.boolean(),
    has_weightlace: z.boolean(),
    front_side: z.string(),
    back_side: z.string(),
    iron_property: integer,
    colors: z.array(customerFabricColourAnswerSchema),
    /** In the debtor's own currency (cents per metre). */
    wholesale_price: cents,
    price: cents,
    /** Prices per currency, the debtor's own included. */
    prices: z.array(customerFabricPriceSchema),
    wash_property: z.enum(WASH_PROPERTIES).nullable(),
    bleach_property: z.enum(BLEACH_PROPERTIES).nullable(),
    dry_property: z.enum(DRY_PROPERTIES).nullable(),
    clear_property: z.enum(CLEAN_PROPERTIES).nullable(),
    is_flame_retardant: z.boolean(),
    is_recycled: z.boolean(),
    ecoCertificate: fabricShape.ecoCertificate.unwrap().nullable(),
    ...(Object.fromEntries(COMPOSITION_FIBRES.map((fibre) => [fibre, integer])) as Record<
      (typeof COMPOSITION_FIBRES)[number],
      z.ZodNumber
    >),
    total: integer,
    shrinkage_value: z.number().nullable(),
    curtain_types: z.array(z.enum(CONFECTION_TYPES)),
    status: z.enum(CUSTOMER_FABRIC_STATUSES),
    usage: z.enum(CUSTOMER_FABRIC_USAGES),
    /** The first colour's image, for lists. */
    image: url.nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  });
});
export type CustomerFabricAnswer = z.infer<typeof customerFabricAnswerSchema>;
export const customerFabricPageSchema = lazySchema(() => pageOf(customerFabricAnswerSchema));

export const CUSTOMER_FABRIC_ORDERINGS = [
  'name',
  '-name',
  'created_at',
  '-created_at',
  'updated_at',
  '-updated_at',
] as const;
export const customerFabricListQuerySchema = lazySchema(() =>
  z.object({
    status: z.enum(CUSTOMER_FABRIC_STATUSES).optional(),
    usage: z.enum(CUSTOMER_FABRIC_USAGES).optional(),
    type: listOf(FABRIC_TYPES).optional(),
    supplier: idList.optional(),
    q: z.string().trim().max(100).optional(),
    ordering: z.enum(CUSTOMER_FABRIC_ORDERINGS).default('name'),
    /**
     * The fabrics of this one of the caller's debtors (another answers 404). Default: the shop the
     * caller acts for; a service account that has not chosen one sees all of its shops'.
     */
    debtor_id: z.coerce.number().int().positive().max(INT4_MAX).optional(),
    /** Older spelling of `debtor_id`. */
    debtorId: z.coerce.number().int().positive().max(INT4_MAX).optional(),
    page,
    page_size: pageSize,
  }),
);
export type CustomerFabricListQuery = z.input<typeof customerFabricListQuerySchema>;

/**
 * `PATCH …/update-image/` is multipart: the file in field `image`, and `article_number` naming
 * the colour (the first colour when absent). PNG, JPEG or WebP, at most 1.1 MB.
 */
export const CUSTOMER_FABRIC_IMAGE_FIELD = 'image' as const;
export const CUSTOMER_FABRIC_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

// ---- accessories -----------------------------------------------------------------------------

/** Rails and rods sold by the metre, as their rail/rod kind. */
export const ACCESSORY_BAR_TYPES = [
  'trackrail',
  'decorativerail',
  'electrictrackrail',
  'eraildecoround35mm',
  'eraildecosquare32mm',
  'decorativerod',
] as const;
/** Loose parts, by the path segment of `api/accessories/{type}/`. */
export const ACCESSORY_PART_TYPES = [
  'supports',
  'runners',
  'endknobs',
  'endstops',
  'connectors',
  'curves',
  'motors',
  'power',
  'remotes',
  'hubs',
  'pullrods',
] as const;
/** `accessory-parts` lists every loose part at once. */
export const ACCESSORY_TYPES = [
  ...ACCESSORY_BAR_TYPES,
  ...ACCESSORY_PART_TYPES,
  'accessory-parts',
] as const;
export type AccessoryType = (typeof ACCESSORY_TYPES)[number];
export type AccessoryItemType = Exclude<AccessoryType, 'accessory-parts'>;

/**
 * Every variant value an accessory may carry: track types, decorative rail profiles, rod sizes,
 * support, runner and end-knob kinds, power and remote types, and our own names for the rest.
 */
export const ACCESSORY_VARIANTS = [
  ...TRACK_TYPES,
  ...DECORATIVE_RAIL_TYPES,
  ...ROD_SIZES,
  ...SUPPORT_TYPES,
  ...RUNNER_TYPES,
  ...END_KNOBS,
  ...POWER_TYPES,
  ...REMOTE_TYPES,
  'endstop',
  'connector',
  'curve45',
  'curve90',
  'motor',
  'hub',
  'pullrod75cm',
  'pullrod100cm',
  'pullrod150cm',
] as const;
export type AccessoryVariant = (typeof ACCESSORY_VARIANTS)[number];

export const accessoryItemSchema = lazySchema(() =>
  z.object({
    id,
    article_number: z.string(),
    /** The manufacturer's product designation. */
    name: z.string(),
    type: z.enum(ACCESSORY_TYPES).exclude(['accessory-parts']),
    variant: z.enum(ACCESSORY_VARIANTS),
    /** Null for parts sold in one finish. */
    color: z.enum(COLORS).nullable(),
    /** A bar's profile or a rod's diameter, in millimetres, where it has one. */
    size_mm: integer.nullable(),
    unit: z.enum(['meter', 'piece']),
    price: catalogueMoneySchema.nullable(),
    image: url.nullable(),
  }),
);
export type AccessoryItem = z.infer<typeof accessoryItemSchema>;
export const accessoryPageSchema = lazySchema(() => pageOf(accessoryItemSchema));

export const ACCESSORY_ORDERINGS = [
  'name',
  '-name',
  'price',
  '-price',
  'article_number',
  '-article_number',
] as const;
export const accessoryListQuerySchema = lazySchema(() =>
  z.object({
    color: listOf(COLORS).optional(),
    variant: listOf(ACCESSORY_VARIANTS).optional(),
    /** Narrows `accessory-parts` to some part types. */
    type: listOf(ACCESSORY_PART_TYPES).optional(),
    q: z.string().trim().max(100).optional(),
    ordering: z.enum(ACCESSORY_ORDERINGS).default('article_number'),
    page,
    page_size: pageSize,
  }),
);
export type AccessoryListQuery = z.input<typeof accessoryListQuerySchema>;

/** `GET api/accessories/accessory-parts/filters`: per part type its colours and variants. */
export const accessoryFiltersSchema = lazySchema(() =>
  z.object({
    type: z.array(optionCount(z.enum(ACCESSORY_PART_TYPES))),
    color: z.array(optionCount(z.enum(COLORS))),
    variant: z.array(optionCount(z.enum(ACCESSORY_VARIANTS))),
    currency: z.enum(CURRENCIES),
  }),
);
export type AccessoryFilters = z.infer<typeof accessoryFiltersSchema>;

// ---- into the calculation ----------------------------------------------------------------------

/**
 * A catalogue fabric as the calculation sees it. The price is the caller's currency only, which
 * is the one the article is priced in.
 */
export function fabricFactsFromDetail(fabric: FabricDetail): FabricFacts {
  return {
    uuid: fabric.fabric_uuid,
    name: fabric.name,
    kind: fabric.kind === 'linings' ? 'lining' : 'main',
    widthMm: cmToNearestMm(fabric.width),
    widthType: fabric.width_type,
    patternType: fabric.pattern_type,
    patternRepeatMm: fabric.pattern_type === 'plain' ? 0 : cmToNearestMm(fabric.pattern_repeat),
    rollLengthMm: cmToNearestMm(fabric.roll_length),
    ironingPoints: fabric.ironing_points,
    isTurnable: fabric.is_turnable,
    fabricType: fabric.fabric_type,
    lightLevel: fabric.light_level,
    certificates: fabric.certificates,
    pricePerMetre: priceRecord(fabric.price_per_metre ? [fabric.price_per_metre] : []),
  };
}

/** A customer fabric has no roll of ours: a cut is limited only by what a dealer can send in. */
export const CUSTOMER_FABRIC_ROLL_LENGTH_MM = 100_000;

export function fabricFactsFromCustomerFabric(fabric: CustomerFabricAnswer): FabricFacts {
  const patternType: PatternType = fabric.pattern_type;
  const widthType: WidthType = fabric.width_type;
  return {
    uuid: fabric.fabric_uuid,
    name: fabric.name,
    kind: fabric.usage === 'lining' ? 'lining' : 'main',
    widthMm: cmToNearestMm(fabric.width),
    widthType,
    patternType,
    patternRepeatMm: patternType === 'plain' ? 0 : cmToNearestMm(fabric.pattern_distance ?? 0),
    rollLengthMm: CUSTOMER_FABRIC_ROLL_LENGTH_MM,
    ironingPoints: fabric.iron_property,
    isTurnable: fabric.is_turnable,
    confections: fabric.curtain_types,
    fabricType: fabric.type,
    pricePerMetre: priceRecord(fabric.prices),
  };
}

function priceRecord(prices: readonly CatalogueMoney[]): FabricFacts['pricePerMetre'] {
  const record: Partial<Record<Currency, { wholesale: number; sales: number }>> = {};
  for (const price of prices) {
    record[price.currency] = { wholesale: price.wholesale_price, sales: price.price };
  }
  return record;
}

/** An accessory as the rail/rod parts article prices it (`accessory_id` is its id as text). */
export function accessoryFactsFromItem(item: AccessoryItem): AccessoryFacts {
  return {
    id: String(item.id),
    name: item.name,
    unit: item.unit,
    price: item.price
      ? {
          [item.price.currency]: { wholesale: item.price.wholesale_price, sales: item.price.price },
        }
      : {},
  };
}
