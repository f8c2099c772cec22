// Contracts of the errors desk (`api/manage/errors/…`, permission `errors`): the browsers' error
// reports the portal keeps, grouped by fingerprint (error-tracing/fingerprint.ts), with the
// reports of each group, a report's breadcrumbs and stack, and its session replay; staff resolve,
// ignore or reopen a group (error-tracing/groups.ts). The intake itself: error-tracing/intake.ts.
import { z } from 'zod';
import { ERROR_GROUP_ACTIONS, ERROR_GROUP_STATUSES } from '../error-tracing/groups.js';
import { lazySchema } from '../pure.js';
import { pageOf } from './session.js';
import { integer } from './text.js';

/** How the list may be ordered (`ordering`, `-` for descending). */
export const ERROR_GROUP_ORDERINGS = [
  'last_seen',
  '-last_seen',
  'first_seen',
  '-first_seen',
  'count',
  '-count',
] as const;

/**
 * `GET api/manage/errors/`: `q` finds a title in part, a reference a dealer read out
 * (`3F2A-9C41-0B7E`), an event id or a trace id; `status` filters.
 */
export const manageErrorsQuerySchema = lazySchema(() =>
  z.object({
    q: z.string().trim().max(100).optional(),
    status: z.enum(ERROR_GROUP_STATUSES).optional(),
    ordering: z.enum(ERROR_GROUP_ORDERINGS).default('-last_seen'),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    page_size: z.coerce.number().int().min(1).max(100).default(25),
  }),
);
export type ManageErrorsQuery = z.input<typeof manageErrorsQuerySchema>;
export type ManageErrorsFilters = z.output<typeof manageErrorsQuerySchema>;

const moment = lazySchema(() => z.string());

/** One group of reports in the desk's list. */
export const errorGroupSchema = lazySchema(() =>
  z.object({
    id: integer,
    title: z.string(),
    /** The route the latest report came from. */
    culprit: z.string().nullable(),
    status: z.enum(ERROR_GROUP_STATUSES),
    /** Reports received, including those no longer kept. */
    count: integer,
    first_seen: moment,
    last_seen: moment,
    last_release: z.string().nullable(),
    /** The latest report's reference (`3F2A-9C41-0B7E`). */
    last_reference: z.string().nullable(),
    /** What staff may do with it now. */
    actions: z.array(z.enum(ERROR_GROUP_ACTIONS)),
  }),
);
export type ErrorGroup = z.infer<typeof errorGroupSchema>;
export const errorGroupPageSchema = lazySchema(() => pageOf(errorGroupSchema));
export type ErrorGroupPage = z.infer<typeof errorGroupPageSchema>;

/** A report as a group's list shows it. */
export const errorEventSummarySchema = lazySchema(() =>
  z.object({
    event_id: z.string(),
    /** What the dealer read on the error page and tells support. */
    reference: z.string(),
    received_at: moment,
    /** When it happened by the browser's clock. */
    occurred_at: moment.nullable(),
    release: z.string().nullable(),
    environment: z.string().nullable(),
    route: z.string().nullable(),
    browser: z.string().nullable(),
    os: z.string().nullable(),
    /** The dealer's debtor, by id only. */
    debtor_id: integer.nullable(),
    trace_id: z.string().nullable(),
    replay_id: z.string().nullable(),
    /** Whether any of its replay's recording is kept. */
    has_replay: z.boolean(),
  }),
);
export type ErrorEventSummary = z.infer<typeof errorEventSummarySchema>;

/** `GET api/manage/errors/{id}/`: the group with its latest kept reports. */
export const errorGroupDetailSchema = lazySchema(() =>
  errorGroupSchema.extend({
    events: z.array(errorEventSummarySchema),
  }),
);
export type ErrorGroupDetail = z.infer<typeof errorGroupDetailSchema>;

export const errorFrameSchema = lazySchema(() =>
  z.object({
    filename: z.string(),
    function: z.string().nullable(),
    lineno: integer.nullable(),
    colno: integer.nullable(),
    in_app: z.boolean(),
  }),
);

export const errorExceptionSchema = lazySchema(() =>
  z.object({
    type: z.string(),
    value: z.string(),
    mechanism: z.string().nullable(),
    handled: z.boolean().nullable(),
    /** Innermost last. */
    frames: z.array(errorFrameSchema),
  }),
);
export type ErrorException = z.infer<typeof errorExceptionSchema>;

export const errorBreadcrumbSchema = lazySchema(() =>
  z.object({
    timestamp: z.string().nullable(),
    category: z.string().nullable(),
    type: z.string().nullable(),
    level: z.string().nullable(),
    message: z.string().nullable(),
    data: z.record(z.string(), z.unknown()).nullable(),
  }),
);
export type ErrorBreadcrumb = z.infer<typeof errorBreadcrumbSchema>;

/** `GET api/manage/errors/events/{eventId}/`: one report with its stack and breadcrumbs. */
export const errorEventSchema = lazySchema(() =>
  errorEventSummarySchema.extend({
    group_id: integer,
    title: z.string(),
    level: z.string(),
    message: z.string(),
    /** The page's address without its origin (secrets replaced). */
    url: z.string().nullable(),
    /** The chain, the thrown one last. */
    exceptions: z.array(errorExceptionSchema),
    breadcrumbs: z.array(errorBreadcrumbSchema),
    tags: z.record(z.string(), z.string()),
    extra: z.record(z.string(), z.unknown()),
    contexts: z.record(z.string(), z.unknown()),
  }),
);
export type ErrorEventDetail = z.infer<typeof errorEventSchema>;

/**
 * `GET api/manage/errors/replays/{replayId}/`: the replay's recorded rrweb events, its segments
 * merged in order (texts and inputs masked as the browser recorded them).
 */
export const errorReplaySchema = lazySchema(() =>
  z.object({
    replay_id: z.string(),
    segments: integer,
    events: z.array(z.unknown()),
  }),
);
export type ErrorReplay = z.infer<typeof errorReplaySchema>;

/** `GET api/manage/errors/summary/`: the overview's count, and whether the portal keeps reports. */
export const errorSummarySchema = lazySchema(() =>
  z.object({
    open: integer.min(0),
    /** False when reports are passed on to the configured Sentry (`SENTRY_DSN`) instead. */
    kept: z.boolean(),
  }),
);
export type ErrorSummary = z.infer<typeof errorSummarySchema>;

/** An event id or a replay id as the API takes it in a path: 32 hexadecimal digits. */
export const HEX_ID_PATTERN = /^[0-9a-f]{32}$/;
