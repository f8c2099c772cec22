// `/healthz` and `/readyz` for a load balancer (decision 094): public, naming only which check
// failed. Ready means the database answers, every migration is applied and the instance's
// document worker runs (it takes waiting jobs on its own, no request needed).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readinessSchema } from '@atelier/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUser, documentJob } from '../db/schema/index.js';
import { WORKER_INTERVAL_MS } from '../documents/documents.service.js';
import {
  bearer,
  createTestApp,
  debtorIdOf,
  login,
  type TestContext,
  useTestApp,
} from '../test/app.js';

const STRANGER = '203.0.113.9';

const ready = (ctx: TestContext) =>
  ctx.app.inject({ method: 'GET', url: '/readyz', remoteAddress: STRANGER });

const allOk = {
  status: 'ok',
  checks: { database: 'ok', migrations: 'ok', worker: 'ok' },
};

describe('liveness and readiness', () => {
  let clockMs = Date.now();
  const ctx = useTestApp({ clock: () => new Date(clockMs) });

  it('answers /healthz to anyone while the process answers', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await ctx.app.inject({ method, url: '/healthz', remoteAddress: STRANGER });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      if (method === 'GET') expect(response.json()).toEqual({ status: 'ok' });
    }
  });

  it('is ready when the database answers, the migrations are applied and the worker runs', async () => {
    const response = await ready(ctx);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual(allOk);
    expect(readinessSchema.parse(response.json())).toEqual(allOk);
  });

  it('is not ready once its worker has not looked at the queue for three intervals', async () => {
    const started = clockMs;
    try {
      clockMs = started + 3 * WORKER_INTERVAL_MS;
      expect((await ready(ctx)).statusCode).toBe(200);
      clockMs = started + 3 * WORKER_INTERVAL_MS + 1000;
      const response = await ready(ctx);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'failed',
        checks: { database: 'ok', migrations: 'ok', worker: 'failed' },
      });
    } finally {
      clockMs = started;
    }
    expect((await ready(ctx)).statusCode).toBe(200);
  });

  it('is not ready when a migration of this version is missing or none was ever applied', async () => {
    const own = await createTestApp();
    try {
      const latest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
      await own.database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = ${latest}`,
      );
      const missing = await ready(own);
      expect(missing.statusCode).toBe(503);
      expect(missing.json().checks).toEqual({ database: 'ok', migrations: 'failed', worker: 'ok' });
      await own.database.db.execute(sql`drop table drizzle.__drizzle_migrations`);
      const never = await ready(own);
      expect(never.statusCode).toBe(503);
      expect(never.json().checks.migrations).toBe('failed');
    } finally {
      await own.app.close();
      await own.database.close();
    }
  });

  it('is not ready when the database does not answer, and still alive', async () => {
    const own = await createTestApp();
    try {
      await own.database.close();
      const response = await ready(own);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'failed',
        checks: { database: 'failed', migrations: 'failed', worker: 'ok' },
      });
      const alive = await own.app.inject({ method: 'GET', url: '/healthz' });
      expect(alive.statusCode).toBe(200);
    } finally {
      await own.app.close();
    }
  });
});

describe('the document worker of each instance', () => {
  // Looks four times a second: readiness then wants one within 750 ms. At 25 ms (75 ms) a busy
  // machine, whose embedded database holds the event loop while it answers, missed the window.
  const ctx = useTestApp({ documentWorkerMs: 250 });

  it('makes a document that waits although no request woke a worker', async () => {
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
    const [job] = await ctx.database.db
      .insert(documentJob)
      .values({
        debtorId: await debtorIdOf(ctx, '100231'),
        orderId: created.json().id as number,
        report: 'orderforms',
        locale: 'en',
        userId: user!.id,
        version: 'waiting',
        options: { unitSystem: 'metric', shown: { wholesale: true, sales: false } },
      })
      .returning({ id: documentJob.id });
    let state = 'pending';
    for (let turn = 0; turn < 400 && (state === 'pending' || state === 'running'); turn += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      const [row] = await ctx.database.db
        .select({ state: documentJob.state })
        .from(documentJob)
        .where(eq(documentJob.id, job!.id));
      state = row!.state;
    }
    expect(state).toBe('done');
    expect((await ready(ctx)).json()).toEqual(allOk);
  });
});

describe('beside the web app', () => {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'atelier-web-'));
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Atelier</title>');
  let web: TestContext;
  beforeAll(async () => {
    web = await createTestApp({ webRoot });
  });
  afterAll(async () => {
    await web.app.close();
    await web.database.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('answers /healthz and /readyz itself, never with the web app’s page', async () => {
    const health = await web.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.headers['content-type']).toContain('application/json');
    expect(health.json()).toEqual({ status: 'ok' });
    const readiness = await ready(web);
    expect(readiness.headers['content-type']).toContain('application/json');
    expect(readiness.json()).toEqual(allOk);
    // The web app still answers its own pages.
    const page = await web.app.inject({ method: 'GET', url: '/orders' });
    expect(page.body).toContain('<title>Atelier</title>');
  });
});
