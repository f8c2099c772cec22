// The intake of the browsers' error reports (decision 095): the SDK's envelopes arrive here (its
// `tunnel`), are checked (the portal's own DSN, size, rate per address and per browser session),
// filtered (the spec's noise) and scrubbed (domain error-tracing/report.ts, replay.ts), then kept
// (grouped by fingerprint, within ERROR_RETENTION) or, when `SENTRY_DSN` names a Sentry, passed on
// to it after the answer and not kept. Nothing of a refused envelope is kept or passed on.
import { createHash } from 'node:crypto';
import {
  type Dsn,
  dsnText,
  ERROR_INTAKE_LIMITS,
  ERROR_RETENTION,
  envelopeEndpoint,
  isEmbeddedDsn,
  noiseReason,
  reportedUserAgent,
  type StoredReport,
  scrubEvent,
  scrubReplayEvents,
  scrubValue,
  sessionKeyOf,
  statusAfterReport,
  storedReport,
  withSafeText,
} from '@atelier/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { transaction } from '../db/transaction.js';
import type { BackgroundWork } from '../http/background.js';
import { AppError } from '../http/errors.js';
import { MemoryThrottle } from '../http/rate-limit.js';
import {
  type EnvelopeItem,
  type OutgoingItem,
  type ReplayRecording,
  readEnvelope,
  writeEnvelope,
} from './envelope.js';
import {
  countReport,
  insertEvent,
  insertSegment,
  linkReplay,
  lockGroup,
  replayUsage,
  sweep,
  trimGroupEvents,
} from './error-reports.repository.js';

/** Envelopes per address and per browser session within a window (ERROR_INTAKE_LIMITS). */
export interface IntakeRateLimit {
  perAddress: number;
  perSession: number;
  windowMs: number;
}

export interface IntakeOptions {
  /** Where reports go instead of the portal's own store; null keeps them. */
  sentryDsn: Dsn | null;
  background: BackgroundWork;
  log: FastifyBaseLogger;
  rateLimit?: IntakeRateLimit | undefined;
  now?: (() => Date) | undefined;
  /** How long passing an envelope on may take (ms). */
  forwardTimeoutMs?: number | undefined;
}

/** What a received envelope came with besides its bytes. */
export interface Arrival {
  body: Buffer;
  /** The browser's own user agent (a report's browser when it names none). */
  userAgent: string | null;
}

/** Item types passed on to a configured Sentry; any other (attachments, profiles) is dropped. */
const FORWARDED = new Set([
  'event',
  'transaction',
  'replay_event',
  'replay_recording',
  'session',
  'sessions',
  'client_report',
]);

const HEX_ID = /^[0-9a-f]{32}$/;
const hexId = (value: unknown): string | null => {
  const written = typeof value === 'string' ? value.replace(/-/g, '').toLowerCase() : '';
  return HEX_ID.test(written) ? written : null;
};
const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** What the retention removes at `at`: older reports and segments, unseen groups, orphan replays. */
export function retentionLimits(at: Date) {
  const hour = 3_600_000;
  return {
    eventsBefore: new Date(at.getTime() - ERROR_RETENTION.eventDays * 24 * hour),
    groupsBefore: new Date(at.getTime() - ERROR_RETENTION.groupDays * 24 * hour),
    orphansBefore: new Date(at.getTime() - ERROR_RETENTION.orphanReplayHours * hour),
  };
}

