// A dealer announces how its own fabric comes to the factory (decision 093): bad input per field,
// the date judged against the manufacturer's today, one announcement per Idempotency-Key, another
// tenant refused, a `driver` announcement on the driver's run, and no withdrawal once collected.
import { fabricDeliveriesAnswerSchema, fabricDeliveryAnswerSchema } from '@atelier/domain';
import { translate } from '@atelier/i18n';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../articles/test-support.js';
import { fabricPickup } from '../db/schema/index.js';
import { useTestApp } from '../test/app.js';

// A Tuesday: demo-shop (100231) has its trip on Tuesdays and Fridays.
const TODAY = '2031-03-04';
const clock = new Date(`${TODAY}T08:00:00Z`);
const ctx = useTestApp({ clock: () => clock });
const call = caller(ctx);
const BASE = '/api/customer-fabrics';
let fabricUuid = '';
let fabricName = '';

beforeAll(async () => {
  const list = await call('demo-shop', 'GET', `${BASE}/`);
  const first = list.json().results[0];
  fabricUuid = first.fabric_uuid;
  fabricName = first.name;
});

const url = () => `${BASE}/${fabricUuid}/deliveries/`;
const announce = (payload: unknown, username = 'demo-shop', key?: string) =>
  call(username, 'POST', url(), {
    payload,
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });

describe('announcing how a customer fabric comes', () => {
  it('refuses bad input with each field’s message', async () => {
    const empty = await announce({});
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json()).sort()).toEqual(['date', 'delivery']);
    const inapplicable = await announce({ delivery: 'inapplicable', date: TODAY });
    expect(Object.keys(inapplicable.json())).toEqual(['delivery']);
    const longNote = await announce({ delivery: 'driver', date: TODAY, note: 'x'.repeat(201) });
    expect(Object.keys(longNote.json())).toEqual(['note']);
    const unknown = await announce({ delivery: 'driver', date: TODAY, colour: 'red' });
    expect(unknown.statusCode).toBe(400);

    const yesterday = await announce({ delivery: 'driver', date: '2031-03-03' });
    expect(yesterday.statusCode).toBe(400);
    expect(yesterday.json()).toEqual({
      date: [translate('en-au', 'rules:min_value', { min: TODAY })],
    });
    const tooLate = await announce({ delivery: 'parcelservice', date: '2031-06-03' });
    expect(tooLate.statusCode).toBe(400);
    expect(Object.keys(tooLate.json())).toEqual(['date']);
    expect((await announce({ delivery: 'parcelservice', date: '2031-06-02' })).statusCode).toBe(
      201,
    );
  });

  it('stores one announcement per Idempotency-Key and lists the latest first', async () => {
    const body = { delivery: 'driver', date: TODAY, note: '  1 rol, 14 m  ' };
    const first = await announce(body, 'demo-shop', 'fabric-delivery-once');
    expect(first.statusCode, first.body).toBe(201);
    const again = await announce(body, 'demo-shop', 'fabric-delivery-once');
    expect(again.statusCode).toBe(201);
    const answer = fabricDeliveryAnswerSchema.parse(first.json());
    expect(again.json()).toEqual(first.json());
    expect(answer).toMatchObject({
      delivery: 'driver',
      date: TODAY,
      note: '1 rol, 14 m',
      collected_at: null,
      cancellable: true,
    });
    const rows = await ctx.database.db
      .select()
      .from(fabricPickup)
      .where(eq(fabricPickup.note, '1 rol, 14 m'));
    expect(rows).toHaveLength(1);

    const list = fabricDeliveriesAnswerSchema.parse((await call('demo-shop', 'GET', url())).json());
    expect(list.results[0]?.date).toBe('2031-06-02');
    expect(list.results.map((row) => row.id)).toContain(answer.id);
  });

  it('puts a driver’s pick-up on the run of the shop’s next trip day, and not a parcel', async () => {
    const run = await call('staff-driver', 'GET', '/api/manage/delivery/run/');
    expect(run.statusCode, run.body).toBe(200);
    const notes = run
      .json()
      .stops.flatMap((stop: { pickups: { note: string; fabric_name: string }[] }) => stop.pickups);
    expect(notes).toContainEqual(
      expect.objectContaining({ note: '1 rol, 14 m', fabric_name: fabricName }),
    );
    expect(notes.some((pickup: { note: string }) => pickup.note === '')).toBe(false);
  });

  it('answers another tenant 404 on every call', async () => {
    for (const username of ['demo-au', 'demo-service']) {
      const attempts = [
        await call(username, 'GET', url()),
        await announce({ delivery: 'driver', date: TODAY }, username),
        await call(username, 'DELETE', `${url()}1/`),
      ];
      for (const attempt of attempts) expect(attempt.statusCode, attempt.body).toBe(404);
    }
  });

  it('withdraws an announcement until the driver has collected it', async () => {
    const open = fabricDeliveryAnswerSchema.parse(
      (await announce({ delivery: 'supplier', date: '2031-03-10' })).json(),
    );
    expect((await call('demo-shop', 'DELETE', `${url()}${open.id}/`)).statusCode).toBe(204);
    expect((await call('demo-shop', 'DELETE', `${url()}${open.id}/`)).statusCode).toBe(404);

    const collected = fabricDeliveryAnswerSchema.parse(
      (await announce({ delivery: 'driver', date: TODAY, note: 'opgehaald' })).json(),
    );
    await ctx.database.db
      .update(fabricPickup)
      .set({ collectedAt: clock, collectedDay: TODAY, handedOverBy: 'Bram Jansen' })
      .where(eq(fabricPickup.id, collected.id));
    const refused = await call('demo-shop', 'DELETE', `${url()}${collected.id}/`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('fabric_delivery_collected');
    const listed = fabricDeliveriesAnswerSchema
      .parse((await call('demo-shop', 'GET', url())).json())
      .results.find((row) => row.id === collected.id);
    expect(listed).toMatchObject({ handed_over_by: 'Bram Jansen', cancellable: false });
    expect((await call('demo-shop', 'DELETE', `${url()}abc/`)).statusCode).toBe(404);
  });
});
