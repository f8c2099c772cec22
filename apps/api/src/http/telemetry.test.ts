// Tracing (decision 094): a server span per request named by its route pattern, a child of the
// browser's trace (W3C traceparent, else Sentry's sentry-trace); a span per statement without its
// parameters; job spans in the trace of the request that started them; the trace id in every log
// line and in a 500's `reference`; spans exported over OTLP/HTTP only when an endpoint is set.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, validArticles } from '../articles/test-support.js';
import { readEnvironment } from '../config.js';
import { articleOrder } from '../db/schema/index.js';
import { INLINE_ARTICLE_LIMIT } from '../documents/documents.service.js';
import { DEFAULT_SERVICE_NAME, parentContext } from '../telemetry/tracing.js';
import { bearer, createTestApp, login, type TestContext, useTestApp } from '../test/app.js';

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const PARENT_SPAN = '00f067aa0ba902b7';
const SENTRY_TRACE_ID = '771a43a4192642f0b136d5159a501700';
const SENTRY_SPAN = 'b7ad6b7169203331';
const traceparent = (flags = '01') => `00-${TRACE_ID}-${PARENT_SPAN}-${flags}`;

const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk, _encoding, callback) {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    callback();
  },
});

describe('the caller’s trace from its headers', () => {
  const idsOf = (headers: Record<string, string>) =>
    trace.getSpanContext(parentContext(headers)) ?? null;

  it('reads W3C traceparent and tracestate', () => {
    const parent = idsOf({ traceparent: traceparent(), tracestate: 'vendor=value' });
    expect(parent).toMatchObject({ traceId: TRACE_ID, spanId: PARENT_SPAN, isRemote: true });
    expect(parent?.traceState?.get('vendor')).toBe('value');
  });

  it('reads sentry-trace when no traceparent is sent, with or without its sampling flag', () => {
    for (const header of [
      `${SENTRY_TRACE_ID}-${SENTRY_SPAN}-1`,
      `${SENTRY_TRACE_ID}-${SENTRY_SPAN}`,
      `${SENTRY_TRACE_ID.toUpperCase()}-${SENTRY_SPAN}-0`,
    ]) {
      expect(idsOf({ 'sentry-trace': header }), header).toMatchObject({
        traceId: SENTRY_TRACE_ID,
        spanId: SENTRY_SPAN,
        isRemote: true,
      });
    }
    expect(idsOf({ 'sentry-trace': `${SENTRY_TRACE_ID}-${SENTRY_SPAN}-0` })?.traceFlags).toBe(0);
    expect(idsOf({ 'sentry-trace': `${SENTRY_TRACE_ID}-${SENTRY_SPAN}` })?.traceFlags).toBe(1);
  });

  it('prefers traceparent to sentry-trace', () => {
    const parent = idsOf({
      traceparent: traceparent(),
      'sentry-trace': `${SENTRY_TRACE_ID}-${SENTRY_SPAN}-1`,
    });
    expect(parent?.traceId).toBe(TRACE_ID);
  });

  it('ignores a malformed or empty trace and falls back to sentry-trace, else to none', () => {
    for (const header of [
      '00-00000000000000000000000000000000-00f067aa0ba902b7-01',
      `00-${TRACE_ID}-0000000000000000-01`,
      `zz-${TRACE_ID}-${PARENT_SPAN}-01`,
      'nonsense',
    ]) {
      expect(idsOf({ traceparent: header }), header).toBeNull();
      expect(
        idsOf({ traceparent: header, 'sentry-trace': `${SENTRY_TRACE_ID}-${SENTRY_SPAN}` })
          ?.traceId,
      ).toBe(SENTRY_TRACE_ID);
    }
    for (const header of [
      `${'0'.repeat(32)}-${SENTRY_SPAN}-1`,
      `${SENTRY_TRACE_ID}-${SENTRY_SPAN}-2`,
      `${SENTRY_TRACE_ID}-short-1`,
      `${SENTRY_TRACE_ID}x-${SENTRY_SPAN}`,
    ]) {
      expect(idsOf({ 'sentry-trace': header }), header).toBeNull();
    }
  });
});

