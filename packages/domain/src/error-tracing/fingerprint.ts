// Which reports are the same error (portal §9): the portal's own store of errors groups the reports
// it receives by a fingerprint, as Sentry does, so that a thousand dealers meeting one fault make
// one group with a count, not a thousand lines. The fingerprint is the exception's type, its
// message with what varies between occurrences (numbers, ids, hexadecimal) taken out, and the
// place it was thrown: the top frame of the portal's own code, by file name without the build's
// hash (a new build is the same code) and function. A report that names its own fingerprint (the
// SDK's `fingerprint`) is grouped by that.

/** The parts of a stack frame the fingerprint and the desk read. */
export interface FrameLike {
  filename?: string | undefined;
  abs_path?: string | undefined;
  function?: string | undefined;
  in_app?: boolean | undefined;
  lineno?: number | undefined;
  colno?: number | undefined;
}

export interface ExceptionLike {
  type?: string | undefined;
  value?: string | undefined;
  stacktrace?: { frames?: readonly FrameLike[] | undefined } | undefined;
}

/** What a report says of itself, as far as grouping goes. */
export interface GroupableEvent {
  message?: string | { formatted?: string; message?: string } | undefined;
  logentry?: { formatted?: string; message?: string } | undefined;
  exception?: { values?: readonly ExceptionLike[] | undefined } | undefined;
  fingerprint?: readonly unknown[] | undefined;
  transaction?: string | undefined;
}

/** The longest title and normalised message kept. */
export const ERROR_TITLE_MAX_LENGTH = 200;

/** The SDK's placeholder for "the default grouping" inside a custom fingerprint. */
const DEFAULT_PLACEHOLDER = '{{ default }}';

// A report is whatever a browser (or anyone) posted: every field is read for what it is, and a
// field of another type counts as absent.
const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * A message with what differs between occurrences of one fault replaced: UUIDs, hexadecimal runs
 * (hashes, event ids), numbers (ids, sizes, line numbers), and runs of white space.
 */
export function normaliseMessage(message: string): string {
  return message
    .replace(/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, '<id>')
    .replace(/\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{6,}\b/gi, '<hex>')
    .replace(/\b0x[0-9a-f]+\b/gi, '<hex>')
    .replace(/\d+(?:[.,]\d+)*/g, '<n>')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, ERROR_TITLE_MAX_LENGTH);
}

/**
 * A script's name as the build wrote it, without its folder, query, fragment and content hash:
 * `https://portal.example/assets/orders-page-B1x_9a-Z.js?v=1` is `orders-page.js`, so one
 * function in two builds is one place.
 */
export function scriptName(filename: string): string {
  const path = filename.split(/[?#]/)[0] ?? '';
  const base = path.slice(path.lastIndexOf('/') + 1);
  return base
    .replace(/-[A-Za-z0-9_-]{8}(\.m?[jt]sx?)$/, '$1')
    .replace(/[.-][0-9a-f]{8,32}(\.m?[jt]sx?)$/, '$1');
}

/** The exception a report is about: the last of the chain (the one that was thrown last). */
export function mainException(event: GroupableEvent): ExceptionLike | null {
  const values = isObject(event.exception) ? event.exception.values : undefined;
  const last = Array.isArray(values) ? values[values.length - 1] : undefined;
  return isObject(last) ? (last as ExceptionLike) : null;
}

/** The report's message when it has no exception (`captureMessage`). */
export function eventMessage(event: GroupableEvent): string {
  if (typeof event.message === 'string') return event.message;
  for (const source of [event.message, event.logentry]) {
    if (!isObject(source)) continue;
    const text = str(source.formatted) || str(source.message);
    if (text) return text;
  }
  return '';
}

/**
 * The frame the fault happened in: the innermost frame of the portal's own code (`in_app`), or
 * the innermost frame at all when none is marked. Sentry lists frames outermost first.
 */
export function topFrame(exception: ExceptionLike | null): FrameLike | null {
  const stacktrace = exception?.stacktrace;
  const listed = isObject(stacktrace) ? stacktrace.frames : undefined;
  const frames = (Array.isArray(listed) ? listed : []).filter(isObject) as FrameLike[];
  for (let index = frames.length - 1; index >= 0; index -= 1) {
    if (frames[index]?.in_app === true) return frames[index] ?? null;
  }
  return frames[frames.length - 1] ?? null;
}

/** The title a group shows: `Type: message`, or the message alone. */
export function errorTitle(event: GroupableEvent): string {
  const exception = mainException(event);
  const text = exception
    ? [str(exception.type), str(exception.value)].filter(Boolean).join(': ')
    : eventMessage(event);
  return (text || '(no message)').replace(/\s+/g, ' ').trim().slice(0, ERROR_TITLE_MAX_LENGTH);
}

/** The parts of the default grouping: type, normalised message, and the top frame's place. */
function defaultParts(event: GroupableEvent): string[] {
  const exception = mainException(event);
  if (!exception) return ['message', normaliseMessage(eventMessage(event))];
  const frame = topFrame(exception);
  return [
    'exception',
    str(exception.type) || 'Error',
    normaliseMessage(str(exception.value)),
    frame ? scriptName(str(frame.filename) || str(frame.abs_path)) : '',
    str(frame?.function),
  ];
}

/**
 * The parts whose equality makes two reports one group. The SDK's own `fingerprint` (strings;
 * `{{ default }}` stands for the default parts) wins when it names any.
 */
export function fingerprintParts(event: GroupableEvent): string[] {
  const custom = (Array.isArray(event.fingerprint) ? event.fingerprint : []).filter(
    (part): part is string | number => typeof part === 'string' || typeof part === 'number',
  );
  if (custom.length === 0 || (custom.length === 1 && custom[0] === DEFAULT_PLACEHOLDER)) {
    return defaultParts(event);
  }
  return [
    'custom',
    ...custom.flatMap((part) =>
      part === DEFAULT_PLACEHOLDER ? defaultParts(event) : [String(part).slice(0, 200)],
    ),
  ];
}
