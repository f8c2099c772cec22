// What the track page reads besides its list (which is the atelier-orders query): an article's
// production events and the dashboard's chart (its counts are the list's own query). Limited to
// the caller's debtors through the debtor column both tables repeat.
import { and, asc, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { articleOrder, customerOrder, productionEvent } from '../db/schema/index.js';
import { type DebtorScope, inScope } from '../tenancy/scope.js';

/** Orders in the manufacturer's hands: what the track page follows. */
export const TRACKED_ORDER_TYPES = ['confirmed', 'delivered'] as const;

/** The article's production events, oldest first; empty when the article is not in the scope. */
export function productionEventsOf(db: Db, scope: DebtorScope, articleId: number) {
  return db
    .select()
    .from(productionEvent)
    .where(and(eq(productionEvent.articleId, articleId), inScope(productionEvent.debtorId, scope)))
    .orderBy(asc(productionEvent.occurredAt), asc(productionEvent.id));
}
export type ProductionEventRecord = Awaited<ReturnType<typeof productionEventsOf>>[number];

const tracked = (scope: DebtorScope) =>
  and(
    inScope(articleOrder.debtorId, scope),
    inArray(customerOrder.orderType, [...TRACKED_ORDER_TYPES]),
  );

/** Tracked articles ordered since `from` (yyyy-mm-dd), by the Monday of their order week and status. */
export async function weeklyStatusCounts(db: Db, scope: DebtorScope, from: string) {
  const orderDay = sql`coalesce(${customerOrder.orderDate}, (${articleOrder.createdAt} at time zone 'UTC')::date)`;
  const week = sql<string>`to_char(date_trunc('week', ${orderDay}), 'YYYY-MM-DD')`;
  const rows = await db
    .select({ week, status: articleOrder.productionStatus, total: count() })
    .from(articleOrder)
    .innerJoin(customerOrder, eq(customerOrder.id, articleOrder.orderId))
    .where(and(tracked(scope), gte(orderDay, from)))
    .groupBy(week, articleOrder.productionStatus);
  return rows.map((row) => ({ ...row, total: Number(row.total) }));
}
