// A session replay's recording (rrweb events) as the portal keeps it. The browser's SDK records
// with every text and input masked, so the recording shows the page's shape, not the end
// customers' names, addresses or prices; the intake still replaces what is secret in it: the
// page's address in the meta events (`href`), links and sources (`href`, `src`), tokens in any
// text, and values under secret attribute names. A recording nests as deep as the page's DOM, so
// its walk goes deeper than a report's, and still ends.
import { FILTERED, isSecretKey, scrubText, scrubUrl } from './tracing.js';

/** Deeper than any page's DOM the portal draws; a deeper branch ends in `[Filtered]`. */
const REPLAY_MAX_DEPTH = 400;

/** Attribute and field names whose values are addresses. */
const ADDRESS_KEY = /^(href|src|action|formaction|url|poster|data|from|to)$/i;

function scrubNode(value: unknown, key: string, depth: number): unknown {
  if (depth > REPLAY_MAX_DEPTH) return FILTERED;
  if (typeof value === 'string') {
    if (ADDRESS_KEY.test(key) || /^(https?:)?\/\//.test(value)) return scrubUrl(value);
    if (key.toLowerCase() === 'srcset') {
      return value
        .split(',')
        .map((part) => scrubUrl(part.trim()))
        .join(', ');
    }
    return scrubText(value);
  }
  if (Array.isArray(value)) return value.map((item) => scrubNode(item, key, depth + 1));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      out[k] =
        isSecretKey(k) && v !== null && v !== undefined && typeof v !== 'object'
          ? FILTERED
          : scrubNode(v, k, depth + 1);
    }
    return out;
  }
  return value;
}

/** A copy of a recording's events with its secrets replaced; its input is left alone. */
export function scrubReplayEvents(events: readonly unknown[]): unknown[] {
  return events.map((event) => scrubNode(event, '', 0));
}

/** A replay segment's header line: `{"segment_id":N}`. */
export function segmentIdOf(header: unknown): number | null {
  const id =
    header && typeof header === 'object'
      ? (header as Record<string, unknown>).segment_id
      : undefined;
  return typeof id === 'number' && Number.isInteger(id) && id >= 0 && id < 100_000 ? id : null;
}

/** Below this a timestamp is in seconds, not milliseconds (it would be a day in 1973). */
const SECONDS_BELOW = 1e11;

/**
 * A recording's events in playing order, every timestamp in milliseconds. The SDK writes a few of
 * its own events (options, breadcrumbs) with the time in seconds: left so, the player counted the
 * recording as fifty years long. Events without a time are left out: they cannot be placed.
 */
export function playableReplayEvents(events: readonly unknown[]): unknown[] {
  return events
    .filter(
      (event): event is Record<string, unknown> & { timestamp: number } =>
        !!event &&
        typeof event === 'object' &&
        typeof (event as { timestamp?: unknown }).timestamp === 'number' &&
        Number.isFinite((event as { timestamp: number }).timestamp),
    )
    .map((event) =>
      event.timestamp < SECONDS_BELOW ? { ...event, timestamp: event.timestamp * 1000 } : event,
    )
    .sort((a, b) => a.timestamp - b.timestamp);
}

/**
 * How long after a report arrives its replay may still be on its way: the browser sends the
 * report at once and the recording after it, compressed, in segments of its own.
 */
export const REPLAY_ARRIVAL_MS = 2 * 60_000;

/**
 * How long a report's replay may still be awaited, in ms: a report naming a replay none of whose
 * recording is kept yet, within REPLAY_ARRIVAL_MS of its arrival; otherwise 0.
 */
export function replayWaitLeft(
  report: { received_at: string; replay_id: string | null; has_replay: boolean },
  now: number,
): number {
  if (!report.replay_id || report.has_replay) return 0;
  const received = Date.parse(report.received_at);
  return Number.isFinite(received) ? Math.max(0, REPLAY_ARRIVAL_MS - (now - received)) : 0;
}

/**
 * Whether a report's replay may still arrive: the desk then says so and asks again, rather than
 * saying no replay was recorded.
 */
export function replayStillArriving(
  report: { received_at: string; replay_id: string | null; has_replay: boolean },
  now: number,
): boolean {
  return replayWaitLeft(report, now) > 0;
}
