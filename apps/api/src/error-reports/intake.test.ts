// The intake of the browsers' error reports: envelopes built by the SDK's own @sentry/core are
// grouped by fingerprint, linked to their replays, kept without secrets, refused whole when too
// large, malformed, not the portal's own or over the rate, and the noise and the performance data
// are taken and dropped.
import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import {
  ERROR_INTAKE_LIMITS,
  ERROR_RETENTION,
  errorReference,
  FILTERED,
  replayStillArriving,
} from '@atelier/domain';
import { translate } from '@atelier/i18n';
import {
  createClientReportEnvelope,
  createSessionEnvelope,
  makeDsn,
  makeSession,
  serializeEnvelope,
} from '@sentry/core';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { caller } from '../articles/test-support.js';
import { errorEvent, errorGroup, errorReplaySegment } from '../db/schema/index.js';
import { useTestApp } from '../test/app.js';
import { sweep } from './error-reports.repository.js';
import { retentionLimits } from './intake.service.js';
import {
  browserError,
  eventEnvelope,
  freshAddress,
  hexId,
  itemsEnvelope,
  PORTAL_DSN,
  pageRecording,
  postEnvelope,
  replayEnvelope,
  storedCounts,
  storedText,
} from './test-support.js';

const ctx = useTestApp({
  errorIntakeRateLimit: { perAddress: 6, perSession: 3, windowMs: 60_000 },
});
const call = caller(ctx);

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJzdGFmZi1hZG1pbiJ9.c2lnbmF0dXJlLXNlY3JldA';
const PASSWORD = 'Winter-Gordijn-2026!';

async function groupOf(eventId: string) {
  const [row] = await ctx.database.db
    .select({ group: errorGroup })
    .from(errorEvent)
    .innerJoin(errorGroup, eq(errorGroup.id, errorEvent.groupId))
    .where(eq(errorEvent.eventId, eventId));
  return row?.group;
}

async function accepted(
  body: string | Uint8Array,
  options: Parameters<typeof postEnvelope>[2] = {},
) {
  const answer = await postEnvelope(ctx, body, options);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer;
}

describe('an error report', () => {
  it('is kept with its route, browser, release, debtor and trace, and answered as Sentry does', async () => {
    const event = browserError({ user: { id: '17' } });
    const answer = await accepted(eventEnvelope(event));
    expect(answer.json()).toEqual({ id: event.event_id });
    const [row] = await ctx.database.db
      .select()
      .from(errorEvent)
      .where(eq(errorEvent.eventId, event.event_id as string));
    expect(row).toMatchObject({
      route: '/account/orders/:id',
      url: '/account/orders/1042',
      browser: 'Chrome 131',
      os: 'Windows',
      release: 'atelier@1.4.0',
      environment: 'production',
      debtorId: 17,
      traceId: event.contexts?.trace?.trace_id,
      title: "TypeError: Cannot read properties of undefined (reading 'lines')",
    });
    expect(row?.breadcrumbs).toHaveLength(2);
    expect(await groupOf(event.event_id as string)).toMatchObject({
      count: 1,
      status: 'open',
      culprit: '/account/orders/:id',
      lastRelease: 'atelier@1.4.0',
      lastEventId: event.event_id,
    });
  });

  it('joins the group of the same fault across builds and ids, and starts its own elsewhere', async () => {
    const title = `Order ${randomBytes(3).toString('hex')}x has no lines`;
    const thrown = (value: string, file: string, fn: string) => ({
      values: [
        {
          type: 'Error',
          value,
          stacktrace: {
            frames: [{ filename: file, function: fn, in_app: true, lineno: 1, colno: 2 }],
          },
        },
      ],
    });
    const first = browserError({
      exception: thrown(`${title} 17`, '/assets/orders-AAAAaaaa.js', 'Lines'),
      release: 'atelier@1.4.0',
    });
    const second = browserError({
      exception: thrown(`${title} 942`, '/assets/orders-BBBB_b-b.js', 'Lines'),
      release: 'atelier@1.5.0',
    });
    const elsewhere = browserError({
      exception: thrown(`${title} 942`, '/assets/orders-BBBB_b-b.js', 'Totals'),
    });
    for (const event of [first, second, elsewhere]) await accepted(eventEnvelope(event));
    const a = await groupOf(first.event_id as string);
    const b = await groupOf(second.event_id as string);
    const c = await groupOf(elsewhere.event_id as string);
    expect(a?.id).toBe(b?.id);
    expect(c?.id).not.toBe(a?.id);
    expect(b).toMatchObject({
      count: 2,
      lastRelease: 'atelier@1.5.0',
      lastEventId: second.event_id,
    });
    expect(b!.lastSeen.getTime()).toBeGreaterThanOrEqual(b!.firstSeen.getTime());
    // The SDK's own fingerprint wins over the default grouping.
    const named = (value: string) =>
      browserError({
        fingerprint: [`price-load-${title}`],
        exception: thrown(value, '/a.js', 'x'),
      });
    const one = named('first text');
    const two = named('other text');
    await accepted(eventEnvelope(one));
    await accepted(eventEnvelope(two));
    expect((await groupOf(one.event_id as string))?.id).toBe(
      (await groupOf(two.event_id as string))?.id,
    );
  });

  it('is counted once when the SDK sends it again', async () => {
    const event = browserError({ fingerprint: [`again-${hexId()}`] });
    await accepted(eventEnvelope(event));
    await accepted(eventEnvelope(event));
    expect((await groupOf(event.event_id as string))?.count).toBe(1);
  });

  it('is taken as bytes without a content type, as the SDK posts a binary envelope', async () => {
    const event = browserError();
    await accepted(Buffer.from(eventEnvelope(event)), { contentType: null });
    await accepted(Buffer.from(eventEnvelope(browserError())), {
      contentType: 'application/x-sentry-envelope',
    });
    expect(await groupOf(event.event_id as string)).toBeDefined();
  });
});

