// The retail chains' partner API (decision 096) on both databases: a chain's order becomes exactly
// one prepared offer of the right store (also when sent again, or twice at once), the store opens
// it with its claim and nobody else can, a store outside the chain is refused without saying whose
// it is, bad input is answered per field, the limits hold, a key opens this API only, and the back
// office makes and revokes a chain's keys.
import {
  createdPartnerKeySchema,
  externalOrderUpdateAnswerSchema,
  MAX_INTAKE_LINES,
  MAX_PARTNER_BODY_BYTES,
  MAX_PARTNER_ORDERS_PER_CALL,
  orderAnswerSchema,
  partnerChainsSchema,
  partnerOrderBatchAnswerSchema,
  partnerOrderStatusSchema,
} from '@atelier/domain';
import { asc, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { caller, confirmDirectly } from '../articles/test-support.js';
import {
  articleOrder,
  customerOrder,
  externalOrder,
  fabric,
  fabricFamily,
} from '../db/schema/index.js';
import { afterAnswers, debtorIdOf, PUBLIC_URL, useTestApp } from '../test/app.js';
import { auditEntriesOf } from '../test/audit.js';
import { createPartnerKey } from './partner-keys.js';
import { ensureChain, linkStore } from './partners.repository.js';

const CHAIN_KEY = 'apk_test-bouwmarkt-groep-000000000000';
const SITE_KEY = 'atk_test-genemuiden-00000000000000000';
const ctx = useTestApp({
  partnerKeys: [{ chain: 'bouwmarkt-groep', key: CHAIN_KEY }],
  integrationKeys: [{ site: 'ateliergenemuiden', key: SITE_KEY }],
});
const call = caller(ctx);
const ORDERS = '/api/partner/v1/orders/';

let fabricCode: string;
let otherChainKey: string;
beforeAll(async () => {
  const [row] = await ctx.database.db
    .select({ articleNumber: fabric.articleNumber })
    .from(fabric)
    .innerJoin(fabricFamily, eq(fabricFamily.id, fabric.familyId))
    .where(eq(fabricFamily.code, 'LINO'))
    .orderBy(asc(fabric.id))
    .limit(1);
  fabricCode = row!.articleNumber;
  // A second chain whose store is Van Dijk (100458).
  const other = await ensureChain(ctx.database.db, 'other-chain', 'Other Chain');
  await linkStore(ctx.database.db, other.id, await debtorIdOf(ctx, '100458'));
  otherChainKey = (await createPartnerKey(ctx.database.db, other.id, 'test', null)).key;
});

const curtain = (height: number, width = 180) => ({
  article: 'curtain',
  model: 'pleatcurtain',
  room: 'living',
  width,
  height,
  fabric: fabricCode,
  split_type: 'equal',
  hem_type: 'double',
  luxury: 'comfort',
  pleat_type: 'double',
});

const order = (reference: string, overrides: Record<string, unknown> = {}) => ({
  store: '700101',
  reference,
  contact: {
    name: 'Familie de Groot',
    address: 'Lindelaan 4',
    postalcode: '3818 AB',
    city: 'Amersfoort',
    phone: '+31 6 1234 5678',
    email: 'degroot@example.com',
    preferred_contact_time: 'weekdays after 18:00',
  },
  // Three living-room curtains, the third 54 cm lower than the others: a measurement warning.
  lines: [curtain(260), curtain(260, 140), curtain(206)],
  ...overrides,
});

const send = (body: unknown, key = CHAIN_KEY, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: ORDERS,
    headers: { authorization: `Bearer ${key}`, ...headers },
    payload: body as Record<string, unknown>,
  });

const status = (reference: string, key = CHAIN_KEY) =>
  ctx.app.inject({
    method: 'GET',
    url: `${ORDERS}${reference}/`,
    headers: { authorization: `Bearer ${key}` },
  });

async function externalOrdersOf(reference: string) {
  return ctx.database.db
    .select()
    .from(externalOrder)
    .where(eq(externalOrder.chainReference, reference));
}

async function ordersCount() {
  const [row] = await ctx.database.db.select({ n: count() }).from(customerOrder);
  return row!.n;
}

