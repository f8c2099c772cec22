// The live bus across instances: two buses on one PostgreSQL database stand for two API
// instances. Runs with TEST_DATABASE=postgres (PGlite has one process and no second instance).
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app.js';
import type { Database } from '../db/client.js';
import { debtor } from '../db/schema/index.js';
import { bearer, login } from '../test/app.js';
import { createTestDatabase } from '../test/database.js';
import type { LiveEvent } from './live-bus.js';
import { createPgLiveBus, type PgLiveBus } from './pg-live-bus.js';

const onPostgres = process.env.TEST_DATABASE === 'postgres';
const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

const change = (articleId: number, debtorId = 1): LiveEvent => ({
  type: 'production',
  debtorId,
  orderId: 1,
  articleId,
  status: 'binnen',
  stockState: 'enoughstock',
  plannedDate: '2026-12-04',
  at: '2026-11-24T10:00:00.000Z',
});

describe.skipIf(!onPostgres)('the live bus on PostgreSQL', () => {
  const channel = `live_test_${randomBytes(4).toString('hex')}`;
  const buses: PgLiveBus[] = [];
  afterAll(async () => {
    await Promise.all(buses.map((bus) => bus.close()));
  });

  it('tells the streams of every instance, its own included, what one instance publishes', async () => {
    const one = createPgLiveBus(url, { channel });
    const two = createPgLiveBus(url, { channel });
    buses.push(one, two);
    await Promise.all([one.ready, two.ready]);
    const heardByOne: LiveEvent[] = [];
    const heardByTwo: LiveEvent[] = [];
    one.subscribe((event) => heardByOne.push(event));
    const stop = two.subscribe((event) => heardByTwo.push(event));
    one.publish([change(1), change(2, 7)]);
    await expect.poll(() => heardByTwo.length).toBe(2);
    expect(heardByTwo).toEqual([change(1), change(2, 7)]);
    await expect.poll(() => heardByOne.length).toBe(2);
    stop();
    two.publish([change(3)]);
    await expect.poll(() => heardByOne.length).toBe(3);
    expect(heardByTwo).toHaveLength(2);
  });

  it('refuses a channel name that is not an identifier', () => {
    expect(() => createPgLiveBus(url, { channel: 'live; drop table x' })).toThrow();
  });
});

describe.skipIf(!onPostgres)('two API instances on one PostgreSQL', () => {
  const channel = `live_test_${randomBytes(4).toString('hex')}`;
  let database: Database;
  const apps: App[] = [];
  const buses: PgLiveBus[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
    await Promise.all(buses.map((bus) => bus.close()));
    await database?.close();
  });

  it('a change published on one instance reaches a stream on the other, for its shop only', async () => {
    database = await createTestDatabase();
    const jwtSecret = randomBytes(32).toString('hex');
    for (let index = 0; index < 2; index += 1) {
      const liveBus = createPgLiveBus(url, { channel });
      buses.push(liveBus);
      await liveBus.ready;
      const app = await buildApp({
        db: database.db,
        config: { jwtSecret, publicUrl: 'https://portal.atelier.example', liveBus },
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      apps.push(app);
    }
    const [first, second] = apps as [App, App];
    const [shop] = await database.db
      .select({ id: debtor.id })
      .from(debtor)
      .where(eq(debtor.number, '100231'));
    const { access } = await login(second, 'demo-shop');
    const address = second.server.address() as AddressInfo;
    const abort = new AbortController();
    const response = await fetch(`http://127.0.0.1:${address.port}/api/live/`, {
      headers: bearer(access),
      signal: abort.signal,
    });
    const reader = response.body?.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const readUntil = async (done: (read: string) => boolean) => {
      const deadline = Date.now() + 5000;
      while (!done(text) && Date.now() < deadline) {
        const next = await reader?.read();
        if (!next || next.done) break;
        text += decoder.decode(next.value, { stream: true });
      }
    };
    await readUntil((read) => read.includes(': connected'));
    first.live.publish([change(41, shop!.id + 1000), change(42, shop!.id)]);
    await readUntil((read) => read.includes('"article_id":42'));
    abort.abort();
    expect(text).toContain('"article_id":42');
    expect(text).not.toContain('"article_id":41');
  });

  it('a logout on one instance ends that session’s stream on the other at once', async () => {
    const [first, second] = apps as [App, App];
    const session = await login(first, 'demo-pl');
    const address = second.server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${address.port}/api/live/`, {
      headers: bearer(session.access),
    });
    const reader = response.body?.getReader();
    const decoder = new TextDecoder();
    let text = '';
    // The heartbeat's own session check is 20 seconds away: only the bus can end it sooner.
    const readUntil = async (done: (read: string) => boolean) => {
      const deadline = Date.now() + 5000;
      while (!done(text) && Date.now() < deadline) {
        const next = await reader?.read();
        if (!next || next.done) break;
        text += decoder.decode(next.value, { stream: true });
      }
    };
    await readUntil((read) => read.includes(': connected'));
    const logout = await first.inject({
      method: 'POST',
      url: '/easyorder/token/logout/',
      payload: { refresh: session.refresh },
    });
    expect(logout.statusCode).toBe(204);
    await readUntil((read) => read.includes('event: end'));
    expect(text).toContain('"reason":"session_ended"');
    expect(text).not.toContain(': heartbeat');
    await reader?.cancel();
  });
});
