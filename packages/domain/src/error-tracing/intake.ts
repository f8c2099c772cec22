// The portal's own intake of error reports (portal §9, docs/decisions/095-error-intake-and-errors-desk.md):
// what it takes from a browser, how much, how often, and how long it keeps it. The browser's SDK
// posts Sentry envelopes to ERROR_INTAKE_PATH; the portal keeps them, or passes them on to the
// Sentry its configuration names (`SENTRY_DSN`).

import { EMBEDDED_DSN_PROJECT_ID, EMBEDDED_DSN_PUBLIC_KEY } from './tracing.js';

const MIB = 1024 * 1024;

/** How much one envelope may be, and how many of them a caller may send. */
export const ERROR_INTAKE_LIMITS = {
  /** The envelope as posted (a replay's recording arrives compressed). */
  envelopeBytes: MIB,
  /** Items in one envelope (an error has one, a replay two). */
  items: 16,
  /** A replay recording once inflated: larger is refused rather than unpacked. */
  recordingBytes: 4 * MIB,
  /** Envelopes per caller address and window (an office's browsers may share one address). */
  perAddress: 120,
  /** Envelopes per browser session and window (a replay sends a segment every few seconds). */
  perSession: 60,
  windowMs: 60_000,
} as const;

/** How long and how much of what it receives the portal keeps. */
export const ERROR_RETENTION = {
  /** The newest reports kept per group; the group's count keeps counting. */
  eventsPerGroup: 50,
  /** Segments kept per replay (about ten minutes of a session); later ones are dropped. */
  segmentsPerReplay: 120,
  /** The recorded bytes kept per replay; later segments are dropped. */
  replayBytes: 16 * MIB,
  /** Reports and replay segments older than this are removed. */
  eventDays: 30,
  /** A group not seen for this long is removed with everything it holds. */
  groupDays: 90,
  /** A replay no kept report names is removed after this long. */
  orphanReplayHours: 24,
  /** How often one instance of the portal applies the above at most. */
  sweepEveryMs: 10 * 60_000,
} as const;

/** A Sentry DSN read into its parts: `https://key@host[:port][/path]/project`. */
export interface Dsn {
  protocol: 'http' | 'https';
  publicKey: string;
  host: string;
  /** A path before the project, without a trailing slash (usually empty). */
  path: string;
  projectId: string;
}

/** The parts of a DSN, or null when `text` is none. */
export function parseDsn(text: string): Dsn | null {
  const match = /^(https?):\/\/([\w.~-]+)(?::[^@/]*)?@([^/?#@]+)((?:\/[^/?#]+)*)\/(\w+)\/?$/.exec(
    text.trim(),
  );
  if (!match) return null;
  const [, protocol, publicKey, host, path, projectId] = match;
  return {
    protocol: protocol as 'http' | 'https',
    publicKey: publicKey ?? '',
    host: host ?? '',
    path: path ?? '',
    projectId: projectId ?? '',
  };
}

/** Whether an envelope names the portal's own intake (any host: the portal may have several). */
export function isEmbeddedDsn(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  const dsn = parseDsn(text);
  return dsn?.publicKey === EMBEDDED_DSN_PUBLIC_KEY && dsn.projectId === EMBEDDED_DSN_PROJECT_ID;
}

/** Where a Sentry takes envelopes for the project of `dsn`. */
export function envelopeEndpoint(dsn: Dsn): string {
  return `${dsn.protocol}://${dsn.host}${dsn.path}/api/${dsn.projectId}/envelope/`;
}

/** The DSN as text again (the envelope's header names it when passed on). */
export function dsnText(dsn: Dsn): string {
  return `${dsn.protocol}://${dsn.publicKey}@${dsn.host}${dsn.path}/${dsn.projectId}`;
}

/** An item of an envelope as far as the intake's rules read it. */
export interface EnvelopeItemLike {
  type: string;
  payload: unknown;
}

const field = (value: unknown, key: string): unknown =>
  value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;

const idText = (value: unknown): string | null =>
  (typeof value === 'string' && value.length > 0) || typeof value === 'number'
    ? String(value).slice(0, 64)
    : null;

/**
 * The browser session an envelope belongs to, for its rate limit: the replay's id, else the
 * reporting user's id, else the SDK's session id; null when it names none (the address's limit
 * still holds).
 */
export function sessionKeyOf(items: readonly EnvelopeItemLike[]): string | null {
  for (const item of items) {
    const replay =
      item.type === 'replay_event'
        ? field(item.payload, 'replay_id')
        : field(field(field(item.payload, 'contexts'), 'replay'), 'replay_id');
    const id = idText(replay);
    if (id) return `replay:${id}`;
  }
  for (const item of items) {
    const user = idText(field(field(item.payload, 'user'), 'id'));
    if (user) return `user:${user}`;
  }
  for (const item of items) {
    const sid = item.type === 'session' ? idText(field(item.payload, 'sid')) : null;
    if (sid) return `session:${sid}`;
  }
  return null;
}
