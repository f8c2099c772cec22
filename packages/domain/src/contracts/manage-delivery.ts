// Contracts of the delivery run (`api/manage/delivery/…`, decision 087): the day's stops in route
// order, the proof of delivery (recipient's name and photo) and the customer fabrics picked up.
import { z } from 'zod';
import { MAX_COLOUR_IMAGE_BYTES } from '../customer-fabric/schema.js';
import { ARTICLE_TYPES, PRODUCTION_STATUSES } from '../enums.js';
import { lazySchema } from '../pure.js';
import { orderNumberSchema } from './order-number.js';
import { integer, requiredText } from './text.js';

const isoDate = lazySchema(() => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'regex'));

/** A proof photo at most 1.1 MB (the portal's image limit), PNG, JPEG or WebP. */
export const MAX_DELIVERY_PHOTO_BYTES = MAX_COLOUR_IMAGE_BYTES;
/** The multipart field a proof photo is sent in. */
export const DELIVERY_PHOTO_FIELD = 'photo';
/** The longest recipient's name kept with a proof. */
export const MAX_RECIPIENT_NAME_LENGTH = 100;
/** The most articles one proof hands over. */
export const MAX_ARTICLES_PER_DELIVERY = 200;

/** `GET api/manage/delivery/run/`: the run of `date` (the manufacturer's today when absent). */
export const deliveryRunQuerySchema = lazySchema(() => z.object({ date: isoDate.optional() }));
export type DeliveryRunQuery = z.infer<typeof deliveryRunQuerySchema>;

export const deliveryArticleSchema = lazySchema(() =>
  z.object({
    id: integer,
    order_number: z.string(),
    order_id: integer,
    article_type: z.enum(ARTICLE_TYPES),
    commission: z.string(),
    customer_order_number: z.string(),
    production_status: z.enum(PRODUCTION_STATUSES).nullable(),
    planned_date: z.string().nullable(),
  }),
);
export type DeliveryArticle = z.infer<typeof deliveryArticleSchema>;

/** A customer fabric the driver takes back to the factory (the fabric's delivery is `driver`). */
export const deliveryPickupSchema = lazySchema(() =>
  z.object({
    id: integer,
    fabric_name: z.string(),
    note: z.string(),
    pickup_date: z.string(),
    collected_at: z.string().nullable(),
    handed_over_by: z.string().nullable(),
    photo_url: z.string().nullable(),
  }),
);
export type DeliveryPickup = z.infer<typeof deliveryPickupSchema>;

/** A proof of delivery: who received which articles, when, and the photo. */
export const deliveryProofSchema = lazySchema(() =>
  z.object({
    id: integer,
    recipient_name: z.string(),
    delivered_at: z.string(),
    photo_url: z.string(),
    order_numbers: z.array(z.string()),
    staff_username: z.string(),
  }),
);
export type DeliveryProof = z.infer<typeof deliveryProofSchema>;

export const deliveryStopSchema = lazySchema(() =>
  z.object({
    debtor_id: integer,
    debtor_number: z.string(),
    name: z.string(),
    address: z.string(),
    postalcode: z.string(),
    city: z.string(),
    country: z.string(),
    phone: z.string(),
    email: z.string(),
    /** The dealer's default employee, whom to ask for. */
    contact: z.string().nullable(),
    /** The dealer has a trip on the run's weekday (else an extra stop for a promised date). */
    on_trip: z.boolean(),
    /** Articles still to hand over. */
    articles: z.array(deliveryArticleSchema),
    /** Fabrics to pick up, and those picked up that day. */
    pickups: z.array(deliveryPickupSchema),
    /** Deliveries made at this stop that day. */
    proofs: z.array(deliveryProofSchema),
    /** Nothing left to hand over or pick up. */
    done: z.boolean(),
  }),
);
export type DeliveryStop = z.infer<typeof deliveryStopSchema>;

export const deliveryRunSchema = lazySchema(() =>
  z.object({
    date: z.string(),
    today: z.string(),
    stops: z.array(deliveryStopSchema),
    /** Stops with something left to do. */
    left: integer,
  }),
);
export type DeliveryRun = z.infer<typeof deliveryRunSchema>;

export const deliveryStopParamsSchema = lazySchema(() =>
  z.object({
    debtorId: z.coerce.number().int().min(1).max(2_147_483_647),
  }),
);
export const deliveryPickupParamsSchema = lazySchema(() =>
  z.object({
    pickupId: z.coerce.number().int().min(1).max(2_147_483_647),
  }),
);
export const deliveryPhotoParamsSchema = lazySchema(() =>
  z.object({
    photoId: z.string().regex(/^[0-9a-f-]{36}$/),
  }),
);

/** `POST …/stops/{debtorId}/delivered/`: the articles handed over, to whom, and the photo. */
export const deliverStopBodySchema = lazySchema(() =>
  z.object({
    recipient_name: requiredText(2, MAX_RECIPIENT_NAME_LENGTH),
    photo_id: z.uuid('required'),
    order_numbers: z.array(orderNumberSchema).min(1, 'required').max(MAX_ARTICLES_PER_DELIVERY),
  }),
);
export type DeliverStopBody = z.infer<typeof deliverStopBodySchema>;

/** `POST …/pickups/{pickupId}/collected/`: who handed the fabric over (a photo optional). */
export const collectPickupBodySchema = lazySchema(() =>
  z.object({
    handed_over_by: requiredText(2, MAX_RECIPIENT_NAME_LENGTH),
    photo_id: z.uuid().nullable().optional(),
  }),
);
export type CollectPickupBody = z.infer<typeof collectPickupBodySchema>;

/** A stored proof photo (`POST …/photos/`), to name in a delivery or pick-up. */
export const deliveryPhotoSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    content_type: z.string(),
    size: integer,
    url: z.string(),
  }),
);
export type DeliveryPhoto = z.infer<typeof deliveryPhotoSchema>;
