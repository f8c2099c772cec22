// The delivery run on both databases: who may use it, the day's stops in route order, proof
// photos and their limits, a stop delivered through the production service's own transition (the
// same timeline entry, live change and mail as a factory's event, and the dealer's track answer),
// fabrics picked up, audit entries, and resends that change nothing.
import {
  deliveryRunSchema,
  deliveryStopSchema,
  MAX_DELIVERY_PHOTO_BYTES,
  trackTimelineSchema,
} from '@atelier/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../articles/test-support.js';
import {
  articleOrder,
  customerFabric,
  customerOrder,
  debtor,
  deliveryProof,
  fabricPickup,
  productionEvent,
} from '../db/schema/index.js';
import type { ProductionChange } from '../live/live-bus.js';
import { outboxFor } from '../mail/mail.repository.js';
import { useTestApp } from '../test/app.js';
import { auditEntriesOf } from '../test/audit.js';
import { multipart, pngOfSize } from '../test/upload-files.js';

// A Tuesday morning in Genemuiden: demo-shop (100231) has its trip on Tuesdays and Fridays.
const TODAY = '2031-03-04';
const clock = new Date(`${TODAY}T08:00:00Z`);
const ctx = useTestApp({ clock: () => clock });
const call = caller(ctx);
const db = () => ctx.database.db;
const RUN = '/api/manage/delivery/run/';
const MARK = 'Runtest';
const heard: ProductionChange[] = [];
const shops: Record<string, number> = {};

async function readyArticle(
  shop: string,
  commission: string,
  options: { status?: 'gerverz' | 'produktie'; plannedDate?: string | null } = {},
) {
  const [order] = await db()
    .insert(customerOrder)
    .values({
      debtorId: shops[shop]!,
      orderType: 'confirmed',
      commission: `${MARK} ${commission}`,
      customerOrderNumber: `KO-${commission}`,
      orderDate: '2031-02-01',
    })
    .returning({ id: customerOrder.id });
  const [article] = await db()
    .insert(articleOrder)
    .values({
      orderId: order!.id,
      debtorId: shops[shop]!,
      articleType: 'cushion',
      parameters: {},
      room: 'living',
      productionStatus: options.status ?? 'gerverz',
      productionSite: 'ateliergenemuiden',
      stockState: 'enoughstock',
      plannedDate: options.plannedDate === undefined ? '2031-03-03' : options.plannedDate,
      statusChangedAt: new Date('2031-03-01T10:00:00Z'),
    })
    .returning({ id: articleOrder.id, orderNumber: articleOrder.orderNumber });
  return { orderId: order!.id, ...article! };
}

let shopCurtain: Awaited<ReturnType<typeof readyArticle>>;
let shopRail: Awaited<ReturnType<typeof readyArticle>>;
let shopBusy: Awaited<ReturnType<typeof readyArticle>>;
let vanDijk: Awaited<ReturnType<typeof readyArticle>>;
let pickupId: number;

beforeAll(async () => {
  for (const row of await db().select({ id: debtor.id, number: debtor.number }).from(debtor)) {
    shops[row.number] = row.id;
  }
  shopCurtain = await readyArticle('100231', 'Curtain');
  shopRail = await readyArticle('100231', 'Rail', { plannedDate: null });
  shopBusy = await readyArticle('100231', 'Busy', { status: 'produktie' });
  // Van Dijk's trip is on Wednesdays: it is called on today only because a date was promised.
  vanDijk = await readyArticle('100458', 'Promised', { plannedDate: TODAY });
  // Its article planned for tomorrow waits.
  await readyArticle('100458', 'Tomorrow', { plannedDate: '2031-03-05' });
  const [fabric] = await db()
    .select({ id: customerFabric.id })
    .from(customerFabric)
    .where(eq(customerFabric.debtorId, shops['100231']!));
  const [pickup] = await db()
    .insert(fabricPickup)
    .values({
      debtorId: shops['100231']!,
      customerFabricId: fabric!.id,
      delivery: 'driver',
      note: '2 rolls, 38 m',
      pickupDate: TODAY,
    })
    .returning({ id: fabricPickup.id });
  pickupId = pickup!.id;
  // A fabric coming by parcel service is not the driver's.
  await db().insert(fabricPickup).values({
    debtorId: shops['100231']!,
    customerFabricId: fabric!.id,
    delivery: 'parcelservice',
    pickupDate: TODAY,
  });
  ctx.app.live.subscribe((event) => {
    if (event.type === 'production') heard.push(event);
  });
});

