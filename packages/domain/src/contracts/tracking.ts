// The dealer's view of production (portal §2 "track", §4 production statuses and filters): the
// track list (one row per confirmed article), an article's timeline, the dashboard's production
// summary and the live event the push stream sends. One schema per call, shared by the API route
// and the web client.
import { z } from 'zod';
import { weekStartOf } from '../calendar/working-days.js';
import {
  ARTICLE_TYPES,
  PRODUCTION_STATUS_GROUPS,
  PRODUCTION_STATUSES,
  ROOMS,
  STOCK_STATES,
  TRACK_FILTERS,
} from '../enums.js';
import { lazySchema } from '../pure.js';
import { orderNumberSchema } from './order-number.js';
import { pageOf } from './session.js';
import { INT4_MAX, int4, integer } from './text.js';

const id = lazySchema(() => int4().positive());
const isoDate = lazySchema(() => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'regex'));

export const TRACK_ORDERINGS = [
  '-last_change',
  'last_change',
  '-order_date',
  'order_date',
  '-planned_date',
  'planned_date',
  'order_number',
  '-order_number',
] as const;
export type TrackOrdering = (typeof TRACK_ORDERINGS)[number];

/** `group=received,inprogress`: the filter groups; `in_progress` spellings are accepted too. */
const groupList = lazySchema(() =>
  z
    .string()
    .transform((raw) =>
      raw
        .replaceAll('_', '')
        .split(',')
        .map((value) => value.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(PRODUCTION_STATUS_GROUPS)).max(PRODUCTION_STATUS_GROUPS.length)),
);

/**
 * `GET api/track/`: the confirmed articles of the shops the caller may track. `filter` is one of
 * the dashboard's figures (the same articles it counts); `from`/`to` limit the order date (both
 * inclusive); `debtor_id` names one shop (service accounts).
 */
export const trackListQuerySchema = lazySchema(() =>
  z
    .object({
      filter: z.enum(TRACK_FILTERS).optional(),
      group: groupList.optional(),
      q: z.string().trim().max(100).optional(),
      from: isoDate.optional(),
      to: isoDate.optional(),
      debtor_id: z.coerce.number().int().positive().max(INT4_MAX).optional(),
      ordering: z.enum(TRACK_ORDERINGS).default('-last_change'),
      page: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
      page_size: z.coerce.number().int().min(1).max(200).default(25),
    })
    .refine((query) => !query.from || !query.to || query.from <= query.to, {
      path: ['to'],
      message: 'date_range',
    }),
);
export type TrackListQuery = z.input<typeof trackListQuerySchema>;

export const trackRowSchema = lazySchema(() =>
  z.object({
    /** The article's key on the production side (timeline, live events). */
    article_id: id,
    order_id: id,
    /** The article's order number (the manufacturer's). */
    order_number: orderNumberSchema,
    commission: z.string(),
    customer_order_number: z.string(),
    room: z.enum(ROOMS).nullable(),
    article_type: z.enum(ARTICLE_TYPES),
    /** The article type in the caller's language, with the main fabric's name when it has one. */
    article_name: z.string(),
    /** Null when the account does not show production statuses (`show_tracking_order_status`). */
    status: z.enum(PRODUCTION_STATUSES).nullable(),
    status_group: z.enum(PRODUCTION_STATUS_GROUPS).nullable(),
    /** The status in the caller's language. */
    status_description: z.string().nullable(),
    stock_state: z.enum(STOCK_STATES),
    /** The manufacturer's message with a problem or without stock. */
    message: z.string().nullable(),
    order_date: isoDate.nullable(),
    /** The article's planned delivery date; null when unknown or hidden (`show_plan_date`). */
    planned_date: isoDate.nullable(),
    /** When the status last changed (the confirmation when it never has). */
    last_change: z.string(),
    debtor_id: id,
    debtor_name: z.string(),
  }),
);
export type TrackRow = z.infer<typeof trackRowSchema>;
export const trackPageSchema = lazySchema(() => pageOf(trackRowSchema));
export type TrackPage = z.infer<typeof trackPageSchema>;

