// The end customer's side (issue 30, decision 101): a dealer's hosted shop at `/shop/{slug}` and
// the kiosk in the dealer's own shop. Both run the same consumer configurator and send the same
// request contract (`preparedOfferRequestSchema`'s lines), which becomes an external order of the
// dealer through the one intake core (decision 096). What the dealer edits, what the public sees
// (never a wholesale figure), and the anti-abuse rules of a request live here.
import { z } from 'zod';
import { CURRENCIES, ROOMS, UNIT_SYSTEMS } from '../enums.js';
import { LOCALES } from '../product.js';
import { lazySchema } from '../pure.js';
import {
  KIOSK_IDLE_SECONDS,
  KIOSK_PAIRING_CODE_LENGTH,
  KIOSK_STATES,
  SHOP_COLOUR_PATTERN,
  SHOP_MODELS,
  SHOP_SLUG_PATTERN,
} from '../shop/models.js';
import {
  intakeContactSchema,
  intakeLineSchema,
  MAX_INTAKE_LINES,
  PARTNER_ORDER_STATES,
} from './external-intake.js';
import { integer, requiredText } from './text.js';

// The rules that are not schemas live apart, where the shop's pages read them without zod.
export * from '../shop/models.js';

/** A shop's address as typed (`SHOP_SLUG_PATTERN`), trimmed and in lower case. */
export const shopSlugSchema = lazySchema(() =>
  z.string().trim().toLowerCase().regex(SHOP_SLUG_PATTERN, 'slug'),
);

/** A kiosk's pairing code as typed: spaces and hyphens dropped, in capitals. */
export const kioskPairingCodeSchema = lazySchema(() =>
  z
    .string()
    .trim()
    .toUpperCase()
    .transform((code) => code.replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .length(KIOSK_PAIRING_CODE_LENGTH)
        .regex(/^[A-HJ-NP-Z2-9]+$/, 'code'),
    ),
);

// What the dealer edits in the portal's settings (`GET|PUT api/shop-settings/`).

/*#__NO_SIDE_EFFECTS__*/
const optionalText = (max: number) => z.string().trim().max(max, 'max').default('');

