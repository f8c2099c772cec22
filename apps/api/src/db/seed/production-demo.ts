// The production demo: confirmed and delivered orders of the demo shops with articles in every
// production state and a history of events, so the track page, the order tabs and the dashboard
// show something on first start. Made through the real calls (orders, articles, confirm and the
// factories' integration API) on an app of its own without mail, then dated back over the last
// twelve weeks. Runs once: not when the database already has production events.
import { randomBytes } from 'node:crypto';
import {
  calendarDateIn,
  DELIVERY_READY_STATUS,
  DELIVERY_RUN_COUNTRY,
  PRODUCTION_STATUSES,
  type ProductionSite,
  type ProductionStatus,
  productionSiteOf,
} from '@atelier/domain';
import { VALID_ARTICLES } from '@atelier/domain/examples';
import { and, asc, eq } from 'drizzle-orm';
import { buildApp } from '../../app.js';
import { insertExternalOrder } from '../../orders/external-orders.repository.js';
import { hashClaim } from '../../orders/external-orders.service.js';
import { createIntegrationKey, revokeKey } from '../../production/integration-keys.js';
import {
  countProductionEvents,
  dateBackOrder,
  debtorIdByNumber,
  firstFabricOf,
} from '../../production/production.repository.js';
import type { Db } from '../client.js';
import { customerFabric, debtor, fabricPickup } from '../schema/index.js';
import { DEMO_PASSWORD } from './demo-data.js';
import { seedDemoReturns } from './returns-demo.js';

/** The demo's external order link (demo-au): /account?external_order_id=…&external_order_id_claim=… */
export const DEMO_EXTERNAL_ORDER = { id: 'KIOSK-24017', claim: 'demo-kiosk-claim-24017' };

/** The road to each status, after `import` (the confirmation). */
export const DEMO_ROADS: Record<ProductionStatus, ProductionStatus[]> = {
  import: [],
  binnen: ['binnen'],
  wacht: ['binnen', 'wacht'],
  gerprod: ['binnen', 'gerprod'],
  produktie: ['binnen', 'gerprod', 'produktie'],
  confectie: ['binnen', 'gerprod', 'produktie', 'confectie'],
  montage: ['binnen', 'gerprod', 'produktie', 'montage'],
  ingepakt: ['binnen', 'gerprod', 'produktie', 'confectie', 'ingepakt'],
  gerverz: ['binnen', 'gerprod', 'produktie', 'confectie', 'ingepakt', 'gerverz'],
  bezorgd: ['binnen', 'gerprod', 'produktie', 'confectie', 'ingepakt', 'gerverz', 'bezorgd'],
  afgewerkt: [
    'binnen',
    'gerprod',
    'produktie',
    'confectie',
    'ingepakt',
    'gerverz',
    'bezorgd',
    'afgewerkt',
  ],
  annuleer: ['binnen', 'annuleer'],
  probleem: ['binnen', 'gerprod', 'produktie', 'probleem'],
};

const MESSAGES: Partial<Record<ProductionStatus, string>> = {
  wacht: 'Stof tijdelijk niet op voorraad; nieuwe levering verwacht over 10 dagen.',
  probleem: 'Kleurverschil in de nieuwe rol: we wachten op een vervangende rol.',
};

interface DemoShop {
  username: string;
  debtorNumber: string;
  /** Orders of this shop: each the target status of its curtain and of its rail. */
  orders: [ProductionStatus, ProductionStatus | null][];
}

/** demo-shop gets every state; demo-tracking's shop too; the other service shops a few. */
const ALL_STATES: [ProductionStatus, ProductionStatus | null][] = [
  ['import', 'import'],
  ['binnen', null],
  ['wacht', 'binnen'],
  ['gerprod', null],
  ['produktie', 'gerprod'],
  ['confectie', null],
  ['montage', 'produktie'],
  ['ingepakt', 'ingepakt'],
  ['gerverz', 'gerverz'],
  ['bezorgd', 'bezorgd'],
  ['afgewerkt', 'afgewerkt'],
  ['annuleer', null],
  ['probleem', 'gerprod'],
  ['bezorgd', 'afgewerkt'],
];

export const DEMO_SHOPS: DemoShop[] = [
  { username: 'demo-shop', debtorNumber: '100231', orders: ALL_STATES },
  { username: 'demo-service', debtorNumber: '100458', orders: ALL_STATES },
  {
    username: 'demo-service',
    debtorNumber: '200117',
    orders: [
      ['produktie', null],
      ['probleem', 'binnen'],
      ['bezorgd', 'bezorgd'],
      ['wacht', null],
    ],
  },
  {
    username: 'demo-service',
    debtorNumber: '300542',
    orders: [
      ['gerverz', 'ingepakt'],
      ['binnen', null],
      ['afgewerkt', null],
    ],
  },
];