describe('noise and what is not an error', () => {
  it('is taken and dropped: the spec’s noise, transactions, sessions, client reports', async () => {
    const before = await storedCounts(ctx);
    const noise = browserError({
      exception: { values: [{ type: 'AbortError', value: 'signal is aborted without reason' }] },
    });
    await accepted(eventEnvelope(noise));
    await accepted(eventEnvelope(browserError({ type: 'transaction', spans: [] }) as never));
    const dsn = makeDsn(PORTAL_DSN)!;
    await accepted(
      serializeEnvelope(
        createSessionEnvelope(makeSession({ release: 'atelier@1.4.0' }), dsn, undefined, 'tunnel'),
      ),
    );
    await accepted(
      serializeEnvelope(
        createClientReportEnvelope(
          [{ reason: 'ratelimit_backoff', category: 'replay', quantity: 1 }],
          PORTAL_DSN,
        ),
      ),
    );
    await accepted(itemsEnvelope([[{ type: 'attachment', length: 3, filename: 'a.txt' }, 'abc']]));
    expect(await storedCounts(ctx)).toEqual(before);
  });
});

describe('a session replay', () => {
  it('is kept by segment, linked to its error, and merged in order', async () => {
    const replayId = hexId();
    const event = browserError({
      contexts: {
        trace: { trace_id: hexId(), span_id: '0123456789abcdef' },
        replay: { replay_id: replayId },
      },
    });
    const address = freshAddress();
    await accepted(eventEnvelope(event), { address });
    // The second segment arrives first and compressed, as the SDK's worker sends it.
    await accepted(
      replayEnvelope({
        replayId,
        segmentId: 1,
        events: [{ type: 3, timestamp: 3, data: { source: 2, type: 2, id: 4 } }],
        compress: true,
      }),
      { address },
    );
    await accepted(
      replayEnvelope({
        replayId,
        segmentId: 0,
        events: pageRecording(`https://portal.example/account/orders/1042`),
        errorIds: [event.event_id as string],
      }),
      { address },
    );
    const group = await groupOf(event.event_id as string);
    const detail = await call('staff-service', 'GET', `/api/manage/errors/${group?.id}/`);
    expect(
      detail.json().events.find((e: { event_id: string }) => e.event_id === event.event_id),
    ).toMatchObject({
      replay_id: replayId,
      has_replay: true,
      reference: errorReference(event.event_id as string),
    });
    const replay = await call('staff-service', 'GET', `/api/manage/errors/replays/${replayId}/`);
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json().segments).toBe(2);
    expect(replay.json().events.map((e: { type: number }) => e.type)).toEqual([4, 2, 3, 3]);
  });

  it('is named by the report as the SDK tags it, and is on its way until its recording arrives', async () => {
    const replayId = hexId();
    const event = browserError({ tags: { replayId } });
    const address = freshAddress();
    await accepted(eventEnvelope(event), { address });
    const eventId = event.event_id as string;
    const report = await call('staff-service', 'GET', `/api/manage/errors/events/${eventId}/`);
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json()).toMatchObject({ replay_id: replayId, has_replay: false });
    expect(replayStillArriving(report.json(), Date.now())).toBe(true);
    await accepted(
      replayEnvelope({
        replayId,
        segmentId: 0,
        events: pageRecording('/account'),
        errorIds: [eventId],
        compress: true,
      }),
      { address },
    );
    const again = await call('staff-service', 'GET', `/api/manage/errors/events/${eventId}/`);
    expect(again.json()).toMatchObject({ replay_id: replayId, has_replay: true });
  });

  it('names its error from the replay’s error ids when the report did not', async () => {
    const replayId = hexId();
    const event = browserError();
    const address = freshAddress();
    await accepted(eventEnvelope(event), { address });
    await accepted(
      replayEnvelope({
        replayId,
        segmentId: 0,
        events: pageRecording('/account'),
        errorIds: [event.event_id as string],
        compress: true,
      }),
      { address },
    );
    const [row] = await ctx.database.db
      .select({ replayId: errorEvent.replayId })
      .from(errorEvent)
      .where(eq(errorEvent.eventId, event.event_id as string));
    expect(row?.replayId).toBe(replayId);
  });
});

