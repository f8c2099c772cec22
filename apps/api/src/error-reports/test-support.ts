// Envelopes as the browser's Sentry SDK builds them (its own @sentry/core), for the intake's tests.
import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { embeddedDsn } from '@atelier/domain';
import {
  createEnvelope,
  createEventEnvelope,
  type Envelope,
  type Event,
  makeDsn,
  serializeEnvelope,
} from '@sentry/core';
import { sql } from 'drizzle-orm';
import { PUBLIC_URL, type TestContext } from '../test/app.js';

export const PORTAL_DSN = embeddedDsn(PUBLIC_URL);
const SDK = { name: 'sentry.javascript.react', version: '11.12.0' };
export const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

export const hexId = () => randomBytes(16).toString('hex');

let users = 1000;

/** An error as the browser SDK reports it: thrown in the portal's own code on an order page. */
export function browserError(overrides: Partial<Event> = {}): Event {
  users += 1;
  return {
    event_id: hexId(),
    timestamp: Date.now() / 1000,
    platform: 'javascript',
    level: 'error',
    release: 'atelier@1.4.0',
    environment: 'production',
    transaction: '/account/orders/:id',
    // A debtor of its own: each report its own browser session for the rate limit.
    user: { id: String(users) },
    request: {
      url: `${PUBLIC_URL}/account/orders/1042`,
      headers: { 'User-Agent': CHROME, Referer: `${PUBLIC_URL}/account` },
    },
    exception: {
      values: [
        {
          type: 'TypeError',
          value: "Cannot read properties of undefined (reading 'lines')",
          mechanism: { type: 'onerror', handled: false },
          stacktrace: {
            frames: [
              {
                filename: `${PUBLIC_URL}/assets/vendor-Qw3rTy12.js`,
                function: 'renderWithHooks',
                in_app: false,
                lineno: 1,
                colno: 900,
              },
              {
                filename: `${PUBLIC_URL}/assets/order-page-Ab3dE_9x.js`,
                function: 'OrderLines',
                in_app: true,
                lineno: 1,
                colno: 4211,
              },
            ],
          },
        },
      ],
    },
    breadcrumbs: [
      {
        timestamp: Date.now() / 1000 - 2,
        category: 'navigation',
        data: { from: '/account', to: '/account/orders/1042' },
      },
      {
        timestamp: Date.now() / 1000 - 1,
        category: 'fetch',
        type: 'http',
        data: { method: 'GET', url: '/api/orders/1042/', status_code: 200 },
      },
    ],
    contexts: { trace: { trace_id: hexId(), span_id: randomBytes(8).toString('hex') } },
    tags: { page: 'order' },
    ...overrides,
  };
}

const dsnOf = (dsn: string) => {
  const parsed = makeDsn(dsn);
  if (!parsed) throw new Error(`not a DSN: ${dsn}`);
  return parsed;
};

/** An error's envelope, as the SDK sends it through the portal's tunnel. */
export function eventEnvelope(event: Event, dsn = PORTAL_DSN): string | Uint8Array {
  return serializeEnvelope(
    createEventEnvelope(event, dsnOf(dsn), { sdk: SDK }, `${PUBLIC_URL}/api/errors/envelope/`),
  );
}

/** Several items in one envelope (a client report with a session, many errors …). */
export function itemsEnvelope(
  items: [Record<string, unknown>, unknown][],
  header: Record<string, unknown> = {},
): string | Uint8Array {
  return serializeEnvelope(
    createEnvelope<Envelope>(
      { sent_at: new Date().toISOString(), sdk: SDK, dsn: PORTAL_DSN, ...header } as never,
      items as never,
    ),
  );
}

/**
 * A replay segment's envelope as the replay integration sends it: the replay event and the
 * recording (`{"segment_id":N}\n` + rrweb events, deflated as its worker does when `compress`).
 */