describe('without an exporter', () => {
  const ctx = useTestApp({ logger: { level: 'info', stream: sink } });

  it('records nothing, yet names the request’s trace in every log line and in a 500', async () => {
    expect(ctx.app.tracing.recording).toBe(false);
    const broken = await createTestApp({ logger: { level: 'info', stream: sink } });
    const { access } = await login(broken.app, 'demo-shop');
    await broken.database.close();
    try {
      lines.length = 0;
      const response = await broken.app.inject({
        method: 'GET',
        url: '/api/user/settings/',
        headers: { ...bearer(access), traceparent: traceparent() },
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toMatchObject({ code: 'server_error', reference: TRACE_ID });
      const error = lines.find((line) => line.msg === 'unhandled error');
      const answered = lines.find((line) => line.msg === 'request answered');
      expect(error).toMatchObject({ trace_id: TRACE_ID });
      expect(answered).toMatchObject({ trace_id: TRACE_ID, statusCode: 500 });
      expect(answered?.span_id).toMatch(/^[0-9a-f]{16}$/);
      expect(answered?.span_id).not.toBe(PARENT_SPAN);
      expect(error?.span_id).toBe(answered?.span_id);

      const sentry = await broken.app.inject({
        method: 'GET',
        url: '/api/user/settings/',
        headers: { ...bearer(access), 'sentry-trace': `${SENTRY_TRACE_ID}-${SENTRY_SPAN}-1` },
      });
      expect(sentry.json().reference).toBe(SENTRY_TRACE_ID);

      // A request of its own: a new trace each time.
      const first = await broken.app.inject({
        method: 'GET',
        url: '/api/user/settings/',
        headers: bearer(access),
      });
      const second = await broken.app.inject({
        method: 'GET',
        url: '/api/user/settings/',
        headers: bearer(access),
      });
      expect(first.json().reference).toMatch(/^[0-9a-f]{32}$/);
      expect(first.json().reference).not.toBe(second.json().reference);
    } finally {
      await broken.app.close();
    }
  });

  it('writes a line outside any request as given, without trace ids, and leaks none between lines', async () => {
    lines.length = 0;
    ctx.app.log.info({ first: 1 }, 'outside a request');
    ctx.app.log.info('again outside');
    await ctx.app.inject({ method: 'GET', url: '/api/latest-tag/' });
    ctx.app.log.info({ second: 2 }, 'after a request');
    const [first, again, answered, after] = lines;
    expect(first).toMatchObject({ first: 1, msg: 'outside a request' });
    expect(again).toMatchObject({ msg: 'again outside' });
    expect(answered).toMatchObject({ msg: 'request answered', trace_id: expect.any(String) });
    expect(after).toMatchObject({ second: 2 });
    for (const line of [first, again, after]) expect(line).not.toHaveProperty('trace_id');
    expect(again).not.toHaveProperty('first');
    expect(after).not.toHaveProperty('statusCode');
  });

  it('gives no reference on an answer that is not a failure of ours', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/settings/',
      headers: { traceparent: traceparent() },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().reference).toBeUndefined();
  });

  it('logs the operations endpoints at debug, other requests at info, each with its trace', async () => {
    lines.length = 0;
    for (const url of ['/healthz', '/readyz', '/metrics', '/api/latest-tag/']) {
      await ctx.app.inject({ method: 'GET', url, headers: { traceparent: traceparent() } });
    }
    const answered = lines.filter((line) => line.msg === 'request answered');
    expect(answered.map((line) => line.url)).toEqual(['/api/latest-tag/']);
    expect(answered[0]).toMatchObject({ trace_id: TRACE_ID });
  });

  it('reads the exporter’s endpoint, the service name and the sampler from the environment', () => {
    expect(readEnvironment({}).telemetry).toEqual({
      otlpEndpoint: undefined,
      serviceName: undefined,
      samplerFromEnvironment: false,
    });
    expect(
      readEnvironment({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
        OTEL_SERVICE_NAME: 'atelier-eu',
        OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
      }).telemetry,
    ).toEqual({
      otlpEndpoint: 'http://collector:4318',
      serviceName: 'atelier-eu',
      samplerFromEnvironment: true,
    });
    for (const endpoint of ['collector:4318', 'ftp://collector', 'not a url']) {
      expect(() => readEnvironment({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint }), endpoint).toThrow(
        /OTEL_EXPORTER_OTLP_ENDPOINT/,
      );
    }
  });
});