async function uploadPhoto(username = 'staff-driver', bytes = pngOfSize(10_000), key?: string) {
  const body = multipart({}, { field: 'photo', name: 'proof.png', type: 'image/png', bytes });
  return call(username, 'POST', '/api/manage/delivery/photos/', {
    payload: body.payload,
    headers: { ...body.headers, ...(key ? { 'idempotency-key': key } : {}) },
  });
}

describe('who may drive', () => {
  it('lets the driver and the production planner read the run', async () => {
    for (const username of ['staff-driver', 'staff-planner']) {
      const response = await call(username, 'GET', RUN);
      expect(response.statusCode, username).toBe(200);
    }
  });

  it('refuses customer service and dealers', async () => {
    const service = await call('staff-service', 'GET', RUN);
    expect(service.statusCode).toBe(403);
    expect(service.json().code).toBe('permission_denied');
    const dealer = await call('demo-shop', 'GET', RUN);
    expect(dealer.statusCode).toBe(403);
    expect(dealer.json().code).toBe('staff_only');
    const write = await call('demo-shop', 'POST', `/api/manage/delivery/stops/1/delivered/`, {
      payload: {},
    });
    expect(write.json().code).toBe('staff_only');
  });
});

describe("today's run", () => {
  it('lists the stops in route order with address, contact, articles and fabrics', async () => {
    const response = await call('staff-driver', 'GET', RUN);
    const run = deliveryRunSchema.parse(response.json());
    expect(run.date).toBe(TODAY);
    const names = run.stops.map((stop) => stop.debtor_number);
    // The planned round first (demo-shop's Tuesday trip), the promised extra stop after it.
    expect(names.indexOf('100231')).toBeGreaterThanOrEqual(0);
    expect(names.indexOf('100231')).toBeLessThan(names.indexOf('100458'));
    const shop = run.stops.find((stop) => stop.debtor_number === '100231')!;
    expect(shop).toMatchObject({
      name: 'Woonwinkel De Linde',
      address: 'Diezerstraat 41',
      postalcode: '8011 RD',
      phone: '+31 38 421 55 10',
      contact: 'Anouk de Linde',
      on_trip: true,
      done: false,
    });
    const numbers = shop.articles.map((article) => article.order_number);
    expect(numbers).toEqual(
      expect.arrayContaining([shopCurtain.orderNumber, shopRail.orderNumber]),
    );
    expect(numbers).not.toContain(shopBusy.orderNumber);
    expect(shop.articles.find((a) => a.order_number === shopCurtain.orderNumber)).toMatchObject({
      commission: `${MARK} Curtain`,
      customer_order_number: 'KO-Curtain',
    });
    expect(shop.pickups.map((pickup) => pickup.id)).toEqual([pickupId]);
    const extra = run.stops.find((stop) => stop.debtor_number === '100458')!;
    expect(extra.on_trip).toBe(false);
    expect(extra.articles.map((article) => article.order_number)).toEqual([vanDijk.orderNumber]);
    expect(run.left).toBe(run.stops.filter((stop) => !stop.done).length);
  });

  it('answers another day, and refuses a malformed date with its field', async () => {
    const friday = deliveryRunSchema.parse(
      (await call('staff-driver', 'GET', `${RUN}?date=2031-03-07`)).json(),
    );
    expect(friday.date).toBe('2031-03-07');
    // Wednesday: Van Dijk's trip day, demo-shop's articles wait for Friday.
    const wednesday = deliveryRunSchema.parse(
      (await call('staff-driver', 'GET', `${RUN}?date=2031-03-05`)).json(),
    );
    const numbers = wednesday.stops.map((stop) => stop.debtor_number);
    expect(numbers).toContain('100458');
    expect(numbers).not.toContain('100231');
    const bad = await call('staff-driver', 'GET', `${RUN}?date=tomorrow`);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['date']);
  });
});

