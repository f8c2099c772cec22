// With SENTRY_DSN configured the intake keeps nothing: it passes each envelope on to that Sentry's
// envelope endpoint after the answer, scrubbed, without the noise, under the configured DSN. A
// local server stands in for Sentry.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FILTERED } from '@atelier/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../articles/test-support.js';
import { createTestApp, type TestContext } from '../test/app.js';
import { readEnvelope } from './envelope.js';
import {
  browserError,
  eventEnvelope,
  hexId,
  itemsEnvelope,
  pageRecording,
  postEnvelope,
  replayEnvelope,
  storedCounts,
} from './test-support.js';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJkZWFsZXIifQ.c2lnbmF0dXJlLXNlY3JldA';

interface Received {
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

let sink: Server;
const received: Received[] = [];
let ctx: TestContext;
let dsn: string;

beforeAll(async () => {
  sink = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  dsn = `http://sinkkey@127.0.0.1:${(sink.address() as AddressInfo).port}/7`;
  ctx = await createTestApp({ sentryDsn: dsn });
});

afterAll(async () => {
  await ctx?.app.close();
  await ctx?.database.close();
  await new Promise((resolve) => sink.close(resolve));
});

describe('with a Sentry configured', () => {
  it('passes a scrubbed report on under the configured DSN and keeps nothing', async () => {
    const before = await storedCounts(ctx);
    const event = browserError({
      message: `refresh failed with ${JWT}`,
      user: { id: '17', email: 'inkoop@woonwinkel.example' },
      request: { url: '/recover-password?token=abc', headers: { Authorization: `Bearer ${JWT}` } },
      extra: { password: 'hunter22' },
    });
    const answer = await postEnvelope(ctx, eventEnvelope(event));
    expect(answer.statusCode, answer.body).toBe(200);
    await ctx.app.background.idle();
    expect(received).toHaveLength(1);
    const [sent] = received;
    expect(sent?.url).toBe('/api/7/envelope/');
    expect(sent?.headers['content-type']).toBe('application/x-sentry-envelope');
    expect(sent?.headers['x-sentry-auth']).toContain('sentry_key=sinkkey');
    const envelope = readEnvelope(sent!.body);
    expect(envelope.header).toMatchObject({ dsn, event_id: event.event_id });
    expect(envelope.items.map((item) => item.type)).toEqual(['event']);
    expect(envelope.items[0]?.payload).toMatchObject({
      event_id: event.event_id,
      user: { id: '17' },
      request: { url: `/recover-password?token=${FILTERED}` },
      extra: { password: FILTERED },
      message: `refresh failed with ${FILTERED}`,
    });
    const text = sent!.body.toString('utf8');
    for (const secret of [
      JWT,
      'hunter22',
      'inkoop@woonwinkel.example',
      'token=abc',
      '//atelier@',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(await storedCounts(ctx)).toEqual(before);
  });

  it('passes a replay on uncompressed and scrubbed, transactions too, and drops the noise', async () => {
    received.length = 0;
    const replayId = hexId();
    await postEnvelope(
      ctx,
      replayEnvelope({
        replayId,
        segmentId: 0,
        events: pageRecording(`https://portal.example/recover-password?token=${JWT}`),
        compress: true,
      }),
    );
    await postEnvelope(
      ctx,
      eventEnvelope(browserError({ type: 'transaction', spans: [] }) as never),
    );
    await postEnvelope(
      ctx,
      eventEnvelope(browserError({ exception: { values: [{ type: 'AbortError', value: 'x' }] } })),
    );
    await postEnvelope(ctx, itemsEnvelope([[{ type: 'client_report' }, { discarded_events: [] }]]));
    await ctx.app.background.idle();
    expect(received).toHaveLength(2);
    const [replay, transaction] = received.map((request) => readEnvelope(request.body));
    expect(replay?.items.map((item) => item.type)).toEqual(['replay_event', 'replay_recording']);
    const recording = replay?.items[1]?.payload as {
      segmentId: number;
      events: { data: { href?: string } }[];
    };
    expect(recording.segmentId).toBe(0);
    expect(recording.events[0]?.data.href).toBe(
      `https://portal.example/recover-password?token=${FILTERED}`,
    );
    expect(transaction?.items.map((item) => item.type)).toEqual(['transaction']);
    expect(await storedCounts(ctx)).toEqual({ groups: 0, events: 0, segments: 0 });
    const staff = caller(ctx);
    expect((await staff('staff-service', 'GET', '/api/manage/errors/summary/')).json()).toEqual({
      open: 0,
      kept: false,
    });
  });

  it('still refuses what is not the portal’s own', async () => {
    received.length = 0;
    const answer = await postEnvelope(ctx, eventEnvelope(browserError(), dsn));
    expect(answer.statusCode).toBe(400);
    await ctx.app.background.idle();
    expect(received).toHaveLength(0);
  });
});