describe('with an exporter', () => {
  const exporter = new InMemorySpanExporter();
  const ctx = useTestApp({
    telemetry: { spanExporter: exporter },
    logger: { level: 'info', stream: sink },
  });
  const call = caller(ctx);

  /** The spans ended so far, the exporter emptied. */
  async function spans(): Promise<ReadableSpan[]> {
    await ctx.app.tracing.flush();
    const ended = [...exporter.getFinishedSpans()];
    exporter.reset();
    return ended;
  }
  const serverSpans = (list: ReadableSpan[]) =>
    list.filter((span) => span.kind === SpanKind.SERVER);

  beforeAll(async () => {
    // The caller logs in once, on its first call.
    await call('demo-shop', 'GET', '/api/user/settings/');
    await spans();
  });

  it('names a request’s span by method and route pattern, with its status', async () => {
    const created = await call('demo-shop', 'POST', '/api/orders/', { payload: {} });
    const orderId = created.json().id as number;
    await spans();
    const response = await call('demo-shop', 'GET', `/api/orders/${orderId}/`);
    expect(response.statusCode).toBe(200);
    const [server, ...others] = serverSpans(await spans());
    expect(others).toEqual([]);
    expect(server?.name).toBe('GET /api/orders/:orderId/');
    expect(server?.attributes).toMatchObject({
      'http.request.method': 'GET',
      'http.route': '/api/orders/:orderId/',
      'http.response.status_code': 200,
    });
    expect(JSON.stringify(server?.attributes)).not.toContain(String(orderId));
    expect(server?.resource.attributes['service.name']).toBe(DEFAULT_SERVICE_NAME);
    expect(server?.resource.attributes['service.version']).toEqual(expect.any(String));

    await ctx.app.inject({ method: 'GET', url: '/api/no-such-call/' });
    const [missing] = serverSpans(await spans());
    expect(missing?.name).toBe('GET');
    expect(missing?.attributes['http.route']).toBeUndefined();
    expect(missing?.attributes['http.response.status_code']).toBe(404);
  });

  it('joins the browser’s trace: traceparent, or sentry-trace without one', async () => {
    await call('demo-shop', 'GET', '/api/user/settings/', {
      headers: { traceparent: traceparent() },
    });
    const [w3c] = serverSpans(await spans());
    expect(w3c?.spanContext().traceId).toBe(TRACE_ID);
    expect(w3c?.parentSpanContext?.spanId).toBe(PARENT_SPAN);

    await call('demo-shop', 'GET', '/api/user/settings/', {
      headers: { 'sentry-trace': `${SENTRY_TRACE_ID}-${SENTRY_SPAN}-0` },
    });
    const [sentry] = serverSpans(await spans());
    expect(sentry?.spanContext().traceId).toBe(SENTRY_TRACE_ID);
    expect(sentry?.parentSpanContext?.spanId).toBe(SENTRY_SPAN);
    // The browser did not sample its own trace; the server keeps its side all the same.
    expect(sentry?.spanContext().traceFlags).toBe(1);
  });

  it('records each statement as a child of its request, never with its parameters', async () => {
    const secret = `wrong-${randomBytes(6).toString('hex')}`;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/easyorder/token/',
      payload: { username: 'demo-shop', password: secret },
      headers: { traceparent: traceparent() },
      remoteAddress: '10.9.9.9',
    });
    expect(response.statusCode).toBe(401);
    const ended = await spans();
    const [server] = serverSpans(ended);
    const statements = ended.filter((span) => span.kind === SpanKind.CLIENT);
    expect(statements.length).toBeGreaterThan(1);
    for (const statement of statements) {
      expect(statement.spanContext().traceId).toBe(TRACE_ID);
      expect(statement.attributes).toMatchObject({
        'db.system': 'postgresql',
        'db.system.name': 'postgresql',
        'db.operation.name': expect.stringMatching(/^[A-Z]+$/),
      });
      const written = JSON.stringify([statement.name, statement.attributes, statement.events]);
      for (const value of [secret, 'demo-shop', '10.9.9.9']) expect(written).not.toContain(value);
    }
    // Each statement's parent is the request's span or one of its own statements' spans.
    const ids = new Set([
      server?.spanContext().spanId,
      ...ended.map((s) => s.spanContext().spanId),
    ]);
    for (const statement of statements) {
      expect(ids.has(statement.parentSpanContext?.spanId)).toBe(true);
    }
    expect(
      statements.some((span) => span.parentSpanContext?.spanId === server?.spanContext().spanId),
    ).toBe(true);
    expect(statements.map((span) => span.name)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^(SELECT|INSERT|BEGIN|COMMIT)\b/)]),
    );
  });

  it('marks a 500’s span failed, with the error behind it', async () => {
    const own = new InMemorySpanExporter();
    const broken = await createTestApp({ telemetry: { spanExporter: own } });
    const { access } = await login(broken.app, 'demo-shop');
    await broken.database.close();
    try {
      await broken.app.tracing.flush();
      own.reset();
      const response = await broken.app.inject({
        method: 'GET',
        url: '/api/user/settings/',
        headers: { ...bearer(access), traceparent: traceparent() },
      });
      expect(response.json().reference).toBe(TRACE_ID);
      await broken.app.tracing.flush();
      const [server, ...others] = serverSpans(own.getFinishedSpans());
      expect(others).toEqual([]);
      expect(server?.status.code).toBe(SpanStatusCode.ERROR);
      expect(server?.attributes['http.response.status_code']).toBe(500);
      expect(server?.events.map((event) => event.name)).toContain('exception');
    } finally {
      await broken.app.close();
    }
  });

  it('follows a large order’s document from the click through its job to its statements', async () => {
    const valid = await validArticles(ctx);
    const created = await call('demo-shop', 'POST', '/api/orders/', { payload: {} });
    const orderId = created.json().id as number;
    const first = await call('demo-shop', 'POST', `/api/orders/${orderId}/articles/pleatcurtain/`, {
      payload: valid.pleatcurtain,
    });
    const [row] = await ctx.database.db
      .select()
      .from(articleOrder)
      .where(eq(articleOrder.orderNumber, first.json().order_number));
    const { orderNumber: _, createdAt: __, updatedAt: ___, ...rest } = row!;
    const { id: ____, ...copy } = rest as typeof rest & { id?: number };
    await ctx.database.db.insert(articleOrder).values(
      Array.from({ length: INLINE_ARTICLE_LIMIT }, (_, index) => ({
        ...copy,
        position: index + 1,
      })),
    );
    await spans();
    const pending = await call('demo-shop', 'GET', `/api/orders/${orderId}/orderforms/`, {
      headers: { traceparent: traceparent() },
    });
    expect(pending.statusCode).toBe(202);
    await ctx.app.background.idle();
    const ended = await spans();
    const [server] = serverSpans(ended);
    const job = ended.find((span) => span.name === 'job documents');
    const document = ended.find((span) => span.name === 'document orderforms');
    expect(job?.parentSpanContext?.spanId).toBe(server?.spanContext().spanId);
    expect(document?.parentSpanContext?.spanId).toBe(job?.spanContext().spanId);
    expect(document?.attributes).toMatchObject({
      'atelier.document.report': 'orderforms',
      'atelier.order.id': orderId,
    });
    for (const span of [server, job, document]) expect(span?.spanContext().traceId).toBe(TRACE_ID);
    const underDocument = ended.filter(
      (span) => span.parentSpanContext?.spanId === document?.spanContext().spanId,
    );
    expect(underDocument.some((span) => span.kind === SpanKind.CLIENT)).toBe(true);
  });
});

