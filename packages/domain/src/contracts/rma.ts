// Returns (configurators §3 "Return authorisation", portal §7 `rma/`): a dealer asks the
// manufacturer to take back an article of a confirmed or delivered order, with photos. The spec
// lists the fields without their choices; the lists here are ours (docs/decisions/026-returns.md).
import { z } from 'zod';
import { MAX_COLOUR_IMAGE_BYTES } from '../customer-fabric/schema.js';
import { ARTICLE_TYPES, COUNTRIES, ROOMS } from '../enums.js';
import { lazySchema } from '../pure.js';
import { ADDRESS_MIN_LENGTH, POSTCODE_MIN_LENGTH } from './address-book.js';
import { orderNumberSchema } from './orders.js';
import { RMA_DEALER_ACTIONS, RMA_EVENT_KINDS, RMA_REFUSAL_REASONS } from './rma-desk.js';
import { sampleAddressSchema } from './samples.js';
import { pageOf } from './session.js';
import { integer, requiredText } from './text.js';

/** The two production sites (portal §6 names {product}genemuiden and {product}helmond). */
export const RMA_WORKSHOPS = ['genemuiden', 'helmond'] as const;
/** What the curtain hangs by, sent back with it. */
export const RMA_HANGER_TYPES = ['none', 'hooks', 'runners', 'rings', 'gliders'] as const;
export const RMA_REASONS = [
  'damaged',
  'production_fault',
  'wrong_size',
  'wrong_fabric',
  'wrong_delivery',
  'other',
] as const;
/** `remake` makes a draft order with a copy of the article, linked to the return. */
export const RMA_SOLUTIONS = ['repair', 'remake', 'credit', 'replace_parts'] as const;
export type RmaSolution = (typeof RMA_SOLUTIONS)[number];
/**
 * `confirmed` on creation (the RMA number is given then); the rest is the manufacturer's work: the
 * returns desk accepts (`accepted`), refuses (`rejected`) or asks the dealer for more information
 * (`information_requested`, until the dealer's answer makes it `answered`). `received` and
 * `resolved` are the manufacturer's later steps (docs/decisions/084-returns-desk.md).
 */
export const RMA_STATES = [
  'confirmed',
  'information_requested',
  'answered',
  'accepted',
  'received',
  'resolved',
  'rejected',
] as const;
export type RmaState = (typeof RMA_STATES)[number];
/** Order types whose articles can be returned. */
export const RETURNABLE_ORDER_TYPES = ['confirmed', 'delivered'] as const;

/** Photos per return (configurators §9: "RMA maximum image count: not shown"). */
export const MAX_RMA_PHOTOS = 6;
/** Each photo at most 1.1 MB, the image limit of configurators §9. */
export const MAX_RMA_PHOTO_BYTES = MAX_COLOUR_IMAGE_BYTES;
/** The multipart field the photos are sent in, several times. */
export const RMA_PHOTO_FIELD = 'photos';
/**
 * Photos can be added while the return waits for the desk's decision or for the dealer's answer
 * to a question (an answer may bring more photos).
 */
export const rmaAcceptsPhotos = (state: RmaState) =>
  state === 'confirmed' || state === 'information_requested';

const id = lazySchema(() => integer.positive().max(2_147_483_647));
const isoDate = lazySchema(() => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'regex'));
/*#__NO_SIDE_EFFECTS__*/
const optionalText = (max: number) => z.string().trim().max(max, 'max').default('');

/** `POST api/rma/template/`: the article to return. */
export const rmaTemplateBodySchema = lazySchema(() =>
  z.object({ article_order_number: orderNumberSchema }).strict(),
);
export type RmaTemplateBody = z.input<typeof rmaTemplateBodySchema>;

