// The order contract (portal §3 "Draft order", "Article order", §4 "Order flow", §7 "Orders"): orders
// (commissions) and the articles in them, the price check and the pricing context the configurator
// evaluates with in the browser. Lengths in article parameters stay as the dealer typed them
// (centimetres); the calculation's results are in millimetres and cents, as the domain computes them.
import { z } from 'zod';
import { PART_CODES } from '../calc/types.js';
import {
  ARTICLE_TYPES,
  CURRENCIES,
  MARGIN_TYPES,
  ORDER_TYPES,
  PRODUCTION_STATUS_GROUPS,
  PRODUCTION_STATUSES,
  ROOMS,
  STOCK_STATES,
} from '../enums.js';
import { INTAKE_SOURCES } from '../external-intake/sources.js';
import {
  ARTICLE_ACTION_NAMES,
  ORDER_ACTION_NAMES,
  type OrderActionName,
  REFUSAL_CODES,
} from '../orders/actions.js';
import { SET_ALIGNMENTS } from '../orders/sets.js';
import { LINE_UNITS, PRICE_LINE_CODES } from '../pricing/price-list.js';
import { priceListSchema } from '../pricing/price-list-schema.js';
import { lazySchema } from '../pure.js';
import { QUOTE_DECISIONS } from './decisions.js';
import { measurementWarningsField } from './measurement.js';
import { orderNumberSchema } from './order-number.js';
import { pageOf } from './session.js';
import { strokeMatchAnswerSchema } from './stroke-match.js';
import { INT4_MAX, int4, integer } from './text.js';

const id = lazySchema(() => int4().positive());
const cents = lazySchema(() => integer);
const timestamp = lazySchema(() => z.string());
/*#__NO_SIDE_EFFECTS__*/
const text = (max: number) => z.string().trim().max(max);

export { ORDER_NUMBER_PATTERN, orderNumberSchema } from './order-number.js';

// ---- orders ------------------------------------------------------------------------------------

/** How `GET api/orders/` may order its list (`ordering`). */
export const ORDER_ORDERINGS = [
  '-created_at',
  'created_at',
  '-updated_at',
  'updated_at',
  'id',
  '-id',
  '-order_date',
  'order_date',
  '-offer_valid_until',
  'offer_valid_until',
  'commission',
  '-commission',
] as const;
export type OrderOrdering = (typeof ORDER_ORDERINGS)[number];

/** A comma-separated list of one enum's values (`status=draft,offered`). */
/*#__NO_SIDE_EFFECTS__*/
const commaListOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .transform((raw) =>
      raw
        .split(',')
        .map((value) => value.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(values)).max(values.length));

/** The tracking filter groups; `in_progress` style spellings are accepted too. */
const productionGroupList = lazySchema(() =>
  z
    .string()
    .transform((raw) => raw.replaceAll('_', ''))
    .pipe(commaListOf(PRODUCTION_STATUS_GROUPS)),
);

/**
 * `GET api/orders/`: by status tab (`status=draft`, several comma-separated), article type (orders
 * holding such an article), production status group, a search (`q`: order id, commission,
 * customer order number, end customer, article order number), the caller's own (`own=true`) and,
 * for a service account, by debtor.
 */
export const orderListQuerySchema = lazySchema(() =>
  z.object({
    status: commaListOf(ORDER_TYPES).optional(),
    type: commaListOf(ARTICLE_TYPES).optional(),
    production_status: productionGroupList.optional(),
    own: z
      .enum(['true', 'false', '1', '0'])
      .transform((value) => value === 'true' || value === '1')
      .optional(),
    debtor_id: z.coerce.number().int().positive().max(INT4_MAX).optional(),
    q: z.string().trim().max(100).optional(),
    ordering: z.enum(ORDER_ORDERINGS).default('-updated_at'),
    page: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
    page_size: z.coerce.number().int().min(1).max(200).default(25),
  }),
);
export type OrderListQuery = z.input<typeof orderListQuerySchema>;

/** `POST api/orders/`: a new commission (the draft the flow reuses), taken by an employee. */
export const orderCreateBodySchema = lazySchema(() =>
  z
    .object({
      /** One of the debtor's employees; null or absent takes the debtor's default employee. */
      employee: id.nullable().optional(),
      /** A service account names the shop; absent means the one it acts for now. */
      debtor_id: id.optional(),
      commission: text(120).optional(),
      customer_order_number: text(60).optional(),
      memo: text(2000).optional(),
    })
    .strict(),
);
export type OrderCreateBody = z.infer<typeof orderCreateBodySchema>;

