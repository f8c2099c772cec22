// What the portal takes of a factory's status event besides the lifecycle (production-status.ts):
// how far ahead of the portal's clock it may be dated, and when a repeated event id is the same
// event (a harmless resend) or another one (a conflict the factory must hear of).
import type { ProductionStatus, StockState } from '../enums.js';

/**
 * An event may be dated at most this many minutes after the portal's clock: the skew two clocks
 * synchronised over the network may have. Later is refused: an event from the future would count
 * as the article's newest, and every real event after it would be taken for older history.
 */
export const PRODUCTION_EVENT_CLOCK_SKEW_MINUTES = 5;

/** Why one event of a push is refused apart from its transition (each an API error code, 409). */
export const PRODUCTION_EVENT_REFUSAL_CODES = [
  'production_event_in_future',
  'production_event_id_reused',
] as const;
export type ProductionEventRefusalCode = (typeof PRODUCTION_EVENT_REFUSAL_CODES)[number];

/** Is an event dated `occurredAt` too far ahead of `now` to be taken? */
export function isProductionEventInFuture(occurredAt: Date, now: Date): boolean {
  return occurredAt.getTime() - now.getTime() > PRODUCTION_EVENT_CLOCK_SKEW_MINUTES * 60_000;
}

/**
 * The fields that make up an event besides its id, in the form they are kept: the article it is
 * for, the status, the moment (an instant, whatever offset it was written with), the planned date,
 * the stock and the message (a value left out counts as none, as it is stored).
 */
export const PRODUCTION_EVENT_BODY_FIELDS = [
  'order_number',
  'status',
  'occurred_at',
  'planned_date',
  'stock_state',
  'message',
] as const;
export type ProductionEventBodyField = (typeof PRODUCTION_EVENT_BODY_FIELDS)[number];

export interface ProductionEventBody {
  order_number: string;
  status: ProductionStatus;
  /** An ISO 8601 date-time, or the moment itself. */
  occurred_at: string | Date;
  planned_date?: string | null;
  stock_state?: StockState | null;
  message?: string | null;
}

function canonical(body: ProductionEventBody): Record<ProductionEventBodyField, string | null> {
  return {
    order_number: body.order_number,
    status: body.status,
    occurred_at: new Date(body.occurred_at).toISOString(),
    planned_date: body.planned_date ?? null,
    stock_state: body.stock_state ?? null,
    message: body.message ?? null,
  };
}

/**
 * Where an event received again under a known id differs from the one kept: none is a resend (an
 * idempotent `duplicate`), any other answer is another event under a used id
 * (`production_event_id_reused`).
 */
export function productionEventDifferences(
  kept: ProductionEventBody,
  received: ProductionEventBody,
): ProductionEventBodyField[] {
  const before = canonical(kept);
  const now = canonical(received);
  return PRODUCTION_EVENT_BODY_FIELDS.filter((field) => before[field] !== now[field]);
}