describe('what never enters the store', () => {
  it('is no password, no token, no e-mail: not in the extra, breadcrumbs, headers, message or replay', async () => {
    const replayId = hexId();
    const event = browserError({
      message: `refresh failed with ${JWT}`,
      user: {
        id: '17',
        email: 'inkoop@woonwinkel.example',
        ip_address: '192.0.2.44',
        username: 'demo-shop',
      },
      request: {
        url: `https://portal.example/recover-password?token=${JWT}&lang=nl`,
        headers: {
          Authorization: `Bearer ${JWT}`,
          Cookie: `session=${JWT}`,
          'User-Agent': 'Mozilla/5.0 Firefox/133.0',
        },
        cookies: { session: JWT },
        data: { password: PASSWORD },
      },
      extra: { form: { username: 'demo-shop', password: PASSWORD }, answer: `Bearer ${JWT}` },
      breadcrumbs: [
        {
          category: 'fetch',
          data: { method: 'POST', url: `/easyorder/token/?password=${PASSWORD}` },
        },
        { category: 'xhr', data: { method: 'GET', url: `/api/orders/?access_token=${JWT}` } },
        { category: 'console', message: `token ${JWT}` },
      ],
      contexts: {
        replay: { replay_id: replayId },
        state: { state: { type: 'redux', value: { password: PASSWORD } } },
      },
    });
    const address = freshAddress();
    await accepted(eventEnvelope(event), { address });
    await accepted(
      replayEnvelope({
        replayId,
        segmentId: 0,
        events: [
          ...pageRecording(`https://portal.example/recover-password?token=${JWT}`),
          {
            type: 5,
            timestamp: 9,
            data: {
              tag: 'breadcrumb',
              payload: {
                category: 'navigation',
                data: { to: `/recover-password?password=${PASSWORD}` },
              },
            },
          },
        ],
        errorIds: [event.event_id as string],
        compress: true,
      }),
      { address },
    );
    const text = await storedText(ctx);
    expect(text).toContain(event.event_id as string);
    expect(text).toContain(FILTERED);
    for (const secret of [JWT, PASSWORD, 'inkoop@woonwinkel.example', '192.0.2.44', 'session=']) {
      expect(text).not.toContain(secret);
    }
    const stored = await call('staff-admin', 'GET', `/api/manage/errors/events/${event.event_id}/`);
    expect(stored.json()).toMatchObject({
      debtor_id: 17,
      browser: 'Firefox 133',
      url: `/recover-password?token=${FILTERED}&lang=nl`,
      message: `refresh failed with ${FILTERED}`,
      extra: { form: { username: 'demo-shop', password: FILTERED }, answer: FILTERED },
    });
  });
});

describe('text no column holds', () => {
  it('is kept as the replacement character: a NUL, a lone surrogate, in values and keys', async () => {
    const replayId = hexId();
    const event = browserError({
      message: 'cut in the middle \ud83d',
      extra: { 'odd\u0000key': 'a\u0000b' },
      breadcrumbs: [{ category: 'console', message: 'half \udc00 a character' }],
      contexts: { replay: { replay_id: replayId } },
    });
    const address = freshAddress();
    await accepted(eventEnvelope(event), { address });
    await accepted(
      replayEnvelope({
        replayId,
        segmentId: 0,
        events: pageRecording('/', 'nul\u0000text'),
        compress: true,
      }),
      { address },
    );
    const stored = await call(
      'staff-service',
      'GET',
      `/api/manage/errors/events/${event.event_id}/`,
    );
    expect(stored.json()).toMatchObject({
      message: 'cut in the middle \ufffd',
      extra: { 'odd\ufffdkey': 'a\ufffdb' },
    });
    expect(stored.json().breadcrumbs[0].message).toBe('half \ufffd a character');
    const replay = await call('staff-service', 'GET', `/api/manage/errors/replays/${replayId}/`);
    expect(replay.statusCode, replay.body).toBe(200);
    expect(JSON.stringify(replay.json().events)).toContain('nul\ufffdtext');
  });
});