/** `PUT api/orders/{id}/` replaces the header; `PATCH` changes only what it names (the employee). */
export const orderUpdateBodySchema = lazySchema(() =>
  z
    .object({
      employee: id.nullable(),
      commission: text(120),
      customer_order_number: text(60),
      memo: text(2000),
    })
    .strict(),
);
export const orderPatchBodySchema = lazySchema(() => orderUpdateBodySchema.partial().strict());
export type OrderUpdateBody = z.infer<typeof orderUpdateBodySchema>;
export type OrderPatchBody = z.infer<typeof orderPatchBodySchema>;

/**
 * `POST api/orders/{id}/offer/`: save a draft (or imported order) as an offer, or change an
 * offer's details; every call prices the articles again and sets the new validity (renewal).
 * The validity runs from today up to `OFFER_MAX_VALIDITY_DAYS` ahead (checked by the API, which
 * knows today).
 */
export const offerBodySchema = lazySchema(() =>
  z
    .object({
      end_customer_name: z.string().trim().min(2).max(120),
      end_customer_reference: text(120).optional(),
      valid_until: z.iso.date(),
    })
    .strict(),
);
export type OfferBody = z.infer<typeof offerBodySchema>;

/**
 * `POST api/orders/{id}/confirm/`: `acknowledged_warnings` names the measurement warnings (their
 * `id`) the dealer has checked; a confirm leaving any unnamed answers 409 with the list.
 */
export const confirmBodySchema = lazySchema(() =>
  z.object({ acknowledged_warnings: z.array(z.string().max(60)).max(200).optional() }).strict(),
);
export type ConfirmBody = z.infer<typeof confirmBodySchema>;

/** An action's verdict as answered: the reason's message in the caller's language. */
/*#__NO_SIDE_EFFECTS__*/
const actionAnswerOf = <T extends readonly [string, ...string[]]>(names: T) =>
  z.object({
    name: z.enum(names),
    allowed: z.boolean(),
    reason: z.enum(REFUSAL_CODES).nullable(),
    message: z.string().nullable(),
  });
export const orderActionAnswerSchema = lazySchema(() => actionAnswerOf(ORDER_ACTION_NAMES));
export const articleActionAnswerSchema = lazySchema(() => actionAnswerOf(ARTICLE_ACTION_NAMES));
export type OrderActionAnswer = z.infer<typeof orderActionAnswerSchema>;
export type ArticleActionAnswer = z.infer<typeof articleActionAnswerSchema>;

export const orderTotalsSchema = lazySchema(() =>
  z.object({
    currency: z.enum(CURRENCIES),
    /** Σ wholesale of the articles, in cents. */
    wholesale: cents,
    /** Σ sales of the articles, in cents. */
    sales: cents,
  }),
);

/** An article as an order lists it. */
export const articleSummarySchema = lazySchema(() =>
  z.object({
    order_number: orderNumberSchema,
    article_type: z.enum(ARTICLE_TYPES),
    room: z.enum(ROOMS).nullable(),
    main_fabric: z.string().nullable(),
    /** The curtain this rail, rod or pull rod belongs to. */
    curtain_order_number: z.string().nullable(),
    quantity: integer,
    /** As typed, in cm; null for articles without one. */
    width: z.number().nullable(),
    height: z.number().nullable(),
    wholesale: cents.nullable(),
    sales: cents.nullable(),
    production_status: z.enum(PRODUCTION_STATUSES).nullable(),
    stock_state: z.enum(STOCK_STATES),
    set_label: z.string().nullable(),
    /** How the set's pattern and stiffeners line up (with `set_label`); null when absent. */
    set_alignment: z.enum(SET_ALIGNMENTS).nullable().default(null),
    stroke_group: z.string().nullable(),
    /** While its strokes are matched: what the match saves on this article (its line of the match). */
    stroke_saving: z
      .object({ saved_mm: integer, saved_wholesale: cents, saved_sales: cents })
      .nullable()
      .default(null),
    /** The main fabric's collection and colour, null when it has none or it is not in the catalogue. */
    main_fabric_name: z.string().nullable(),
    /** Fabric widths (strokes) of the curtain, as cut; null for articles without. */
    strokes: z.number().nullable(),
    pleat_percentage: z.number().nullable(),
    /** In cm, as typed. */
    pleat_depth: z.number().nullable(),
    actions: z.array(articleActionAnswerSchema),
    /** The measurement check's warnings about this article, among its commission's articles. */
    measurement_warnings: measurementWarningsField,
    created_at: timestamp,
    updated_at: timestamp,
  }),
);
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

