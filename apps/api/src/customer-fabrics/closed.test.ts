// Customer fabrics closed by the one access rule (domain `featureAllowed`): the caller's flags and
// the `has_customer_fabrics` entitlement of the shop acted for close every customer-fabric call and
// the use of a customer fabric in an article, as they close the menu entry and the page.
import { translate } from '@atelier/i18n';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { caller, validArticles } from '../articles/test-support.js';
import { debtor } from '../db/schema/index.js';
import { DEMO_CUSTOMER_FABRICS } from '../db/seed/customer-fabrics-data.js';
import { debtorIdOf, useTestApp } from '../test/app.js';
import { multipart, pngOfSize } from '../test/upload-files.js';

const ctx = useTestApp();
const call = caller(ctx);
const BASE = '/api/customer-fabrics';

const seededOf = (number: string) =>
  DEMO_CUSTOMER_FABRICS.find((seeded) => seeded.debtorNumber === number)!.uuid;
/** demo-shop's (and demo-limited's) shop, and a shop of demo-service. */
const shopFabric = seededOf('100231');
const otherFabric = seededOf('100458');

const body = {
  name: 'Eigen linnen',
  supplier_id: 1,
  type: 'woven',
  pattern_type: 'plain',
  width_type: 'strokes',
  width: 140,
  iron_property: 2,
  colors: [{ article_number: 'EL-01', color: 'Naturel' }],
  wholesale_price: 2100,
  price: 4200,
  li: 100,
  curtain_types: ['pleatcurtain'],
};

let valid: Awaited<ReturnType<typeof validArticles>>;

const debtorId = (number: string) => debtorIdOf(ctx, number);

/** The manufacturer grants or withdraws a shop's customer fabrics (an entitlement). */
async function grantCustomerFabrics(number: string, granted: boolean) {
  await ctx.database.db
    .update(debtor)
    .set({
      entitlements: sql`${debtor.entitlements} || jsonb_build_object('has_customer_fabrics', ${granted}::boolean)`,
    })
    .where(eq(debtor.number, number));
}

/** Every customer-fabric call, on one fabric. */
function everyCall(username: string, uuid: string) {
  const photo = multipart(
    {},
    { field: 'image', name: 'p.png', type: 'image/png', bytes: pngOfSize(10_000) },
  );
  return Promise.all([
    call(username, 'GET', `${BASE}/`),
    call(username, 'GET', `${BASE}/suppliers/`),
    call(username, 'POST', `${BASE}/`, { payload: body }),
    call(username, 'GET', `${BASE}/${uuid}/`),
    call(username, 'PUT', `${BASE}/${uuid}/`, { payload: body }),
    call(username, 'POST', `${BASE}/${uuid}/duplicate/`),
    call(username, 'POST', `${BASE}/${uuid}/prices/add/`, {
      payload: { currency: 'eur', wholesale_price: 1000, price: 2000 },
    }),
    call(username, 'PATCH', `${BASE}/${uuid}/update-image/`, photo),
    call(username, 'DELETE', `${BASE}/${uuid}/`),
  ]);
}

function expectRefused(answers: { statusCode: number; body: string; json(): unknown }[]) {
  for (const answer of answers) {
    expect(answer.statusCode, answer.body).toBe(403);
    expect(answer.json()).toEqual({
      code: 'feature_disabled',
      detail: translate('en', 'errors:feature_disabled'),
    });
  }
}

