// Every margin type and currency end to end (issue "every margin type exercised"): the seeded shop
// of each margin type, and the one in Canada, get their sales prices by their own rule, both in
// the price check and on the stored article.
import {
  type ArticlePrice,
  applyPercent,
  articleAnswerSchema,
  DEMO_PRICE_LIST,
  priceCheckAnswerSchema,
  pricingContextAnswerSchema,
} from '@atelier/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { caller, validArticles } from '../articles/test-support.js';
import { priceList, STANDARD_PRICE_LIST_ID } from '../db/schema/index.js';
import { useTestApp } from '../test/app.js';

const ctx = useTestApp();
const call = caller(ctx);
let valid: Awaited<ReturnType<typeof validArticles>>;
beforeAll(async () => {
  valid = await validArticles(ctx);
});

/** The price check and the stored article's price of one wave curtain, for one log-in. */
async function pricesOf(username: string, type: 'wavecurtain' | 'trackrail' = 'wavecurtain') {
  const check = await call(username, 'POST', `/api/prices/${type}/`, { payload: valid[type] });
  expect(check.statusCode, check.body).toBe(200);
  const checked = priceCheckAnswerSchema.parse(check.json());
  expect(checked.valid, JSON.stringify(checked.issues)).toBe(true);
  const order = await call(username, 'POST', '/api/orders/', { payload: {} });
  expect(order.statusCode, order.body).toBe(201);
  const stored = await call(username, 'POST', `/api/orders/${order.json().id}/articles/${type}/`, {
    payload: valid[type],
  });
  expect(stored.statusCode, stored.body).toBe(201);
  const article = articleAnswerSchema.parse(stored.json());
  expect(article.price).toEqual(checked.price);
  return checked.price!;
}

async function contextOf(username: string) {
  const response = await call(username, 'GET', '/api/price-list/');
  expect(response.statusCode, response.body).toBe(200);
  return pricingContextAnswerSchema.parse(response.json());
}

const salesOf = (price: ArticlePrice) => price.lines.map((line) => line.salesUnitPrice);

/** A price list whose every sales price is three times its wholesale price. */
function tripledSales(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(tripledSales);
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  if (typeof record.wholesale === 'number' && typeof record.sales === 'number') {
    return { ...record, sales: record.wholesale * 3 };
  }
  return Object.fromEntries(
    Object.entries(record).map(([key, inner]) => [key, tripledSales(inner)]),
  );
}

describe('each margin type, from the seeded shop that uses it', () => {
  let automatic: ArticlePrice;
  beforeAll(async () => {
    automatic = await pricesOf('demo-shop');
  });

  it('automatic (demo-shop): sales are wholesale × the list’s automatic margin', async () => {
    expect((await contextOf('demo-shop')).margin_type).toBe('automatic');
    const margin = DEMO_PRICE_LIST.defaults.automaticMarginPercent;
    expect(automatic.currency).toBe('eur');
    expect(salesOf(automatic)).toEqual(
      automatic.lines.map((line) => applyPercent(line.unitPrice, margin)),
    );
  });

  it('pricelist (demo-pricelist): the same wholesale, the price list’s own sales prices', async () => {
    expect((await contextOf('demo-pricelist')).margin_type).toBe('pricelist');
    // The demo list sells at twice wholesale, as the automatic margin does: give it its own
    // sales prices (three times wholesale) so the two paths can be told apart.
    const [stored] = await ctx.database.db
      .select({ data: priceList.data })
      .from(priceList)
      .where(eq(priceList.id, STANDARD_PRICE_LIST_ID));
    await ctx.database.db
      .update(priceList)
      .set({ data: tripledSales(stored!.data), updatedAt: new Date() })
      .where(eq(priceList.id, STANDARD_PRICE_LIST_ID));
    const price = await pricesOf('demo-pricelist');
    expect(price.wholesale).toBe(automatic.wholesale);
    const makeUp = price.lines.find((line) => line.code === automatic.lines[1]!.code)!;
    expect(makeUp.salesUnitPrice).toBe(makeUp.unitPrice * 3);
    expect(automatic.lines[1]!.salesUnitPrice).toBe(automatic.lines[1]!.unitPrice * 2);
  });

  it('debtor (demo-debtor): sales are wholesale × the debtor factor of 185 %', async () => {
    const context = await contextOf('demo-debtor');
    expect(context).toMatchObject({ margin_type: 'debtor', debtor_factor_percent: 185 });
    const price = await pricesOf('demo-debtor');
    expect(price.wholesale).toBe(automatic.wholesale);
    expect(salesOf(price)).toEqual(price.lines.map((line) => applyPercent(line.unitPrice, 185)));
  });

  it('ateliernet (demo-ateliernet): sales are the wholesale price', async () => {
    expect((await contextOf('demo-ateliernet')).margin_type).toBe('ateliernet');
    const price = await pricesOf('demo-ateliernet');
    expect(price.wholesale).toBe(automatic.wholesale);
    expect(price.sales).toBe(price.wholesale);
    expect(salesOf(price)).toEqual(price.lines.map((line) => line.unitPrice));
  });

  it('cad (demo-ca): priced in Canadian dollars from the list’s cad prices, rails too', async () => {
    const context = await contextOf('demo-ca');
    expect(context).toMatchObject({ currency: 'cad', margin_type: 'automatic' });
    const curtain = await pricesOf('demo-ca');
    expect(curtain.currency).toBe('cad');
    expect(curtain.wholesale).toBeGreaterThan(automatic.wholesale);
    const rail = await pricesOf('demo-ca', 'trackrail');
    expect(rail.currency).toBe('cad');
    expect(rail.wholesale).toBeGreaterThan(0);
    expect(salesOf(rail)).toEqual(
      rail.lines.map((line) =>
        applyPercent(line.unitPrice, DEMO_PRICE_LIST.defaults.automaticMarginPercent),
      ),
    );
  });
});