export const orderAnswerSchema = lazySchema(() =>
  z.object({
    id,
    order_type: z.enum(ORDER_TYPES),
    debtor_id: id,
    debtor_name: z.string(),
    /** Employee id, null when the debtor has none. */
    employee: id.nullable(),
    employee_name: z.string(),
    commission: z.string(),
    customer_order_number: z.string(),
    memo: z.string(),
    /** Set when the order is confirmed (ISO date). */
    order_date: z.string().nullable(),
    planned_date: z.string().nullable(),
    end_customer_name: z.string(),
    end_customer_reference: z.string(),
    /** An offer's validity (ISO date), null when not an offer. */
    offer_valid_until: z.string().nullable(),
    /** An offer past its validity: renew it before confirming. */
    offer_expired: z.boolean(),
    /** Whether the caller created the order. */
    created_by_me: z.boolean(),
    actions: z.array(orderActionAnswerSchema),
    created_at: timestamp,
    updated_at: timestamp,
    totals: orderTotalsSchema,
    article_count: integer.nonnegative(),
    /** An offer's end customer's latest answer on a shared quote (the order list's offers tab). */
    end_customer_decision: z.enum(QUOTE_DECISIONS).nullable().optional(),
    /** The offer changed after its end customer's answer: that answer is void, the quote asks again. */
    end_customer_answer_voided: z.boolean().optional(),
    /**
     * An offer prepared outside the dealer tool (decision 096): the application it came from (a
     * retail chain's partner API, the hosted shop, a kiosk); null for the dealer's own (the order
     * list's offers tab).
     */
    prepared_by: z.enum(INTAKE_SOURCES).nullable().optional(),
    articles: z.array(articleSummarySchema),
    /** Every measurement warning of the order's articles (a confirm must acknowledge each). */
    measurement_warnings: measurementWarningsField,
  }),
);
export type OrderAnswer = z.infer<typeof orderAnswerSchema>;
/** A refusal's code; the message is the `errors` catalogue's text for it. */
const refusalCode = lazySchema(() => z.enum(REFUSAL_CODES).optional());
/**
 * The order list's verdicts: only the refused actions, each with its reason's code (domain
 * `refusalsOf`; an action not named is allowed, read back with `verdictIn`). A list of 50 orders
 * answered every action with its message per row, several times the rows themselves; the codes
 * are worded by the reader from the `errors` catalogue, as a refused call's code is.
 */
export const orderRefusalsSchema = lazySchema(() =>
  z.object(
    Object.fromEntries(ORDER_ACTION_NAMES.map((name) => [name, refusalCode])) as Record<
      OrderActionName,
      typeof refusalCode
    >,
  ),
);
export const orderListItemSchema = lazySchema(() =>
  orderAnswerSchema
    .omit({ articles: true, measurement_warnings: true, actions: true })
    .extend({ refused_actions: orderRefusalsSchema }),
);
export type OrderListItem = z.infer<typeof orderListItemSchema>;
export const orderPageSchema = lazySchema(() => pageOf(orderListItemSchema));
export type OrderPage = z.infer<typeof orderPageSchema>;
/**
 * `GET api/orders/draft/`: the order the configurators' order flow saves a new article into, the
 * newest draft of the debtor acted for (`debtor_id` for a service account), or null when there is
 * none yet (the flow then makes one). Never an offer or an order that can no longer change.
 */
export const flowDraftQuerySchema = lazySchema(() =>
  z.object({
    debtor_id: z.coerce.number().int().positive().max(INT4_MAX).optional(),
  }),
);
export const flowDraftAnswerSchema = lazySchema(() =>
  z.object({
    draft: orderListItemSchema.nullable(),
  }),
);
export type FlowDraftAnswer = z.infer<typeof flowDraftAnswerSchema>;
/** `GET api/orders/{id}/events/`: the order's audit trail, newest first. */
export const orderEventSchema = lazySchema(() =>
  z.object({
    id,
    kind: z.string(),
    at: timestamp,
    /** Who did it (user name); empty when the user no longer exists. */
    user_name: z.string(),
    order_number: z.string().nullable(),
    /** What changed: `before` and `after` where something was changed. */
    data: z.record(z.string(), z.unknown()),
  }),
);
export type OrderEvent = z.infer<typeof orderEventSchema>;
export const orderEventsAnswerSchema = lazySchema(() =>
  z.object({ results: z.array(orderEventSchema) }),
);
export type OrderEventsAnswer = z.infer<typeof orderEventsAnswerSchema>;

// ---- atelier orders: one row per article (portal §3 "Order (as listed)") -------------------