describe('a chain’s order', () => {
  let created: { external_order_id: string; claim: string; open_url: string };

  it('becomes one prepared offer of the store, priced, with its warnings, and no price answered', async () => {
    const answer = await send({ orders: [order('IG-1001')] });
    expect(answer.statusCode, answer.body).toBe(200);
    const [result] = partnerOrderBatchAnswerSchema.parse(answer.json()).results;
    expect(result).toMatchObject({
      index: 0,
      reference: 'IG-1001',
      store: '700101',
      outcome: 'created',
      status: 201,
      state: 'offered',
    });
    expect(result!.external_order_id).toMatch(/^CHAIN-[A-Z0-9]{10}$/);
    expect(result!.open_url).toBe(
      `${PUBLIC_URL}/account?external_order_id=${result!.external_order_id}&external_order_id_claim=${result!.claim}`,
    );
    expect(result!.warnings).toEqual([
      expect.objectContaining({ line: 2, code: 'room_outlier', fields: ['lines.2.height'] }),
    ]);
    // The chain sees no prices.
    expect(answer.body).not.toMatch(/price|wholesale|sales|cents|amount|total/i);
    created = result as typeof created;

    const [row, ...more] = await externalOrdersOf('IG-1001');
    expect(more).toEqual([]);
    const store = await debtorIdOf(ctx, '700101');
    expect(row).toMatchObject({
      debtorId: store,
      source: 'intergamma',
      externalOrderId: created.external_order_id,
      claimedAt: null,
      contact: expect.objectContaining({ name: 'Familie de Groot' }),
    });
    expect(row!.claimHash).not.toBe(created.claim);
    const [offer] = await ctx.database.db
      .select()
      .from(customerOrder)
      .where(eq(customerOrder.id, row!.orderId!));
    expect(offer).toMatchObject({
      debtorId: store,
      orderType: 'offered',
      createdBy: null,
      customerOrderNumber: created.external_order_id,
      endCustomerName: 'Familie de Groot',
      endCustomerReference: 'IG-1001',
      commission: 'Bouwmarkt Groep IG-1001',
    });
    expect(offer!.memo).toContain('weekdays after 18:00');
    const articles = await ctx.database.db
      .select()
      .from(articleOrder)
      .where(eq(articleOrder.orderId, offer!.id))
      .orderBy(asc(articleOrder.orderNumber));
    expect(articles.map((article) => article.articleType)).toEqual([
      'pleatcurtain',
      'pleatcurtain',
      'pleatcurtain',
    ]);
    expect(
      articles.map((article) => {
        const { width, height } = article.parameters as Record<string, unknown>;
        return [width, height];
      }),
    ).toEqual([
      [180, 260],
      [140, 260],
      [180, 206],
    ]);
    // Priced by the dealer's own prices.
    expect(articles.every((article) => (article.salesCents ?? 0) > 0)).toBe(true);

    const [entry] = await auditEntriesOf(ctx, 'externalOrder.create', created.external_order_id);
    expect(entry).toMatchObject({
      staffUserId: null,
      debtorId: store,
      subject: 'externalOrder',
      after: expect.objectContaining({ chain_reference: 'IG-1001', store: '700101' }),
    });
    expect(entry!.staffUsername).toMatch(/^Bouwmarkt Groep \(apk_/);
  });

  it('is a duplicate when sent again: nothing new, the same external order, no claim', async () => {
    const before = await ordersCount();
    const again = await send({ orders: [order('IG-1001')] });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().results[0]).toMatchObject({
      outcome: 'duplicate',
      status: 200,
      external_order_id: created.external_order_id,
      claim: null,
      open_url: null,
      state: 'offered',
      warnings: [expect.objectContaining({ code: 'room_outlier' })],
    });
    expect(await ordersCount()).toBe(before);
    expect(await externalOrdersOf('IG-1001')).toHaveLength(1);
    expect(
      await auditEntriesOf(ctx, 'externalOrder.create', created.external_order_id),
    ).toHaveLength(1);
  });

  it('refuses the reference sent again with another order (409), making nothing', async () => {
    const before = await ordersCount();
    const reused = await send({ orders: [order('IG-1001', { lines: [curtain(250)] })] });
    expect(reused.statusCode).toBe(207);
    expect(reused.json().results[0]).toMatchObject({
      outcome: 'refused',
      status: 409,
      code: 'partner_reference_reused',
      external_order_id: null,
    });
    expect(await ordersCount()).toBe(before);
  });

  it('makes exactly one offer of two concurrent sends of one reference', async () => {
    const before = await ordersCount();
    const both = await Promise.all([
      send({ orders: [order('IG-2002')] }),
      send({ orders: [order('IG-2002')] }),
    ]);
    const outcomes = both.map((answer) => answer.json().results[0].outcome).sort();
    expect(outcomes).toEqual(['created', 'duplicate']);
    const ids = both.map((answer) => answer.json().results[0].external_order_id);
    expect(ids[0]).toBe(ids[1]);
    expect(await externalOrdersOf('IG-2002')).toHaveLength(1);
    expect(await ordersCount()).toBe(before + 1);
  });

  it('is opened by its store with the claim, once; another dealer cannot claim it', async () => {
    const entry = (claim: string) => [
      { external_order_id: created.external_order_id, external_order_id_claim: claim },
    ];
    const stranger = await call('demo-shop', 'POST', '/api/orders/update-external/', {
      payload: { external_orders: entry(created.claim) },
    });
    expect(stranger.json().results[0]).toMatchObject({ status: 'products', order_id: null });
    const wrong = await call('demo-store', 'POST', '/api/orders/update-external/', {
      payload: { external_orders: entry('not-the-claim') },
    });
    expect(wrong.json().results[0].status).toBe('products');

    const opened = await call('demo-store', 'POST', '/api/orders/update-external/', {
      payload: { external_orders: entry(created.claim) },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const [result] = externalOrderUpdateAnswerSchema.parse(opened.json()).results;
    expect(result).toMatchObject({ status: 'offered', edit_single_order: true });
    const orderId = result!.order_id!;

    const offer = await call('demo-store', 'GET', `/api/orders/${orderId}/`);
    expect(offer.statusCode).toBe(200);
    const answer = orderAnswerSchema.parse(offer.json());
    expect(answer.order_type).toBe('offered');
    expect(answer.articles).toHaveLength(3);
    expect(answer.measurement_warnings).toEqual([
      expect.objectContaining({ code: 'room_outlier', fields: ['height'] }),
    ]);
    const list = await call('demo-store', 'GET', '/api/orders/?status=offered');
    const listed = list.json().results.find((row: { id: number }) => row.id === orderId);
    expect(listed).toMatchObject({ prepared_by: 'intergamma', order_type: 'offered' });
    // The dealer's own offers carry no marker.
    const own = (await call('demo-store', 'POST', '/api/orders/', { payload: {} })).json().id;
    expect(
      (await call('demo-store', 'GET', '/api/orders/'))
        .json()
        .results.find((row: { id: number }) => row.id === own).prepared_by,
    ).toBeNull();
    expect((await call('demo-shop', 'GET', `/api/orders/${orderId}/`)).statusCode).toBe(404);

    const again = await call('demo-store', 'POST', '/api/orders/update-external/', {
      payload: { external_orders: entry(created.claim) },
    });
    expect(again.json().results[0]).toMatchObject({ status: 'claim_used', order_id: orderId });

    const read = await status('IG-1001');
    expect(read.statusCode, read.body).toBe(200);
    expect(partnerOrderStatusSchema.parse(read.json())).toMatchObject({
      reference: 'IG-1001',
      store: '700101',
      external_order_id: created.external_order_id,
      state: 'claimed',
    });
    await confirmDirectly(ctx, orderId);
    expect((await status('IG-1001')).json().state).toBe('ordered');
  });

  it('reads withdrawn once the store deleted the offer, and another chain’s reference as unknown', async () => {
    await send({ orders: [order('IG-3003')] });
    const [row] = await externalOrdersOf('IG-3003');
    const removed = await call('demo-store', 'DELETE', `/api/orders/${row!.orderId}/`);
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await status('IG-3003')).json().state).toBe('withdrawn');
    expect((await status('IG-3003', otherChainKey)).statusCode).toBe(404);
    expect((await status('NO-SUCH-REF')).statusCode).toBe(404);
  });
});