export const trackArticleParamsSchema = lazySchema(() =>
  z.object({ articleId: z.coerce.number().pipe(id) }),
);

/** One entry of an article's timeline, oldest first. */
export const trackEventSchema = lazySchema(() =>
  z.object({
    id,
    status: z.enum(PRODUCTION_STATUSES),
    status_description: z.string(),
    stock_state: z.enum(STOCK_STATES).nullable(),
    planned_date: isoDate.nullable(),
    /** The planned date before this event when the event moved it. */
    previous_planned_date: isoDate.nullable(),
    message: z.string().nullable(),
    /** When it happened at the factory. */
    occurred_at: z.string(),
    /** When the portal received it. */
    received_at: z.string(),
    /** False: it arrived after a later status and is history only (the status did not move back). */
    applied: z.boolean(),
    site: z.string(),
  }),
);
export type TrackEvent = z.infer<typeof trackEventSchema>;

/** `GET api/track/{articleId}/events/`: the article's row and its timeline. */
export const trackTimelineSchema = lazySchema(() =>
  z.object({
    article: trackRowSchema,
    events: z.array(trackEventSchema),
  }),
);
export type TrackTimeline = z.infer<typeof trackTimelineSchema>;

export const trackSummaryQuerySchema = lazySchema(() =>
  z.object({
    debtor_id: z.coerce.number().int().positive().max(INT4_MAX).optional(),
  }),
);

/** One week of the dashboard chart: the articles confirmed that week, by their status group now. */
export const trackWeekSchema = lazySchema(
  () =>
    z.object({
      /** Monday of the week (UTC). */
      week_start: isoDate,
      received: integer.nonnegative(),
      inprogress: integer.nonnegative(),
      withoutstock: integer.nonnegative(),
      onhold: integer.nonnegative(),
      ready: integer.nonnegative(),
    }) satisfies z.ZodType<Record<(typeof PRODUCTION_STATUS_GROUPS)[number], number>>,
);
export type TrackWeek = z.infer<typeof trackWeekSchema>;

/**
 * `GET api/track/summary/`: the dashboard's live counts and its 12-week chart. Each count is the
 * number of rows `GET api/track/?filter=<its name>` lists (`orders/track-filters.ts`).
 */
export const trackSummarySchema = lazySchema(
  () =>
    z.object({
      /** Articles in progress (ready for production … assembly). */
      in_production: integer.nonnegative(),
      /** Articles with a problem (status `probleem`). */
      problem: integer.nonnegative(),
      /** Articles packed or ready to ship that reached that status this week (since Monday, UTC). */
      ready_this_week: integer.nonnegative(),
      weeks: z.array(trackWeekSchema),
    }) satisfies z.ZodType<Record<(typeof TRACK_FILTERS)[number], number>>,
);
export type TrackSummary = z.infer<typeof trackSummarySchema>;

/** The number of weeks the dashboard chart covers. */
export const TRACK_CHART_WEEKS = 12;

/** What `GET api/live/` sends as the data of a `production` event. */
export const liveProductionEventSchema = lazySchema(() =>
  z.object({
    type: z.literal('production'),
    debtor_id: id,
    order_id: id,
    article_id: id,
    /** Null when the caller's account does not show production statuses. */
    status: z.enum(PRODUCTION_STATUSES).nullable(),
    stock_state: z.enum(STOCK_STATES),
    /** Null when unknown or hidden from the caller (`show_plan_date`). */
    planned_date: isoDate.nullable(),
    at: z.string(),
  }),
);
export type LiveProductionEvent = z.infer<typeof liveProductionEventSchema>;

/** The Mondays of the last `count` weeks up to the week of `today`, oldest first. */
export function chartWeeks(today: Date, count = TRACK_CHART_WEEKS): string[] {
  const last = new Date(`${weekStartOf(today)}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) => {
    const week = new Date(last);
    week.setUTCDate(last.getUTCDate() - 7 * (count - 1 - index));
    return week.toISOString().slice(0, 10);
  });
}
