import { orderAnswerSchema, orderPageSchema } from '@atelier/domain';
import { translate } from '@atelier/i18n';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { caller, confirmDirectly, userId, validArticles } from '../articles/test-support.js';
import { customerOrder, employee, orderEvent } from '../db/schema/index.js';
import { debtorIdOf, useTestApp } from '../test/app.js';

const ctx = useTestApp();
const call = caller(ctx);

const debtorId = (number: string) => debtorIdOf(ctx, number);

async function employeeId(name: string) {
  const [row] = await ctx.database.db
    .select({ id: employee.id })
    .from(employee)
    .where(eq(employee.name, name));
  return row!.id;
}

async function createOrder(username: string, payload: unknown, headers = {}) {
  return call(username, 'POST', '/api/orders/', { payload, headers });
}

let shopDebtor: number;
beforeAll(async () => {
  shopDebtor = await debtorId('100231');
});

describe('creating orders', () => {
  it('gives a new order to the default employee unless one is named', async () => {
    const byDefault = await createOrder('demo-shop', { commission: 'Familie Jansen' });
    expect(byDefault.statusCode, byDefault.body).toBe(201);
    const order = orderAnswerSchema.parse(byDefault.json());
    expect(order).toMatchObject({
      order_type: 'draft',
      debtor_id: shopDebtor,
      debtor_name: 'Woonwinkel De Linde',
      employee_name: 'Anouk de Linde',
      commission: 'Familie Jansen',
      order_date: null,
      article_count: 0,
      totals: { currency: 'eur', wholesale: 0, sales: 0 },
      articles: [],
    });
    const named = await createOrder('demo-shop', { employee: await employeeId('Carla Smit') });
    expect(named.json().employee_name).toBe('Carla Smit');
  });

  it('refuses an archived employee or another shop’s, naming the field', async () => {
    const choose = translate('en-au', 'rules:invalid_choice');
    for (const name of ['Dirk Mulder', 'Eva van Dijk']) {
      const response = await createOrder('demo-shop', { employee: await employeeId(name) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ employee: [choose] });
    }
    const unknownField = await createOrder('demo-shop', { price: 10 });
    expect(unknownField.statusCode).toBe(400);
  });

  it('lets a service account order for one of its debtors, and asks it to choose one first', async () => {
    const none = await createOrder('demo-service', {});
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('debtor_required');
    const vanDijk = await debtorId('100458');
    const chosen = await createOrder('demo-service', { debtor_id: vanDijk });
    expect(chosen.statusCode, chosen.body).toBe(201);
    expect(chosen.json()).toMatchObject({ debtor_id: vanDijk, employee_name: 'Eva van Dijk' });
    const foreign = await createOrder('demo-service', { debtor_id: shopDebtor });
    expect(foreign.statusCode).toBe(404);
    const shopNamingOther = await createOrder('demo-shop', { debtor_id: vanDijk });
    expect(shopNamingOther.statusCode).toBe(404);
  });

  it('creates one order for a repeated Idempotency-Key and records who created it', async () => {
    const headers = { 'idempotency-key': 'order-create-20261121' };
    const first = await createOrder('demo-shop', { commission: 'Repeat' }, headers);
    const again = await createOrder('demo-shop', { commission: 'Repeat' }, headers);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const list = orderPageSchema.parse(
      (await call('demo-shop', 'GET', '/api/orders/?q=Repeat')).json(),
    );
    expect(list.count).toBe(1);
    // Another user's identical key is that user's own.
    const other = await createOrder('demo-au', { commission: 'Repeat' }, headers);
    expect(other.statusCode).toBe(201);
    expect(other.json().id).not.toBe(first.json().id);
    const events = await ctx.database.db
      .select()
      .from(orderEvent)
      .where(and(eq(orderEvent.orderId, first.json().id), eq(orderEvent.kind, 'order_created')));
    expect(events).toHaveLength(1);
    expect(events[0]?.userId).toBe(await userId(ctx, 'demo-shop'));
  });
});