describe('the chain’s stores', () => {
  it('refuses another chain’s store, a dealer of no chain and an unknown number alike', async () => {
    const before = await ordersCount();
    const answer = await send({
      orders: [
        order('IG-4001', { store: '100458' }),
        order('IG-4002', { store: '100231' }),
        order('IG-4003', { store: '999999' }),
        order('IG-4004', { store: '700102' }),
      ],
    });
    expect(answer.statusCode).toBe(207);
    const results = answer.json().results;
    const refusals = results.slice(0, 3).map((result: { errors: unknown }) => result.errors);
    expect(refusals[0]).toEqual({ store: ['None of your stores has this number.'] });
    expect(refusals[1]).toEqual(refusals[0]);
    expect(refusals[2]).toEqual(refusals[0]);
    expect(results[3]).toMatchObject({ outcome: 'created', store: '700102' });
    expect(await ordersCount()).toBe(before + 1);
    const [made] = await externalOrdersOf('IG-4004');
    expect(made!.debtorId).toBe(await debtorIdOf(ctx, '700102'));
    // The other chain's own store is its own.
    const other = await send({ orders: [order('OC-1', { store: '100458' })] }, otherChainKey);
    expect(other.json().results[0]).toMatchObject({ outcome: 'created', store: '100458' });
  });
});