describe('proof photos', () => {
  it('stores a photo re-encoded and lets staff read it back', async () => {
    const response = await uploadPhoto();
    expect(response.statusCode).toBe(201);
    const photo = response.json();
    expect(photo.content_type).toBe('image/png');
    const read = await call('staff-planner', 'GET', photo.url);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect((await call('demo-shop', 'GET', photo.url)).statusCode).toBe(403);
  });

  it('refuses a photo too large, not an image, or missing', async () => {
    const large = await uploadPhoto('staff-driver', pngOfSize(MAX_DELIVERY_PHOTO_BYTES + 1));
    expect(large.statusCode).toBe(413);
    expect(large.json().code).toBe('image_too_large');
    const text = await uploadPhoto('staff-driver', Buffer.from('not a picture at all'));
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe('image_type_not_supported');
    const none = multipart({}, null);
    const missing = await call('staff-driver', 'POST', '/api/manage/delivery/photos/', none);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('file_required');
  });
});

describe('a stop delivered', () => {
  const deliverUrl = () => `/api/manage/delivery/stops/${shops['100231']}/delivered/`;

  it('refuses bad input with a message per field', async () => {
    const empty = await call('staff-driver', 'POST', deliverUrl(), { payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json()).sort()).toEqual([
      'order_numbers',
      'photo_id',
      'recipient_name',
    ]);
    const unknown = await call('staff-driver', 'POST', deliverUrl(), {
      payload: {
        recipient_name: 'Anouk',
        photo_id: '00000000-0000-4000-8000-000000000000',
        order_numbers: [shopCurtain.orderNumber],
      },
    });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json())).toEqual(['photo_id']);
  });

  it('refuses an article not ready to ship, and changes nothing', async () => {
    const photo = (await uploadPhoto()).json();
    const response = await call('staff-driver', 'POST', deliverUrl(), {
      payload: {
        recipient_name: 'Anouk de Linde',
        photo_id: photo.id,
        order_numbers: [shopCurtain.orderNumber, shopBusy.orderNumber],
      },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('delivery_not_on_stop');
    const [row] = await db()
      .select({ status: articleOrder.productionStatus })
      .from(articleOrder)
      .where(eq(articleOrder.id, shopCurtain.id));
    expect(row!.status).toBe('gerverz');
    // Another dealer's article is not on this stop either.
    const other = await call('staff-driver', 'POST', deliverUrl(), {
      payload: {
        recipient_name: 'Anouk',
        photo_id: photo.id,
        order_numbers: [vanDijk.orderNumber],
      },
    });
    expect(other.json().code).toBe('delivery_not_on_stop');
  });

  it('moves every article to delivered as a factory event does, once, however often it is sent', async () => {
    const photo = (await uploadPhoto()).json();
    const mailsBefore = (await outboxFor(db(), 'shop@atelier.example')).length;
    heard.length = 0;
    const send = () =>
      call('staff-driver', 'POST', deliverUrl(), {
        payload: {
          recipient_name: 'Anouk de Linde',
          photo_id: photo.id,
          order_numbers: [shopCurtain.orderNumber, shopRail.orderNumber],
        },
        headers: { 'idempotency-key': 'run-2031-03-04-stop-1' },
      });
    const first = await send();
    expect(first.statusCode).toBe(201);
    const stop = deliveryStopSchema.parse(first.json());
    expect(stop.articles).toEqual([]);
    expect(stop.proofs).toHaveLength(1);
    expect(stop.proofs[0]).toMatchObject({
      recipient_name: 'Anouk de Linde',
      staff_username: 'staff-driver',
    });
    expect(stop.proofs[0]!.order_numbers.sort()).toEqual(
      [shopCurtain.orderNumber, shopRail.orderNumber].sort(),
    );

    // The articles' status and their timeline entries, as the integration API writes them.
    const rows = await db()
      .select({ status: articleOrder.productionStatus, site: articleOrder.productionSite })
      .from(articleOrder)
      .where(inArray(articleOrder.id, [shopCurtain.id, shopRail.id]));
    expect(rows.map((row) => row.status)).toEqual(['bezorgd', 'bezorgd']);
    const events = await db()
      .select()
      .from(productionEvent)
      .where(
        and(eq(productionEvent.articleId, shopCurtain.id), eq(productionEvent.status, 'bezorgd')),
      );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      applied: true,
      site: 'ateliergenemuiden',
      message: 'Anouk de Linde',
    });
    // Live, after the commit, one change per article; and the production mail.
    expect(heard.map((change) => change.articleId).sort()).toEqual(
      [shopCurtain.id, shopRail.id].sort(),
    );
    expect(heard.every((change) => change.status === 'bezorgd')).toBe(true);
    await ctx.app.background.idle();
    const mails = await outboxFor(db(), 'shop@atelier.example');
    expect(mails.length).toBeGreaterThan(mailsBefore);
    expect(mails.some((mail) => mail.kind === 'production_bezorgd')).toBe(true);
    // The order is delivered: all its articles are.
    const [order] = await db()
      .select({ type: customerOrder.orderType })
      .from(customerOrder)
      .where(eq(customerOrder.id, shopCurtain.orderId));
    expect(order!.type).toBe('delivered');

    // Audited in the same transaction.
    const proofId = stop.proofs[0]!.id;
    const audit = await auditEntriesOf(ctx, 'delivery.deliver', proofId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ subject: 'delivery', debtorId: shops['100231'] });

    // A resend with the key: the first answer, nothing new.
    heard.length = 0;
    const again = await send();
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    // A resend without the key: the articles are delivered already, no second proof.
    const plain = await call('staff-driver', 'POST', deliverUrl(), {
      payload: {
        recipient_name: 'Anouk de Linde',
        photo_id: photo.id,
        order_numbers: [shopCurtain.orderNumber, shopRail.orderNumber],
      },
    });
    expect(plain.statusCode).toBe(200);
    expect(heard).toEqual([]);
    const proofs = await db()
      .select()
      .from(deliveryProof)
      .where(eq(deliveryProof.debtorId, shops['100231']!));
    expect(proofs).toHaveLength(1);
    expect(await auditEntriesOf(ctx, 'delivery.deliver', proofId)).toHaveLength(1);
  });

  it("shows the dealer's track page the delivery and who received it", async () => {
    const response = await call('demo-shop', 'GET', `/api/track/${shopCurtain.id}/events/`);
    expect(response.statusCode).toBe(200);
    const timeline = trackTimelineSchema.parse(response.json());
    expect(timeline.article.status).toBe('bezorgd');
    expect(timeline.events.at(-1)).toMatchObject({
      status: 'bezorgd',
      message: 'Anouk de Linde',
    });
  });
});

