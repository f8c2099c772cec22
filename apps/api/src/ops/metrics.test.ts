// `/metrics` (decision 094): Prometheus text for the bearer of METRICS_TOKEN or, without one, for a
// caller on this machine; anyone else is answered as an unknown path is. What it counts: requests
// per route pattern and status class, 5xx per route, the pool, the document queue, live streams,
// integration events per site and refused log-ins per throttle; and the process's own metrics.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { translate } from '@atelier/i18n';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnvironment } from '../config.js';
import { appUser, documentJob } from '../db/schema/index.js';
import { createIntegrationKey } from '../production/integration-keys.js';
import {
  bearer,
  createTestApp,
  debtorIdOf,
  login,
  type TestContext,
  useTestApp,
} from '../test/app.js';

const TOKEN = 'metrics-token-0123456789abcdef';
const STRANGER = '203.0.113.9';

/** The samples of a Prometheus text: `name{labels}` → value. */
function samples(text: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(\{[^}]*\})? (\S+)$/.exec(line);
    if (match) found.set(`${match[1]}${match[2] ?? ''}`, Number(match[3]));
  }
  return found;
}

async function scrape(ctx: TestContext, headers: Record<string, string> = {}) {
  const response = await ctx.app.inject({ method: 'GET', url: '/metrics', headers });
  expect(response.statusCode, response.body).toBe(200);
  return samples(response.body);
}

describe('who may read the metrics', () => {
  const local = useTestApp();
  const guarded = useTestApp({ metricsToken: TOKEN });

  it('answers a caller on this machine when no token is configured, as Prometheus text', async () => {
    const response = await local.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.headers['content-type']).toContain('version=0.0.4');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('# TYPE atelier_http_request_duration_seconds histogram');
    // The process's own metrics.
    expect(response.body).toContain('process_cpu_user_seconds_total');
    expect(response.body).toContain('nodejs_eventloop_lag_seconds');
  });

  it('answers anyone else as an unknown path, a forwarded caller and a stranger alike', async () => {
    const unknown = await local.app.inject({ method: 'GET', url: '/metrics-unknown' });
    expect(unknown.statusCode).toBe(404);
    for (const request of [
      { remoteAddress: STRANGER },
      { headers: { 'x-forwarded-for': STRANGER } },
      { headers: { forwarded: `for=${STRANGER}` } },
      { remoteAddress: STRANGER, headers: { 'x-forwarded-for': '127.0.0.1' } },
      { remoteAddress: STRANGER, headers: { authorization: `Bearer ${TOKEN}` } },
    ]) {
      const response = await local.app.inject({ method: 'GET', url: '/metrics', ...request });
      expect(response.statusCode, JSON.stringify(request)).toBe(404);
      expect(response.json()).toEqual({
        code: 'not_found',
        detail: translate('en-au', 'errors:not_found'),
      });
    }
  });

  it('asks for the configured token from everyone, this machine too', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer wrong-token-0123456789abcdef' },
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: TOKEN },
      { authorization: `Basic ${TOKEN}` },
    ]) {
      const response = await guarded.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(404);
    }
    const remote = await guarded.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: STRANGER,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(remote.statusCode).toBe(200);
    expect(remote.body).toContain('atelier_db_pool_connections');
  });

  it('reads the token from METRICS_TOKEN and refuses a short one at start', () => {
    expect(readEnvironment({}).metricsToken).toBeUndefined();
    expect(readEnvironment({ METRICS_TOKEN: TOKEN }).metricsToken).toBe(TOKEN);
    for (const token of ['short', 'sixteen chars ok but spaced']) {
      expect(() => readEnvironment({ METRICS_TOKEN: token }), token).toThrow(/METRICS_TOKEN/);
    }
  });
});

