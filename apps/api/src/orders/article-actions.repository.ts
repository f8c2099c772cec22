// The article actions of an order in SQL: articles by number within one order, moving them to
// another order, and writing their stroke group or set. The caller has checked the order's scope.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ArticleRow } from '../articles/articles.repository.js';
import type { Db } from '../db/client.js';
import { articleOrder, customerOrder } from '../db/schema/index.js';
import { type DebtorScope, inScope } from '../tenancy/scope.js';

/**
 * The named articles the caller may see, whatever their order (by position within it), locked
 * for the transaction: a concurrent action on the same articles waits and then sees this one's.
 */
export async function articlesByNumbers(
  db: Db,
  scope: DebtorScope,
  orderNumbers: readonly string[],
): Promise<ArticleRow[]> {
  if (orderNumbers.length === 0) return [];
  return db
    .select()
    .from(articleOrder)
    .where(
      and(
        inArray(articleOrder.orderNumber, [...orderNumbers]),
        inScope(articleOrder.debtorId, scope),
      ),
    )
    .orderBy(asc(articleOrder.orderId), asc(articleOrder.position), asc(articleOrder.orderNumber))
    .for('update');
}

/** Rails, rods and pull rods of the order that belong to one of these curtains. */
export async function addOnsOf(
  db: Db,
  orderId: number,
  curtainNumbers: readonly string[],
): Promise<ArticleRow[]> {
  if (curtainNumbers.length === 0) return [];
  return db
    .select()
    .from(articleOrder)
    .where(
      and(
        eq(articleOrder.orderId, orderId),
        inArray(articleOrder.curtainOrderNumber, [...curtainNumbers]),
      ),
    )
    .orderBy(asc(articleOrder.position), asc(articleOrder.orderNumber));
}

/** Articles move to the end of another order, keeping their order among themselves. */
export async function moveArticles(db: Db, orderNumbers: readonly string[], targetOrderId: number) {
  // One at a time: each goes after the last, the one moved before it included.
  for (const orderNumber of orderNumbers) {
    await db
      .update(articleOrder)
      .set({
        orderId: targetOrderId,
        position: sql`(select coalesce(max(${articleOrder.position}), -1) + 1 from ${articleOrder} where ${articleOrder.orderId} = ${targetOrderId})`,
        updatedAt: new Date(),
      })
      .where(eq(articleOrder.orderNumber, orderNumber));
  }
}

/** Every article of the order in one of these sets. */
export async function setMembers(db: Db, orderId: number, labels: readonly string[]) {
  if (labels.length === 0) return [];
  return db
    .select()
    .from(articleOrder)
    .where(and(eq(articleOrder.orderId, orderId), inArray(articleOrder.setLabel, [...labels])))
    .orderBy(asc(articleOrder.position), asc(articleOrder.orderNumber));
}

/** The set labels the order uses. */
export async function setLabelsOf(db: Db, orderId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ label: articleOrder.setLabel })
    .from(articleOrder)
    .where(eq(articleOrder.orderId, orderId));
  return rows.map((row) => row.label).filter((label): label is string => label !== null);
}

/** The debtor's newest draft of a commission, where a re-ordered article goes. */
export async function draftOfCommission(
  db: Db,
  debtorId: number,
  commission: string,
): Promise<number | null> {
  const [row] = await db
    .select({ id: customerOrder.id })
    .from(customerOrder)
    .where(
      and(
        eq(customerOrder.debtorId, debtorId),
        eq(customerOrder.orderType, 'draft'),
        eq(customerOrder.commission, commission),
      ),
    )
    .orderBy(desc(customerOrder.updatedAt), desc(customerOrder.id))
    .limit(1);
  return row?.id ?? null;
}
