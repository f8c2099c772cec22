// External order entry (portal §4, §7 `update-external`): a shop system outside the portal (a
// kiosk, a hosted shop) hands the dealer a link with its order's `external_order_id` and, for an
// order it prepared for this dealer, a claim code. The answer says where the web goes next.
import { z } from 'zod';
import { lazySchema } from '../pure.js';
import { integer } from './text.js';

export const MAX_EXTERNAL_ORDERS_PER_CALL = 20;

export const externalOrderEntrySchema = lazySchema(() =>
  z.object({
    external_order_id: z.string().trim().min(1).max(64),
    external_order_id_claim: z.string().trim().min(1).max(128).optional(),
  }),
);

export const externalOrderUpdateBodySchema = lazySchema(() =>
  z.object({
    external_orders: z.array(externalOrderEntrySchema).min(1).max(MAX_EXTERNAL_ORDERS_PER_CALL),
  }),
);
export type ExternalOrderUpdateBody = z.infer<typeof externalOrderUpdateBodySchema>;

/**
 * `offered`: the claim opened an offer prepared for this shop (the web goes to the offer page with
 * status offered, the reference code and the edit-single-order flag); `products`: nothing to
 * open (no claim, or one this shop cannot use): the web starts at the products with the reference;
 * `claim_used`: the claim was used before (single use), the order is in the shop's list.
 */
export const EXTERNAL_ORDER_STATUSES = ['offered', 'products', 'claim_used'] as const;
export type ExternalOrderStatus = (typeof EXTERNAL_ORDER_STATUSES)[number];

export const externalOrderResultSchema = lazySchema(() =>
  z.object({
    external_order_id: z.string(),
    status: z.enum(EXTERNAL_ORDER_STATUSES),
    /** With `offered` and `claim_used`: the order (an offer of the shop). */
    order_id: integer.nullable(),
    /** The reference code to show and to carry into the order (the external order id). */
    reference: z.string(),
    /** With `offered`: the offer page edits this one order only. */
    edit_single_order: z.boolean(),
  }),
);
export type ExternalOrderResult = z.infer<typeof externalOrderResultSchema>;

export const externalOrderUpdateAnswerSchema = lazySchema(() =>
  z.object({
    results: z.array(externalOrderResultSchema),
  }),
);
export type ExternalOrderUpdateAnswer = z.infer<typeof externalOrderUpdateAnswerSchema>;

/** How many prepared offers the dashboard lists (the newest first). */
export const PREPARED_OFFERS_SHOWN = 5;

/**
 * `GET api/orders/prepared/`: the newest offers a hosted shop, a kiosk or a chain prepared for the
 * shop the caller acts for and that are still offers (not yet confirmed or deleted).
 */
export const preparedOfferSchema = lazySchema(() =>
  z.object({
    order_id: integer,
    external_order_id: z.string(),
    source: z.enum(['hostedshop', 'kiosk', 'intergamma']),
    /** The end customer's name as they gave it (or the chain's store reference). */
    end_customer_name: z.string(),
    created_at: z.string(),
    /** Measurement warnings the request came with. */
    warnings: integer,
    /** Opened through its link already. */
    claimed: z.boolean(),
  }),
);
export type PreparedOffer = z.infer<typeof preparedOfferSchema>;
export const preparedOffersAnswerSchema = lazySchema(() =>
  z.object({ results: z.array(preparedOfferSchema) }),
);
export type PreparedOffersAnswer = z.infer<typeof preparedOffersAnswerSchema>;