describe('export over OTLP/HTTP', () => {
  const received: { path: string; type: string; body: string }[] = [];
  const collector = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        type: String(request.headers['content-type']),
        body,
      });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  const ctx = {} as TestContext;

  beforeAll(async () => {
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    const { port } = collector.address() as AddressInfo;
    Object.assign(
      ctx,
      await createTestApp({
        telemetry: { otlpEndpoint: `http://127.0.0.1:${port}/`, serviceName: 'atelier-eu' },
      }),
    );
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.close();
    await new Promise((resolve) => collector.close(resolve));
  });

  it('sends the spans to the collector’s /v1/traces under the configured service name', async () => {
    expect(ctx.app.tracing.recording).toBe(true);
    await ctx.app.inject({
      method: 'GET',
      url: '/api/latest-tag/',
      headers: { traceparent: traceparent() },
    });
    await ctx.app.tracing.flush();
    expect(received.length).toBeGreaterThan(0);
    expect(received.every((post) => post.path === '/v1/traces')).toBe(true);
    const body = received.map((post) => post.body).join('\n');
    expect(received[0]?.type).toContain('application/json');
    expect(body).toContain('atelier-eu');
    expect(body).toContain('GET /api/latest-tag/');
    expect(body.toLowerCase()).toContain(TRACE_ID);
  });
});
