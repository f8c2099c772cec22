// The back office's search: staff with the overview find debtors, orders and returns across every
// debtor; a dealer, a driver and bad input are refused.
import { MANAGE_SEARCH_LIMIT, manageSearchSchema } from '@atelier/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { caller, confirmDirectly, validArticles } from '../articles/test-support.js';
import { debtor } from '../db/schema/index.js';
import { useTestApp } from '../test/app.js';

const ctx = useTestApp({ clock: () => new Date('2026-11-24T09:00:00Z') });
const call = caller(ctx);
const search = (username: string, q: string) =>
  call(username, 'GET', `/api/manage/search/?q=${encodeURIComponent(q)}`);

let orderId: number;
let returnNumber: string;
let rmaNumber: string;

beforeAll(async () => {
  const order = await call('demo-shop', 'POST', '/api/orders/', {
    payload: { commission: 'Familie Zoekvink' },
  });
  expect(order.statusCode, order.body).toBe(201);
  orderId = order.json().id;
  const valid = await validArticles(ctx);
  const article = await call('demo-shop', 'POST', `/api/orders/${orderId}/articles/pleatcurtain/`, {
    payload: valid.pleatcurtain,
  });
  expect(article.statusCode, article.body).toBe(201);
  await confirmDirectly(ctx, orderId);
  const address = await call('demo-shop', 'POST', '/api/customers/address-book/', {
    payload: {
      name: 'Familie Zoekvink',
      street: 'Dorpsstraat',
      house_number: '12',
      postcode: '3811 AB',
      city: 'Amersfoort',
      country: 'nl',
    },
  });
  expect(address.statusCode, address.body).toBe(201);
  const filed = await call('demo-shop', 'POST', '/api/rma/', {
    payload: {
      article_order_number: article.json().order_number,
      customer_name: 'Familie Zoekvink',
      phone: '033 123 45 67',
      email: 'zoekvink@example.nl',
      street: 'Dorpsstraat 12',
      city: 'Amersfoort',
      postcode: '3811 AB',
      country: 'nl',
      delivery_address: address.json().id,
      preferred_delivery_date: '2026-12-10',
      workshop: 'genemuiden',
      hanger_type: 'hooks',
      hanger_count: 24,
      reason: 'production_fault',
      description: 'The hem is uneven on the left panel.',
      solution: 'repair',
      employee: null,
    },
  });
  expect(filed.statusCode, filed.body).toBe(201);
  returnNumber = filed.json().order_number;
  rmaNumber = filed.json().rma_number;
});

describe('the back office search', () => {
  it('finds debtors by name, number and city, across every debtor', async () => {
    for (const q of ['de linde', '100231', 'zwolle']) {
      const answer = await search('staff-service', q);
      expect(answer.statusCode, answer.body).toBe(200);
      const found = manageSearchSchema.parse(answer.json());
      expect(
        found.debtors.map((row) => row.number),
        q,
      ).toContain('100231');
    }
    const [linde] = await ctx.database.db
      .select({ id: debtor.id })
      .from(debtor)
      .where(eq(debtor.number, '100231'));
    const byCity = manageSearchSchema.parse((await search('staff-admin', 'Gent')).json());
    expect(byCity.debtors).toEqual([
      expect.objectContaining({ number: '200117', name: 'Maison Lemaire', city: 'Gent' }),
    ]);
    expect(linde).toBeDefined();
  });

  it('finds an order by id and by commission, with its debtor', async () => {
    const byCommission = manageSearchSchema.parse(
      (await search('staff-planner', 'zoekvink')).json(),
    );
    expect(byCommission.orders).toEqual([
      expect.objectContaining({
        id: orderId,
        commission: 'Familie Zoekvink',
        order_type: 'confirmed',
        debtor_name: 'Woonwinkel De Linde',
      }),
    ]);
    const byId = manageSearchSchema.parse((await search('staff-admin', String(orderId))).json());
    expect(byId.orders.map((row) => row.id)).toContain(orderId);
  });

  it('finds a return by its RMA number and by its number', async () => {
    for (const q of [rmaNumber, rmaNumber.toLowerCase(), returnNumber]) {
      const found = manageSearchSchema.parse((await search('staff-service', q)).json());
      expect(found.returns, q).toEqual([
        expect.objectContaining({
          order_number: returnNumber,
          rma_number: rmaNumber,
          state: 'confirmed',
          customer_name: 'Familie Zoekvink',
          debtor_name: 'Woonwinkel De Linde',
        }),
      ]);
    }
  });

  it('answers at most a few of each and nothing for a text that matches nothing', async () => {
    const wide = manageSearchSchema.parse((await search('staff-admin', 'a')).json());
    expect(wide.debtors).toHaveLength(MANAGE_SEARCH_LIMIT);
    // Wildcards are taken literally.
    const none = manageSearchSchema.parse((await search('staff-admin', '%_%')).json());
    expect(none).toEqual({ debtors: [], orders: [], returns: [] });
  });

  it('refuses a text too short or too long with a field message', async () => {
    for (const q of ['', '   ', 'x'.repeat(65)]) {
      const answer = await search('staff-admin', q);
      expect(answer.statusCode, q).toBe(400);
      expect(Object.keys(answer.json()), q).toEqual(['q']);
    }
    const missing = await call('staff-admin', 'GET', '/api/manage/search/');
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json())).toEqual(['q']);
  });

  it('refuses a dealer and a role without the overview', async () => {
    const dealer = await search('demo-shop', 'zwolle');
    expect(dealer.statusCode).toBe(403);
    expect(dealer.json().code).toBe('staff_only');
    const driver = await search('staff-driver', 'zwolle');
    expect(driver.statusCode).toBe(403);
    expect(driver.json().code).toBe('permission_denied');
  });
});
