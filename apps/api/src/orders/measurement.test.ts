// The measurement check as a caller meets it: warnings answered with every article and order, and
// a confirm refused until each is acknowledged; the acknowledgement lands in the order's trail.

import { execFileSync } from 'node:child_process';
import {
  articleAnswerSchema,
  inchesToMm,
  measurementRefusalSchema,
  orderAnswerSchema,
  orderEventsAnswerSchema,
} from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { articleSuite } from '../articles/test-support.js';
import { useTestApp } from '../test/app.js';

const ctx = useTestApp();
const { call, fixture, newOrder } = articleSuite(ctx);

async function add(
  orderId: number,
  type: string,
  payload: Record<string, unknown>,
  username = 'demo-shop',
) {
  const response = await call(username, 'POST', `/api/orders/${orderId}/articles/${type}/`, {
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return articleAnswerSchema.parse(response.json());
}

const livingRoomCurtain = (height: number, width = 180) => ({
  ...fixture.valid.pleatcurtain,
  room: 'living',
  width,
  height,
});

async function orderOf(orderId: number, username = 'demo-shop') {
  const response = await call(username, 'GET', `/api/orders/${orderId}/`);
  expect(response.statusCode, response.body).toBe(200);
  return orderAnswerSchema.parse(response.json());
}

describe('the measurement check of a commission', () => {
  it('warns on the third of three living-room curtains: two of 260 cm and one of 206 cm', async () => {
    const orderId = await newOrder();
    const first = await add(orderId, 'pleatcurtain', livingRoomCurtain(260));
    expect(first.measurement_warnings).toEqual([]);
    await add(orderId, 'pleatcurtain', livingRoomCurtain(260, 140));
    const third = await add(orderId, 'pleatcurtain', livingRoomCurtain(206));
    expect(third.measurement_warnings).toEqual([
      expect.objectContaining({
        code: 'room_outlier',
        order_number: third.order_number,
        fields: ['height'],
        suggestions: [{ field: 'height', value: 260 }],
        message:
          'Height 206 cm differs from the other curtains of this room (260 cm). Measured right?',
      }),
    ]);
    const order = await orderOf(orderId);
    expect(order.measurement_warnings.map((found) => found.order_number)).toEqual([
      third.order_number,
    ]);
    const [a, b, c] = order.articles;
    expect(a!.measurement_warnings).toEqual([]);
    expect(b!.measurement_warnings).toEqual([]);
    expect(c!.measurement_warnings[0]?.code).toBe('room_outlier');
  });

  it('words the warning in the caller’s language, the size as that language writes it', async () => {
    const orderId = await newOrder();
    for (const height of [265.5, 265.5, 206]) {
      await add(orderId, 'pleatcurtain', livingRoomCurtain(height));
    }
    const response = await call('demo-shop', 'GET', `/api/orders/${orderId}/`, {
      headers: { 'accept-language': 'nl' },
    });
    expect(response.json().measurement_warnings[0].message).toBe(
      'Hoogte 206 cm wijkt af van de andere gordijnen in deze ruimte (265,5 cm). Goed gemeten?',
    );
  });

  it('asks nothing of a floor-length terrace-door curtain beside two sill-length windows', async () => {
    const orderId = await newOrder();
    await add(orderId, 'pleatcurtain', livingRoomCurtain(160, 180));
    await add(orderId, 'pleatcurtain', livingRoomCurtain(160, 200));
    const door = await add(orderId, 'pleatcurtain', livingRoomCurtain(250, 220));
    expect(door.measurement_warnings).toEqual([]);
    expect((await orderOf(orderId)).measurement_warnings).toEqual([]);
  });

  it('warns on a loose rail of 1000 typed for 100,0: did you mean 100 cm?', async () => {
    const orderId = await newOrder();
    const rail = await add(orderId, 'trackrail', {
      ...fixture.valid.trackrail,
      width: 1000,
      with_connector: true,
    });
    expect(rail.measurement_warnings).toEqual([
      expect.objectContaining({
        code: 'unit_slip',
        fields: ['width'],
        suggestions: [{ field: 'width', value: 100 }],
        message: '1,000 cm looks like another unit. Did you mean 100 cm?',
      }),
    ]);
  });

  it('warns on a rail of 200 cm linked to a curtain of 300 cm', async () => {
    const orderId = await newOrder();
    const curtain = await add(orderId, 'pleatcurtain', livingRoomCurtain(260, 300));
    const rail = await add(orderId, 'trackrail', {
      ...fixture.valid.trackrail,
      width: 200,
      curtain_order_number: curtain.order_number,
    });
    expect(rail.measurement_warnings).toEqual([
      expect.objectContaining({
        code: 'rail_too_short',
        order_number: rail.order_number,
        fields: ['width'],
        suggestions: [{ field: 'width', value: 300 }],
        message: 'The rail (200 cm) is shorter than its curtain (300 cm).',
      }),
    ]);
    const article = await call('demo-shop', 'GET', `/api/articles/${rail.order_number}/`);
    expect(article.json().measurement_warnings[0].code).toBe('rail_too_short');
  });

  it('reads a customer fabric’s width: the dealer narrows their own wide-width below a stored drop', async () => {
    const form = {
      name: 'Eigen kamerhoog',
      supplier_id: 1,
      type: 'woven',
      pattern_type: 'plain',
      width_type: 'widewidth',
      width: 320,
      iron_property: 2,
      colors: [{ article_number: 'EK-01', color: 'Wit' }],
      wholesale_price: 2100,
      price: 4200,
      co: 100,
      curtain_types: ['pleatcurtain'],
    };
    const created = await call('demo-shop', 'POST', '/api/customer-fabrics/', { payload: form });
    expect(created.statusCode, created.body).toBe(201);
    const uuid: string = created.json().fabric_uuid;
    const orderId = await newOrder();
    const curtain = await add(orderId, 'pleatcurtain', {
      ...livingRoomCurtain(285, 280),
      main_fabric: uuid,
    });
    expect(curtain.measurement_warnings).toEqual([]);
    // 280 cm of wide-width makes no drop of 285 cm; turned, the curtain fits: swapped sizes.
    const narrowed = await call('demo-shop', 'PUT', `/api/customer-fabrics/${uuid}/`, {
      payload: { ...form, width: 280 },
    });
    expect(narrowed.statusCode, narrowed.body).toBe(200);
    const order = await orderOf(orderId);
    expect(order.measurement_warnings.map((found) => found.code)).toEqual(['swapped_sizes']);
    const confirm = await call('demo-shop', 'POST', `/api/orders/${orderId}/confirm/`, {
      payload: {},
    });
    expect(confirm.statusCode).toBe(409);
  });

  it('refuses a confirm until every warning is acknowledged, and keeps who acknowledged what', async () => {
    const orderId = await newOrder();
    const curtain = await add(orderId, 'pleatcurtain', livingRoomCurtain(260, 300));
    await add(orderId, 'pleatcurtain', livingRoomCurtain(260));
    await add(orderId, 'pleatcurtain', livingRoomCurtain(206));
    await add(orderId, 'trackrail', {
      ...fixture.valid.trackrail,
      width: 200,
      curtain_order_number: curtain.order_number,
    });
    const before = (await orderOf(orderId)).measurement_warnings;
    const ids = before.map((found) => found.id);
    expect(ids).toHaveLength(2);
    expect(before.some((found) => found.acknowledged)).toBe(false);

    const confirmUrl = `/api/orders/${orderId}/confirm/`;
    const bare = await call('demo-shop', 'POST', confirmUrl, { payload: {} });
    expect(bare.statusCode).toBe(409);
    const refusal = measurementRefusalSchema.parse(bare.json());
    expect(refusal.code).toBe('measurement_unacknowledged');
    expect(refusal.warnings.map((found) => found.id)).toEqual(ids);

    const half = await call('demo-shop', 'POST', confirmUrl, {
      payload: { acknowledged_warnings: [ids[0], 'room_outlier:999999:height'] },
    });
    expect(half.statusCode).toBe(409);
    expect(half.json().warnings.map((found: { id: string }) => found.id)).toEqual([ids[1]]);
    expect((await orderOf(orderId)).order_type).toBe('draft');

    const foreign = await call('demo-service', 'POST', confirmUrl, {
      payload: { acknowledged_warnings: ids },
    });
    expect(foreign.statusCode).toBe(404);

    const confirmed = await call('demo-shop', 'POST', confirmUrl, {
      payload: { acknowledged_warnings: ids },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().order_type).toBe('confirmed');
    // The order answers its warnings as acknowledged now: the page stops asking about them.
    const after = await orderOf(orderId);
    expect(after.measurement_warnings.map((found) => [found.id, found.acknowledged])).toEqual(
      ids.map((id) => [id, true]),
    );

    const events = orderEventsAnswerSchema.parse(
      (await call('demo-shop', 'GET', `/api/orders/${orderId}/events/`)).json(),
    );
    const acknowledged = events.results.find((event) => event.kind === 'measurement_acknowledged');
    expect(acknowledged).toMatchObject({ user_name: 'demo-shop', order_number: null });
    expect(
      (acknowledged!.data.warnings as { id: string; message: string }[]).map((found) => found.id),
    ).toEqual(ids);
    expect(Date.parse(acknowledged!.at)).not.toBeNaN();

    // The order forms print the acknowledged warnings for the workshop, with who acknowledged.
    const english = { headers: { 'accept-language': 'en' } };
    const messages = (await call('demo-shop', 'GET', `/api/orders/${orderId}/`, english))
      .json()
      .measurement_warnings.map((found: { message: string }) => found.message);
    const forms = await call('demo-shop', 'GET', `/api/orders/${orderId}/orderforms/`, english);
    expect(forms.statusCode, forms.body).toBe(200);
    const flat = (text: string) => text.replace(/\s+/g, ' ');
    const printed = flat(
      execFileSync('pdftotext', ['-raw', '-', '-'], { input: forms.rawPayload }).toString(),
    );
    expect(printed).toContain('Measurements checked');
    expect(printed).toContain('Acknowledged by demo-shop');
    for (const message of messages) expect(printed).toContain(flat(message));
  });

  it('confirms an order without warnings with no acknowledgement, and records none', async () => {
    const orderId = await newOrder();
    await add(orderId, 'pleatcurtain', livingRoomCurtain(260));
    const confirmed = await call('demo-shop', 'POST', `/api/orders/${orderId}/confirm/`, {
      payload: {},
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const events = (await call('demo-shop', 'GET', `/api/orders/${orderId}/events/`)).json();
    expect(events.results.map((event: { kind: string }) => event.kind)).not.toContain(
      'measurement_acknowledged',
    );
  });

  it('answers another shop’s order with 404, warnings or not', async () => {
    const orderId = await newOrder();
    await add(orderId, 'pleatcurtain', livingRoomCurtain(260));
    expect((await call('demo-au', 'GET', `/api/orders/${orderId}/`)).statusCode).toBe(404);
    const confirm = await call('demo-au', 'POST', `/api/orders/${orderId}/confirm/`, {
      payload: { acknowledged_warnings: [] },
    });
    expect(confirm.statusCode).toBe(404);
  });

  it('refuses an acknowledgement list that is not a list of ids', async () => {
    const orderId = await newOrder();
    const response = await call('demo-shop', 'POST', `/api/orders/${orderId}/confirm/`, {
      payload: { acknowledged_warnings: 'all' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('on an imperial account reads slips in inches and words every warning in inches', async () => {
    // The inch field keeps whole millimetres: 72 in and 8 in (feet typed for inches).
    const inches = (typed: number) => inchesToMm(typed) / 10;
    const orderId = await newOrder('demo-ca');
    const curtain = await add(
      orderId,
      'pleatcurtain',
      { ...livingRoomCurtain(inches(8), inches(72)) },
      'demo-ca',
    );
    expect(curtain.measurement_warnings).toEqual([
      expect.objectContaining({
        code: 'unit_slip',
        fields: ['height'],
        params: { value: inches(8), suggested: inches(96), unit: 'cm' },
        suggestions: [{ field: 'height', value: inches(96) }],
        message: '8 in looks like another unit. Did you mean 96 in?',
      }),
    ]);
    const confirmUrl = `/api/orders/${orderId}/confirm/`;
    const dutch = { headers: { 'accept-language': 'nl' } };
    const refused = await call('demo-ca', 'POST', confirmUrl, { ...dutch, payload: {} });
    expect(refused.statusCode).toBe(409);
    expect(measurementRefusalSchema.parse(refused.json()).warnings[0]?.message).toBe(
      '8 in lijkt een andere eenheid. Bedoelde u 96 in?',
    );
    const id = curtain.measurement_warnings[0]!.id;
    const confirmed = await call('demo-ca', 'POST', confirmUrl, {
      headers: { 'accept-language': 'en' },
      payload: { acknowledged_warnings: [id] },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // The trail keeps the code and sizes; each reader reads them in their own language and unit.
    const trail = async (headers: Record<string, string>) => {
      const answer = await call('demo-ca', 'GET', `/api/orders/${orderId}/events/`, { headers });
      const events = orderEventsAnswerSchema.parse(answer.json()).results;
      const found = events.find((event) => event.kind === 'measurement_acknowledged');
      return ((found?.data.warnings ?? []) as { message: string }[]).map((one) => one.message);
    };
    expect(await trail({ 'accept-language': 'en' })).toEqual([
      '8 in looks like another unit. Did you mean 96 in?',
    ]);
    expect(await trail({ 'accept-language': 'de' })).toEqual([
      '8 in sieht nach einer anderen Einheit aus. Meinten Sie 96 in?',
    ]);
    // A metric reader of the same shop's trail would read centimetres: the unit is the reader's.
    expect(await trail({ 'accept-language': 'nl' })).toEqual([
      '8 in lijkt een andere eenheid. Bedoelde u 96 in?',
    ]);
  });

  it('words the trail of a metric account in the reader’s language', async () => {
    const orderId = await newOrder();
    const rail = await add(orderId, 'trackrail', {
      ...fixture.valid.trackrail,
      width: 1000,
      with_connector: true,
    });
    const confirmUrl = `/api/orders/${orderId}/confirm/`;
    const confirmed = await call('demo-shop', 'POST', confirmUrl, {
      headers: { 'accept-language': 'en' },
      payload: { acknowledged_warnings: rail.measurement_warnings.map((found) => found.id) },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const answer = await call('demo-shop', 'GET', `/api/orders/${orderId}/events/`, {
      headers: { 'accept-language': 'fr' },
    });
    const events = orderEventsAnswerSchema.parse(answer.json()).results;
    const found = events.find((event) => event.kind === 'measurement_acknowledged');
    expect(((found?.data.warnings ?? []) as { message: string }[])[0]?.message).toBe(
      '1\u202f000\u202fcm semble être dans une autre unité. Vouliez-vous dire 100\u202fcm ?',
    );
  });
});
