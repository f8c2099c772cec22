// The order flow calls (portal §4): save as an offer and renew it, confirm (atomic, once), the
// audit trail, the actions every answer lists, and the list's filters; on both databases.
import {
  addDays,
  atelierOrderAnswerSchema,
  atelierOrderPageSchema,
  flowDraftAnswerSchema,
  orderAnswerSchema,
  orderEventsAnswerSchema,
  orderPageSchema,
} from '@atelier/domain';
import { translate } from '@atelier/i18n';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { caller, validArticles } from '../articles/test-support.js';
import { appUser, articleOrder, customerOrder, debtor } from '../db/schema/index.js';
import { useTestApp } from '../test/app.js';

const ctx = useTestApp();
const call = caller(ctx);
const today = () => new Date().toISOString().slice(0, 10);

let valid: Awaited<ReturnType<typeof validArticles>>;
let vanDijk: number;
beforeAll(async () => {
  valid = await validArticles(ctx);
  const [row] = await ctx.database.db
    .select({ id: debtor.id })
    .from(debtor)
    .where(eq(debtor.number, '100458'));
  vanDijk = row!.id;
});

async function newOrder(username = 'demo-shop', payload: Record<string, unknown> = {}) {
  const response = await call(username, 'POST', '/api/orders/', { payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}

async function addCurtain(orderId: number, username = 'demo-shop') {
  const url = `/api/orders/${orderId}/articles/pleatcurtain/`;
  const response = await call(username, 'POST', url, { payload: valid.pleatcurtain });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().order_number as string;
}

const offer = (orderId: number, payload: unknown, headers: Record<string, string> = {}) =>
  call('demo-shop', 'POST', `/api/orders/${orderId}/offer/`, { payload, headers });
const confirm = (orderId: number, headers: Record<string, string> = {}, username = 'demo-shop') =>
  call(username, 'POST', `/api/orders/${orderId}/confirm/`, { payload: {}, headers });
const validOffer = () => ({
  end_customer_name: 'Familie Bakker',
  end_customer_reference: 'B-77',
  valid_until: addDays(today(), 30),
});

function expectRefused(response: { statusCode: number; json(): unknown }, code: string) {
  expect(response.statusCode).toBe(409);
  expect(response.json()).toEqual({ code, detail: translate('en-au', `errors:${code}`) });
}

describe('the actions an order answers with', () => {
  it('lists what a draft allows and why the rest is refused, in the caller’s language', async () => {
    const id = await newOrder();
    const response = await call('demo-shop', 'GET', `/api/orders/${id}/`, {
      headers: { 'accept-language': 'nl' },
    });
    const order = orderAnswerSchema.parse(response.json());
    const confirmVerdict = order.actions.find((action) => action.name === 'confirm');
    expect(confirmVerdict).toEqual({
      name: 'confirm',
      allowed: false,
      reason: 'order_empty',
      message: translate('nl', 'errors:order_empty'),
    });
    expect(order.actions.find((action) => action.name === 'edit')?.allowed).toBe(true);
    expect(order).toMatchObject({
      created_by_me: true,
      end_customer_name: '',
      offer_valid_until: null,
      offer_expired: false,
    });
    await addCurtain(id);
    const withArticle = orderAnswerSchema.parse(
      (await call('demo-shop', 'GET', `/api/orders/${id}/`)).json(),
    );
    expect(withArticle.actions.find((action) => action.name === 'confirm')?.allowed).toBe(true);
    const article = withArticle.articles[0]!;
    expect(article.actions.find((action) => action.name === 'edit')?.allowed).toBe(true);
    expect(article.main_fabric_name).toMatch(/\S/);
    expect(article.strokes).toBeGreaterThan(0);
  });
});

describe('saving as an offer and renewing it', () => {
  it('turns a draft into an offer with its end customer and validity', async () => {
    const id = await newOrder();
    expectRefused(await offer(id, validOffer()), 'order_empty');
    await addCurtain(id);
    const response = await offer(id, validOffer());
    expect(response.statusCode, response.body).toBe(200);
    const order = orderAnswerSchema.parse(response.json());
    expect(order).toMatchObject({
      order_type: 'offered',
      end_customer_name: 'Familie Bakker',
      end_customer_reference: 'B-77',
      offer_valid_until: addDays(today(), 30),
      offer_expired: false,
    });
    expect(order.actions.find((action) => action.name === 'renew_offer')?.allowed).toBe(true);
    const listed = orderPageSchema.parse(
      (await call('demo-shop', 'GET', '/api/orders/?status=offered&q=Bakker')).json(),
    );
    expect(listed.results.map((item) => item.id)).toContain(id);
  });

  it('refuses bad input with the field named', async () => {
    const id = await newOrder();
    await addCurtain(id);
    const bad = [
      { ...validOffer(), end_customer_name: 'B' },
      { ...validOffer(), valid_until: addDays(today(), -1) },
      { ...validOffer(), valid_until: addDays(today(), 366) },
      { ...validOffer(), valid_until: '31-12-2026' },
      { ...validOffer(), price: 1 },
      { valid_until: addDays(today(), 3) },
    ];
    for (const payload of bad) {
      const response = await offer(id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const past = await offer(id, { ...validOffer(), valid_until: addDays(today(), -1) });
    expect(Object.keys(past.json())).toEqual(['valid_until']);
    expect(await offer(id, { ...validOffer(), valid_until: addDays(today(), 365) })).toMatchObject({
      statusCode: 200,
    });
  });

  it('an expired offer cannot be confirmed until renewed; renewal prices it again', async () => {
    const id = await newOrder();
    const number = await addCurtain(id);
    expect((await offer(id, validOffer())).statusCode).toBe(200);
    // Time passes; the stored price is stale too.
    await ctx.database.db
      .update(customerOrder)
      .set({ offerValidUntil: addDays(today(), -1) })
      .where(eq(customerOrder.id, id));
    await ctx.database.db
      .update(articleOrder)
      .set({ wholesaleCents: 1, salesCents: 2 })
      .where(eq(articleOrder.orderNumber, number));
    const expired = orderAnswerSchema.parse(
      (await call('demo-shop', 'GET', `/api/orders/${id}/`)).json(),
    );
    expect(expired.offer_expired).toBe(true);
    expect(expired.actions.find((action) => action.name === 'confirm')?.reason).toBe(
      'offer_expired',
    );
    const refused = await call('demo-shop', 'POST', `/api/orders/${id}/confirm/`, {
      payload: {},
      headers: { 'accept-language': 'de' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'offer_expired',
      detail: translate('de', 'errors:offer_expired'),
    });
    const renewed = orderAnswerSchema.parse(
      (await offer(id, { ...validOffer(), valid_until: addDays(today(), 10) })).json(),
    );
    expect(renewed.offer_expired).toBe(false);
    expect(renewed.articles[0]?.wholesale).toBeGreaterThan(1);
    expect(renewed.totals.wholesale).toBe(renewed.articles[0]?.wholesale);
    const events = orderEventsAnswerSchema.parse(
      (await call('demo-shop', 'GET', `/api/orders/${id}/events/`)).json(),
    );
    const renewal = events.results[0]!;
    expect(renewal).toMatchObject({ kind: 'offer_renewed', user_name: 'demo-shop' });
    expect(renewal.data.prices).toMatchObject({
      [number]: { before: { wholesale: 1, sales: 2 } },
    });
    expect((await confirm(id)).statusCode).toBe(200);
  });

  it('answers a repeated Idempotency-Key with the first result; other tenants get 404', async () => {
    const id = await newOrder();
    await addCurtain(id);
    const headers = { 'idempotency-key': `offer-${id}-first` };
    const first = await offer(id, validOffer(), headers);
    const again = await offer(id, validOffer(), headers);
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const foreign = await call('demo-pl', 'POST', `/api/orders/${id}/offer/`, {
      payload: validOffer(),
    });
    expect(foreign.statusCode).toBe(404);
    expect((await offer(2_000_000_000, validOffer())).statusCode).toBe(404);
  });
});

describe('the draft the order flow saves into', () => {
  const flowDraft = async (username = 'demo-shop', query = '') => {
    const response = await call(username, 'GET', `/api/orders/draft/${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return flowDraftAnswerSchema.parse(response.json()).draft;
  };

  it('is the newest draft, never the order just confirmed; a save into that one is refused and says why', async () => {
    const first = await newOrder('demo-shop', { commission: 'Eerst' });
    await addCurtain(first);
    const confirmedOne = await newOrder('demo-shop', { commission: 'Daarna' });
    await addCurtain(confirmedOne);
    expect((await flowDraft())?.id).toBe(confirmedOne);
    // Confirming touches the order last: still the flow's draft is the one that can change.
    expect((await confirm(confirmedOne)).statusCode).toBe(200);
    const draft = await flowDraft();
    expect(draft).toMatchObject({ id: first, order_type: 'draft', commission: 'Eerst' });

    // A save into the confirmed order: 409 with the reason, in the caller's language.
    const refused = await call(
      'demo-shop',
      'POST',
      `/api/orders/${confirmedOne}/articles/pleatcurtain/`,
      { payload: valid.pleatcurtain, headers: { 'accept-language': 'nl' } },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'order_confirmed',
      detail: translate('nl', 'errors:order_confirmed'),
    });

    // With no draft of its own left, the answer is another draft of the shop or none at all.
    expect((await confirm(first)).statusCode).toBe(200);
    const listed = orderPageSchema.parse(
      (await call('demo-shop', 'GET', '/api/orders/?status=draft&page_size=1')).json(),
    );
    const after = await flowDraft();
    expect(after?.id ?? null).toBe(listed.results[0]?.id ?? null);
    expect([first, confirmedOne]).not.toContain(after?.id);
  });

  it("is the shop's own: another shop's newer draft is never it; a service account names its debtor", async () => {
    const own = await newOrder('demo-shop', { commission: 'Eigen' });
    const foreign = await newOrder('demo-pl');
    expect((await flowDraft())?.id).toBe(own);
    expect((await flowDraft('demo-pl'))?.id).toBe(foreign);

    const served = await newOrder('demo-service', { debtor_id: vanDijk });
    expect((await flowDraft('demo-service', `?debtor_id=${vanDijk}`))?.id).toBe(served);
    const elsewhere = await call('demo-service', 'GET', '/api/orders/draft/?debtor_id=2000000000');
    expect(elsewhere.statusCode).toBe(404);
    const bad = await call('demo-shop', 'GET', '/api/orders/draft/?debtor_id=twee');
    expect(bad.statusCode).toBe(400);
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/orders/draft/' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('confirming', () => {
  it('confirms once: dated today, articles received, then nothing may change', async () => {
    const id = await newOrder();
    const number = await addCurtain(id);
    expectRefused(await confirm(await newOrder()), 'order_empty');
    const response = await confirm(id);
    expect(response.statusCode, response.body).toBe(200);
    const order = orderAnswerSchema.parse(response.json());
    expect(order).toMatchObject({ order_type: 'confirmed', order_date: today() });
    expect(order.articles[0]?.production_status).toBe('import');
    expect(order.actions.every((action) => action.reason === 'order_confirmed')).toBe(true);
    expect(
      order.articles[0]?.actions.filter((action) => action.allowed).map((action) => action.name),
    ).toEqual(['duplicate']);
    expectRefused(await confirm(id), 'order_confirmed');
    expectRefused(await offer(id, validOffer()), 'order_confirmed');
    expectRefused(
      await call('demo-shop', 'PATCH', `/api/orders/${id}/`, { payload: { employee: null } }),
      'order_confirmed',
    );
    expectRefused(
      await call('demo-shop', 'DELETE', `/api/orders/${id}/articles/pleatcurtain/${number}/`),
      'order_confirmed',
    );
  });

  it('a concurrent double confirm confirms exactly once', async () => {
    const id = await newOrder();
    await addCurtain(id);
    const answers = await Promise.all([confirm(id), confirm(id), confirm(id)]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409]);
    for (const answer of answers.filter((found) => found.statusCode === 409)) {
      expect(answer.json().code).toBe('order_confirmed');
    }
    const events = orderEventsAnswerSchema.parse(
      (await call('demo-shop', 'GET', `/api/orders/${id}/events/`)).json(),
    );
    expect(events.results.filter((event) => event.kind === 'order_confirmed')).toHaveLength(1);
  });

  it('a repeat with the same Idempotency-Key answers the same confirmation', async () => {
    const id = await newOrder();
    await addCurtain(id);
    const headers = { 'idempotency-key': `confirm-${id}-once` };
    const [first, second] = await Promise.all([confirm(id, headers), confirm(id, headers)]);
    const third = await confirm(id, headers);
    const ok = [first!, second!].filter((answer) => answer.statusCode === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(third.statusCode).toBe(200);
    expect(third.json()).toEqual(ok[0]!.json());
  });

  it('lets a service account confirm for a shop it serves, never for another', async () => {
    const id = await newOrder('demo-service', { debtor_id: vanDijk });
    await addCurtain(id, 'demo-service');
    const foreign = await newOrder('demo-pl');
    expect((await confirm(foreign, {}, 'demo-service')).statusCode).toBe(404);
    expect((await confirm(id, {}, 'demo-shop')).statusCode).toBe(404);
    const response = await confirm(id, {}, 'demo-service');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ debtor_id: vanDijk, order_type: 'confirmed' });
    const listed = orderPageSchema.parse(
      (
        await call('demo-service', 'GET', `/api/orders/?debtor_id=${vanDijk}&status=confirmed`)
      ).json(),
    );
    expect(listed.results.map((item) => item.id)).toContain(id);
  });

  it('refuses a body it does not know', async () => {
    const id = await newOrder();
    const response = await call('demo-shop', 'POST', `/api/orders/${id}/confirm/`, {
      payload: { force: true },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('the audit trail', () => {
  it('says who did what, newest first, with before and after', async () => {
    const id = await newOrder('demo-shop', { commission: 'Trail' });
    const number = await addCurtain(id);
    await call('demo-shop', 'PATCH', `/api/orders/${id}/`, { payload: { memo: 'gewijzigd' } });
    await call('demo-shop', 'DELETE', `/api/orders/${id}/articles/pleatcurtain/${number}/`);
    const response = await call('demo-shop', 'GET', `/api/orders/${id}/events/`);
    expect(response.statusCode).toBe(200);
    const { results } = orderEventsAnswerSchema.parse(response.json());
    expect(results.map((event) => event.kind)).toEqual([
      'article_deleted',
      'order_updated',
      'article_created',
      'order_created',
    ]);
    expect(results.every((event) => event.user_name === 'demo-shop')).toBe(true);
    expect(results[0]).toMatchObject({ order_number: number });
    expect(results[0]?.data.before).toMatchObject({ wholesale: expect.any(Number) });
    expect(results[1]?.data).toEqual({ before: { memo: '' }, after: { memo: 'gewijzigd' } });
    expect(results[2]?.data.after).toMatchObject({ parameters: expect.any(Object) });
    expect((await call('demo-pl', 'GET', `/api/orders/${id}/events/`)).statusCode).toBe(404);
  });
});

describe('listing with filters', () => {
  it('filters by article type, production status, own orders and searches further', async () => {
    const withCurtain = await newOrder('demo-shop', { commission: 'Filter curtain' });
    const number = await addCurtain(withCurtain);
    const empty = await newOrder('demo-shop', { commission: 'Filter empty' });
    const list = async (query: string) =>
      orderPageSchema
        .parse((await call('demo-shop', 'GET', `/api/orders/?${query}`)).json())
        .results.map((item) => item.id);
    expect(await list('q=Filter&type=pleatcurtain')).toEqual([withCurtain]);
    expect(await list('q=Filter&type=trackrail,wavecurtain')).toEqual([]);
    expect(await list(`q=${number}`)).toEqual([withCurtain]);
    expect(await list(`q=${empty}`)).toContain(empty);
    expect(await list('q=Filter&production_status=received')).toEqual([]);
    await confirm(withCurtain);
    expect(await list('q=Filter&production_status=received')).toEqual([withCurtain]);
    expect(await list('q=Filter&production_status=in_progress,ready')).toEqual([]);
    // An order of the same shop that someone else (here: the manufacturer's import) created.
    const [shop] = await ctx.database.db
      .select({ debtorId: customerOrder.debtorId })
      .from(customerOrder)
      .where(eq(customerOrder.id, empty));
    const [imported] = await ctx.database.db
      .insert(customerOrder)
      .values({ debtorId: shop!.debtorId, orderType: 'imported', commission: 'Filter import' })
      .returning({ id: customerOrder.id });
    expect(await list('q=Filter&ordering=id')).toEqual([withCurtain, empty, imported!.id]);
    expect(await list('q=Filter&own=true&ordering=id')).toEqual([withCurtain, empty]);
    expect(await list('q=Filter&status=imported')).toEqual([imported!.id]);
    for (const bad of ['type=sofa', 'production_status=lost', 'own=maybe', 'ordering=price']) {
      expect((await call('demo-shop', 'GET', `/api/orders/?${bad}`)).statusCode, bad).toBe(400);
    }
  });
});

describe('atelier orders: one row per article', () => {
  it('lists confirmed articles with every field of the tracking list, in the caller’s language', async () => {
    const id = await newOrder('demo-shop', { commission: 'Atelier rows', memo: 'let op' });
    const first = await addCurtain(id);
    const second = await addCurtain(id);
    const draft = await newOrder('demo-shop', { commission: 'Atelier rows draft' });
    await addCurtain(draft);
    expect((await confirm(id)).statusCode).toBe(200);
    const response = await call('demo-shop', 'GET', '/api/atelier-orders/?q=Atelier%20rows', {
      headers: { 'accept-language': 'nl' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const page = atelierOrderPageSchema.parse(response.json());
    expect(page.results.map((row) => row.order_number).sort()).toEqual([first, second].sort());
    const row = page.results[0]!;
    expect(row).toMatchObject({
      order_id: id,
      order_type: 'confirmed',
      commission: 'Atelier rows',
      memo: 'let op',
      order_date: today(),
      status: 'import',
      status_description: translate('nl', 'enums:productionStatuses.import'),
      debtor_name: 'Woonwinkel De Linde',
      article_type: 'pleatcurtain',
    });
    expect(row.article_name).toContain(translate('nl', 'enums:articleTypes.pleatcurtain'));
    expect(row.sales).toBeGreaterThan(0);
    expect(row.wholesale).toBeGreaterThan(0);
    expect(row.strokes).toBeGreaterThan(0);
    const drafts = atelierOrderPageSchema.parse(
      (await call('demo-shop', 'GET', '/api/atelier-orders/?q=Atelier&status=draft')).json(),
    );
    expect(drafts.results.map((found) => found.order_id)).toEqual([draft]);
    const paged = atelierOrderPageSchema.parse(
      (await call('demo-shop', 'GET', '/api/atelier-orders/?q=Atelier&page_size=1')).json(),
    );
    expect(paged).toMatchObject({ count: 2, previous: null });
    expect(paged.next).toContain('page=2');
    const detail = atelierOrderAnswerSchema.parse(
      (await call('demo-shop', 'GET', `/api/atelier-orders/${draft}/`)).json(),
    );
    expect(detail.results).toHaveLength(1);
    expect((await call('demo-pl', 'GET', `/api/atelier-orders/${id}/`)).statusCode).toBe(404);
    const foreign = atelierOrderPageSchema.parse(
      (await call('demo-pl', 'GET', '/api/atelier-orders/?q=Atelier')).json(),
    );
    expect(foreign.results).toEqual([]);
    for (const bad of ['ordering=price', 'production_status=lost', 'page=0']) {
      expect((await call('demo-shop', 'GET', `/api/atelier-orders/?${bad}`)).statusCode).toBe(400);
    }
  });

  it('shows only the prices the account’s price display type shows', async () => {
    const id = await newOrder('demo-pl', { commission: 'Atelier prices' });
    await addCurtain(id, 'demo-pl');
    await confirm(id, {}, 'demo-pl');
    await ctx.database.db
      .update(appUser)
      .set({ settings: { price_type: 'price' } })
      .where(eq(appUser.username, 'demo-pl'));
    const [row] = atelierOrderPageSchema.parse(
      (await call('demo-pl', 'GET', '/api/atelier-orders/?q=Atelier%20prices')).json(),
    ).results;
    expect(row?.sales).toBeGreaterThan(0);
    expect(row?.wholesale).toBeNull();
    await ctx.database.db
      .update(appUser)
      .set({ settings: {} })
      .where(eq(appUser.username, 'demo-pl'));
  });
});

describe('the OpenAPI document', () => {
  it('documents the offer, confirm and events calls', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const paths = document.paths as Record<string, Record<string, { tags?: string[] }>>;
    expect(paths['/api/orders/{orderId}/offer/']?.post?.tags).toEqual(['orders']);
    expect(paths['/api/orders/{orderId}/confirm/']?.post?.tags).toEqual(['orders']);
    expect(paths['/api/orders/{orderId}/events/']?.get?.tags).toEqual(['orders']);
    expect(paths['/api/atelier-orders/']?.get?.tags).toEqual(['orders']);
    expect(paths['/api/atelier-orders/{orderId}/']?.get?.tags).toEqual(['orders']);
  });
});