/** The SHA-256 of a fingerprint's parts: the group's key. */
export function fingerprintHash(parts: readonly string[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

export class ErrorIntake {
  private readonly byAddress: MemoryThrottle;
  private readonly bySession: MemoryThrottle;
  private readonly now: () => Date;
  private lastSweep = 0;

  constructor(
    private readonly db: Db,
    private readonly options: IntakeOptions,
  ) {
    const limit = options.rateLimit ?? ERROR_INTAKE_LIMITS;
    this.byAddress = new MemoryThrottle(limit.perAddress, limit.windowMs);
    this.bySession = new MemoryThrottle(limit.perSession, limit.windowMs);
    this.now = options.now ?? (() => new Date());
  }

  /** Whether reports are kept here (no Sentry configured). */
  get keeps(): boolean {
    return this.options.sentryDsn === null;
  }

  /**
   * Counts an envelope of `address` before its body is read; one over the address's limit is
   * refused with 429. The rate is counted in real time, whatever clock reports are dated by.
   */
  admit(address: string): void {
    this.byAddress.take(address, Date.now());
  }

  /** Takes an envelope: its event id as Sentry answers it, once it is kept or on its way. */
  async receive(arrival: Arrival): Promise<{ id: string | null }> {
    const at = this.now();
    const envelope = readEnvelope(arrival.body);
    if (!isEmbeddedDsn(envelope.header.dsn)) throw new AppError('envelope_dsn_unknown');
    const session = sessionKeyOf(envelope.items);
    if (session) this.bySession.take(session, Date.now());
    const id = hexId(envelope.header.event_id);
    const dsn = this.options.sentryDsn;
    if (dsn) this.forward(dsn, envelope.header, envelope.items);
    else await this.keep(envelope.items, arrival.userAgent, at);
    return { id };
  }

  /** Keeps the envelope's reports and replay segments, in one transaction. */
  private async keep(items: EnvelopeItem[], callerAgent: string | null, at: Date) {
    const reports: StoredReport[] = [];
    let replay: { id: string; errorIds: string[] } | null = null;
    const recordings: ReplayRecording[] = [];
    for (const item of items) {
      if (item.type === 'event' && isObject(item.payload)) {
        if (noiseReason(item.payload) !== null) continue;
        const report = storedReport(
          scrubEvent(item.payload),
          reportedUserAgent(item.payload) ?? callerAgent,
        );
        // What no column holds (a NUL, half a character) is kept as the replacement character.
        if (report) reports.push(withSafeText(report));
      } else if (item.type === 'replay_event' && isObject(item.payload)) {
        const replayId = hexId(item.payload.replay_id);
        const errorIds = Array.isArray(item.payload.error_ids) ? item.payload.error_ids : [];
        if (replayId) {
          replay = {
            id: replayId,
            errorIds: errorIds.map(hexId).filter((value): value is string => value !== null),
          };
        }
      } else if (item.type === 'replay_recording') {
        recordings.push(item.payload as ReplayRecording);
      }
    }
    if (reports.length === 0 && !replay) return;
    await transaction(this.db, async (tx) => {
      for (const report of reports) {
        const group = await lockGroup(tx, fingerprintHash(report.fingerprint), report, at);
        if (!(await insertEvent(tx, group.id, report, at))) continue;
        await countReport(tx, group, report, at, statusAfterReport(group.status));
        await trimGroupEvents(tx, group.id, ERROR_RETENTION.eventsPerGroup);
      }
      if (!replay) return;
      await linkReplay(tx, replay.id, replay.errorIds.slice(0, 100));
      for (const recording of recordings) {
        const events = withSafeText(scrubReplayEvents(recording.events));
        const size = Buffer.byteLength(JSON.stringify(events));
        const usage = await replayUsage(tx, replay.id);
        // A replay past its bound keeps what it has; later segments are dropped.
        if (
          usage.segments >= ERROR_RETENTION.segmentsPerReplay ||
          usage.bytes + size > ERROR_RETENTION.replayBytes
        ) {
          continue;
        }
        await insertSegment(tx, {
          replayId: replay.id,
          segmentId: recording.segmentId,
          size,
          events,
          at,
        });
      }
    });
    this.sweepNow(at);
  }

  /** Applies the retention at most every ERROR_RETENTION.sweepEveryMs, after the answer. */
  private sweepNow(at: Date) {
    if (at.getTime() - this.lastSweep < ERROR_RETENTION.sweepEveryMs) return;
    this.lastSweep = at.getTime();
    this.options.background.run('error-reports-sweep', () => sweep(this.db, retentionLimits(at)));
  }

  /** Passes the scrubbed envelope on to the configured Sentry, after the answer. */
  private forward(dsn: Dsn, header: Record<string, unknown>, items: EnvelopeItem[]) {
    const outgoing: OutgoingItem[] = [];
    for (const item of items) {
      if (!FORWARDED.has(item.type)) continue;
      if (item.type === 'replay_recording') {
        const recording = item.payload as ReplayRecording;
        outgoing.push({
          type: 'replay_recording',
          recording: { ...recording, events: scrubReplayEvents(recording.events) },
        });
        continue;
      }
      if (!isObject(item.payload)) continue;
      if (item.type === 'event' && noiseReason(item.payload) !== null) continue;
      const isEventLike = ['event', 'transaction', 'replay_event'].includes(item.type);
      const payload = isEventLike ? scrubEvent(item.payload) : scrubValue(item.payload);
      if (item.type === 'session' && 'did' in payload) delete payload.did;
      outgoing.push({ type: item.type, payload });
    }
    if (!outgoing.some((item) => item.type !== 'client_report')) return;
    const body = writeEnvelope(
      {
        ...(hexId(header.event_id) ? { event_id: header.event_id } : {}),
        sent_at: new Date().toISOString(),
        ...(isObject(header.sdk) ? { sdk: scrubValue(header.sdk) } : {}),
        // The trace's sampling context names the project's key: the configured one's now.
        ...(isObject(header.trace)
          ? { trace: { ...scrubValue(header.trace), public_key: dsn.publicKey } }
          : {}),
        dsn: dsnText(dsn),
      },
      outgoing,
    );
    const timeout = this.options.forwardTimeoutMs ?? 10_000;
    this.options.background.run('error-reports-forward', async () => {
      const answer = await fetch(envelopeEndpoint(dsn), {
        method: 'POST',
        body: new Uint8Array(body),
        headers: {
          'content-type': 'application/x-sentry-envelope',
          'x-sentry-auth': `Sentry sentry_version=7, sentry_key=${dsn.publicKey}, sentry_client=atelier-intake/1`,
        },
        signal: AbortSignal.timeout(timeout),
      });
      // Read to the end so the connection is free again; a refusal is only logged.
      await answer.arrayBuffer();
      if (!answer.ok) {
        this.options.log.warn(
          { status: answer.status },
          'the configured Sentry refused an envelope',
        );
      }
    });
  }
}