const ATELIER_ORDER_ORDERINGS = [
  '-order_date',
  'order_date',
  '-planned_date',
  'planned_date',
  '-created_at',
  'created_at',
  'order_number',
  '-order_number',
] as const;

/**
 * `GET api/atelier-orders/`: the articles of the caller's orders, one row each. Without `status`
 * the orders in the manufacturer's hands (confirmed, delivered); otherwise as `api/orders/`.
 */
export const atelierOrderListQuerySchema = lazySchema(() =>
  z.object({
    status: commaListOf(ORDER_TYPES).optional(),
    type: commaListOf(ARTICLE_TYPES).optional(),
    production_status: productionGroupList.optional(),
    debtor_id: z.coerce.number().int().positive().max(INT4_MAX).optional(),
    q: z.string().trim().max(100).optional(),
    ordering: z.enum(ATELIER_ORDER_ORDERINGS).default('-order_date'),
    page: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
    page_size: z.coerce.number().int().min(1).max(200).default(25),
  }),
);
export type AtelierOrderListQuery = z.input<typeof atelierOrderListQuerySchema>;

export const atelierOrderRowSchema = lazySchema(() =>
  z.object({
    order_id: id,
    order_type: z.enum(ORDER_TYPES),
    /** The article's order number (the manufacturer's). */
    order_number: orderNumberSchema,
    customer_order_number: z.string(),
    commission: z.string(),
    room: z.enum(ROOMS).nullable(),
    order_date: z.string().nullable(),
    planned_date: z.string().nullable(),
    /** When the article was entered. */
    insert_date: timestamp,
    status: z.enum(PRODUCTION_STATUSES).nullable(),
    /** The production status in the caller's language. */
    status_description: z.string().nullable(),
    stock_state: z.enum(STOCK_STATES),
    currency: z.enum(CURRENCIES),
    /** Sales price in cents; null when the account's price display type hides it. */
    sales: cents.nullable(),
    /** Wholesale (purchase) price in cents; null when hidden. */
    wholesale: cents.nullable(),
    set_label: z.string().nullable(),
    debtor_id: id,
    debtor_name: z.string(),
    memo: z.string(),
    /** The article type in the caller's language, with the main fabric's name when it has one. */
    article_name: z.string(),
    article_type: z.enum(ARTICLE_TYPES),
    width: z.number().nullable(),
    height: z.number().nullable(),
    strokes: z.number().nullable(),
    pleat_percentage: z.number().nullable(),
    pleat_depth: z.number().nullable(),
  }),
);
export type AtelierOrderRow = z.infer<typeof atelierOrderRowSchema>;
export const atelierOrderPageSchema = lazySchema(() => pageOf(atelierOrderRowSchema));
export type AtelierOrderPage = z.infer<typeof atelierOrderPageSchema>;
/** `GET api/atelier-orders/{orderId}/`: the rows of one order. */
export const atelierOrderAnswerSchema = lazySchema(() =>
  z.object({
    order_id: id,
    results: z.array(atelierOrderRowSchema),
  }),
);
export type AtelierOrderAnswer = z.infer<typeof atelierOrderAnswerSchema>;

/** `POST api/orders/` answers 201 with the new order (its `id` among the rest). */
export const orderCreatedSchema = orderAnswerSchema;

// ---- the calculation's results, as answered --------------------------------------------------

export const priceLineSchema = lazySchema(() =>
  z.object({
    code: z.enum(PRICE_LINE_CODES),
    quantity: z.number(),
    unit: z.enum(LINE_UNITS),
    unitPrice: cents,
    amount: cents,
    salesUnitPrice: cents,
    salesAmount: cents,
    /** A loose-part line's catalogue accessory id. */
    item: z.string().optional(),
  }),
);
export const articlePriceSchema = lazySchema(() =>
  z.object({
    currency: z.enum(CURRENCIES),
    lines: z.array(priceLineSchema),
    wholesale: cents,
    sales: cents,
    shown: z.object({ wholesale: z.boolean(), sales: z.boolean() }),
  }),
);