export function replayEnvelope(options: {
  replayId: string;
  segmentId: number;
  events: unknown[];
  errorIds?: string[];
  compress?: boolean;
}): Uint8Array | string {
  const head = `${JSON.stringify({ segment_id: options.segmentId })}\n`;
  const body = JSON.stringify(options.events);
  const recording = options.compress
    ? new Uint8Array(Buffer.concat([Buffer.from(head), deflateSync(body)]))
    : `${head}${body}`;
  const replayEvent = {
    type: 'replay_event',
    replay_id: options.replayId,
    segment_id: options.segmentId,
    replay_type: 'buffer',
    error_ids: options.errorIds ?? [],
    trace_ids: [],
    urls: [`${PUBLIC_URL}/account/orders/1042`],
    timestamp: Date.now() / 1000,
    event_id: options.replayId,
    platform: 'javascript',
  };
  return serializeEnvelope(
    createEnvelope(
      { event_id: options.replayId, sent_at: new Date().toISOString(), sdk: SDK, dsn: PORTAL_DSN },
      [
        [{ type: 'replay_event' }, replayEvent],
        [
          {
            type: 'replay_recording',
            length: typeof recording === 'string' ? Buffer.byteLength(recording) : recording.length,
          },
          recording,
        ],
      ] as never,
    ),
  );
}

/** rrweb events of a page: the meta event with the page's address, a full snapshot, a click. */
export function pageRecording(href: string, text = '*****'): unknown[] {
  const at = Date.now();
  return [
    { type: 4, timestamp: at, data: { href, width: 1280, height: 720 } },
    {
      type: 2,
      timestamp: at + 1,
      data: {
        node: {
          type: 0,
          id: 1,
          childNodes: [
            {
              type: 2,
              id: 2,
              tagName: 'html',
              attributes: {},
              childNodes: [
                {
                  type: 2,
                  id: 3,
                  tagName: 'body',
                  attributes: {},
                  childNodes: [{ type: 3, id: 4, textContent: text }],
                },
              ],
            },
          ],
        },
        initialOffset: { left: 0, top: 0 },
      },
    },
    { type: 3, timestamp: at + 2, data: { source: 2, type: 2, id: 3, x: 10, y: 10 } },
  ];
}

let addresses = 0;
/** A caller address of its own, so each test counts against its own limit. */
export const freshAddress = () => {
  addresses += 1;
  return `10.9.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

/** Posts an envelope as the SDK's fetch transport does (text/plain, or no type for bytes). */
export function postEnvelope(
  ctx: TestContext,
  body: string | Uint8Array | Buffer,
  options: { address?: string; contentType?: string | null; userAgent?: string } = {},
) {
  const headers: Record<string, string> = { 'user-agent': options.userAgent ?? CHROME };
  const contentType =
    options.contentType === undefined
      ? typeof body === 'string'
        ? 'text/plain;charset=UTF-8'
        : null
      : options.contentType;
  if (contentType) headers['content-type'] = contentType;
  return ctx.app.inject({
    method: 'POST',
    url: '/api/errors/envelope/',
    headers,
    payload: typeof body === 'string' ? body : Buffer.from(body),
    remoteAddress: options.address ?? freshAddress(),
  });
}

/** Every row of the error tables as text, to look for what must not be there. */
export async function storedText(ctx: TestContext): Promise<string> {
  const result = await ctx.database.db.execute(
    sql.raw(
      `select coalesce((select string_agg(t::text, E'\\n') from error_group t), '')
        || coalesce((select string_agg(t::text, E'\\n') from error_event t), '')
        || coalesce((select string_agg(t::text, E'\\n') from error_replay_segment t), '') as text`,
    ),
  );
  return String(result.rows[0]?.text ?? '');
}

/** How many rows each error table holds. */
export async function storedCounts(ctx: TestContext) {
  const result = await ctx.database.db.execute(
    sql.raw(
      `select (select count(*) from error_group)::int as groups,
              (select count(*) from error_event)::int as events,
              (select count(*) from error_replay_segment)::int as segments`,
    ),
  );
  return result.rows[0] as { groups: number; events: number; segments: number };
}
