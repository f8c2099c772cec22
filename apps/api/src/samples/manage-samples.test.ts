// The samples desk: the pick list of a day (fabrics summed, out of stock named, every address),
// shipping with a tracking reference (audited, once), the dealer seeing it, who may use the desk.
import { sampleStockListSchema } from '@atelier/domain';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../articles/test-support.js';
import { fabric } from '../db/schema/index.js';
import { useTestApp } from '../test/app.js';
import { auditEntriesOf } from '../test/audit.js';

const ctx = useTestApp({ clock: () => new Date('2026-04-01T09:00:00Z') });
const call = caller(ctx);
const DESK = '/api/manage/samples';

let shopRequest: number;
let auRequest: number;
let inStock: string;
let outOfStock: string;

async function requestSamples(username: string, fabrics: string[], country: string) {
  const book = await call(username, 'POST', '/api/customers/address-book/', {
    payload: {
      name: 'Familie Jansen',
      street: 'Dorpsstraat',
      house_number: '12',
      postcode: '3811 AB',
      city: 'Amersfoort',
      country,
    },
  });
  expect(book.statusCode, book.body).toBe(201);
  const made = await call(username, 'POST', '/api/samples/', {
    payload: { fabrics, address: book.json().id },
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json().id as number;
}

beforeAll(async () => {
  const rows = await ctx.database.db
    .select({ uuid: fabric.fabricUuid })
    .from(fabric)
    .where(eq(fabric.isActive, true))
    .orderBy(asc(fabric.id))
    .limit(2);
  [inStock, outOfStock] = rows.map((row) => row.uuid) as [string, string];
  await ctx.database.db
    .update(fabric)
    .set({ samplesInStock: false })
    .where(eq(fabric.fabricUuid, outOfStock));
  shopRequest = await requestSamples('demo-shop', [inStock, outOfStock], 'nl');
  auRequest = await requestSamples('demo-au', [inStock], 'au');
});

describe('the samples desk', () => {
  it('lists what to pick on a day: fabrics summed, out of stock first, every address', async () => {
    const list = await call('staff-planner', 'GET', `${DESK}/pick-list/?day=2026-04-01`);
    expect(list.statusCode, list.body).toBe(200);
    const body = list.json();
    expect(body.day).toBe('2026-04-01');
    expect(body.requests.map((r: { id: number }) => r.id)).toEqual([shopRequest, auRequest]);
    expect(body.requests[0]).toMatchObject({
      debtor_name: 'Woonwinkel De Linde',
      address: { city: 'Amersfoort', street: 'Dorpsstraat' },
    });
    expect(
      body.fabrics.map((line: { fabric_uuid: string; quantity: number; in_stock: boolean }) => [
        line.fabric_uuid,
        line.quantity,
        line.in_stock,
      ]),
    ).toEqual([
      [outOfStock, 1, false],
      [inStock, 2, true],
    ]);
    // The day before holds neither; without a day the desk's today (the clock) is used.
    const before = await call('staff-planner', 'GET', `${DESK}/pick-list/?day=2026-03-31`);
    expect(before.json().requests).toEqual([]);
    const today = await call('staff-service', 'GET', `${DESK}/pick-list/`);
    expect(today.json().day).toBe('2026-04-01');
    const summary = await call('staff-service', 'GET', `${DESK}/summary/`);
    expect(summary.json()).toEqual({ to_pick: 2 });
  });

  it('ships a request once with its tracking reference, audited, and the dealer sees it', async () => {
    const bad = await call('staff-planner', 'POST', `${DESK}/${shopRequest}/ship/`, {
      payload: { tracking_reference: ' ', carrier: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['carrier', 'tracking_reference']);

    const shipped = await call('staff-planner', 'POST', `${DESK}/${shopRequest}/ship/`, {
      payload: { tracking_reference: '3SABCD0123456' },
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json()).toMatchObject({ state: 'sent', tracking_reference: '3SABCD0123456' });
    const [entry] = await auditEntriesOf(ctx, 'sampleRequest.ship', shopRequest);
    expect(entry).toMatchObject({
      staffUsername: 'staff-planner',
      before: { state: 'requested', tracking_reference: null },
      after: { state: 'sent', tracking_reference: '3SABCD0123456' },
    });

    const again = await call('staff-service', 'POST', `${DESK}/${shopRequest}/ship/`, {
      payload: { tracking_reference: 'OTHER123' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('sample_already_shipped');

    const dealer = await call('demo-shop', 'GET', `/api/samples/${shopRequest}/`);
    expect(dealer.json()).toMatchObject({ state: 'sent', tracking_reference: '3SABCD0123456' });
    expect(dealer.json().shipped_at).not.toBeNull();
    const list = await call('staff-planner', 'GET', `${DESK}/pick-list/?day=2026-04-01`);
    expect(list.json().requests.map((r: { id: number }) => r.id)).toEqual([auRequest]);
    const missing = await call('staff-planner', 'POST', `${DESK}/99999/ship/`, {
      payload: { tracking_reference: 'ABC123' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('is closed to dealers and to roles without the permission', async () => {
    for (const [user, code] of [
      ['demo-shop', 'staff_only'],
      ['staff-driver', 'permission_denied'],
    ] as const) {
      const list = await call(user, 'GET', `${DESK}/pick-list/`);
      expect(list.statusCode).toBe(403);
      expect(list.json().code).toBe(code);
      const ship = await call(user, 'POST', `${DESK}/${auRequest}/ship/`, {
        payload: { tracking_reference: 'ABC123' },
      });
      expect(ship.json().code).toBe(code);
    }
    const badDay = await call('staff-admin', 'GET', `${DESK}/pick-list/?day=tomorrow`);
    expect(badDay.statusCode).toBe(400);
    expect(Object.keys(badDay.json())).toEqual(['day']);
  });
});

describe('sample stock', () => {
  it('staff mark a colour out of stock and back, audited; the pick list and the dealer read it next', async () => {
    const [row] = await ctx.database.db
      .select({ articleNumber: fabric.articleNumber })
      .from(fabric)
      .where(eq(fabric.fabricUuid, inStock));
    const found = await call(
      'staff-service',
      'GET',
      `${DESK}/fabrics/?search=${encodeURIComponent(row!.articleNumber)}`,
    );
    expect(found.statusCode, found.body).toBe(200);
    const line = sampleStockListSchema
      .parse(found.json())
      .results.find((result) => result.fabric_uuid === inStock);
    expect(line).toMatchObject({ article_number: row!.articleNumber, in_stock: true });

    const dealerBefore = await call('demo-au', 'GET', `/api/samples/${auRequest}/`);
    expect(dealerBefore.json().fabrics).toMatchObject([{ fabric_uuid: inStock, in_stock: true }]);

    const out = await call('staff-service', 'PUT', `${DESK}/fabrics/${inStock}/stock/`, {
      payload: { samples_in_stock: false },
    });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toMatchObject({ samples_in_stock: false, in_stock: false });
    const [entry] = await auditEntriesOf(ctx, 'fabric.sampleStock', inStock);
    expect(entry).toMatchObject({
      staffUsername: 'staff-service',
      before: { samples_in_stock: true },
      after: { samples_in_stock: false },
    });

    // The dealer's next load names it out of stock, in the request and in the list.
    const dealer = await call('demo-au', 'GET', `/api/samples/${auRequest}/`);
    expect(dealer.json().fabrics).toMatchObject([{ fabric_uuid: inStock, in_stock: false }]);
    const dealerList = await call('demo-au', 'GET', '/api/samples/');
    expect(
      dealerList.json().results.find((request: { id: number }) => request.id === auRequest)
        .fabrics[0].in_stock,
    ).toBe(false);
    const pick = await call('staff-planner', 'GET', `${DESK}/pick-list/?day=2026-04-01`);
    expect(
      pick.json().fabrics.find((f: { fabric_uuid: string }) => f.fabric_uuid === inStock),
    ).toMatchObject({ in_stock: false });

    const back = await call('staff-planner', 'PUT', `${DESK}/fabrics/${inStock}/stock/`, {
      payload: { samples_in_stock: true },
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().in_stock).toBe(true);
    const entries = await auditEntriesOf(ctx, 'fabric.sampleStock', inStock);
    expect(entries).toHaveLength(2);
    const again = await call('demo-au', 'GET', `/api/samples/${auRequest}/`);
    expect(again.json().fabrics).toMatchObject([{ fabric_uuid: inStock, in_stock: true }]);
    // Another shop's request stays another shop's.
    expect((await call('demo-shop', 'GET', `/api/samples/${auRequest}/`)).statusCode).toBe(404);
  });

  it('refuses bad input, an unknown colour, dealers and roles without the permission', async () => {
    for (const payload of [{ samples_in_stock: 'no' }, {}, { samples_in_stock: true, x: 1 }]) {
      const bad = await call('staff-admin', 'PUT', `${DESK}/fabrics/${inStock}/stock/`, {
        payload,
      });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const empty = await call('staff-admin', 'GET', `${DESK}/fabrics/?search=`);
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json())).toEqual(['search']);
    const unknown = await call('staff-admin', 'PUT', `${DESK}/fabrics/no-such-colour/stock/`, {
      payload: { samples_in_stock: false },
    });
    expect(unknown.statusCode).toBe(404);
    for (const [user, code] of [
      ['demo-shop', 'staff_only'],
      ['staff-driver', 'permission_denied'],
    ] as const) {
      const search = await call(user, 'GET', `${DESK}/fabrics/?search=ab`);
      expect(search.json().code).toBe(code);
      const set = await call(user, 'PUT', `${DESK}/fabrics/${inStock}/stock/`, {
        payload: { samples_in_stock: false },
      });
      expect(set.statusCode).toBe(403);
      expect(set.json().code).toBe(code);
    }
    expect(await auditEntriesOf(ctx, 'fabric.sampleStock', 'no-such-colour')).toHaveLength(0);
  });
});