async function newOrder(username: string, payload: Record<string, unknown> = {}) {
  const response = await call(username, 'POST', '/api/orders/', { payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}

beforeAll(async () => {
  valid = await validArticles(ctx);
});

describe('demo-limited (customer fabrics and sample service switched off)', () => {
  it('is refused every customer-fabric call, also on its own shop’s fabric and another’s', async () => {
    expectRefused(await everyCall('demo-limited', shopFabric));
    expectRefused([await call('demo-limited', 'GET', `${BASE}/${otherFabric}/`)]);
    // Nothing changed: the shop's fabric is still there for the shop's other log-in.
    const kept = await call('demo-shop', 'GET', `${BASE}/${shopFabric}/`);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().name).toBe('Hallingdal 65');
  });

  it('cannot name a customer fabric in an article or a price check; catalogue fabrics go on', async () => {
    const order = await newOrder('demo-limited');
    const url = `/api/orders/${order}/articles/pleatcurtain/`;
    const own = { ...valid.pleatcurtain, main_fabric: shopFabric };
    expectRefused([
      await call('demo-limited', 'POST', url, { payload: own }),
      await call('demo-limited', 'POST', '/api/prices/pleatcurtain/', { payload: own }),
      await call('demo-limited', 'POST', url, {
        payload: { ...valid.pleatcurtain, lining_fabric: shopFabric },
      }),
    ]);
    const catalogue = await call('demo-limited', 'POST', url, { payload: valid.pleatcurtain });
    expect(catalogue.statusCode, catalogue.body).toBe(201);
    const changed = await call('demo-limited', 'PUT', `${url}${catalogue.json().order_number}/`, {
      payload: own,
    });
    expectRefused([changed]);
  });

  it('is refused the sample service', async () => {
    expectRefused([
      await call('demo-limited', 'GET', '/api/samples/'),
      await call('demo-limited', 'POST', '/api/samples/', { payload: {} }),
    ]);
    expect((await call('demo-shop', 'GET', '/api/samples/')).statusCode).toBe(200);
  });
});

describe('demo-shop (same shop, nothing switched off)', () => {
  it('answers every call, and another tenant’s fabric stays unknown', async () => {
    expect((await call('demo-shop', 'GET', `${BASE}/`)).statusCode).toBe(200);
    const created = await call('demo-shop', 'POST', `${BASE}/`, { payload: body });
    expect(created.statusCode, created.body).toBe(201);
    const uuid = created.json().fabric_uuid as string;
    expect((await call('demo-shop', 'PUT', `${BASE}/${uuid}/`, { payload: body })).statusCode).toBe(
      200,
    );
    const order = await newOrder('demo-shop');
    const article = await call('demo-shop', 'POST', `/api/orders/${order}/articles/pleatcurtain/`, {
      payload: { ...valid.pleatcurtain, main_fabric: uuid },
    });
    expect(article.statusCode, article.body).toBe(201);
    expect((await call('demo-shop', 'DELETE', `${BASE}/${uuid}/`)).statusCode).toBe(204);
    for (const method of ['GET', 'DELETE'] as const) {
      expect((await call('demo-shop', method, `${BASE}/${otherFabric}/`)).statusCode).toBe(404);
    }
  });
});

describe('the shop’s has_customer_fabrics entitlement', () => {
  it('closes every call of a shop account whose shop lacks it, and opens them again', async () => {
    const created = await call('demo-au', 'POST', `${BASE}/`, { payload: body });
    expect(created.statusCode, created.body).toBe(201);
    const uuid = created.json().fabric_uuid as string;
    const order = await newOrder('demo-au');
    const article = { ...valid.pleatcurtain, main_fabric: uuid };
    await grantCustomerFabrics('400019', false);
    expectRefused(await everyCall('demo-au', uuid));
    expectRefused([
      await call('demo-au', 'POST', `/api/orders/${order}/articles/pleatcurtain/`, {
        payload: article,
      }),
    ]);
    // The account answer the web's menu and page guard read says the same.
    expect((await call('demo-au', 'GET', '/api/user/settings/')).json().has_customer_fabrics).toBe(
      false,
    );
    await grantCustomerFabrics('400019', true);
    expect((await call('demo-au', 'GET', `${BASE}/${uuid}/`)).statusCode).toBe(200);
    const stored = await call('demo-au', 'POST', `/api/orders/${order}/articles/pleatcurtain/`, {
      payload: article,
    });
    expect(stored.statusCode, stored.body).toBe(201);
  });

  it('follows the shop a service account acts for; an article follows its own shop', async () => {
    const [without, granted] = [await debtorId('100458'), await debtorId('200117')];
    await grantCustomerFabrics('100458', false);
    const actFor = async (id: number) => {
      const answer = await call('demo-service', 'PATCH', '/api/user/settings/', {
        payload: { servicing_debtor_id: id },
      });
      expect(answer.statusCode, answer.body).toBe(200);
    };

    await actFor(without);
    expectRefused([
      await call('demo-service', 'GET', `${BASE}/`),
      await call('demo-service', 'GET', `${BASE}/${otherFabric}/`),
      await call('demo-service', 'POST', `${BASE}/`, { payload: body }),
    ]);

    await actFor(granted);
    expect((await call('demo-service', 'GET', `${BASE}/`)).statusCode).toBe(200);
    // Acting for the granted shop, the fabrics of the shop without them are as unknown as another
    // tenant's: not read, not listed, not changed, no suppliers asked for it.
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const answer = await call('demo-service', method, `${BASE}/${otherFabric}/`, {
        ...(method === 'PUT' ? { payload: body } : {}),
      });
      expect(answer.statusCode, `${method} ${answer.body}`).toBe(404);
    }
    for (const url of [`${BASE}/?debtor_id=${without}`, `${BASE}/suppliers/?debtorId=${without}`]) {
      expect((await call('demo-service', 'GET', url)).statusCode, url).toBe(404);
    }
    const listed = await call('demo-service', 'GET', `${BASE}/?page_size=100`);
    expect(listed.json().results.map((one: { debtor_id: number }) => one.debtor_id)).not.toContain(
      without,
    );
    const created = await call('demo-service', 'POST', `${BASE}/`, { payload: body });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().debtor_id).toBe(granted);
    // Acting for the granted shop, an article of the shop without customer fabrics still may
    // not name one: the article's shop decides.
    const withoutOrder = await newOrder('demo-service', { debtor_id: without });
    expectRefused([
      await call('demo-service', 'POST', `/api/orders/${withoutOrder}/articles/pleatcurtain/`, {
        payload: { ...valid.pleatcurtain, main_fabric: otherFabric },
      }),
      await call('demo-service', 'POST', `/api/prices/pleatcurtain/?debtor_id=${without}`, {
        payload: { ...valid.pleatcurtain, main_fabric: otherFabric },
      }),
    ]);
    const grantedOrder = await newOrder('demo-service', { debtor_id: granted });
    const own = await call(
      'demo-service',
      'POST',
      `/api/orders/${grantedOrder}/articles/pleatcurtain/`,
      { payload: { ...valid.pleatcurtain, main_fabric: created.json().fabric_uuid } },
    );
    expect(own.statusCode, own.body).toBe(201);
    // The fabric the shop kept is still there for its own log-in once it is granted again.
    await grantCustomerFabrics('100458', true);
    expect((await call('demo-service', 'GET', `${BASE}/${otherFabric}/`)).statusCode).toBe(200);
  });

  it('lists only the granted shops’ fabrics for a service account that has chosen no shop', async () => {
    const [without, granted] = [await debtorId('100458'), await debtorId('200117')];
    const actFor = async (id: number | null) => {
      const answer = await call('demo-service', 'PATCH', '/api/user/settings/', {
        payload: { servicing_debtor_id: id },
      });
      expect(answer.statusCode, answer.body).toBe(200);
    };
    await actFor(granted);
    const created = await call('demo-service', 'POST', `${BASE}/`, { payload: body });
    expect(created.statusCode, created.body).toBe(201);
    await actFor(null);
    const shopsOf = async () => {
      const listed = await call('demo-service', 'GET', `${BASE}/?page_size=100`);
      expect(listed.statusCode, listed.body).toBe(200);
      return new Set(listed.json().results.map((one: { debtor_id: number }) => one.debtor_id));
    };
    expect(await shopsOf()).toContain(without);
    await grantCustomerFabrics('100458', false);
    try {
      const shops = await shopsOf();
      expect(shops).not.toContain(without);
      expect(shops).toContain(granted);
      expect((await call('demo-service', 'GET', `${BASE}/${otherFabric}/`)).statusCode).toBe(404);
      // Nor may an article or price check of that shop name one of its fabrics.
      const order = await newOrder('demo-service', { debtor_id: without });
      expectRefused([
        await call('demo-service', 'POST', `/api/orders/${order}/articles/pleatcurtain/`, {
          payload: { ...valid.pleatcurtain, main_fabric: otherFabric },
        }),
        await call('demo-service', 'POST', `/api/prices/pleatcurtain/?debtor_id=${without}`, {
          payload: { ...valid.pleatcurtain, lining_fabric: otherFabric },
        }),
      ]);
    } finally {
      await grantCustomerFabrics('100458', true);
    }
  });
});