/** `POST api/rma/`: every field of configurators §3. */
export const rmaBodySchema = lazySchema(() =>
  z
    .object({
      article_order_number: orderNumberSchema,
      customer_name: requiredText(ADDRESS_MIN_LENGTH, 120),
      phone: optionalText(30),
      email: z.union([z.literal(''), z.email('email').max(254, 'max')], 'email').default(''),
      street: requiredText(ADDRESS_MIN_LENGTH, 120),
      city: requiredText(ADDRESS_MIN_LENGTH, 80),
      postcode: requiredText(POSTCODE_MIN_LENGTH, 12),
      country: z.enum(COUNTRIES, 'invalid_choice'),
      /** An entry of the shop's address book; null delivers to the customer's address above. */
      delivery_address: id.nullable().default(null),
      preferred_delivery_date: isoDate.nullable().default(null),
      workshop: z.enum(RMA_WORKSHOPS, 'invalid_choice'),
      hanger_type: z.enum(RMA_HANGER_TYPES, 'invalid_choice'),
      hanger_count: z.number('numeric').int('numeric').min(0, 'min_value').max(200, 'max_value'),
      reason: z.enum(RMA_REASONS, 'invalid_choice'),
      /** What is wrong, in the dealer's words. */
      description: requiredText(ADDRESS_MIN_LENGTH, 2000),
      solution: z.enum(RMA_SOLUTIONS, 'invalid_choice'),
      /** One of the shop's employees; null takes its default employee. */
      employee: id.nullable().default(null),
    })
    .strict(),
);
export type RmaBody = z.input<typeof rmaBodySchema>;
export type RmaValues = z.output<typeof rmaBodySchema>;

/** The returned article as it was ordered, as the return stores it. */
export const rmaStoredArticleSchema = lazySchema(() =>
  z.object({
    order_number: orderNumberSchema,
    order_id: id,
    order_type: z.enum(RETURNABLE_ORDER_TYPES),
    order_date: z.string().nullable(),
    commission: z.string(),
    article_type: z.enum(ARTICLE_TYPES),
    room: z.enum(ROOMS).nullable(),
    main_fabric: z.string().nullable(),
    quantity: integer,
    /** As typed, in cm; null for articles without one. */
    width: z.number().nullable(),
    height: z.number().nullable(),
  }),
);
export type RmaStoredArticle = z.infer<typeof rmaStoredArticleSchema>;

/** The returned article as answered: with its main fabric as a person reads it. */
export const rmaArticleSchema = lazySchema(() =>
  rmaStoredArticleSchema.extend({
    /**
     * The main fabric's collection and colour in the caller's language (as the order's lines show
     * it); null when it has none or it is not in the catalogue. `main_fabric` is its internal id.
     */
    main_fabric_name: z.string().nullable(),
  }),
);
export type RmaArticle = z.infer<typeof rmaArticleSchema>;

/** `POST api/rma/template/`'s answer: the form, filled from the article and its shop. */
export const rmaTemplateSchema = lazySchema(() =>
  z.object({
    article: rmaArticleSchema,
    customer_name: z.string(),
    phone: z.string(),
    email: z.string(),
    street: z.string(),
    city: z.string(),
    postcode: z.string(),
    country: z.enum(COUNTRIES),
    employee: id.nullable(),
  }),
);
export type RmaTemplate = z.infer<typeof rmaTemplateSchema>;

export const rmaPhotoSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    content_type: z.string(),
    size: integer,
    /** Authenticated: the debtor's own users only (send the bearer token). */
    url: z.string(),
  }),
);
export type RmaPhoto = z.infer<typeof rmaPhotoSchema>;

/** One step of a return's history: filed, a desk decision or question, the dealer's answer. */
export const rmaEventSchema = lazySchema(() =>
  z.object({
    id: integer,
    kind: z.enum(RMA_EVENT_KINDS),
    at: z.string(),
    /** Who: the user's name (a member of staff for the desk's steps). */
    user_name: z.string(),
    by_staff: z.boolean(),
    resolution: z.enum(RMA_SOLUTIONS).nullable(),
    refusal_reason: z.enum(RMA_REFUSAL_REASONS).nullable(),
    /** The question, the answer or the desk's note, as typed. */
    text: z.string(),
  }),
);
export type RmaEvent = z.infer<typeof rmaEventSchema>;

