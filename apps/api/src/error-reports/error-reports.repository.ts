// The kept error reports in SQL: groups found or made by fingerprint (locked while a report is
// added), their reports, the replays' segments, the desk's list and search, and the sweep that
// keeps the store within ERROR_RETENTION.
import type { ErrorGroupStatus, StoredReport } from '@atelier/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  lt,
  notExists,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { containsPattern } from '../db/like.js';
import { errorEvent, errorGroup, errorReplaySegment } from '../db/schema/index.js';

export type GroupRow = typeof errorGroup.$inferSelect;
export type EventRow = typeof errorEvent.$inferSelect;

/** The group of `fingerprint`, made when it is new, locked until the transaction ends. */
export async function lockGroup(
  tx: Tx,
  fingerprint: string,
  report: StoredReport,
  at: Date,
): Promise<GroupRow> {
  await tx
    .insert(errorGroup)
    .values({
      fingerprint,
      title: report.title,
      culprit: report.route,
      firstSeen: at,
      lastSeen: at,
      lastRelease: report.release,
    })
    .onConflictDoNothing({ target: errorGroup.fingerprint });
  const [row] = await tx
    .select()
    .from(errorGroup)
    .where(eq(errorGroup.fingerprint, fingerprint))
    .for('update');
  if (!row) throw new Error('error group vanished while locked');
  return row;
}

/** Adds a report; false when its event id is kept already (the SDK sent it again). */
export async function insertEvent(
  tx: Tx,
  groupId: number,
  report: StoredReport,
  at: Date,
): Promise<boolean> {
  const inserted = await tx
    .insert(errorEvent)
    .values({
      groupId,
      eventId: report.eventId,
      receivedAt: at,
      occurredAt: report.occurredAt,
      release: report.release,
      environment: report.environment,
      level: report.level,
      title: report.title,
      message: report.message,
      route: report.route,
      url: report.url,
      browser: report.browser,
      os: report.os,
      debtorId: report.debtorId,
      traceId: report.traceId,
      replayId: report.replayId,
      exceptions: report.exceptions,
      breadcrumbs: report.breadcrumbs,
      tags: report.tags,
      extra: report.extra,
      contexts: report.contexts,
    })
    .onConflictDoNothing({ target: errorEvent.eventId })
    .returning({ id: errorEvent.id });
  return inserted.length > 0;
}

/** Counts a new report of a group: its latest sighting, release, route and status. */
export async function countReport(
  tx: Tx,
  group: GroupRow,
  report: StoredReport,
  at: Date,
  status: ErrorGroupStatus,
): Promise<void> {
  await tx
    .update(errorGroup)
    .set({
      count: sql`${errorGroup.count} + 1`,
      lastSeen: at > group.lastSeen ? at : group.lastSeen,
      lastRelease: report.release ?? group.lastRelease,
      lastEventId: report.eventId,
      culprit: report.route ?? group.culprit,
      title: report.title,
      status,
    })
    .where(eq(errorGroup.id, group.id));
}

/** Removes a group's reports beyond its newest `keep`. */
export async function trimGroupEvents(tx: Tx, groupId: number, keep: number): Promise<void> {
  const kept = tx
    .select({ id: errorEvent.id })
    .from(errorEvent)
    .where(eq(errorEvent.groupId, groupId))
    .orderBy(desc(errorEvent.receivedAt), desc(errorEvent.id))
    .limit(keep);
  await tx
    .delete(errorEvent)
    .where(and(eq(errorEvent.groupId, groupId), sql`${errorEvent.id} not in (${kept})`));
}

/** Names the replay on the kept reports it recorded that do not name one yet. */
export async function linkReplay(tx: Tx, replayId: string, eventIds: string[]): Promise<void> {
  if (eventIds.length === 0) return;
  await tx
    .update(errorEvent)
    .set({ replayId })
    .where(and(inArray(errorEvent.eventId, eventIds), isNull(errorEvent.replayId)));
}

/** How many segments and bytes of a replay are kept. */
export async function replayUsage(
  tx: Tx,
  replayId: string,
): Promise<{ segments: number; bytes: number }> {
  const [row] = await tx
    .select({
      segments: count(),
      bytes: sql<string>`coalesce(sum(${errorReplaySegment.size}), 0)`,
    })
    .from(errorReplaySegment)
    .where(eq(errorReplaySegment.replayId, replayId));
  return { segments: row?.segments ?? 0, bytes: Number(row?.bytes ?? 0) };
}

export async function insertSegment(
  tx: Tx,
  values: { replayId: string; segmentId: number; size: number; events: unknown[]; at: Date },
): Promise<void> {
  await tx
    .insert(errorReplaySegment)
    .values({
      replayId: values.replayId,
      segmentId: values.segmentId,
      size: values.size,
      events: values.events,
      receivedAt: values.at,
    })
    .onConflictDoNothing();
}