export const shopSettingsSchema = lazySchema(() =>
  z
    .object({
      /** Off: the shop's pages answer "not found" and its kiosks show that they are closed. */
      enabled: z.boolean().default(false),
      slug: shopSlugSchema,
      /** The name the customer sees (the dealer's shop name). */
      title: requiredText(2, 80),
      /** Ignored for a partner group's dealer: the partner's brand colour applies (decision 101). */
      colour: z.string().regex(SHOP_COLOUR_PATTERN, 'colour'),
      /** An https address of the dealer's logo; empty: the shop's initial in its colour. */
      logo_url: z
        .string()
        .trim()
        .max(500, 'max')
        .refine((url) => url === '' || /^https:\/\/[^\s"'<>]+$/.test(url), 'url')
        .default(''),
      /** A few words of welcome above the configurator. */
      intro: optionalText(400),
      phone: optionalText(40),
      email: z.union([z.literal(''), z.email().max(254)]).default(''),
      address: optionalText(200),
      /** As the dealer writes them, one line a day or period. */
      opening_hours: optionalText(400),
      /** The languages the shop speaks; the first is where a visitor starts. */
      languages: z
        .array(z.enum(LOCALES))
        .min(1, 'required')
        .max(LOCALES.length)
        .refine((list) => new Set(list).size === list.length, 'duplicate'),
      /** The models offered, in the order shown. */
      models: z
        .array(z.enum(SHOP_MODELS))
        .min(1, 'required')
        .max(SHOP_MODELS.length)
        .refine((list) => new Set(list).size === list.length, 'duplicate'),
      kiosk_idle_seconds: z
        .number()
        .int()
        .min(KIOSK_IDLE_SECONDS.min, 'min')
        .max(KIOSK_IDLE_SECONDS.max, 'max')
        .default(KIOSK_IDLE_SECONDS.default),
    })
    .strict(),
);
export type ShopSettings = z.infer<typeof shopSettingsSchema>;
export type ShopSettingsInput = z.input<typeof shopSettingsSchema>;

/** The settings as answered: with the shop's public address and whether the colour is the partner's. */
export const shopSettingsAnswerSchema = lazySchema(() =>
  shopSettingsSchema.extend({
    /** False until the dealer saved the shop once (the answer is then a proposal). */
    saved: z.boolean(),
    url: z.string(),
    partner_brand: z.boolean(),
  }),
);
export type ShopSettingsAnswer = z.infer<typeof shopSettingsAnswerSchema>;

// What anyone may read of an enabled shop (`GET api/shop/{slug}/`).

export const shopTaxSchema = lazySchema(() =>
  z.object({ name: z.string(), percent: z.number() }).nullable(),
);

export const publicShopSchema = lazySchema(() =>
  z.object({
    slug: z.string(),
    title: z.string(),
    colour: z.string(),
    logo_url: z.string(),
    intro: z.string(),
    phone: z.string(),
    email: z.string(),
    address: z.string(),
    opening_hours: z.string(),
    languages: z.array(z.enum(LOCALES)),
    models: z.array(z.enum(SHOP_MODELS)),
    /** The dealer's unit: the sizes the customer types and reads (sent to the API in cm). */
    unit_system: z.enum(UNIT_SYSTEMS),
    currency: z.enum(CURRENCIES),
    /** The tax the prices include (the dealer's country); null when prices are without tax. */
    tax: shopTaxSchema,
    /** A partner group's brand (shown beside the dealer's name), or null. */
    partner: z.object({ name: z.string(), letter: z.string() }).nullable(),
    kiosk_idle_seconds: integer,
  }),
);
export type PublicShop = z.infer<typeof publicShopSchema>;

/** A fabric a shop offers (`GET api/shop/{slug}/fabrics/?model=`): never a price of its own. */
export const shopFabricSchema = lazySchema(() =>
  z.object({
    article_number: z.string(),
    name: z.string(),
    colour: z.string(),
    /** Swatch image address, or null. */
    image: z.string().nullable(),
    /** The swatch's main colour as `#rrggbb` for the drawing, or null. */
    hex: z.string().nullable(),
    /** Lets light through: `transparent`, `semi`, `dimout`, `blackout` (as the catalogue has it). */
    opacity: z.string().nullable(),
    /** The models it can be made as in this shop. */
    models: z.array(z.enum(SHOP_MODELS)),
  }),
);
export type ShopFabric = z.infer<typeof shopFabricSchema>;
export const shopFabricQuerySchema = lazySchema(() =>
  z.object({
    model: z.enum(SHOP_MODELS),
    search: z.string().trim().max(60).optional(),
  }),
);

/** Lines to price (`POST api/shop/{slug}/price/`, `POST api/kiosk/price/`). */
export const shopPriceRequestSchema = lazySchema(() =>
  z.object({ lines: z.array(intakeLineSchema).min(1).max(MAX_INTAKE_LINES) }).strict(),
);
export type ShopPriceRequest = z.infer<typeof shopPriceRequestSchema>;

/** A measurement warning worded for the customer who measured (`consumer:measurement.<code>`). */
export const shopWarningSchema = lazySchema(() =>
  z.object({
    code: z.string(),
    fields: z.array(z.string()),
    message: z.string(),
  }),
);
export type ShopWarning = z.infer<typeof shopWarningSchema>;

/**
 * A line's price in the dealer's sales prices including tax (domain `quoteTotals`: tax per line,
 * half up), or the field errors that keep it from a price (fields as the line names them).
 */
export const shopPricedLineSchema = lazySchema(() =>
  z.object({
    index: integer,
    /** Cents; null when the line has errors. */
    net: integer.nullable(),
    tax: integer.nullable(),
    gross: integer.nullable(),
    warnings: z.array(shopWarningSchema),
    errors: z.record(z.string(), z.array(z.string())),
  }),
);
export const shopPriceAnswerSchema = lazySchema(() =>
  z.object({
    lines: z.array(shopPricedLineSchema),
    /** Σ of the priced lines (lines with errors count nothing). */
    total: z.object({ net: integer, tax: integer, gross: integer }),
    tax: shopTaxSchema,
    currency: z.enum(CURRENCIES),
  }),
);
export type ShopPriceAnswer = z.infer<typeof shopPriceAnswerSchema>;

// The request a customer sends. Anti-abuse: a honeypot field people never see, a proof of work the
// browser does while the customer writes (no third party), limits per address, and nothing stored
// when a request is refused.

export const shopChallengeSchema = lazySchema(() =>
  z.object({
    challenge: z.string(),
    bits: integer,
    expires_at: z.string(),
  }),
);
export type ShopChallenge = z.infer<typeof shopChallengeSchema>;

export const shopProofSchema = lazySchema(() =>
  z.object({ challenge: z.string().min(1).max(300), nonce: z.string().min(1).max(32) }).strict(),
);
export type ShopProof = z.infer<typeof shopProofSchema>;

/** A basket line as sent: the intake line with the room it is for. */
export const shopContactSchema = lazySchema(() =>
  intakeContactSchema
    .extend({
      email: z.email('email').max(254),
      phone: requiredText(6, 40),
    })
    .strict(),
);
export type ShopContact = z.infer<typeof shopContactSchema>;

export const shopRequestSchema = lazySchema(() =>
  z
    .object({
      /** Made once per basket by the browser: a repeat of the same send makes nothing new. */
      idempotency_key: z.uuid(),
      locale: z.enum(LOCALES),
      contact: shopContactSchema,
      /** The customer agreed to be contacted about this request (the consent text in their language). */
      consent: z.literal(true, 'consent'),
      lines: z.array(intakeLineSchema).min(1).max(MAX_INTAKE_LINES),
      /** The honeypot: a field hidden from people. Anything in it and the request is refused. */
      website: z.string().max(200).optional(),
      proof: shopProofSchema,
    })
    .strict(),
);
export type ShopRequest = z.infer<typeof shopRequestSchema>;

export const shopRequestAnswerSchema = lazySchema(() =>
  z.object({
    external_order_id: z.string(),
    /** The customer's page of the request (the mail links it too); absent on a repeat. */
    request_url: z.string().nullable(),
    /** True when this key was sent before: nothing new was made. */
    duplicate: z.boolean(),
  }),
);
export type ShopRequestAnswer = z.infer<typeof shopRequestAnswerSchema>;

/** The customer's own page of a request (`GET api/shop/{slug}/requests/{token}/`). */
export const shopRequestViewSchema = lazySchema(() =>
  z.object({
    external_order_id: z.string(),
    created_at: z.string(),
    state: z.enum(PARTNER_ORDER_STATES),
    contact: z.object({
      name: z.string(),
      email: z.string(),
      phone: z.string(),
      preferred_contact_time: z.string(),
    }),
    lines: z.array(
      z.object({
        index: integer,
        model: z.enum(SHOP_MODELS),
        room: z.enum(ROOMS).nullable(),
        /** cm as sent. */
        width: z.number(),
        height: z.number(),
        quantity: integer,
        fabric: z.string(),
        fabric_name: z.string(),
        gross: integer,
      }),
    ),
    total: z.object({ net: integer, tax: integer, gross: integer }),
    tax: shopTaxSchema,
    currency: z.enum(CURRENCIES),
    warnings: z.array(shopWarningSchema.extend({ line: integer })),
  }),
);
export type ShopRequestView = z.infer<typeof shopRequestViewSchema>;

export const shopRequestTokenSchema = lazySchema(() =>
  z
    .string()
    .min(20)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
);

// The kiosk: paired to its dealer with a one-time code, revocable, and never keeping a customer.

/** A kiosk as the dealer lists it (`GET api/shop-settings/kiosks/`). */
export const kioskSchema = lazySchema(() =>
  z.object({
    id: integer,
    name: z.string(),
    state: z.enum(KIOSK_STATES),
    created_at: z.string(),
    paired_at: z.string().nullable(),
    last_seen_at: z.string().nullable(),
    revoked_at: z.string().nullable(),
  }),
);
export type Kiosk = z.infer<typeof kioskSchema>;

export const kioskCreateSchema = lazySchema(() => z.object({ name: requiredText(2, 60) }).strict());
export type KioskCreate = z.infer<typeof kioskCreateSchema>;

/** The pairing code, answered once (only its hash is kept). */
export const kioskPairingAnswerSchema = lazySchema(() =>
  z.object({
    kiosk: kioskSchema,
    pairing_code: z.string(),
    expires_at: z.string(),
  }),
);
export type KioskPairingAnswer = z.infer<typeof kioskPairingAnswerSchema>;

/** `POST api/kiosk/pair/`: the tablet gives the code and gets its own key (kept on the device). */
export const kioskPairSchema = lazySchema(() =>
  z.object({ code: kioskPairingCodeSchema }).strict(),
);
export const kioskPairAnswerSchema = lazySchema(() =>
  z.object({ token: z.string(), shop: publicShopSchema }),
);

/** `POST api/kiosk/requests/`: the design made in the shop; an e-mail only when the customer asks. */
export const kioskRequestSchema = lazySchema(() =>
  z
    .object({
      idempotency_key: z.uuid(),
      locale: z.enum(LOCALES),
      lines: z.array(intakeLineSchema).min(1).max(MAX_INTAKE_LINES),
      /** The customer's address to send the design to; given only with their consent. */
      email: z.email('email').max(254).optional(),
      consent: z.boolean().optional(),
    })
    .strict()
    .refine((request) => request.email === undefined || request.consent === true, {
      path: ['consent'],
      message: 'consent',
    }),
);
export type KioskRequest = z.infer<typeof kioskRequestSchema>;

/** What the kiosk shows at the end: the code to say and the QR of the link that opens the offer. */
export const kioskRequestAnswerSchema = lazySchema(() =>
  z.object({
    external_order_id: z.string(),
    /** The code the salesperson types or reads (the external order id). */
    handoff_code: z.string(),
    /** The portal's link with the one-time claim (the QR code's content); null on a repeat. */
    open_url: z.string().nullable(),
    duplicate: z.boolean(),
    mailed: z.boolean(),
  }),
);
export type KioskRequestAnswer = z.infer<typeof kioskRequestAnswerSchema>;
