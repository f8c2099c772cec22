import { ADDRESS_MIN_LENGTH, addressBookEntrySchema, addressBookPageSchema } from '@atelier/domain';
import { translate } from '@atelier/i18n';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { caller } from '../articles/test-support.js';
import { addressBookEntry } from '../db/schema/index.js';
import { debtorIdOf, setAccessFlag, useTestApp } from '../test/app.js';

const ctx = useTestApp();
const call = caller(ctx);
const BASE = '/api/customers/address-book/';

const jansen = {
  name: 'Familie Jansen',
  company: '',
  street: 'Dorpsstraat',
  house_number: '12a',
  postcode: '3811 AB',
  city: 'Amersfoort',
  country: 'nl',
  phone: '+31 33 123 45 67',
  email: 'jansen@example.nl',
  notes: 'Bel aan bij de buren',
};

async function add(username: string, payload: unknown, headers: Record<string, string> = {}) {
  return call(username, 'POST', BASE, { payload, headers });
}

const debtorId = (number: string) => debtorIdOf(ctx, number);

describe('the address book of a shop', () => {
  it('adds, lists, searches, pages, changes and deletes an address', async () => {
    const created = await add('demo-shop', jansen);
    expect(created.statusCode, created.body).toBe(201);
    const entry = addressBookEntrySchema.parse(created.json());
    expect(entry).toMatchObject({ ...jansen, debtor_id: await debtorId('100231') });

    const second = await add('demo-shop', {
      ...jansen,
      name: 'Bakker Interieur',
      city: 'Utrecht',
      email: '',
    });
    expect(second.statusCode).toBe(201);

    const list = await call('demo-shop', 'GET', `${BASE}?ordering=name&page_size=1`);
    const page = addressBookPageSchema.parse(list.json());
    expect(page.count).toBe(2);
    expect(page.results.map((result) => result.name)).toEqual(['Bakker Interieur']);
    expect(page.next).toContain('page=2');
    expect(page.previous).toBeNull();
    const searched = await call('demo-shop', 'GET', `${BASE}?q=amersf`);
    expect(searched.json().results.map((r: { id: number }) => r.id)).toEqual([entry.id]);
    const descending = await call('demo-shop', 'GET', `${BASE}?ordering=-city`);
    expect(descending.json().results.map((r: { city: string }) => r.city)).toEqual([
      'Utrecht',
      'Amersfoort',
    ]);

    const changed = await call('demo-shop', 'PUT', `${BASE}${entry.id}/`, {
      payload: { ...jansen, house_number: '14' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ id: entry.id, house_number: '14' });
    const read = await call('demo-shop', 'GET', `${BASE}${entry.id}/`);
    expect(read.json().house_number).toBe('14');

    const deleted = await call('demo-shop', 'DELETE', `${BASE}${entry.id}/`);
    expect(deleted.statusCode).toBe(204);
    expect((await call('demo-shop', 'GET', `${BASE}${entry.id}/`)).statusCode).toBe(404);
    expect((await call('demo-shop', 'DELETE', `${BASE}${entry.id}/`)).statusCode).toBe(404);
  });

  it('refuses names and addresses below the minimum length, and other bad input, per field', async () => {
    const tooShort = await add('demo-shop', { ...jansen, name: ' J ', street: 'D', city: 'A' });
    expect(tooShort.statusCode).toBe(400);
    const min = translate('en-au', 'validation:min', { min: ADDRESS_MIN_LENGTH });
    expect(tooShort.json()).toEqual({ name: [min], street: [min], city: [min] });

    const dutch = await call('demo-shop', 'POST', BASE, {
      payload: { ...jansen, name: 'J' },
      headers: { 'accept-language': 'nl' },
    });
    expect(dutch.json().name).toEqual([translate('nl', 'validation:min', { min: 2 })]);

    const wrong = await add('demo-shop', {
      ...jansen,
      country: 'us',
      email: 'not-an-address',
      postcode: '12',
      colour: 'red',
    });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json()).sort()).toEqual(['colour', 'country', 'email', 'postcode']);

    const { house_number: _, ...withoutNumber } = jansen;
    const missing = await add('demo-shop', withoutNumber);
    expect(missing.json()).toEqual({
      house_number: [translate('en-au', 'validation:required')],
    });
    const [stored] = await ctx.database.db
      .select({ n: count() })
      .from(addressBookEntry)
      .where(eq(addressBookEntry.name, 'J'));
    expect(stored?.n).toBe(0);
  });

  it('answers 404 for another shop’s address, and never lists it', async () => {
    const created = await add('demo-shop', { ...jansen, name: 'Alleen De Linde' });
    const id = created.json().id as number;
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', jansen],
      ['DELETE', undefined],
    ] as const) {
      const response = await call('demo-au', method, `${BASE}${id}/`, { payload });
      expect(response.statusCode, `${method} ${response.body}`).toBe(404);
    }
    const list = await call('demo-au', 'GET', `${BASE}?q=Alleen`);
    expect(list.json().count).toBe(0);
    expect((await call('demo-shop', 'GET', `${BASE}${id}/`)).json().name).toBe('Alleen De Linde');
    expect((await call('demo-shop', 'GET', `${BASE}abc/`)).statusCode).toBe(404);
  });

  it('lets a service account work in the book of the shop it has chosen, and only that one', async () => {
    const none = await add('demo-service', jansen);
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('debtor_required');

    const vanDijk = await debtorId('100458');
    const chosen = await call('demo-service', 'PATCH', '/api/user/settings/', {
      payload: { servicing_debtor_id: vanDijk },
    });
    expect(chosen.statusCode).toBe(200);
    const created = await add('demo-service', { ...jansen, name: 'Voor Van Dijk' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().debtor_id).toBe(vanDijk);
    const id = created.json().id as number;
    // The shop's own account sees what its service account added for it, once it does more than
    // track (a tracking-only account has no address book).
    expect((await call('demo-tracking', 'GET', `${BASE}${id}/`)).json().code).toBe('tracking_only');
    await setAccessFlag(ctx, 'demo-tracking', 'show_only_tracking_page', false);
    expect((await call('demo-tracking', 'GET', `${BASE}${id}/`)).statusCode).toBe(200);
    await setAccessFlag(ctx, 'demo-tracking', 'show_only_tracking_page', true);

    await call('demo-service', 'PATCH', '/api/user/settings/', {
      payload: { servicing_debtor_id: await debtorId('300542') },
    });
    expect((await call('demo-service', 'GET', `${BASE}${id}/`)).statusCode).toBe(404);
    const list = await call('demo-service', 'GET', `${BASE}?q=Van%20Dijk`);
    expect(list.json().count).toBe(0);
  });

  it('answers a repeated create with the same Idempotency-Key with the first address', async () => {
    const headers = { 'idempotency-key': 'address-create-0001' };
    const payload = { ...jansen, name: 'Eenmalig Adres' };
    const first = await add('demo-shop', payload, headers);
    const repeat = await add('demo-shop', payload, headers);
    expect(first.statusCode).toBe(201);
    expect(repeat.statusCode).toBe(201);
    expect(repeat.json().id).toBe(first.json().id);
    const [stored] = await ctx.database.db
      .select({ n: count() })
      .from(addressBookEntry)
      .where(eq(addressBookEntry.name, 'Eenmalig Adres'));
    expect(stored?.n).toBe(1);
    const other = await add('demo-shop', { ...payload, city: 'Zwolle' }, headers);
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('idempotency_key_reused');
  });
});