describe('a fabric picked up', () => {
  const url = () => `/api/manage/delivery/pickups/${pickupId}/collected/`;

  it('refuses bad input with its fields and an unknown pick-up with 404', async () => {
    const empty = await call('staff-driver', 'POST', url(), { payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json())).toEqual(['handed_over_by']);
    const missing = await call(
      'staff-driver',
      'POST',
      '/api/manage/delivery/pickups/999999/collected/',
      {
        payload: { handed_over_by: 'Bram Jansen' },
      },
    );
    expect(missing.statusCode).toBe(404);
  });

  it('records who handed it over, audited, once', async () => {
    const first = await call('staff-driver', 'POST', url(), {
      payload: { handed_over_by: 'Bram Jansen', photo_id: null },
      headers: { 'idempotency-key': 'pickup-once' },
    });
    expect(first.statusCode).toBe(201);
    const stop = deliveryStopSchema.parse(first.json());
    expect(stop.pickups[0]).toMatchObject({ id: pickupId, handed_over_by: 'Bram Jansen' });
    expect(stop.done).toBe(true);
    expect(await auditEntriesOf(ctx, 'delivery.pickup', `pickup-${pickupId}`)).toHaveLength(1);
    const again = await call('staff-driver', 'POST', url(), {
      payload: { handed_over_by: 'Someone else' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().pickups[0].handed_over_by).toBe('Bram Jansen');
    expect(await auditEntriesOf(ctx, 'delivery.pickup', `pickup-${pickupId}`)).toHaveLength(1);
  });

  it('keeps the done stop on the day’s run, collapsed as done', async () => {
    const run = deliveryRunSchema.parse((await call('staff-driver', 'GET', RUN)).json());
    const shop = run.stops.find((stop) => stop.debtor_number === '100231')!;
    expect(shop.done).toBe(true);
    expect(shop.proofs).toHaveLength(1);
  });
});