describe('listing orders', () => {
  it('lists the caller’s orders by status, newest change first, in pages', async () => {
    const a = (await createOrder('demo-shop', { commission: 'List A' })).json().id;
    const b = (await createOrder('demo-shop', { commission: 'List B' })).json().id;
    await confirmDirectly(ctx, a);
    const drafts = orderPageSchema.parse(
      (await call('demo-shop', 'GET', '/api/orders/?status=draft&q=List')).json(),
    );
    expect(drafts.results.map((order) => order.id)).toEqual([b]);
    const both = orderPageSchema.parse(
      (
        await call('demo-shop', 'GET', '/api/orders/?status=draft,confirmed&q=List&ordering=id')
      ).json(),
    );
    expect(both.results.map((order) => order.id)).toEqual([a, b]);
    const paged = orderPageSchema.parse(
      (await call('demo-shop', 'GET', '/api/orders/?page_size=1')).json(),
    );
    expect(paged.results).toHaveLength(1);
    expect(paged.count).toBeGreaterThan(1);
    expect(paged.next).toContain('page=2');
    expect((await call('demo-shop', 'GET', '/api/orders/?status=lost')).statusCode).toBe(400);
  });

  it('pages in list order: each page holds the next orders of the whole list, with totals', async () => {
    for (const name of ['Pages A', 'Pages B', 'Pages C'])
      await createOrder('demo-shop', { commission: name });
    const list = async (query: string) =>
      orderPageSchema.parse(
        (await call('demo-shop', 'GET', `/api/orders/?q=Pages${query}`)).json(),
      );
    const whole = await list('');
    expect(whole.results.map((order) => order.commission)).toEqual([
      'Pages C',
      'Pages B',
      'Pages A',
    ]);
    for (const [index, expected] of whole.results.entries()) {
      const page = await list(`&page_size=1&page=${index + 1}`);
      expect(page.count).toBe(3);
      expect(page.results).toEqual([expected]);
    }
    const byId = await list('&ordering=id&page_size=2&page=2');
    expect(byId.results.map((order) => order.commission)).toEqual(['Pages C']);
  });

  it('searches case-insensitively in commission, order number and memo, literally', async () => {
    await createOrder('demo-shop', { commission: 'Search Vermeulen', memo: '' });
    await createOrder('demo-shop', { customer_order_number: 'PO-vermeulen-7' });
    await createOrder('demo-shop', { memo: 'Bel mevrouw VERMEULEN' });
    await createOrder('demo-shop', { commission: 'Search 100% wol' });
    const search = async (q: string) =>
      orderPageSchema.parse(
        (await call('demo-shop', 'GET', `/api/orders/?q=${encodeURIComponent(q)}`)).json(),
      ).count;
    expect(await search('vermeulen')).toBe(3);
    expect(await search('ULEN')).toBe(3);
    expect(await search('100%')).toBe(1);
    expect(await search('1_0')).toBe(0);
  });

  it('finds each searched text by a part with trigrams and by one without, in the caller’s scope only', async () => {
    const valid = await validArticles(ctx);
    const vanDijk = await debtorId('100458');
    const created = async (username: string, payload: object) =>
      (await createOrder(username, payload)).json().id as number;
    const commission = await created('demo-shop', { commission: 'Kxq Wyz' });
    const named = await created('demo-shop', {});
    const referenced = await created('demo-shop', {});
    const withArticle = await created('demo-shop', { commission: 'Article holder' });
    const foreign = await created('demo-pl', { commission: 'Kxq Wyz' });
    const served = await created('demo-service', { debtor_id: vanDijk, commission: 'Kxq Wyz' });
    // The end customer's name and reference are written when an order is offered.
    for (const [id, values] of [
      [named, { endCustomerName: 'Familie Ørsted' }],
      [referenced, { endCustomerReference: 'REF-Jq7' }],
      [foreign, { endCustomerName: 'Familie Ørsted', endCustomerReference: 'REF-Jq7' }],
    ] as const) {
      await ctx.database.db.update(customerOrder).set(values).where(eq(customerOrder.id, id));
    }
    const article = await call(
      'demo-shop',
      'POST',
      `/api/orders/${withArticle}/articles/pleatcurtain/`,
      {
        payload: valid.pleatcurtain,
      },
    );
    expect(article.statusCode, article.body).toBe(201);
    const articleNumber = String(article.json().order_number);
    const found = async (username: string, q: string) => {
      const page = orderPageSchema.parse(
        (await call(username, 'GET', `/api/orders/?q=${encodeURIComponent(q)}`)).json(),
      );
      expect(page.count, q).toBe(page.results.length);
      return page.results.map((order) => order.id);
    };
    // With trigrams (a run of three letters or digits) and without (read through the scope).
    for (const q of ['KXQ wyz', 'q w']) {
      expect(await found('demo-shop', q), q).toEqual([commission]);
      expect(await found('demo-pl', q), q).toEqual([foreign]);
      expect(await found('demo-service', q), q).toEqual([served]);
    }
    for (const q of ['ørsted', 'ø']) expect(await found('demo-shop', q), q).toEqual([named]);
    for (const q of ['ref-jq7', 'jq']) expect(await found('demo-shop', q), q).toEqual([referenced]);
    expect(await found('demo-pl', 'jq')).toEqual([foreign]);
    expect(await found('demo-service', 'ørsted')).toEqual([]);
    // An article number (digits: also read as an order id), whole and by its last two digits.
    expect(await found('demo-shop', articleNumber)).toEqual([withArticle]);
    expect(await found('demo-shop', articleNumber.slice(-2))).toContain(withArticle);
    expect(await found('demo-pl', articleNumber)).toEqual([]);
  });

  it('never lists another tenant’s orders, and a foreign debtor_id answers 404', async () => {
    await createOrder('demo-pl', { commission: 'Zamówienie' });
    const shop = orderPageSchema.parse((await call('demo-shop', 'GET', '/api/orders/')).json());
    expect(shop.results.every((order) => order.debtor_id === shopDebtor)).toBe(true);
    const foreign = await call(
      'demo-shop',
      'GET',
      `/api/orders/?debtor_id=${await debtorId('500731')}`,
    );
    expect(foreign.statusCode).toBe(404);
    const vanDijk = await debtorId('100458');
    const service = orderPageSchema.parse(
      (await call('demo-service', 'GET', `/api/orders/?debtor_id=${vanDijk}`)).json(),
    );
    expect(service.results.every((order) => order.debtor_id === vanDijk)).toBe(true);
  });

  it('answers the refused actions as codes in the list, every verdict worded in the order', async () => {
    const empty = (await createOrder('demo-shop', { commission: 'Refusals empty' })).json().id;
    const done = (await createOrder('demo-shop', { commission: 'Refusals done' })).json().id;
    await confirmDirectly(ctx, done);
    const listed = orderPageSchema.parse(
      (await call('demo-shop', 'GET', '/api/orders/?q=Refusals&ordering=id')).json(),
    );
    const [draft, confirmed] = listed.results;
    expect(draft!.id).toBe(empty);
    // A draft without articles: nothing to offer, confirm or split; no offer to renew.
    expect(draft!.refused_actions).toEqual({
      save_as_offer: 'order_empty',
      renew_offer: 'not_offered',
      confirm: 'order_empty',
      split: 'too_few_articles',
    });
    expect(Object.values(confirmed!.refused_actions)).toHaveLength(8);
    expect(new Set(Object.values(confirmed!.refused_actions))).toEqual(
      new Set(['order_confirmed']),
    );
    expect(listed.results.every((order) => !('actions' in order))).toBe(true);
    const detail = orderAnswerSchema.parse(
      (
        await call('demo-shop', 'GET', `/api/orders/${empty}/`, {
          headers: { 'accept-language': 'nl' },
        })
      ).json(),
    );
    expect(detail.actions.find((action) => action.name === 'confirm')).toEqual({
      name: 'confirm',
      allowed: false,
      reason: 'order_empty',
      message: translate('nl', 'errors:order_empty'),
    });
  });

  it('reuses one named list statement across tenants: each sees only its own orders', async () => {
    const foreign = (await createOrder('demo-pl', { commission: 'Shared shape' })).json().id;
    const own = (await createOrder('demo-shop', { commission: 'Shared shape' })).json().id;
    const ids = async (username: string, query: string) =>
      orderPageSchema
        .parse((await call(username, 'GET', `/api/orders/?${query}`)).json())
        .results.map((order) => order.id);
    // The same shape (search text, then an id), asked by both shops in turn.
    for (let round = 0; round < 2; round += 1) {
      expect(await ids('demo-shop', 'q=Shared+shape')).toEqual([own]);
      expect(await ids('demo-pl', 'q=Shared+shape')).toEqual([foreign]);
      expect(await ids('demo-shop', `q=${foreign}`)).toEqual([]);
      expect(await ids('demo-pl', `q=${foreign}`)).toEqual([foreign]);
      expect(await ids('demo-shop', `q=${own}`)).toEqual([own]);
    }
  });

  it('refuses a list query it cannot read with 400', async () => {
    for (const query of [
      'ordering=debtor_id',
      'production_status=lost',
      'type=sofa',
      'page_size=0',
      'page=0',
      `q=${'x'.repeat(300)}`,
    ]) {
      const response = await call('demo-shop', 'GET', `/api/orders/?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('counts and totals each listed order’s own articles only', async () => {
    const valid = await validArticles(ctx);
    const two = (await createOrder('demo-shop', { commission: 'Totals two' })).json().id;
    const one = (await createOrder('demo-shop', { commission: 'Totals one' })).json().id;
    const foreign = (await createOrder('demo-pl', { commission: 'Totals foreign' })).json().id;
    const add = async (username: string, orderId: number) => {
      const url = `/api/orders/${orderId}/articles/pleatcurtain/`;
      const response = await call(username, 'POST', url, { payload: valid.pleatcurtain });
      expect(response.statusCode, response.body).toBe(201);
    };
    await add('demo-shop', two);
    await add('demo-shop', two);
    await add('demo-shop', one);
    await add('demo-pl', foreign);
    const listed = orderPageSchema.parse(
      (await call('demo-shop', 'GET', '/api/orders/?q=Totals&ordering=id')).json(),
    );
    expect(listed.results.map((order) => [order.id, order.article_count])).toEqual([
      [two, 2],
      [one, 1],
    ]);
    for (const order of listed.results) {
      const detail = orderAnswerSchema.parse(
        (await call('demo-shop', 'GET', `/api/orders/${order.id}/`)).json(),
      );
      const sum = (key: 'wholesale' | 'sales') =>
        detail.articles.reduce((total, article) => total + (article[key] ?? 0), 0);
      expect(order.totals).toEqual({
        ...detail.totals,
        wholesale: sum('wholesale'),
        sales: sum('sales'),
      });
      expect(order.totals.wholesale).toBeGreaterThan(0);
    }
  });
});

describe('changing orders', () => {
  let id: number;
  beforeAll(async () => {
    id = (await createOrder('demo-shop', { commission: 'Change me', memo: 'eerste' })).json().id;
  });

  it('changes the employee with PATCH and the whole header with PUT', async () => {
    const bram = await employeeId('Bram Jansen');
    const patched = await call('demo-shop', 'PATCH', `/api/orders/${id}/`, {
      payload: { employee: bram },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({
      employee: bram,
      employee_name: 'Bram Jansen',
      commission: 'Change me',
      memo: 'eerste',
    });
    const put = await call('demo-shop', 'PUT', `/api/orders/${id}/`, {
      payload: { employee: null, commission: 'Changed', customer_order_number: 'K-12', memo: '' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      employee_name: 'Anouk de Linde',
      commission: 'Changed',
      customer_order_number: 'K-12',
      memo: '',
    });
    const partialPut = await call('demo-shop', 'PUT', `/api/orders/${id}/`, {
      payload: { commission: 'Only this' },
    });
    expect(partialPut.statusCode).toBe(400);
  });

  it('keeps other tenants’ orders out of reach', async () => {
    const attempts = [
      await call('demo-pl', 'GET', `/api/orders/${id}/`),
      await call('demo-pl', 'PATCH', `/api/orders/${id}/`, { payload: { employee: null } }),
      await call('demo-pl', 'DELETE', `/api/orders/${id}/`),
      await call('demo-shop', 'GET', '/api/orders/0/'),
      await call('demo-shop', 'GET', '/api/orders/abc/'),
    ];
    expect(attempts.map((response) => response.statusCode)).toEqual([404, 404, 404, 404, 404]);
  });

  it('refuses to change or delete a confirmed order', async () => {
    const confirmed = (await createOrder('demo-shop', {})).json().id;
    await confirmDirectly(ctx, confirmed);
    const attempts = [
      await call('demo-shop', 'PATCH', `/api/orders/${confirmed}/`, {
        payload: { employee: null },
      }),
      await call('demo-shop', 'PUT', `/api/orders/${confirmed}/`, {
        payload: { employee: null, commission: '', customer_order_number: '', memo: '' },
      }),
      await call('demo-shop', 'DELETE', `/api/orders/${confirmed}/`),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('order_confirmed');
    }
    const order = await call('demo-shop', 'GET', `/api/orders/${confirmed}/`);
    expect(order.json()).toMatchObject({ order_type: 'confirmed', order_date: '2026-11-21' });
  });

  it('deletes a draft and keeps its trail', async () => {
    expect((await call('demo-shop', 'DELETE', `/api/orders/${id}/`)).statusCode).toBe(204);
    expect((await call('demo-shop', 'GET', `/api/orders/${id}/`)).statusCode).toBe(404);
    const events = await ctx.database.db
      .select({ kind: orderEvent.kind })
      .from(orderEvent)
      .where(eq(orderEvent.orderId, id));
    expect(events.map((event) => event.kind)).toEqual([
      'order_created',
      'order_updated',
      'order_updated',
      'order_deleted',
    ]);
  });
});

describe('the OpenAPI document', () => {
  it('documents the order, article and price calls with their schemas', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const paths = document.paths as Record<string, Record<string, { tags?: string[] }>>;
    expect(paths['/api/orders/']?.get?.tags).toEqual(['orders']);
    expect(paths['/api/orders/']?.post?.tags).toEqual(['orders']);
    expect(Object.keys(paths['/api/orders/{orderId}/'] ?? {})).toEqual(
      expect.arrayContaining(['get', 'put', 'patch', 'delete']),
    );
    expect(paths['/api/orders/{orderId}/articles/{articleType}/']?.post?.tags).toEqual([
      'articles',
    ]);
    expect(
      Object.keys(paths['/api/orders/{orderId}/articles/{articleType}/{orderNumber}/'] ?? {}),
    ).toEqual(expect.arrayContaining(['get', 'put', 'delete']));
    expect(paths['/api/articles/{orderNumber}/']?.get?.tags).toEqual(['articles']);
    expect(paths['/api/prices/{articleType}/']?.post?.tags).toEqual(['prices']);
    expect(paths['/api/price-list/']?.get?.tags).toEqual(['prices']);
  });
});