describe('what the metrics count', () => {
  // The log-in throttle reads this clock: standing still, a slowed username must wait.
  let clockMs = Date.now();
  const ctx = useTestApp({ clock: () => new Date(clockMs) });

  it('counts requests by method, route pattern and status class, and 5xx per route', async () => {
    const { access } = await login(ctx.app, 'demo-shop');
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders/',
      headers: bearer(access),
      payload: {},
    });
    const orderId = created.json().id as number;
    const before = await scrape(ctx);
    for (let i = 0; i < 3; i += 1) {
      await ctx.app.inject({
        method: 'GET',
        url: `/api/orders/${orderId}/`,
        headers: bearer(access),
      });
    }
    await ctx.app.inject({ method: 'GET', url: '/api/orders/999999999/', headers: bearer(access) });
    await ctx.app.inject({ method: 'GET', url: '/no/such/page' });
    const after = await scrape(ctx);
    const count = (labels: string) =>
      (after.get(`atelier_http_request_duration_seconds_count{${labels}}`) ?? 0) -
      (before.get(`atelier_http_request_duration_seconds_count{${labels}}`) ?? 0);
    expect(count('method="GET",route="/api/orders/:orderId/",status_class="2xx"')).toBe(3);
    expect(count('method="GET",route="/api/orders/:orderId/",status_class="4xx"')).toBe(1);
    expect(count('method="GET",route="unmatched",status_class="4xx"')).toBe(1);
    // No series names a URL.
    expect(
      [...after.keys()].some((key) => key.includes(`/${orderId}/`) || key.includes('999999999')),
    ).toBe(false);
    expect([...after.keys()].some((key) => key.includes('/no/such/page'))).toBe(false);

    const broken = await createTestApp();
    try {
      const { access: other } = await login(broken.app, 'demo-shop');
      await broken.database.close();
      const failed = await broken.app.inject({
        method: 'GET',
        url: '/api/user/settings/',
        headers: bearer(other),
      });
      expect(failed.statusCode).toBe(500);
      // The database is gone: the metrics still answer, without the queue.
      const text = await scrape(broken);
      expect(
        text.get('atelier_http_server_errors_total{method="GET",route="/api/user/settings/"}'),
      ).toBe(1);
      expect(
        text.get(
          'atelier_http_request_duration_seconds_count{method="GET",route="/api/user/settings/",status_class="5xx"}',
        ),
      ).toBe(1);
      expect(text.has('atelier_document_jobs{state="waiting"}')).toBe(false);
    } finally {
      await broken.app.close();
    }
  });

  it('reports the pool and the document queue with the age of its oldest waiting job', async () => {
    const empty = await scrape(ctx);
    expect(empty.get('atelier_db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
    expect(empty.get('atelier_db_pool_connections{state="in_use"}')).toBeGreaterThanOrEqual(0);
    expect(empty.get('atelier_db_pool_waiting')).toBe(0);
    expect(empty.get('atelier_document_jobs{state="waiting"}')).toBe(0);
    expect(empty.get('atelier_document_job_oldest_waiting_seconds')).toBe(0);

    const { access } = await login(ctx.app, 'demo-shop');
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders/',
      headers: bearer(access),
      payload: {},
    });
    const [user] = await ctx.database.db
      .select({ id: appUser.id })
      .from(appUser)
      .where(eq(appUser.username, 'demo-shop'));
    const job = {
      debtorId: await debtorIdOf(ctx, '100231'),
      orderId: created.json().id as number,
      report: 'orderforms' as const,
      locale: 'en' as const,
      userId: user!.id,
    };
    await ctx.database.db.insert(documentJob).values([
      { ...job, version: 'old', createdAt: new Date(Date.now() - 3_600_000) },
      { ...job, version: 'new' },
      { ...job, version: 'running', state: 'running', claimedAt: new Date() },
      { ...job, version: 'done', state: 'done', createdAt: new Date(Date.now() - 7_200_000) },
    ]);
    const queued = await scrape(ctx);
    expect(queued.get('atelier_document_jobs{state="waiting"}')).toBe(2);
    expect(queued.get('atelier_document_jobs{state="running"}')).toBe(1);
    const oldest = queued.get('atelier_document_job_oldest_waiting_seconds') ?? 0;
    expect(oldest).toBeGreaterThanOrEqual(3590);
    expect(oldest).toBeLessThan(7000);
    await ctx.database.db.delete(documentJob).where(eq(documentJob.orderId, job.orderId));
  });

  it('counts refused log-ins by the throttle that refused them', async () => {
    const refused = async (kind: string) =>
      (await scrape(ctx)).get(`atelier_login_throttled_total{kind="${kind}"}`);
    expect(await refused('username')).toBe(0);
    expect(await refused('address')).toBe(0);
    const attempt = (username: string, address: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/easyorder/token/',
        payload: { username, password: 'not-the-password' },
        remoteAddress: address,
      });
    // A username slowed after ten failures (the clock stands still: the next one must wait).
    for (let i = 0; i < 10; i += 1) {
      expect((await attempt('guessed-name', `10.3.0.${i}`)).statusCode).toBe(401);
    }
    expect((await attempt('guessed-name', '10.3.1.1')).statusCode).toBe(429);
    expect(await refused('username')).toBe(1);
    expect(await refused('address')).toBe(0);
    // An address past thirty attempts in the window.
    for (let i = 0; i < 30; i += 1) {
      expect((await attempt(`name-${i}`, '10.3.2.1')).statusCode).toBe(401);
    }
    expect((await attempt('name-last', '10.3.2.1')).statusCode).toBe(429);
    expect(await refused('address')).toBe(1);
    expect(await refused('username')).toBe(1);
    clockMs += 60 * 60_000;
  });

  it('counts the integration events each production site sends', async () => {
    const { key } = await createIntegrationKey(ctx.database.db, 'atelierhelmond', 'metrics');
    const before = await scrape(ctx);
    expect(before.get('atelier_integration_events_received_total{site="atelierhelmond"}')).toBe(0);
    expect(before.get('atelier_integration_events_received_total{site="ateliergenemuiden"}')).toBe(
      0,
    );
    const event = (id: string) => ({
      event_id: id,
      order_number: '999999991',
      status: 'produktie',
      occurred_at: new Date(clockMs - 60_000).toISOString(),
    });
    const pushed = await ctx.app.inject({
      method: 'POST',
      url: '/api/integration/v1/events/',
      headers: { authorization: `Bearer ${key}` },
      payload: { events: [event('m-1'), event('m-2'), event('m-3')] },
    });
    // Answered per event (none of these names an article of the site); all three received.
    expect([200, 207, 409], pushed.body).toContain(pushed.statusCode);
    // Without a valid key nothing is counted.
    await ctx.app.inject({
      method: 'POST',
      url: '/api/integration/v1/events/',
      headers: { authorization: 'Bearer atk_not-a-key-0123456789abcdef' },
      payload: { events: [event('m-4')] },
    });
    const after = await scrape(ctx);
    expect(after.get('atelier_integration_events_received_total{site="atelierhelmond"}')).toBe(3);
    expect(after.get('atelier_integration_events_received_total{site="ateliergenemuiden"}')).toBe(
      0,
    );
  });
});

