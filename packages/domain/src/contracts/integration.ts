// The manufacturer's integration API (`/api/integration/v1/…`): what a factory's ERP/MES at a
// production site pulls (confirmed articles to make) and pushes (status events per article).
import { z } from 'zod';
import {
  ARTICLE_TYPES,
  PRODUCTION_SITES,
  PRODUCTION_STATUSES,
  ROOMS,
  STOCK_STATES,
} from '../enums.js';
import { lazySchema } from '../pure.js';
import { orderNumberSchema } from './order-number.js';
import { integer } from './text.js';

export const productionSiteSchema = lazySchema(() => z.enum(PRODUCTION_SITES));

/** At most this many events in one push, and articles in one pull page. */
export const MAX_EVENTS_PER_PUSH = 500;
export const MAX_PULL_LIMIT = 500;
export const DEFAULT_PULL_LIMIT = 100;
/** A message with a problem or without stock. */
export const MAX_PRODUCTION_MESSAGE_LENGTH = 1000;

export const integrationPullQuerySchema = lazySchema(() =>
  z.object({
    /** The `next_cursor` of the previous pull; 0 (or left out) starts from the beginning. */
    since: z.coerce.number().int().min(0).max(2_147_483_647).default(0),
    limit: z.coerce.number().int().min(1).max(MAX_PULL_LIMIT).default(DEFAULT_PULL_LIMIT),
  }),
);
export type IntegrationPullQuery = z.infer<typeof integrationPullQuerySchema>;

/** The calculation's own JSON (a list or an object), passed on as stored. */
const structured = lazySchema(() =>
  z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]),
);

export const integrationArticleSchema = lazySchema(() =>
  z.object({
    /** Where this article stands in the pull order; pass the last one as `since`. */
    cursor: integer,
    order_number: orderNumberSchema,
    order_id: integer,
    debtor_id: integer,
    debtor_name: z.string(),
    article_type: z.enum(ARTICLE_TYPES),
    commission: z.string(),
    customer_order_number: z.string(),
    order_date: z.string().nullable(),
    confirmed_at: z.string(),
    room: z.enum(ROOMS).nullable(),
    main_fabric: z.string().nullable(),
    lining_fabric: z.string().nullable(),
    curtain_order_number: z.string().nullable(),
    set_label: z.string().nullable(),
    stroke_group: z.string().nullable(),
    /** As the dealer configured it, with the defaults applied. */
    parameters: z.record(z.string(), z.unknown()),
    /** The fabric lines to cut (calculation), null when the article has none. */
    cut_list: structured.nullable(),
    /** The quantities and parts the calculation listed (rails: profiles, gliders, brackets …). */
    parts: structured.nullable(),
    production_status: z.enum(PRODUCTION_STATUSES).nullable(),
    stock_state: z.enum(STOCK_STATES),
    planned_date: z.string().nullable(),
    /** When the production status last changed (the time of the last applied event). */
    status_changed_at: z.string().nullable(),
  }),
);
export type IntegrationArticle = z.infer<typeof integrationArticleSchema>;

export const integrationPullSchema = lazySchema(() =>
  z.object({
    site: productionSiteSchema,
    results: z.array(integrationArticleSchema),
    /** Pass as `since` to get what came after; equals `since` when nothing did. */
    next_cursor: integer,
    has_more: z.boolean(),
  }),
);
export type IntegrationPull = z.infer<typeof integrationPullSchema>;

const isoDate = lazySchema(() => z.iso.date());

export const productionEventInputSchema = lazySchema(() =>
  z.object({
    /** The factory's own id of the event: a repeat with the same id changes nothing. */
    event_id: z.string().trim().min(1).max(100),
    order_number: orderNumberSchema,
    status: z.enum(PRODUCTION_STATUSES),
    /** When it happened at the factory (ISO 8601 with offset). */
    occurred_at: z.iso.datetime({ offset: true }),
    planned_date: isoDate.nullable().optional(),
    stock_state: z.enum(STOCK_STATES).optional(),
    message: z.string().trim().max(MAX_PRODUCTION_MESSAGE_LENGTH).nullable().optional(),
  }),
);
export type ProductionEventInput = z.infer<typeof productionEventInputSchema>;

export const productionEventBatchSchema = lazySchema(() =>
  z.object({
    events: z.array(productionEventInputSchema).min(1).max(MAX_EVENTS_PER_PUSH),
  }),
);
export type ProductionEventBatch = z.infer<typeof productionEventBatchSchema>;

/**
 * What became of one event: `applied` moved the article; `history` was older than the last
 * applied event and is kept in the timeline only; `duplicate` repeats an event already received
 * (answered as the first time, nothing changed); `refused` is an illegal transition (409 and its
 * reason); `not_found` names no article of this site.
 */
export const PRODUCTION_EVENT_OUTCOMES = [
  'applied',
  'history',
  'duplicate',
  'refused',
  'not_found',
] as const;
export type ProductionEventOutcome = (typeof PRODUCTION_EVENT_OUTCOMES)[number];

export const productionEventResultSchema = lazySchema(() =>
  z.object({
    event_id: z.string(),
    order_number: z.string(),
    outcome: z.enum(PRODUCTION_EVENT_OUTCOMES),
    /** The HTTP status this event alone would have had. */
    status: integer,
    /** For `duplicate`: what the first receipt was (`applied` or `history`). */
    first_outcome: z.enum(['applied', 'history']).optional(),
    code: z.string().optional(),
    detail: z.string().optional(),
    /** The article's production status after this event. */
    production_status: z.enum(PRODUCTION_STATUSES).nullable().optional(),
  }),
);
export type ProductionEventResult = z.infer<typeof productionEventResultSchema>;

export const productionEventBatchAnswerSchema = lazySchema(() =>
  z.object({
    results: z.array(productionEventResultSchema),
    /** Present when every event was refused: the first refusal, as any error answers. */
    code: z.string().optional(),
    detail: z.string().optional(),
  }),
);
export type ProductionEventBatchAnswer = z.infer<typeof productionEventBatchAnswerSchema>;