describe('a report of an odd shape', () => {
  it('is kept for what it says, the fields of another type left out', async () => {
    const event = {
      ...browserError(),
      timestamp: 1e300,
      fingerprint: 0,
      message: { formatted: 42 },
      exception: { values: [{ type: [], value: 1e300, stacktrace: { frames: 'none' } }] },
      breadcrumbs: [{ timestamp: -1e300, category: {}, message: 'still here' }],
      tags: ['not', 'a', 'record'],
    };
    await accepted(eventEnvelope(event as never));
    const stored = await call(
      'staff-service',
      'GET',
      `/api/manage/errors/events/${event.event_id}/`,
    );
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json()).toMatchObject({ occurred_at: null, title: '(no message)', tags: {} });
    expect(stored.json().exceptions[0]).toMatchObject({ type: 'Error', value: '', frames: [] });
    expect(stored.json().breadcrumbs[0]).toMatchObject({ timestamp: null, message: 'still here' });
  });
});

describe('a refused envelope', () => {
  async function refused(body: string | Uint8Array | Buffer, status: number, code: string) {
    const before = await storedCounts(ctx);
    const answer = await postEnvelope(ctx, body);
    expect(answer.statusCode, answer.body).toBe(status);
    expect(answer.json()).toEqual({
      code,
      detail: translate('en-au', `errors:${code}`, { seconds: 1 }),
    });
    expect(await storedCounts(ctx)).toEqual(before);
  }

  it('keeps nothing when it is malformed', async () => {
    await refused('{not json', 400, 'parse_error');
    await refused(`{"dsn":"${PORTAL_DSN}"}\n{"type":"event"}\n{"event_id":`, 400, 'parse_error');
    await refused(
      `{"dsn":"${PORTAL_DSN}"}\n{"type":"event","length":9999}\n{}`,
      400,
      'parse_error',
    );
    await refused(`{"dsn":"${PORTAL_DSN}"}\n{"length":2}\n{}`, 400, 'parse_error');
    // A good report before a bad recording: the whole envelope is refused.
    const good = eventEnvelope(browserError()) as string;
    await refused(`${good}\n{"type":"replay_recording","length":5}\nnope!`, 400, 'parse_error');
    await refused(Buffer.alloc(0), 400, 'parse_error');
  });

  it('keeps nothing when it names another project', async () => {
    await refused(
      eventEnvelope(browserError(), 'https://abc@o1.ingest.sentry.io/42'),
      400,
      'envelope_dsn_unknown',
    );
    await refused(
      itemsEnvelope([[{ type: 'event' }, browserError()]], { dsn: undefined }),
      400,
      'envelope_dsn_unknown',
    );
  });

  it('keeps nothing when it is too large, holds too many items or inflates too far', async () => {
    const big = browserError({ extra: { blob: 'x'.repeat(ERROR_INTAKE_LIMITS.envelopeBytes) } });
    await refused(eventEnvelope(big), 413, 'payload_too_large');
    const many = Array.from(
      { length: ERROR_INTAKE_LIMITS.items + 1 },
      () => [{ type: 'event' }, browserError()] as [Record<string, unknown>, unknown],
    );
    await refused(itemsEnvelope(many), 413, 'payload_too_large');
    const bomb = Buffer.concat([
      Buffer.from('{"segment_id":0}\n'),
      deflateSync(`[${' '.repeat(ERROR_INTAKE_LIMITS.recordingBytes + 1)}]`),
    ]);
    expect(bomb.length).toBeLessThan(ERROR_INTAKE_LIMITS.envelopeBytes);
    const replayId = hexId();
    await refused(
      itemsEnvelope([
        [
          { type: 'replay_event' },
          { type: 'replay_event', replay_id: replayId, segment_id: 0, error_ids: [] },
        ],
        [{ type: 'replay_recording', length: bomb.length }, new Uint8Array(bomb)],
      ]),
      413,
      'payload_too_large',
    );
  });
});