describe('bad input', () => {
  const refusedWith = async (overrides: Record<string, unknown>, locale = 'en') => {
    const answer = await send({ orders: [order('IG-BAD', overrides)] }, CHAIN_KEY, {
      'accept-language': locale,
    });
    expect(answer.statusCode, answer.body).toBe(207);
    const [result] = answer.json().results;
    expect(result).toMatchObject({ outcome: 'refused', status: 400, code: 'validation_error' });
    return result.errors as Record<string, string[]>;
  };

  it('answers each wrong field of each line by its place, and makes nothing', async () => {
    const before = await ordersCount();
    const errors = await refusedWith({
      lines: [
        { ...curtain(260), width: 5 },
        { ...curtain(260), fabric: 'NO-SUCH-FABRIC' },
        { ...curtain(260), luxury: undefined },
        { ...curtain(260), fabric: 'cf-00000000-0000-4000-8000-000000000000' },
        {
          article: 'foldcurtain',
          width: 120,
          height: 150,
          fabric: fabricCode,
          mounting_system: 'cassettes',
        },
      ],
    });
    expect(Object.keys(errors).sort()).toEqual([
      'lines.0.width',
      'lines.1.fabric',
      'lines.2.luxury',
      'lines.3.fabric',
      'lines.4.fold_type',
    ]);
    expect(errors['lines.0.width']).toEqual(['Enter at least 20 cm.']);
    expect(await ordersCount()).toBe(before);
    expect(await externalOrdersOf('IG-BAD')).toEqual([]);
  });

  it('answers the shape of an order per field: model, room, unknown fields, contact, reference', async () => {
    const errors = await refusedWith(
      {
        reference: 'has spaces',
        contact: { name: 'X', email: 'not-mail' },
        lines: [{ ...curtain(260), model: 'rollerblind', room: 'garage', price: 1 }],
        discount: 10,
      },
      'nl',
    );
    expect(Object.keys(errors).sort()).toEqual([
      'contact.email',
      'contact.name',
      'discount',
      'lines.0.model',
      'lines.0.price',
      'lines.0.room',
      'reference',
    ]);
  });

  it('takes a fold curtain with its choices', async () => {
    const answer = await send({
      orders: [
        order('IG-FOLD', {
          contact: undefined,
          lines: [
            {
              article: 'foldcurtain',
              room: 'kitchen',
              width: 120,
              height: 150,
              fabric: fabricCode,
              fold_type: '1',
              mounting_system: 'cassettes',
            },
          ],
        }),
      ],
    });
    expect(answer.json().results[0], answer.body).toMatchObject({ outcome: 'created' });
    const [row] = await externalOrdersOf('IG-FOLD');
    const [offer] = await ctx.database.db
      .select()
      .from(customerOrder)
      .where(eq(customerOrder.id, row!.orderId!));
    // No contact: the chain is the offer's end customer.
    expect(offer!.endCustomerName).toBe('Bouwmarkt Groep');
  });
});

