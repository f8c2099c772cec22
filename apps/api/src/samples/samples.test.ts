import { MAX_SAMPLE_FABRICS, samplePageSchema, sampleRequestSchema } from '@atelier/domain';
import { translate } from '@atelier/i18n';
import { asc, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../articles/test-support.js';
import { fabric, sampleRequest } from '../db/schema/index.js';
import { debtorIdOf, setAccessFlag, useTestApp } from '../test/app.js';

// Wednesday 1 April 2026, before Easter: Good Friday (Germany) and Easter Monday are holidays.
const ctx = useTestApp({ clock: () => new Date('2026-04-01T09:00:00Z') });
const call = caller(ctx);
const BASE = '/api/samples/';
const BOOK = '/api/customers/address-book/';

const address = {
  name: 'Familie Jansen',
  street: 'Dorpsstraat',
  house_number: '12',
  postcode: '3811 AB',
  city: 'Amersfoort',
  country: 'nl',
};

let fabrics: string[];
let shopAddress: number;
let auAddress: number;

const debtorId = (number: string) => debtorIdOf(ctx, number);

async function addAddress(username: string, payload = address): Promise<number> {
  const response = await call(username, 'POST', BOOK, { payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

const request = (username: string, payload: unknown, headers: Record<string, string> = {}) =>
  call(username, 'POST', BASE, { payload, headers });

async function storedRequests(): Promise<number> {
  const [row] = await ctx.database.db.select({ n: count() }).from(sampleRequest);
  return row?.n ?? 0;
}

beforeAll(async () => {
  const rows = await ctx.database.db
    .select({ uuid: fabric.fabricUuid })
    .from(fabric)
    .where(eq(fabric.isActive, true))
    .orderBy(asc(fabric.id))
    .limit(MAX_SAMPLE_FABRICS + 1);
  fabrics = rows.map((row) => row.uuid);
  shopAddress = await addAddress('demo-shop');
  auAddress = await addAddress('demo-au', {
    ...address,
    city: 'Sydney',
    postcode: '2000',
    country: 'au',
  });
});

describe('requesting samples', () => {
  it('takes five catalogue fabrics to an address of the book, expected five working days later', async () => {
    const response = await request('demo-shop', {
      fabrics: fabrics.slice(0, 5),
      address: shopAddress,
      note: 'Kleuren voor de woonkamer',
    });
    expect(response.statusCode, response.body).toBe(201);
    const sample = sampleRequestSchema.parse(response.json());
    expect(sample).toMatchObject({
      article_type: 'sampleorder',
      debtor_id: await debtorId('100231'),
      state: 'requested',
      note: 'Kleuren voor de woonkamer',
      requested_on: '2026-04-01',
      // Thu 2, Fri 3, (Easter Monday 6), Tue 7, Wed 8, Thu 9.
      expected_date: '2026-04-09',
      address: { id: shopAddress, name: 'Familie Jansen', city: 'Amersfoort', country: 'nl' },
    });
    expect(sample.fabrics.map((f) => f.fabric_uuid)).toEqual(fabrics.slice(0, 5));
    expect(sample.fabrics[0]?.name).toMatch(/\S+ \S+/);

    const list = samplePageSchema.parse((await call('demo-shop', 'GET', BASE)).json());
    expect(list.results.map((r) => r.id)).toContain(sample.id);
    const read = await call('demo-shop', 'GET', `${BASE}${sample.id}/`);
    expect(read.json()).toEqual(response.json());
  });

  it('refuses a sixth fabric with the spec’s message, storing nothing', async () => {
    const before = await storedRequests();
    const response = await request('demo-shop', { fabrics, address: shopAddress });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      fabrics: [translate('en-au', 'rules:too_many_samples', { max: 5 })],
    });
    const dutch = await request(
      'demo-shop',
      { fabrics, address: shopAddress },
      { 'accept-language': 'nl' },
    );
    expect(dutch.json().fabrics[0]).toMatch(/^Te veel stoffen geselecteerd voor stalen/);
    expect(await storedRequests()).toBe(before);
  });

  it('refuses an unknown fabric, a fabric twice, another shop’s address and malformed input', async () => {
    const before = await storedRequests();
    const unknown = await request('demo-shop', {
      fabrics: [fabrics[0], 'no-such-fabric'],
      address: shopAddress,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ fabrics: [translate('en-au', 'rules:invalid_fabric')] });

    const twice = await request('demo-shop', {
      fabrics: [fabrics[0], fabrics[0]],
      address: shopAddress,
    });
    expect(twice.json()).toEqual({ fabrics: [translate('en-au', 'rules:sample_fabric_twice')] });

    const foreign = await request('demo-shop', { fabrics: [fabrics[0]], address: auAddress });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({ address: [translate('en-au', 'rules:invalid_choice')] });

    const malformed = await request('demo-shop', {
      fabrics: [],
      address: 'home',
      note: 'x'.repeat(1001),
      price: 0,
    });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json()).sort()).toEqual(['address', 'fabrics', 'note', 'price']);
    expect(await storedRequests()).toBe(before);
  });

  it('answers 404 for another shop’s request, and lists only the shop’s own', async () => {
    const own = await request('demo-au', { fabrics: [fabrics[1]], address: auAddress });
    expect(own.statusCode, own.body).toBe(201);
    // Wednesday evening in Sydney; Good Friday and Easter Monday are Australian holidays too.
    expect(own.json()).toMatchObject({ requested_on: '2026-04-01', expected_date: '2026-04-10' });
    const id = own.json().id as number;
    expect((await call('demo-shop', 'GET', `${BASE}${id}/`)).statusCode).toBe(404);
    const list = await call('demo-shop', 'GET', BASE);
    expect(list.json().results.map((r: { id: number }) => r.id)).not.toContain(id);
    expect((await call('demo-au', 'GET', `${BASE}${id}/`)).statusCode).toBe(200);
  });

  it('lets a service account request for the shop it has chosen, by that shop’s calendar', async () => {
    const none = await call('demo-service', 'GET', BASE);
    expect(none.statusCode).toBe(409);
    await call('demo-service', 'PATCH', '/api/user/settings/', {
      payload: { servicing_debtor_id: await debtorId('300542') },
    });
    const book = await addAddress('demo-service', {
      ...address,
      city: 'Köln',
      postcode: '50667',
      country: 'de',
    });
    const response = await request('demo-service', { fabrics: fabrics.slice(0, 2), address: book });
    expect(response.statusCode, response.body).toBe(201);
    // Germany also rests on Good Friday: one day later than the Dutch shop.
    expect(response.json()).toMatchObject({
      debtor_id: await debtorId('300542'),
      expected_date: '2026-04-10',
    });
    // Another of its shops neither sees the request nor may use that shop's address.
    await call('demo-service', 'PATCH', '/api/user/settings/', {
      payload: { servicing_debtor_id: await debtorId('100458') },
    });
    const id = response.json().id as number;
    expect((await call('demo-service', 'GET', `${BASE}${id}/`)).statusCode).toBe(404);
    const elsewhere = await request('demo-service', { fabrics: [fabrics[0]], address: book });
    expect(elsewhere.json()).toEqual({ address: [translate('en-au', 'rules:invalid_choice')] });
  });

  it('answers a repeated request with the same Idempotency-Key once', async () => {
    const before = await storedRequests();
    const headers = { 'idempotency-key': 'samples-0001-repeat' };
    const payload = { fabrics: [fabrics[2]], address: shopAddress };
    const first = await request('demo-shop', payload, headers);
    const repeat = await request('demo-shop', payload, headers);
    expect(first.statusCode).toBe(201);
    expect(repeat.statusCode).toBe(201);
    expect(repeat.json()).toEqual(first.json());
    expect(await storedRequests()).toBe(before + 1);
  });

  it('is closed when the account switches the sample service off, and for tracking-only accounts', async () => {
    await setAccessFlag(ctx, 'demo-shop', 'show_sample_service_buttons', false);
    expect((await call('demo-shop', 'GET', BASE)).statusCode).toBe(403);
    const refused = await request('demo-shop', { fabrics: [fabrics[0]], address: shopAddress });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('feature_disabled');
    await setAccessFlag(ctx, 'demo-shop', 'show_sample_service_buttons', true);
    expect((await call('demo-shop', 'GET', BASE)).statusCode).toBe(200);
    expect((await call('demo-tracking', 'GET', BASE)).statusCode).toBe(403);
  });
});