describe('the rate limits', () => {
  it('refuse an address over its limit with Retry-After, before reading the envelope', async () => {
    const address = freshAddress();
    for (let i = 0; i < 6; i += 1) {
      await accepted(eventEnvelope(browserError({ user: { id: String(100 + i) } })), { address });
    }
    const before = await storedCounts(ctx);
    const over = await postEnvelope(ctx, eventEnvelope(browserError()), { address });
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('throttled');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Even a malformed envelope: the address is refused first.
    expect((await postEnvelope(ctx, '{nope', { address })).statusCode).toBe(429);
    expect(await storedCounts(ctx)).toEqual(before);
    // Another address is still heard.
    await accepted(eventEnvelope(browserError()));
  });

  it('refuse a browser session over its limit from any address', async () => {
    const replayId = hexId();
    const inSession = () =>
      eventEnvelope(browserError({ contexts: { replay: { replay_id: replayId } } }));
    for (let i = 0; i < 3; i += 1) await accepted(inSession());
    const before = await storedCounts(ctx);
    const over = await postEnvelope(ctx, inSession());
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    const segment = await postEnvelope(
      ctx,
      replayEnvelope({ replayId, segmentId: 0, events: pageRecording('/') }),
    );
    expect(segment.statusCode).toBe(429);
    expect(await storedCounts(ctx)).toEqual(before);
  });
});

describe('the retention', () => {
  it('keeps the newest reports of a group and counts them all', async () => {
    const fingerprint = [`kept-${hexId()}`];
    const total = ERROR_RETENTION.eventsPerGroup + 4;
    const ids: string[] = [];
    for (let sent = 0; sent < total; sent += ERROR_INTAKE_LIMITS.items) {
      const items = Array.from(
        { length: Math.min(ERROR_INTAKE_LIMITS.items, total - sent) },
        () => {
          const event = browserError({ fingerprint, user: undefined });
          ids.push(event.event_id as string);
          return [{ type: 'event' }, event] as [Record<string, unknown>, unknown];
        },
      );
      await accepted(itemsEnvelope(items));
    }
    const group = await groupOf(ids[ids.length - 1] as string);
    expect(group?.count).toBe(total);
    const kept = await ctx.database.db
      .select({ eventId: errorEvent.eventId })
      .from(errorEvent)
      .where(eq(errorEvent.groupId, group!.id));
    expect(kept).toHaveLength(ERROR_RETENTION.eventsPerGroup);
    expect(kept.map((row) => row.eventId)).toContain(ids[ids.length - 1]);
    expect(kept.map((row) => row.eventId)).not.toContain(ids[0]);
  });

  it('removes old reports, long unseen groups and replays no report names', async () => {
    const old = browserError({ fingerprint: [`old-${hexId()}`] });
    const stale = browserError({ fingerprint: [`stale-${hexId()}`] });
    const fresh = browserError({ fingerprint: [`fresh-${hexId()}`] });
    for (const event of [old, stale, fresh]) await accepted(eventEnvelope(event));
    const orphan = hexId();
    await accepted(replayEnvelope({ replayId: orphan, segmentId: 0, events: pageRecording('/') }));
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    const db = ctx.database.db;
    await db
      .update(errorEvent)
      .set({ receivedAt: daysAgo(ERROR_RETENTION.eventDays + 1) })
      .where(eq(errorEvent.eventId, old.event_id as string));
    const staleGroup = await groupOf(stale.event_id as string);
    await db
      .update(errorGroup)
      .set({ lastSeen: daysAgo(ERROR_RETENTION.groupDays + 1) })
      .where(eq(errorGroup.id, staleGroup!.id));
    await db
      .update(errorReplaySegment)
      .set({ receivedAt: daysAgo(2) })
      .where(eq(errorReplaySegment.replayId, orphan));
    await sweep(db, retentionLimits(now));
    const left = await db
      .select({ eventId: errorEvent.eventId })
      .from(errorEvent)
      .where(sql`${errorEvent.eventId} in (${old.event_id}, ${stale.event_id}, ${fresh.event_id})`);
    expect(left.map((row) => row.eventId)).toEqual([fresh.event_id]);
    expect(await db.select().from(errorGroup).where(eq(errorGroup.id, staleGroup!.id))).toEqual([]);
    expect(
      await db.select().from(errorReplaySegment).where(eq(errorReplaySegment.replayId, orphan)),
    ).toEqual([]);
  });
});