const fabricUseSchema = lazySchema(() =>
  z.object({
    widthType: z.enum(['strokes', 'widewidth']),
    cutLengthMm: integer,
    cutsMm: z.array(integer),
    lengthMm: integer,
    chargedMm: integer,
  }),
);
export const cutListSchema = lazySchema(() =>
  z.object({
    panels: z.array(
      z.object({
        side: z.enum(['left', 'right', 'single']),
        finishedWidthMm: integer,
        flatWidthMm: integer,
        sideHemsMm: integer,
        widths: z.number(),
      }),
    ),
    cutLengthMm: integer.nullable(),
    drops: integer,
    main: fabricUseSchema.nullable(),
    lining: fabricUseSchema.nullable(),
    parts: z.array(
      z.object({
        code: z.enum(PART_CODES),
        quantity: integer,
        lengthMm: integer.optional(),
        /** A loose part's catalogue accessory id. */
        item: z.string().optional(),
      }),
    ),
    fullnessPercent: integer.nullable(),
  }),
);
export const articleQuantitiesSchema = lazySchema(() =>
  z.object({
    quantity: integer,
    mainFabricMm: integer,
    mainFabricChargedMm: integer,
    liningMm: integer,
    liningChargedMm: integer,
    drops: integer,
    cutLengthMm: integer,
    flatWidthMm: integer,
    areaMm2: integer,
    railLengthMm: integer,
    parts: z.record(z.string(), z.number()),
  }),
);

/** An issue as the API answers it: the domain's code and params, and the message in the caller's
 * language. */
export const issueAnswerSchema = lazySchema(() =>
  z.object({
    field: z.string().nullable(),
    code: z.string(),
    params: z.record(z.string(), z.union([z.string(), z.number()])),
    severity: z.enum(['error', 'warning']),
    message: z.string(),
  }),
);
export type IssueAnswer = z.infer<typeof issueAnswerSchema>;

// ---- articles ----------------------------------------------------------------------------------

/**
 * The body of an article create or update is its parameters, exactly the fields of the article
 * type's schema (configurators §3). Validated by the domain's `validateArticleParameters`; a
 * `price`, `wholesale_price` or any other result a client sends is ignored.
 */
export const articleBodySchema = lazySchema(() => z.record(z.string(), z.unknown()));

export const articleAnswerSchema = lazySchema(() =>
  z.object({
    order_number: orderNumberSchema,
    order_id: id,
    order_type: z.enum(ORDER_TYPES),
    article_type: z.enum(ARTICLE_TYPES),
    /** As validated: defaults applied, unknown fields dropped. */
    parameters: z.record(z.string(), z.unknown()),
    room: z.enum(ROOMS).nullable(),
    curtain_order_number: z.string().nullable(),
    quantities: articleQuantitiesSchema.nullable(),
    cut_list: cutListSchema.nullable(),
    price: articlePriceSchema.nullable(),
    /** Warnings the calculation gave (surcharges, effective fullness); errors are never stored. */
    warnings: z.array(issueAnswerSchema),
    production_status: z.enum(PRODUCTION_STATUSES).nullable(),
    stock_state: z.enum(STOCK_STATES),
    set_label: z.string().nullable(),
    // Newer fields read as null when absent, so answers recorded before them still parse.
    set_alignment: z.enum(SET_ALIGNMENTS).nullable().default(null),
    stroke_group: z.string().nullable(),
    /** The group's saving, line by line, while the article is in a stroke group. */
    stroke_match: strokeMatchAnswerSchema.nullable().default(null),
    /** The measurement check's warnings about this article, among its commission's articles. */
    measurement_warnings: measurementWarningsField,
    created_at: timestamp,
    updated_at: timestamp,
  }),
);
export type ArticleAnswer = z.infer<typeof articleAnswerSchema>;

/** `POST api/prices/{articleType}/`: what the article would cost, without storing it. */
export const priceCheckAnswerSchema = lazySchema(() =>
  z.object({
    valid: z.boolean(),
    issues: z.array(issueAnswerSchema),
    parameters: z.record(z.string(), z.unknown()).nullable(),
    quantities: articleQuantitiesSchema.nullable(),
    cut_list: cutListSchema.nullable(),
    price: articlePriceSchema.nullable(),
  }),
);
export type PriceCheckAnswer = z.infer<typeof priceCheckAnswerSchema>;

// ---- pricing context ---------------------------------------------------------------------------

/**
 * `GET api/price-list/`: the price list of the debtor the caller acts for, in that debtor's
 * currency only, with its margin. The configurator evaluates every keystroke with it in the
 * browser; the API prices the stored article from the same record.
 */
export const pricingContextAnswerSchema = lazySchema(() =>
  z.object({
    debtor_id: id.nullable(),
    currency: z.enum(CURRENCIES),
    margin_type: z.enum(MARGIN_TYPES),
    debtor_factor_percent: integer.nonnegative(),
    price_list: priceListSchema,
  }),
);
export type PricingContextAnswer = z.infer<typeof pricingContextAnswerSchema>;

/** Header of article creates and order creates: a repeat with the same key answers the first
 * result. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;