const DAY = 86_400_000;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

export async function productionDemoNeeded(db: Db): Promise<boolean> {
  return (await countProductionEvents(db)) === 0;
}

export async function seedProductionDemo(db: Db, now = new Date()): Promise<{ orders: number }> {
  const app = await buildApp({
    db,
    config: {
      jwtSecret: randomBytes(32).toString('hex'),
      publicUrl: 'http://localhost',
      productionMail: false,
      // The demo's `now` is the portal's: its events are dated before it, never after.
      clock: () => now,
    },
  });
  const keys = new Map<ProductionSite, { id: number; key: string }>();
  let orders = 0;
  try {
    await app.ready();
    for (const site of ['ateliergenemuiden', 'atelierhelmond'] as const) {
      keys.set(site, await createIntegrationKey(db, site, 'demo data'));
    }
    const fabricUuid = await firstFabricOf(db, 'LINO');
    if (!fabricUuid) throw new Error('production demo: the catalogue has no LINO fabric');
    const curtain = { ...VALID_ARTICLES.pleatcurtain, main_fabric: fabricUuid };
    const rail = VALID_ARTICLES.rail;

    const tokens = new Map<string, string>();
    const call = async (username: string, method: 'POST', url: string, payload: unknown) => {
      if (!tokens.has(username)) {
        const login = await app.inject({
          method: 'POST',
          url: '/easyorder/token/',
          payload: { username, password: DEMO_PASSWORD },
        });
        if (login.statusCode !== 200) throw new Error(`production demo: log-in of ${username}`);
        tokens.set(username, login.json().access);
      }
      const response = await app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${tokens.get(username)}` },
        payload: payload as Record<string, unknown>,
      });
      if (response.statusCode >= 300) {
        throw new Error(
          `production demo: ${method} ${url} → ${response.statusCode} ${response.body}`,
        );
      }
      return response.json();
    };

    let serial = 0;
    for (const shop of DEMO_SHOPS) {
      const shopId = await debtorIdByNumber(db, shop.debtorNumber);
      if (shopId === null) continue;
      const total = shop.orders.length;
      for (const [index, [curtainState, railState]] of shop.orders.entries()) {
        serial += 1;
        // Spread over twelve weeks, the oldest first; the further along, the older the order.
        const ageDays = Math.round(((total - index) / total) * 80) + 3;
        const confirmedAt = new Date(now.getTime() - ageDays * DAY);
        const order = await call(shop.username, 'POST', '/api/orders/', {
          debtor_id: shopId,
          commission: `Demo ${String(serial).padStart(2, '0')}`,
          customer_order_number: `KO-${2400 + serial}`,
        });
        const targets: [Record<string, unknown>, ProductionStatus][] = [[curtain, curtainState]];
        if (railState) targets.push([rail, railState]);
        const numbers: string[] = [];
        for (const [body, _state] of targets) {
          const type = body === rail ? 'rail' : 'pleatcurtain';
          const article = await call(
            shop.username,
            'POST',
            `/api/orders/${order.id}/articles/${type}/`,
            body,
          );
          numbers.push(article.order_number);
        }
        await call(shop.username, 'POST', `/api/orders/${order.id}/confirm/`, {});
        await dateBack(db, order.id, confirmedAt);
        orders += 1;
        for (const [i, [body, state]] of targets.entries()) {
          const site = productionSiteOf(body === rail ? 'rail' : 'pleatcurtain');
          await pushRoad(app, keys.get(site)!.key, numbers[i]!, state, confirmedAt, now, serial);
        }
      }
    }
    // An offer a kiosk prepared for demo-au (not demo-shop, whose offer count the journeys read):
    // the external order link with its claim opens it.
    const au = await debtorIdByNumber(db, '400019');
    if (au !== null) {
      const offer = await call('demo-au', 'POST', '/api/orders/', {
        commission: 'Kiosk Bakker',
        customer_order_number: DEMO_EXTERNAL_ORDER.id,
      });
      await call('demo-au', 'POST', `/api/orders/${offer.id}/articles/pleatcurtain/`, curtain);
      await call('demo-au', 'POST', `/api/orders/${offer.id}/offer/`, {
        end_customer_name: 'Familie Bakker',
        end_customer_reference: DEMO_EXTERNAL_ORDER.id,
        valid_until: isoDate(new Date(now.getTime() + 30 * DAY)),
      });
      await insertExternalOrder(db, {
        debtorId: au,
        externalOrderId: DEMO_EXTERNAL_ORDER.id,
        claimHash: hashClaim(DEMO_EXTERNAL_ORDER.claim),
        orderId: offer.id,
      });
    }
    // Returns waiting on the returns desk, one with its question answered.
    await seedDemoReturns(call, curtain, (orderId, daysAgo) =>
      dateBack(db, orderId, new Date(now.getTime() - daysAgo * DAY)),
    );
    await seedFabricPickups(db, now);
  } finally {
    for (const { id } of keys.values()) await revokeKey(db, id);
    await app.close();
  }
  return { orders };
}

/** Customer fabrics the dealers hand the driver today, and one that comes by parcel service. */
const DEMO_PICKUPS = [
  { debtorNumber: '100231', delivery: 'driver', note: '2 rollen, samen 38 m' },
  { debtorNumber: '100458', delivery: 'driver', note: '1 rol, 24 m' },
  { debtorNumber: '100231', delivery: 'parcelservice', note: '1 rol, 12 m' },
] as const;

/**
 * The driver's work on the day the demo starts (decision 087): the ready-to-ship articles were
 * promised for today (their last event's planned date), and these fabrics are to be picked up.
 */
async function seedFabricPickups(db: Db, now: Date) {
  const today = calendarDateIn(now, DELIVERY_RUN_COUNTRY);
  for (const pickup of DEMO_PICKUPS) {
    const [fabric] = await db
      .select({ id: customerFabric.id, debtorId: customerFabric.debtorId })
      .from(customerFabric)
      .innerJoin(debtor, eq(debtor.id, customerFabric.debtorId))
      .where(and(eq(debtor.number, pickup.debtorNumber), eq(customerFabric.status, 'active')))
      .orderBy(asc(customerFabric.id))
      .limit(1);
    if (!fabric) continue;
    await db.insert(fabricPickup).values({
      debtorId: fabric.debtorId,
      customerFabricId: fabric.id,
      delivery: pickup.delivery,
      note: pickup.note,
      pickupDate: today,
    });
  }
}

/** The order and its `import` events as if confirmed then. */
async function dateBack(db: Db, orderId: number, confirmedAt: Date) {
  await dateBackOrder(db, orderId, confirmedAt, new Date(confirmedAt.getTime() - 2 * DAY));
}

/** The factory's events along the road, spaced between the confirmation and now. */
async function pushRoad(
  app: Awaited<ReturnType<typeof buildApp>>,
  key: string,
  orderNumber: string,
  state: ProductionStatus,
  confirmedAt: Date,
  now: Date,
  serial: number,
) {
  const road = DEMO_ROADS[state];
  if (road.length === 0) return;
  const span = now.getTime() - confirmedAt.getTime() - DAY;
  const step = span / (road.length + 1);
  let planned = new Date(confirmedAt.getTime() + 21 * DAY);
  const events = road.map((status, index) => {
    const occurred = new Date(confirmedAt.getTime() + step * (index + 1));
    // The planned date is set on receipt and moves once when something held the article up.
    if (status === 'wacht' || status === 'probleem')
      planned = new Date(planned.getTime() + 7 * DAY);
    return {
      event_id: `demo-${orderNumber}-${index}`,
      order_number: orderNumber,
      status,
      occurred_at: occurred.toISOString(),
      ...(status === 'binnen' || status === 'wacht' || status === 'probleem'
        ? { planned_date: isoDate(planned) }
        : {}),
      // Ready to ship and still there: promised for the demo's today, on the driver's run.
      ...(status === DELIVERY_READY_STATUS && state === DELIVERY_READY_STATUS
        ? { planned_date: calendarDateIn(now, DELIVERY_RUN_COUNTRY) }
        : {}),
      ...(status === 'binnen'
        ? { stock_state: serial % 3 === 0 ? 'lessstock' : 'enoughstock' }
        : {}),
      ...(status === 'wacht' ? { stock_state: 'nostock' } : {}),
      ...(MESSAGES[status] ? { message: MESSAGES[status] } : {}),
    };
  });
  const response = await app.inject({
    method: 'POST',
    url: '/api/integration/v1/events/',
    headers: { authorization: `Bearer ${key}` },
    payload: { events },
  });
  if (response.statusCode !== 200) {
    throw new Error(
      `production demo: events of ${orderNumber} → ${response.statusCode} ${response.body}`,
    );
  }
}

/** Every production status the demo reaches (for its test). */
export const DEMO_STATES = PRODUCTION_STATUSES.filter((status) =>
  DEMO_SHOPS[0]!.orders.some(([curtain, rail]) => curtain === status || rail === status),
);
