// The fuzz suite: generated bad requests to every operation of the OpenAPI document. `npm test`
// sends a few hundred per database; `npm run fuzz` sets FUZZ_REQUESTS to 10,000 or more.
import { expect, it } from 'vitest';
import { validArticles } from '../articles/test-support.js';
import { bearer, login, useTestApp } from '../test/app.js';
import { customerFabricBody } from '../test/upload-files.js';
import type { Example } from './requests.js';
import { describeFigures, fuzz } from './run.js';

const ctx = useTestApp();
const count = Number(process.env.FUZZ_REQUESTS ?? 600);
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);

/** Valid bodies the fuzz changes one thing in, so that its requests reach the services. */
async function examples(): Promise<Record<string, Example[]>> {
  const articles = Object.entries(await validArticles(ctx)).map(([articleType, body]) => ({
    params: { articleType },
    body,
  }));
  const fabric = customerFabricBody('Fuzz linnen');
  const order = { commission: 'Fuzz', customer_order_number: 'F-1', memo: 'memo' };
  return {
    'POST /api/orders/{orderId}/articles/{articleType}/': articles,
    'PUT /api/orders/{orderId}/articles/{articleType}/{orderNumber}/': articles,
    'POST /api/prices/{articleType}/': articles,
    'POST /api/customer-fabrics/': [{ body: fabric }],
    'PUT /api/customer-fabrics/{fabricUuid}/': [{ body: fabric }],
    'POST /api/customer-fabrics/{fabricUuid}/prices/add/': [
      { body: { currency: 'eur', wholesale_price: 1000, price: 2000 } },
    ],
    'POST /api/orders/': [{ body: order }],
    'PUT /api/orders/{orderId}/': [{ body: order }],
    'PATCH /api/orders/{orderId}/': [{ body: order }],
    'POST /easyorder/token/': [{ body: { username: 'fuzz-nobody', password: 'wrong-password' } }],
  };
}

it(
  `answers ${count} generated bad requests with no 5xx, documented errors, no internal names and no change`,
  async () => {
    // The service account acts for one of its shops, so its writes reach the services too.
    const service = bearer((await login(ctx.app, 'demo-service')).access);
    const debtors = await ctx.app.inject({ method: 'GET', url: '/api/debtors/', headers: service });
    await ctx.app.inject({
      method: 'PATCH',
      url: '/api/user/settings/',
      headers: service,
      payload: { servicing_debtor_id: debtors.json().results[0].id },
    });
    const figures = await fuzz(ctx.app, ctx.database.db, {
      count,
      seed,
      examples: await examples(),
    });
    console.log(`${describeFigures(ctx.database.kind, figures)}\n  seed: ${seed}`);
    expect(figures.violations).toEqual([]);
    expect(figures.requests).toBe(count);
  },
  Math.max(60_000, count * 50),
);
