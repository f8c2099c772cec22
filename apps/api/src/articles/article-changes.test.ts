import { articleAnswerSchema } from '@atelier/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderEvent } from '../db/schema/index.js';
import { useTestApp } from '../test/app.js';
import { articleSuite, confirmDirectly, messagesOf } from './test-support.js';

const ctx = useTestApp();
const { call, fixture, articlesUrl, newOrder, create } = articleSuite(ctx);

describe('reading, changing and deleting articles', () => {
  let orderNumber: string;
  beforeAll(async () => {
    orderNumber = (await create('rod', fixture.valid.rod)).json().order_number;
  });

  it('reads an article by its path and by its order number alone', async () => {
    const byPath = await call('demo-shop', 'GET', `${articlesUrl('rod')}${orderNumber}/`);
    expect(byPath.statusCode).toBe(200);
    const byNumber = await call('demo-shop', 'GET', `/api/articles/${orderNumber}/`);
    expect(byNumber.json()).toEqual(byPath.json());
    expect(byNumber.json()).toMatchObject({ order_id: fixture.orderId, order_type: 'draft' });
    // The type in the path must be the article's.
    const wrongType = await call('demo-shop', 'GET', `${articlesUrl('rail')}${orderNumber}/`);
    expect(wrongType.statusCode).toBe(404);
  });

  it('prices a replaced article again and writes the audit trail', async () => {
    const before = articleAnswerSchema.parse(
      (await call('demo-shop', 'GET', `/api/articles/${orderNumber}/`)).json(),
    );
    const response = await call('demo-shop', 'PUT', `${articlesUrl('rod')}${orderNumber}/`, {
      payload: { ...fixture.valid.rod, width: 500, price: 1 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = articleAnswerSchema.parse(response.json());
    expect(after.parameters.width).toBe(500);
    expect(after.price?.wholesale).toBeGreaterThan(before.price?.wholesale ?? 0);
    const invalid = await call('demo-shop', 'PUT', `${articlesUrl('rod')}${orderNumber}/`, {
      payload: { ...fixture.valid.rod, width: 'wide' },
    });
    expect(messagesOf(invalid, 'width')).toHaveLength(1);

    const removed = await call('demo-shop', 'DELETE', `${articlesUrl('rod')}${orderNumber}/`);
    expect(removed.statusCode).toBe(204);
    expect((await call('demo-shop', 'GET', `/api/articles/${orderNumber}/`)).statusCode).toBe(404);
    const events = await ctx.database.db
      .select({ kind: orderEvent.kind })
      .from(orderEvent)
      .where(eq(orderEvent.orderNumber, orderNumber));
    expect(events.map((event) => event.kind)).toEqual([
      'article_created',
      'article_updated',
      'article_deleted',
    ]);
  });
});

describe('what is refused', () => {
  it('keeps another tenant’s order and articles out of reach (404)', async () => {
    const foreignOrder = await newOrder('demo-pl');
    const foreign = await call('demo-pl', 'POST', articlesUrl('pullrod', foreignOrder), {
      payload: fixture.valid.pullrod,
    });
    expect(foreign.statusCode, foreign.body).toBe(201);
    const number = foreign.json().order_number;
    const attempts = [
      await create('pullrod', fixture.valid.pullrod, { id: foreignOrder }),
      await call('demo-shop', 'GET', `/api/articles/${number}/`),
      await call('demo-shop', 'GET', `${articlesUrl('pullrod', foreignOrder)}${number}/`),
      await call('demo-shop', 'PUT', `${articlesUrl('pullrod', foreignOrder)}${number}/`, {
        payload: fixture.valid.pullrod,
      }),
      await call('demo-shop', 'DELETE', `${articlesUrl('pullrod', foreignOrder)}${number}/`),
    ];
    expect(attempts.map((response) => response.statusCode)).toEqual([404, 404, 404, 404, 404]);
  });

  it('leaves a confirmed order’s articles alone (409)', async () => {
    const id = await newOrder();
    const number = (await create('pullrod', fixture.valid.pullrod, { id })).json().order_number;
    await confirmDirectly(ctx, id);
    const attempts = [
      await create('pullrod', fixture.valid.pullrod, { id }),
      await call('demo-shop', 'PUT', `${articlesUrl('pullrod', id)}${number}/`, {
        payload: fixture.valid.pullrod,
      }),
      await call('demo-shop', 'DELETE', `${articlesUrl('pullrod', id)}${number}/`),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('order_confirmed');
    }
    const still = await call('demo-shop', 'GET', `/api/articles/${number}/`);
    expect(still.json().order_type).toBe('confirmed');
  });

  it('answers bad input with 400, and unknown types or numbers with 404', async () => {
    expect((await create('pullrod', [1, 2])).statusCode).toBe(400);
    const text = await call('demo-shop', 'POST', articlesUrl('pullrod'), {
      payload: '"a rod"',
      headers: { 'content-type': 'application/json' },
    });
    expect(text.statusCode).toBe(400);
    expect(
      (
        await call('demo-shop', 'POST', articlesUrl('pullrod'), {
          payload: 'not json',
          headers: { 'content-type': 'application/json' },
        })
      ).statusCode,
    ).toBe(400);
    expect((await create('curtainwall', fixture.valid.pullrod)).statusCode).toBe(404);
    expect(
      (await create('rma', { order_number: '1', customer_name: 'J', reason: 'x' })).statusCode,
    ).toBe(404);
    expect((await create('sampleorder', { fabrics: [fixture.velluto] })).statusCode).toBe(404);
    expect((await create('pullrod', fixture.valid.pullrod, { id: 999_999 })).statusCode).toBe(404);
    expect((await call('demo-shop', 'GET', '/api/articles/not-a-number/')).statusCode).toBe(404);
    expect((await call('demo-shop', 'GET', '/api/articles/9999999/')).statusCode).toBe(404);
    const onNumber = await call('demo-shop', 'POST', `${articlesUrl('pullrod')}1000001/`, {
      payload: fixture.valid.pullrod,
    });
    expect(onNumber.statusCode).toBe(405);
  });
});