describe('limits', () => {
  it(`refuses a call of more than ${MAX_PARTNER_ORDERS_PER_CALL} orders, none, or no list, whole`, async () => {
    const before = await ordersCount();
    const many = Array.from({ length: MAX_PARTNER_ORDERS_PER_CALL + 1 }, (_, i) =>
      order(`IG-MANY-${i}`),
    );
    for (const body of [{ orders: many }, { orders: [] }, { orders: 'x' }, {}, { orders: [1] }]) {
      const answer = await send(body);
      expect(answer.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    const broken = await ctx.app.inject({
      method: 'POST',
      url: ORDERS,
      headers: { authorization: `Bearer ${CHAIN_KEY}`, 'content-type': 'application/json' },
      payload: '{"orders": [',
    });
    expect(broken.statusCode).toBe(400);
    expect(await ordersCount()).toBe(before);
  });

  it(`refuses an order of more than ${MAX_INTAKE_LINES} lines, and a body over its limit (413)`, async () => {
    const long = await send({
      orders: [
        order('IG-LONG', {
          lines: Array.from({ length: MAX_INTAKE_LINES + 1 }, () => curtain(250)),
        }),
      ],
    });
    expect(Object.keys(long.json().results[0].errors)).toEqual(['lines']);
    const big = await send({
      orders: [order('IG-BIG', { contact: { name: 'x'.repeat(MAX_PARTNER_BODY_BYTES) } })],
    });
    expect(big.statusCode).toBe(413);
  });

  it('limits the calls of one key per minute', async () => {
    const limited = await buildApp({
      db: ctx.database.db,
      config: { jwtSecret: 'x'.repeat(32), publicUrl: PUBLIC_URL, partnerRateLimit: 2 },
    });
    try {
      const read = () =>
        limited.inject({
          method: 'GET',
          url: `${ORDERS}IG-1001/`,
          headers: { authorization: `Bearer ${CHAIN_KEY}` },
        });
      expect((await read()).statusCode).toBe(200);
      expect((await read()).statusCode).toBe(200);
      const third = await read();
      expect(third.statusCode).toBe(429);
      expect(third.json().code).toBe('throttled');
      expect(third.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});

describe('the key’s scope', () => {
  it('refuses no key, an unknown key, a factory’s key and a dealer’s log-in (401)', async () => {
    const dealer = await call('demo-store', 'GET', `${ORDERS}IG-1001/`);
    for (const answer of [
      await ctx.app.inject({ method: 'GET', url: `${ORDERS}IG-1001/` }),
      await status('IG-1001', 'apk_unknown-key-0000000000000000000'),
      await status('IG-1001', SITE_KEY),
      dealer,
    ]) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json().code).toBe('partner_key_invalid');
      expect(answer.headers['www-authenticate']).toBe('Bearer realm="partner"');
    }
  });

  it('opens neither the factories’ API nor a dealer’s calls', async () => {
    const pull = await ctx.app.inject({
      method: 'GET',
      url: '/api/integration/v1/articles/',
      headers: { authorization: `Bearer ${CHAIN_KEY}` },
    });
    expect(pull.statusCode).toBe(401);
    expect(pull.json().code).toBe('integration_key_invalid');
    const orders = await ctx.app.inject({
      method: 'GET',
      url: '/api/orders/',
      headers: { authorization: `Bearer ${CHAIN_KEY}` },
    });
    expect(orders.statusCode).toBe(401);
  });
});

describe('the back office', () => {
  it('lists the chain with its stores and keys, makes a key shown once and revokes it', async () => {
    await afterAnswers(ctx);
    const list = await call('staff-admin', 'GET', '/api/manage/partner-chains/');
    expect(list.statusCode, list.body).toBe(200);
    const chains = partnerChainsSchema.parse(list.json());
    const chain = chains.find((one) => one.code === 'bouwmarkt-groep')!;
    expect(chain.stores.map((store) => store.number)).toEqual(['700101', '700102', '700103']);
    expect(chain.keys).toEqual([
      expect.objectContaining({ label: 'configured', created_by: null, revoked_at: null }),
    ]);
    expect(chain.keys[0]!.last_used_at).not.toBeNull();
    expect(list.body).not.toContain(CHAIN_KEY);

    const made = await call('staff-admin', 'POST', `/api/manage/partner-chains/${chain.id}/keys/`, {
      payload: { label: 'ERP' },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.headers['cache-control']).toBe('no-store');
    const key = createdPartnerKeySchema.parse(made.json());
    expect(key).toMatchObject({ label: 'ERP', created_by: 'staff-admin', chain_id: chain.id });
    expect(key.key.startsWith('apk_')).toBe(true);
    expect((await status('IG-1001', key.key)).statusCode).toBe(200);
    const [entry] = await auditEntriesOf(ctx, 'partnerKey.create', key.id);
    expect(JSON.stringify(entry)).not.toContain(key.key);

    const revoked = await call('staff-admin', 'POST', `/api/manage/partner-keys/${key.id}/revoke/`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().revoked_at).not.toBeNull();
    expect((await status('IG-1001', key.key)).statusCode).toBe(401);
    expect((await send({ orders: [order('IG-REVOKED')] }, key.key)).statusCode).toBe(401);
    expect(await auditEntriesOf(ctx, 'partnerKey.revoke', key.id)).toHaveLength(1);
    const twice = await call('staff-admin', 'POST', `/api/manage/partner-keys/${key.id}/revoke/`);
    expect(twice.statusCode).toBe(409);
  });

  it('is refused to dealers and to staff without the permission; an unknown chain is not found', async () => {
    const dealer = await call('demo-store', 'GET', '/api/manage/partner-chains/');
    expect(dealer.statusCode).toBe(403);
    const service = await call('staff-service', 'GET', '/api/manage/partner-chains/');
    expect(service.statusCode).toBe(403);
    const unknown = await call('staff-admin', 'POST', '/api/manage/partner-chains/999999/keys/', {
      payload: {},
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await call('staff-admin', 'POST', '/api/manage/partner-keys/0/revoke/');
    expect(bad.statusCode).toBe(404);
    expect(await externalOrdersOf('IG-REVOKED')).toEqual([]);
  });
});
