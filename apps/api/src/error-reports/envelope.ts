// Sentry envelopes, read and written (https://develop.sentry.dev/sdk/data-model/envelopes/): a
// header line of JSON, then per item a header line (its `type`, and the payload's `length` in bytes
// when it may hold newlines or binary data) and its payload. A replay's recording is a payload of
// its own: `{"segment_id":N}\n`, then the rrweb events as JSON, or zlib-deflated JSON. Reading is
// bounded: the items an envelope may hold and the bytes a recording may inflate to; what does not
// read is refused as a whole (`parse_error`), what is too large too (`payload_too_large`).
import { inflateSync } from 'node:zlib';
import { type EnvelopeItemLike, ERROR_INTAKE_LIMITS, segmentIdOf } from '@atelier/domain';
import { AppError } from '../http/errors.js';

export interface EnvelopeItem extends EnvelopeItemLike {
  /** The item's header as sent (`type`, `length`, …). */
  header: Record<string, unknown>;
  /** The payload as JSON, or the recording's segment; the raw bytes for a type not read. */
  payload: unknown;
}

export interface ReplayRecording {
  segmentId: number;
  events: unknown[];
}

export interface Envelope {
  header: Record<string, unknown>;
  items: EnvelopeItem[];
}

/** Item types whose payload is read as JSON; a recording is read as one; others stay bytes. */
const JSON_TYPES = new Set([
  'event',
  'transaction',
  'replay_event',
  'session',
  'sessions',
  'client_report',
]);

const NEWLINE = 0x0a;

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function parseJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(Buffer.from(bytes).toString('utf8'));
  } catch {
    // Malformed, or nested deeper than the parser goes.
    throw new AppError('parse_error');
  }
}

function jsonObject(bytes: Uint8Array): Record<string, unknown> {
  const value = parseJson(bytes);
  if (!isObject(value)) throw new AppError('parse_error');
  return value;
}

/** A recording's bytes as its segment id and rrweb events, inflated within the bound. */
export function readRecording(bytes: Uint8Array): ReplayRecording {
  const end = bytes.indexOf(NEWLINE);
  if (end < 0) throw new AppError('parse_error');
  const segmentId = segmentIdOf(parseJson(bytes.subarray(0, end)));
  if (segmentId === null) throw new AppError('parse_error');
  let body: Uint8Array = bytes.subarray(end + 1);
  const first = body[0];
  // Deflated data starts with a zlib header (0x78); JSON with `[` after optional white space.
  if (first !== undefined && first !== 0x5b && first !== 0x20 && first !== NEWLINE) {
    try {
      body = inflateSync(body, { maxOutputLength: ERROR_INTAKE_LIMITS.recordingBytes });
    } catch (error) {
      const code = (error as { code?: string }).code;
      throw new AppError(code === 'ERR_BUFFER_TOO_LARGE' ? 'payload_too_large' : 'parse_error');
    }
  } else if (body.length > ERROR_INTAKE_LIMITS.recordingBytes) {
    throw new AppError('payload_too_large');
  }
  const events = parseJson(body);
  if (!Array.isArray(events)) throw new AppError('parse_error');
  return { segmentId, events };
}

/** The envelope in `body`, every item read; refused as a whole when any part does not read. */
export function readEnvelope(body: Uint8Array): Envelope {
  let at = body.indexOf(NEWLINE);
  const headerEnd = at < 0 ? body.length : at;
  const header = jsonObject(body.subarray(0, headerEnd));
  at = headerEnd + 1;
  const items: EnvelopeItem[] = [];
  while (at < body.length) {
    // Trailing newlines end an envelope.
    if (body.subarray(at).every((byte) => byte === NEWLINE || byte === 0x0d || byte === 0x20)) {
      break;
    }
    const lineEnd = body.indexOf(NEWLINE, at);
    if (lineEnd < 0) throw new AppError('parse_error');
    const itemHeader = jsonObject(body.subarray(at, lineEnd));
    const type = itemHeader.type;
    if (typeof type !== 'string' || type === '') throw new AppError('parse_error');
    let start = lineEnd + 1;
    let end: number;
    const length = itemHeader.length;
    if (length !== undefined) {
      if (typeof length !== 'number' || !Number.isInteger(length) || length < 0) {
        throw new AppError('parse_error');
      }
      end = start + length;
      if (end > body.length) throw new AppError('parse_error');
    } else {
      const next = body.indexOf(NEWLINE, start);
      end = next < 0 ? body.length : next;
    }
    if (items.length >= ERROR_INTAKE_LIMITS.items) throw new AppError('payload_too_large');
    const bytes = body.subarray(start, end);
    const payload =
      type === 'replay_recording'
        ? readRecording(bytes)
        : JSON_TYPES.has(type)
          ? parseJson(bytes)
          : Buffer.from(bytes);
    items.push({ type, header: itemHeader, payload });
    start = end;
    // The newline after a payload is optional at the end.
    at = body[start] === NEWLINE ? start + 1 : start;
  }
  return { header, items };
}

/** An item to write: JSON, or a replay recording (written uncompressed). */
export type OutgoingItem =
  | { type: string; payload: unknown }
  | { type: 'replay_recording'; recording: ReplayRecording };

/** An envelope as bytes, each item's length given. */
export function writeEnvelope(header: Record<string, unknown>, items: OutgoingItem[]): Buffer {
  const parts: Buffer[] = [Buffer.from(JSON.stringify(header))];
  for (const item of items) {
    const payload =
      'recording' in item
        ? Buffer.from(
            `${JSON.stringify({ segment_id: item.recording.segmentId })}\n${JSON.stringify(item.recording.events)}`,
          )
        : Buffer.from(JSON.stringify(item.payload));
    parts.push(
      Buffer.from(`\n${JSON.stringify({ type: item.type, length: payload.length })}\n`),
      payload,
    );
  }
  return Buffer.concat(parts);
}