describe('live streams', () => {
  const ctx = useTestApp({ liveHeartbeatMs: 3_600_000 });
  let base = '';
  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  });

  const open = async () => (await scrape(ctx)).get('atelier_live_streams');

  it('counts the streams open on this instance', async () => {
    expect(await open()).toBe(0);
    const { access } = await login(ctx.app, 'demo-shop');
    const abort = new AbortController();
    const response = await fetch(`${base}/api/live/`, {
      headers: bearer(access),
      signal: abort.signal,
    });
    expect(response.status).toBe(200);
    expect(await open()).toBe(1);
    abort.abort();
    // The server hears the close a moment later.
    let left = await open();
    for (let turn = 0; turn < 100 && left !== 0; turn += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      left = await open();
    }
    expect(left).toBe(0);
  });
});

describe('beside the web app', () => {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'atelier-web-'));
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Atelier</title>');
  let web: TestContext;
  beforeAll(async () => {
    web = await createTestApp({ webRoot, metricsToken: TOKEN });
  });
  afterAll(async () => {
    await web.app.close();
    await web.database.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('answers the metrics, not the web app; a refused caller gets what an unknown page gets', async () => {
    const metrics = await web.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toContain('atelier_http_request_duration_seconds');
    const refused = await web.app.inject({ method: 'GET', url: '/metrics' });
    const unknown = await web.app.inject({ method: 'GET', url: '/metrics-unknown' });
    expect(refused.statusCode).toBe(unknown.statusCode);
    expect(refused.headers['content-type']).toBe(unknown.headers['content-type']);
    expect(refused.body).toBe(unknown.body);
    expect(refused.body).toContain('<title>Atelier</title>');
  });
});
