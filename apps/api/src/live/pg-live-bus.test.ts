// The live bus across instances: two buses on one PostgreSQL database stand for two API
// instances. Runs with TEST_DATABASE=postgres (PGlite has one process and no second instance).
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
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
