// The shared core of prepared offers (decision 096), as a kiosk or a hosted shop will use it: a
// request priced for its dealer exactly as the dealer's own create prices it, stored once per
// external order id, and opened by that dealer through the external order entry. Both databases.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ArticleContextLoader } from '../articles/article-context.js';
import { ArticlesService } from '../articles/articles.service.js';
import { caller, fabricOf, validArticles } from '../articles/test-support.js';
import { CustomerFabricsService } from '../customer-fabrics/customer-fabrics.service.js';
import { articleOrder, customerOrder, externalOrder, fabric } from '../db/schema/index.js';
import { FabricsService } from '../fabrics/fabrics.service.js';
import { debtorIdOf, useTestApp } from '../test/app.js';
import {
  ExternalIntakeService,
  intakeWarningsOf,
  newExternalOrderId,
} from './external-intake.service.js';

const ctx = useTestApp();
const call = caller(ctx);
let intake: ExternalIntakeService;
let fabricCode: string;
let au: number;

beforeAll(async () => {
  const { db } = ctx.database;
  const articles = new ArticlesService(
    db,
    new ArticleContextLoader(db, new FabricsService(db), new CustomerFabricsService(db)),
  );
  intake = new ExternalIntakeService(db, articles);
  const uuid = await fabricOf(ctx, 'LINO');
  const [row] = await db
    .select({ articleNumber: fabric.articleNumber })
    .from(fabric)
    .where(eq(fabric.fabricUuid, uuid));
  fabricCode = row!.articleNumber;
  au = await debtorIdOf(ctx, '400019');
});

const request = (width: number) => ({
  contact: { name: 'Olivia Park', phone: '+61 400 000 000' },
  lines: [
    {
      article: 'curtain' as const,
      model: 'pleatcurtain' as const,
      room: 'living' as const,
      width,
      height: 250,
      fabric: fabricCode,
      split_type: 'equal' as const,
      hem_type: 'double' as const,
      luxury: 'comfort' as const,
      pleat_type: 'double' as const,
    },
  ],
});

describe('a prepared offer from a kiosk', () => {
  it('is priced as the dealer’s own save prices the same article, and opened once by that dealer', async () => {
    const priced = await intake.price(au, request(300), 'en-au');
    if (!priced.ok) throw new Error(JSON.stringify(priced.issues));
    const externalOrderId = newExternalOrderId('kiosk');
    expect(externalOrderId).toMatch(/^KIOSK-[A-Z0-9]{10}$/);
    const outcome = await intake.store(
      {
        debtorId: au,
        source: 'kiosk',
        externalOrderId,
        request: request(300),
        commission: 'Kiosk Paddington',
        endCustomerName: 'Kiosk',
        endCustomerReference: externalOrderId,
      },
      priced.lines,
    );
    if (!outcome.created) throw new Error('not created');

    // The dealer's own create of the same article gives the same stored prices.
    const own = (await call('demo-au', 'POST', '/api/orders/', { payload: {} })).json().id;
    const example = (await validArticles(ctx)).pleatcurtain;
    const saved = await call('demo-au', 'POST', `/api/orders/${own}/articles/pleatcurtain/`, {
      payload: { ...example, room: 'living', width: 300, height: 250 },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const [ownRow] = await ctx.database.db
      .select()
      .from(articleOrder)
      .where(eq(articleOrder.orderId, own));
    const [preparedRow] = await ctx.database.db
      .select()
      .from(articleOrder)
      .where(eq(articleOrder.orderId, outcome.orderId));
    expect(preparedRow).toMatchObject({
      wholesaleCents: ownRow!.wholesaleCents,
      salesCents: ownRow!.salesCents,
      currency: 'aud',
      debtorId: au,
    });

    const open = (username: string) =>
      call(username, 'POST', '/api/orders/update-external/', {
        payload: {
          external_orders: [
            { external_order_id: externalOrderId, external_order_id_claim: outcome.claim },
          ],
        },
      });
    expect((await open('demo-shop')).json().results[0].status).toBe('products');
    expect((await open('demo-au')).json().results[0]).toMatchObject({
      status: 'offered',
      order_id: outcome.orderId,
    });
    const [row] = await ctx.database.db
      .select()
      .from(externalOrder)
      .where(eq(externalOrder.externalOrderId, externalOrderId));
    expect(row).toMatchObject({ source: 'kiosk', chainId: null, orderId: outcome.orderId });

    // The same external order id again makes nothing.
    const again = await intake.store(
      {
        debtorId: au,
        source: 'kiosk',
        externalOrderId,
        request: request(300),
        commission: 'Kiosk Paddington',
        endCustomerName: 'Kiosk',
        endCustomerReference: externalOrderId,
      },
      priced.lines,
    );
    expect(again).toEqual({ created: false });
    const offers = await ctx.database.db
      .select({ id: customerOrder.id })
      .from(customerOrder)
      .where(eq(customerOrder.customerOrderNumber, externalOrderId));
    expect(offers).toHaveLength(1);
  });

  it('answers the article’s own rules under the request’s field names', async () => {
    const priced = await intake.price(au, request(3000), 'en-au');
    expect(priced.ok).toBe(false);
    if (priced.ok) return;
    expect(priced.issues).toEqual([
      expect.objectContaining({ field: 'lines.0.width', code: 'max_value' }),
    ]);
  });

  it('words stored warnings in the reader’s language, fields as the request names them', () => {
    expect(
      intakeWarningsOf(
        [
          {
            line: 1,
            code: 'room_outlier',
            fields: ['height'],
            params: { value: 206, usual: 260, count: 3, unit: 'cm' },
          },
        ],
        'en',
      ),
    ).toEqual([
      {
        line: 1,
        code: 'room_outlier',
        fields: ['lines.1.height'],
        message:
          'Height 206 cm differs from the other curtains of this room (260 cm). Measured right?',
      },
    ]);
  });
});