/**
 * Removes what is past its time: reports and segments older than `eventsBefore`, groups not seen
 * since `groupsBefore` (their reports with them), and replays no report names older than
 * `orphansBefore`.
 */
export async function sweep(
  db: Db,
  limits: { eventsBefore: Date; groupsBefore: Date; orphansBefore: Date },
): Promise<void> {
  await db.delete(errorGroup).where(lt(errorGroup.lastSeen, limits.groupsBefore));
  await db.delete(errorEvent).where(lt(errorEvent.receivedAt, limits.eventsBefore));
  await db.delete(errorReplaySegment).where(lt(errorReplaySegment.receivedAt, limits.eventsBefore));
  await db
    .delete(errorReplaySegment)
    .where(
      and(
        lt(errorReplaySegment.receivedAt, limits.orphansBefore),
        notExists(
          db
            .select({ one: sql`1` })
            .from(errorEvent)
            .where(eq(errorEvent.replayId, errorReplaySegment.replayId)),
        ),
      ),
    );
}

// --- The desk -------------------------------------------------------------------------------

export type GroupSort = 'last_seen' | 'first_seen' | 'count';

const SORT_COLUMNS = {
  last_seen: errorGroup.lastSeen,
  first_seen: errorGroup.firstSeen,
  count: errorGroup.count,
} as const;

export interface GroupFilter {
  status?: ErrorGroupStatus | undefined;
  /** Part of a title. */
  text?: string | undefined;
  /** An event id's first digits (a dealer's reference). */
  eventIdPrefix?: string | null | undefined;
  /** A whole event id or trace id. */
  hexId?: string | null | undefined;
  sort: GroupSort;
  descending: boolean;
  limit: number;
  offset: number;
}

function groupWhere(filter: GroupFilter): SQL | undefined {
  const events = (where: SQL | undefined) =>
    sql`exists (select 1 from ${errorEvent} where ${errorEvent.groupId} = ${errorGroup.id} and ${where})`;
  const text = filter.text?.trim();
  const search = text
    ? or(
        ilike(errorGroup.title, containsPattern(text)),
        filter.eventIdPrefix
          ? events(sql`${errorEvent.eventId} like ${`${filter.eventIdPrefix}%`}`)
          : undefined,
        filter.hexId
          ? events(or(eq(errorEvent.eventId, filter.hexId), eq(errorEvent.traceId, filter.hexId)))
          : undefined,
      )
    : undefined;
  return and(filter.status ? eq(errorGroup.status, filter.status) : undefined, search);
}

export async function listGroups(
  db: Db,
  filter: GroupFilter,
): Promise<{ count: number; rows: GroupRow[] }> {
  const where = groupWhere(filter);
  const column = SORT_COLUMNS[filter.sort];
  const [total] = await db.select({ count: count() }).from(errorGroup).where(where);
  const rows = await db
    .select()
    .from(errorGroup)
    .where(where)
    .orderBy(filter.descending ? desc(column) : asc(column), desc(errorGroup.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return { count: total?.count ?? 0, rows };
}

export async function countGroupsIn(db: Db, status: ErrorGroupStatus): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(errorGroup)
    .where(eq(errorGroup.status, status));
  return row?.count ?? 0;
}

export async function findGroup(db: Db | Tx, id: number, lock = false): Promise<GroupRow | null> {
  const query = db.select().from(errorGroup).where(eq(errorGroup.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function setGroupStatus(tx: Tx, id: number, status: ErrorGroupStatus) {
  const [row] = await tx
    .update(errorGroup)
    .set({ status })
    .where(eq(errorGroup.id, id))
    .returning();
  return row ?? null;
}

/** A group's kept reports, newest first. */
export async function groupEvents(db: Db, groupId: number, limit: number): Promise<EventRow[]> {
  return db
    .select()
    .from(errorEvent)
    .where(eq(errorEvent.groupId, groupId))
    .orderBy(desc(errorEvent.receivedAt), desc(errorEvent.id))
    .limit(limit);
}

export async function findEvent(db: Db, eventId: string): Promise<EventRow | null> {
  const [row] = await db.select().from(errorEvent).where(eq(errorEvent.eventId, eventId));
  return row ?? null;
}

/** Which of these replays have any segment kept. */
export async function replaysKept(db: Db, replayIds: string[]): Promise<Set<string>> {
  if (replayIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ replayId: errorReplaySegment.replayId })
    .from(errorReplaySegment)
    .where(inArray(errorReplaySegment.replayId, replayIds));
  return new Set(rows.map((row) => row.replayId));
}

/** A replay's segments in the order the SDK numbered them. */
export async function replaySegments(db: Db, replayId: string) {
  return db
    .select({ segmentId: errorReplaySegment.segmentId, events: errorReplaySegment.events })
    .from(errorReplaySegment)
    .where(eq(errorReplaySegment.replayId, replayId))
    .orderBy(asc(errorReplaySegment.segmentId));
}
