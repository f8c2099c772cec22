// The browsers' error reports the portal keeps when no Sentry is configured (decision 095): groups
// by fingerprint, the latest reports of each, and the session replays' recorded segments. What a
// report keeps was scrubbed first (domain error-tracing/report.ts); how long: ERROR_RETENTION.
import { ERROR_GROUP_STATUSES } from '@atelier/domain';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const errorGroup = pgTable(
  'error_group',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 (hex) of the fingerprint's parts: one group per fault. */
    fingerprint: text('fingerprint').notNull(),
    title: text('title').notNull(),
    /** The route of the latest report. */
    culprit: text('culprit'),
    status: text('status', { enum: ERROR_GROUP_STATUSES }).notNull().default('open'),
    /** Reports received, those no longer kept included. */
    count: integer('count').notNull().default(0),
    firstSeen: timestamp('first_seen', { withTimezone: true }).notNull(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull(),
    lastRelease: text('last_release'),
    lastEventId: text('last_event_id'),
  },
  (table) => [
    uniqueIndex('error_group_fingerprint_idx').on(table.fingerprint),
    index('error_group_status_idx').on(table.status, table.lastSeen),
    index('error_group_last_seen_idx').on(table.lastSeen),
  ],
);

export const errorEvent = pgTable(
  'error_event',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => errorGroup.id, { onDelete: 'cascade' }),
    /** The SDK's event id, 32 hexadecimal digits (a dealer's reference is its first 12). */
    eventId: text('event_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }),
    release: text('release'),
    environment: text('environment'),
    level: text('level').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    route: text('route'),
    url: text('url'),
    browser: text('browser'),
    os: text('os'),
    /** The dealer's debtor, by id only (no reference: the report outlives nothing it names). */
    debtorId: integer('debtor_id'),
    traceId: text('trace_id'),
    replayId: text('replay_id'),
    exceptions: jsonb('exceptions').notNull(),
    breadcrumbs: jsonb('breadcrumbs').notNull(),
    tags: jsonb('tags').$type<Record<string, string>>().notNull(),
    extra: jsonb('extra').$type<Record<string, unknown>>().notNull(),
    contexts: jsonb('contexts').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [
    uniqueIndex('error_event_event_id_idx').on(table.eventId),
    // A reference is an event id's first 12 digits: found by prefix.
    index('error_event_event_id_prefix_idx').on(table.eventId.op('text_pattern_ops')),
    index('error_event_group_idx').on(table.groupId, table.receivedAt),
    index('error_event_trace_idx').on(table.traceId),
    index('error_event_replay_idx').on(table.replayId),
    index('error_event_received_idx').on(table.receivedAt),
  ],
);

/** A segment of a session replay: its rrweb events, scrubbed, in the order the SDK numbered. */
export const errorReplaySegment = pgTable(
  'error_replay_segment',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    replayId: text('replay_id').notNull(),
    segmentId: integer('segment_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** The recording's size as kept (JSON bytes), for the replay's bound. */
    size: integer('size').notNull(),
    events: jsonb('events').$type<unknown[]>().notNull(),
  },
  (table) => [
    uniqueIndex('error_replay_segment_idx').on(table.replayId, table.segmentId),
    index('error_replay_segment_received_idx').on(table.receivedAt),
  ],
);
