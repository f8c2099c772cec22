// The demo's driver has work on the day the demo starts, whatever weekday that is: the production
// demo promises the ready-to-ship articles for that day and seeds fabrics to pick up. On both
// databases.
import { deliveryRunSchema } from '@atelier/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../articles/test-support.js';
import { seedProductionDemo } from '../db/seed/production-demo.js';
import { useTestApp } from '../test/app.js';

// A Saturday: no dealer of the demo has a trip on Saturdays.
const now = new Date('2030-06-15T12:00:00Z');
const ctx = useTestApp({ clock: () => now });
const call = caller(ctx);

beforeAll(async () => {
  await seedProductionDemo(ctx.database.db, now);
}, 240_000);

describe('the demo’s delivery run', () => {
  it('has stops today, demo-shop among them with articles to deliver and a fabric to pick up', async () => {
    const response = await call('staff-driver', 'GET', '/api/manage/delivery/run/');
    expect(response.statusCode).toBe(200);
    const run = deliveryRunSchema.parse(response.json());
    expect(run.date).toBe('2030-06-15');
    expect(run.left).toBeGreaterThanOrEqual(2);
    const shop = run.stops.find((stop) => stop.debtor_number === '100231');
    expect(shop?.articles.length).toBeGreaterThanOrEqual(2);
    expect(shop?.pickups.map((pickup) => pickup.note)).toEqual(['2 rollen, samen 38 m']);
    expect(
      run.stops.find((stop) => stop.debtor_number === '100458')?.articles.length,
    ).toBeGreaterThan(0);
  });
});
