// The production demo the server seeds on first start: every state, histories, delivered orders,
// for demo-shop, demo-tracking's shop and the other service shops; on both databases.
import { PRODUCTION_STATUSES } from '@atelier/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articlesOfOrder } from '../articles/articles.repository.js';
import { measurementWarningsOf } from '../articles/measurement.js';
import type { Database } from '../db/client.js';
import {
  articleOrder,
  customerOrder,
  debtor,
  externalOrder,
  integrationKey,
  orderEvent,
  outboxMessage,
  productionEvent,
} from '../db/schema/index.js';
import {
  DEMO_EXTERNAL_ORDER,
  productionDemoNeeded,
  seedProductionDemo,
} from '../db/seed/production-demo.js';
import { hashClaim } from '../orders/external-orders.service.js';
import { createTestDatabase } from '../test/database.js';

let database: Database;
const now = new Date('2030-06-15T12:00:00Z');
beforeAll(async () => {
  database = await createTestDatabase();
  expect(await productionDemoNeeded(database.db)).toBe(true);
  await seedProductionDemo(database.db, now);
}, 240_000);
afterAll(() => database?.close());

async function articlesOf(number: string) {
  return database.db
    .select({
      id: articleOrder.id,
      status: articleOrder.productionStatus,
      message: articleOrder.productionMessage,
      plannedDate: articleOrder.plannedDate,
      stockState: articleOrder.stockState,
      orderType: customerOrder.orderType,
      orderDate: customerOrder.orderDate,
    })
    .from(articleOrder)
    .innerJoin(customerOrder, eq(customerOrder.id, articleOrder.orderId))
    .innerJoin(debtor, eq(debtor.id, articleOrder.debtorId))
    .where(
      and(eq(debtor.number, number), inArray(customerOrder.orderType, ['confirmed', 'delivered'])),
    );
}

describe('the production demo', () => {
  it('holds every production state for demo-shop and for demo-tracking’s shop', async () => {
    for (const number of ['100231', '100458']) {
      const articles = await articlesOf(number);
      expect(new Set(articles.map((article) => article.status))).toEqual(
        new Set(PRODUCTION_STATUSES),
      );
      expect(articles.some((article) => article.orderType === 'delivered')).toBe(true);
      expect(articles.some((article) => article.orderType === 'confirmed')).toBe(true);
      const problem = articles.find((article) => article.status === 'probleem')!;
      expect(problem.message).toBeTruthy();
      const waiting = articles.find((article) => article.status === 'wacht')!;
      expect(waiting).toMatchObject({ stockState: 'nostock' });
      expect(waiting.message).toBeTruthy();
    }
  });

  it('gives the other service shops orders too', async () => {
    for (const number of ['200117', '300542']) {
      expect((await articlesOf(number)).length).toBeGreaterThan(2);
    }
  });

  it('keeps a history per article, dated in the past twelve weeks, planned dates included', async () => {
    const articles = await articlesOf('100231');
    const delivered = articles.find((article) => article.status === 'afgewerkt')!;
    const events = await database.db
      .select()
      .from(productionEvent)
      .where(eq(productionEvent.articleId, delivered.id));
    expect(events.map((event) => event.status)).toEqual([
      'import',
      'binnen',
      'gerprod',
      'produktie',
      'confectie',
      'ingepakt',
      'gerverz',
      'bezorgd',
      'afgewerkt',
    ]);
    expect(events.every((event) => event.applied)).toBe(true);
    const twelveWeeksAgo = new Date(now.getTime() - 84 * 86_400_000);
    for (const event of events) {
      expect(event.occurredAt.getTime()).toBeGreaterThan(twelveWeeksAgo.getTime());
      expect(event.occurredAt.getTime()).toBeLessThan(now.getTime());
    }
    for (const article of articles) {
      expect(article.orderDate! < '2030-06-15').toBe(true);
      if (article.status !== 'import') expect(article.plannedDate).not.toBeNull();
    }
  });

  it('dates an order’s own trail on or after its creation, its confirmation on its order date', async () => {
    const orders = await database.db
      .select({
        id: customerOrder.id,
        createdAt: customerOrder.createdAt,
        orderDate: customerOrder.orderDate,
      })
      .from(customerOrder)
      .where(inArray(customerOrder.orderType, ['confirmed', 'delivered']));
    expect(orders.length).toBeGreaterThan(20);
    for (const order of orders) {
      const trail = await database.db
        .select()
        .from(orderEvent)
        .where(eq(orderEvent.orderId, order.id));
      const confirmed = trail.find((event) => event.kind === 'order_confirmed');
      expect(confirmed, `order ${order.id}`).toBeDefined();
      // Confirmed on its order date, after it was entered, and not after the demo's now.
      expect(confirmed!.at.toISOString().slice(0, 10)).toBe(order.orderDate);
      for (const event of trail) {
        expect(event.at.getTime(), `${event.kind} of order ${order.id}`).toBeGreaterThanOrEqual(
          order.createdAt.getTime(),
        );
        expect(event.at.getTime()).toBeLessThanOrEqual(now.getTime());
      }
      // Every article's history starts at its confirmation: its `import` event is dated then.
      const imports = await database.db
        .select()
        .from(productionEvent)
        .where(and(eq(productionEvent.orderId, order.id), eq(productionEvent.status, 'import')));
      expect(imports.length).toBeGreaterThan(0);
      for (const event of imports) {
        expect(event.occurredAt.getTime(), `import of order ${order.id}`).toBe(
          confirmed!.at.getTime(),
        );
      }
    }
  });

  it('prepares an external offer for demo-au that its claim opens once', async () => {
    const [row] = await database.db
      .select()
      .from(externalOrder)
      .where(eq(externalOrder.externalOrderId, DEMO_EXTERNAL_ORDER.id));
    expect(row).toMatchObject({ claimHash: hashClaim(DEMO_EXTERNAL_ORDER.claim), claimedAt: null });
    const [order] = await database.db
      .select()
      .from(customerOrder)
      .where(eq(customerOrder.id, row!.orderId!));
    expect(order).toMatchObject({ orderType: 'offered', endCustomerName: 'Familie Bakker' });
  });

  it('sends no mail, leaves no usable key and does not run twice', async () => {
    const mails = await database.db
      .select()
      .from(outboxMessage)
      .where(
        inArray(outboxMessage.kind, [
          'production_probleem',
          'production_gerverz',
          'production_bezorgd',
        ]),
      );
    expect(mails).toEqual([]);
    const active = await database.db
      .select()
      .from(integrationKey)
      .where(and(eq(integrationKey.label, 'demo data'), isNull(integrationKey.revokedAt)));
    expect(active).toEqual([]);
    expect(await productionDemoNeeded(database.db)).toBe(false);
  });
});

describe('the measurement check on the demo orders', () => {
  it('flags none of them: ordinary orders stay quiet (and the confirm did not ask)', async () => {
    const orders = await database.db.select({ id: customerOrder.id }).from(customerOrder);
    expect(orders.length).toBeGreaterThan(30);
    const flagged: number[] = [];
    for (const order of orders) {
      const articles = await articlesOfOrder(database.db, order.id);
      // Read in either unit system: an imperial reader is asked nothing about them either.
      for (const unitSystem of ['metric', 'imperial'] as const) {
        const warnings = await measurementWarningsOf(database.db, articles, unitSystem);
        if (warnings.length > 0) flagged.push(order.id);
      }
    }
    expect(flagged).toEqual([]);
  });
});
