// The errors desk (permission `errors`, decision 095): the kept groups, searched by title, by the
// reference a dealer read out, by event or trace id; a group with its latest reports; a report with
// its stack and breadcrumbs; a replay's recording; and resolve, ignore or reopen, each audited.
import {
  ERROR_RETENTION,
  type ErrorEventDetail,
  type ErrorEventSummary,
  type ErrorGroup,
  type ErrorGroupAction,
  type ErrorGroupDetail,
  type ErrorReplay,
  errorGroupActions,
  errorGroupTransition,
  errorReference,
  type ManageErrorsFilters,
  referencePrefix,
} from '@atelier/domain';
import { recordAudit } from '../audit/audit.js';
import type { RequestContext } from '../context/request-context.js';
import type { Db } from '../db/client.js';
import { transaction } from '../db/transaction.js';
import { AppError } from '../http/errors.js';
import { listWindow } from '../http/list-query.js';
import {
  countGroupsIn,
  type EventRow,
  findEvent,
  findGroup,
  type GroupRow,
  type GroupSort,
  groupEvents,
  listGroups,
  replaySegments,
  replaysKept,
  setGroupStatus,
} from './error-reports.repository.js';

function toGroup(row: GroupRow): ErrorGroup {
  return {
    id: row.id,
    title: row.title,
    culprit: row.culprit,
    status: row.status,
    count: row.count,
    first_seen: row.firstSeen.toISOString(),
    last_seen: row.lastSeen.toISOString(),
    last_release: row.lastRelease,
    last_reference: row.lastEventId ? errorReference(row.lastEventId) : null,
    actions: errorGroupActions(row.status),
  };
}

function toSummary(row: EventRow, withReplay: Set<string>): ErrorEventSummary {
  return {
    event_id: row.eventId,
    reference: errorReference(row.eventId),
    received_at: row.receivedAt.toISOString(),
    occurred_at: row.occurredAt?.toISOString() ?? null,
    release: row.release,
    environment: row.environment,
    route: row.route,
    browser: row.browser,
    os: row.os,
    debtor_id: row.debtorId,
    trace_id: row.traceId,
    replay_id: row.replayId,
    has_replay: row.replayId !== null && withReplay.has(row.replayId),
  };
}

/** The group's audit view: its status. */
const auditView = (row: GroupRow) => ({ status: row.status, title: row.title });

export class ErrorsDeskService {
  constructor(
    private readonly db: Db,
    /** Whether the portal keeps reports (no Sentry configured). */
    private readonly keeps: boolean,
  ) {}

  async list(filters: ManageErrorsFilters): Promise<{ count: number; results: ErrorGroup[] }> {
    const window = listWindow<GroupSort>(filters);
    const hex = window.q?.replace(/-/g, '').toLowerCase() ?? '';
    const { count, rows } = await listGroups(this.db, {
      status: filters.status,
      text: window.q,
      eventIdPrefix: window.q ? referencePrefix(window.q) : null,
      hexId: /^[0-9a-f]{32}$/.test(hex) ? hex : null,
      sort: window.sort,
      descending: window.descending,
      limit: window.limit,
      offset: window.offset,
    });
    return { count, results: rows.map(toGroup) };
  }

  async summary() {
    return { open: await countGroupsIn(this.db, 'open'), kept: this.keeps };
  }

  async group(id: number): Promise<ErrorGroupDetail> {
    const row = await findGroup(this.db, id);
    if (!row) throw new AppError('not_found');
    const events = await groupEvents(this.db, id, ERROR_RETENTION.eventsPerGroup);
    const replays = await replaysKept(
      this.db,
      [...new Set(events.map((event) => event.replayId))].filter((value) => value !== null),
    );
    return { ...toGroup(row), events: events.map((event) => toSummary(event, replays)) };
  }

  async event(eventId: string): Promise<ErrorEventDetail> {
    const row = await findEvent(this.db, eventId);
    if (!row) throw new AppError('not_found');
    const replays = await replaysKept(this.db, row.replayId ? [row.replayId] : []);
    return {
      ...toSummary(row, replays),
      group_id: row.groupId,
      title: row.title,
      level: row.level,
      message: row.message,
      url: row.url,
      exceptions: row.exceptions as ErrorEventDetail['exceptions'],
      breadcrumbs: row.breadcrumbs as ErrorEventDetail['breadcrumbs'],
      tags: row.tags,
      extra: row.extra,
      contexts: row.contexts,
    };
  }

  /** The replay's events, its segments merged in order. */
  async replay(replayId: string): Promise<ErrorReplay> {
    const segments = await replaySegments(this.db, replayId);
    if (segments.length === 0) throw new AppError('not_found');
    return {
      replay_id: replayId,
      segments: segments.length,
      events: segments.flatMap((segment) => segment.events),
    };
  }

  /** Resolves, ignores or reopens a group; refused when its status does not allow it. */
  async decide(ctx: RequestContext, id: number, action: ErrorGroupAction): Promise<ErrorGroup> {
    return transaction(this.db, async (tx) => {
      const before = await findGroup(tx, id, true);
      if (!before) throw new AppError('not_found');
      const transition = errorGroupTransition(before.status, action);
      if (!transition.ok) throw new AppError(transition.code);
      const after = await setGroupStatus(tx, id, transition.to);
      if (!after) throw new AppError('not_found');
      await recordAudit(tx, ctx, {
        action: `errorGroup.${action}`,
        subject: 'errorGroup',
        subjectId: id,
        before: auditView(before),
        after: auditView(after),
      });
      return toGroup(after);
    });
  }
}