export const rmaAnswerSchema = lazySchema(() =>
  z.object({
    /** The return's own article number (article type `rma`), used in its paths. */
    order_number: orderNumberSchema,
    article_type: z.literal('rma'),
    rma_number: z.string(),
    state: z.enum(RMA_STATES),
    debtor_id: id,
    article: rmaArticleSchema,
    customer_name: z.string(),
    phone: z.string(),
    email: z.string(),
    street: z.string(),
    city: z.string(),
    postcode: z.string(),
    country: z.enum(COUNTRIES),
    delivery_address: sampleAddressSchema.nullable(),
    preferred_delivery_date: z.string().nullable(),
    workshop: z.enum(RMA_WORKSHOPS),
    hanger_type: z.enum(RMA_HANGER_TYPES),
    hanger_count: integer,
    reason: z.enum(RMA_REASONS),
    description: z.string(),
    solution: z.enum(RMA_SOLUTIONS),
    employee: id.nullable(),
    employee_name: z.string(),
    /**
     * The order of a remake: the dealer's draft while the desk has not decided, the confirmed
     * production order (with its own tracking) once the desk accepted the return as a remake.
     */
    remake_order_id: id.nullable(),
    photos: z.array(rmaPhotoSchema),
    created_at: z.string(),
    /** What the desk granted when it accepted the return. */
    resolution: z.enum(RMA_SOLUTIONS).nullable(),
    refusal_reason: z.enum(RMA_REFUSAL_REASONS).nullable(),
    /** The refusal reason in the caller's language. */
    refusal_reason_text: z.string().nullable(),
    /** The desk's own words with its decision ('' when none). */
    desk_note: z.string(),
    /** The desk's open or last question, and the dealer's answer to it. */
    question: z.string().nullable(),
    information_answer: z.string().nullable(),
    decided_at: z.string().nullable(),
    /** What the dealer may do now (`answer` while the desk waits for them). */
    dealer_actions: z.array(z.enum(RMA_DEALER_ACTIONS)),
    /** Oldest first. */
    history: z.array(rmaEventSchema),
  }),
);
export type Rma = z.infer<typeof rmaAnswerSchema>;
export const rmaPageSchema = lazySchema(() => pageOf(rmaAnswerSchema));
export type RmaPage = z.infer<typeof rmaPageSchema>;

export const rmaListQuerySchema = lazySchema(() =>
  z.object({
    state: z.enum(RMA_STATES).optional(),
    page: z.coerce.number().int().min(1).default(1),
    page_size: z.coerce.number().int().min(1).max(200).default(25),
  }),
);
export type RmaListQuery = z.input<typeof rmaListQuerySchema>;

/** A preferred delivery date lies after the day the return is made. */
export function preferredDateAllowed(date: string | null, today: string): boolean {
  return date === null || (!Number.isNaN(Date.parse(`${date}T00:00:00Z`)) && date > today);
}

/** The image types a photo may have (the server checks the bytes, the browser the declared type). */
export const RMA_PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export type RmaPhotoProblem =
  | { code: 'too_large'; name: string }
  | { code: 'not_image'; name: string }
  | { code: 'too_many' };

/**
 * The photos a dealer picked, before they are sent: which to keep (in order, up to the limit with
 * those already chosen) and why the others are left out.
 */
export function choosePhotos<F extends { name: string; size: number; type: string }>(
  chosen: readonly F[],
  picked: readonly F[],
  /** Photos the return holds already. */
  stored = 0,
): { photos: F[]; problems: RmaPhotoProblem[] } {
  const photos = [...chosen];
  const problems: RmaPhotoProblem[] = [];
  for (const file of picked) {
    if (!(RMA_PHOTO_TYPES as readonly string[]).includes(file.type)) {
      problems.push({ code: 'not_image', name: file.name });
    } else if (file.size > MAX_RMA_PHOTO_BYTES) {
      problems.push({ code: 'too_large', name: file.name });
    } else if (stored + photos.length >= MAX_RMA_PHOTOS) {
      if (!problems.some((problem) => problem.code === 'too_many')) {
        problems.push({ code: 'too_many' });
      }
    } else {
      photos.push(file);
    }
  }
  return { photos, problems };
}
