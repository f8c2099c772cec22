// `POST api/orders/update-external/` (portal §4): claims open an offer once, only for their shop;
// on both databases.
import { externalOrderUpdateAnswerSchema } from '@atelier/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../articles/test-support.js';
import { debtor } from '../db/schema/index.js';
import { useTestApp } from '../test/app.js';
import { insertExternalOrder } from './external-orders.repository.js';
import { hashClaim } from './external-orders.service.js';

const ctx = useTestApp();
const call = caller(ctx);
const URL = '/api/orders/update-external/';

let shopOrder: number;
let auOrder: number;
beforeAll(async () => {
  const debtorId = async (number: string) =>
    (
      await ctx.database.db.select({ id: debtor.id }).from(debtor).where(eq(debtor.number, number))
    )[0]!.id;
  shopOrder = (await call('demo-shop', 'POST', '/api/orders/', { payload: {} })).json().id;
  auOrder = (await call('demo-au', 'POST', '/api/orders/', { payload: {} })).json().id;
  await insertExternalOrder(ctx.database.db, {
    debtorId: await debtorId('100231'),
    externalOrderId: 'KIOSK-1001',
    claimHash: hashClaim('claim-shop-1'),
    orderId: shopOrder,
  });
  await insertExternalOrder(ctx.database.db, {
    debtorId: await debtorId('400019'),
    externalOrderId: 'KIOSK-2002',
    claimHash: hashClaim('claim-au-2'),
    orderId: auOrder,
  });
});

const update = (username: string, external_orders: unknown) =>
  call(username, 'POST', URL, { payload: { external_orders } });

describe('update-external', () => {
  it('opens the prepared offer with its claim once; then answers claim_used', async () => {
    const first = await update('demo-shop', [
      { external_order_id: 'KIOSK-1001', external_order_id_claim: 'claim-shop-1' },
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(externalOrderUpdateAnswerSchema.parse(first.json()).results).toEqual([
      {
        external_order_id: 'KIOSK-1001',
        status: 'offered',
        order_id: shopOrder,
        reference: 'KIOSK-1001',
        edit_single_order: true,
      },
    ]);
    const again = await update('demo-shop', [
      { external_order_id: 'KIOSK-1001', external_order_id_claim: 'claim-shop-1' },
    ]);
    expect(again.json().results[0]).toMatchObject({ status: 'claim_used', order_id: shopOrder });
  });

  it('leads to the products without a claim, with a wrong claim and with another shop’s claim', async () => {
    const response = await update('demo-shop', [
      { external_order_id: 'NEW-77' },
      { external_order_id: 'KIOSK-2002', external_order_id_claim: 'wrong' },
      { external_order_id: 'KIOSK-2002', external_order_id_claim: 'claim-au-2' },
    ]);
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json()
        .results.map((result: { status: string; order_id: number | null }) => [
          result.status,
          result.order_id,
        ]),
    ).toEqual([
      ['products', null],
      ['products', null],
      ['products', null],
    ]);
    // The other shop's claim is still unused: its own shop can use it.
    const own = await update('demo-au', [
      { external_order_id: 'KIOSK-2002', external_order_id_claim: 'claim-au-2' },
    ]);
    expect(own.json().results[0]).toMatchObject({ status: 'offered', order_id: auOrder });
  });

  it('needs a shop to act for, order work, and a valid list', async () => {
    const service = await update('demo-service', [{ external_order_id: 'X-1' }]);
    expect(service.statusCode).toBe(409);
    expect(service.json().code).toBe('debtor_required');
    const tracking = await update('demo-tracking', [{ external_order_id: 'X-1' }]);
    expect(tracking.statusCode).toBe(403);
    expect((await update('demo-shop', [])).statusCode).toBe(400);
    expect((await update('demo-shop', [{ external_order_id: '' }])).statusCode).toBe(400);
  });
});
