// The order record the order family shares: an order's row with its totals, the lock every writer
// of an order or its articles takes first, the touch after a change of what it holds (which voids
// an offer's answer), its trail, and the end customers' answers to offers. Orders, articles,
// article actions and documents all read and write it; it imports none of them, so none of them
// has to import another for it. Every read is limited to the caller's debtors with `inScope`.
import { type OrderType, offerAnswer, type QuoteDecision } from '@atelier/domain';
import { and, asc, count, eq, exists, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { preparedPerHandle } from '../db/prepared.js';
import {
  articleOrder,
  customerOrder,
  debtor,
  employee,
  orderEvent,
  quoteShareLink,
} from '../db/schema/index.js';
import { isoTimestamp } from '../db/timestamps.js';
import { type DebtorScope, inScope, inScopeParam, scopeParams } from '../tenancy/scope.js';

export interface OrderRow {
  id: number;
  orderType: OrderType;
  debtorId: number;
  debtorName: string;
  currency: (typeof debtor.$inferSelect)['currency'];
  employeeId: number | null;
  employeeName: string | null;
  commission: string;
  customerOrderNumber: string;
  memo: string;
  orderDate: string | null;
  plannedDate: string | null;
  endCustomerName: string;
  endCustomerReference: string;
  offerValidUntil: string | null;
  createdBy: number | null;
  /** ISO text, as answered (`isoTimestamp`). */
  createdAt: string;
  updatedAt: string;
  articleCount: number;
  wholesale: number;
  sales: number;
}

/**
 * The order with its article count and totals. The totals are a lateral aggregate over the
 * order's own articles (index `article_order_order_idx`), evaluated for the rows of the page only:
 * a grouped sub-select over the whole article table would sum every tenant's articles on every
 * call, and grow with the data.
 */
export function selectOrders(db: Db, page?: OrderPage) {
  const totals = db
    .select({
      articles: count().as('articles'),
      wholesale: sql<string>`coalesce(sum(${articleOrder.wholesaleCents}), 0)`.as('wholesale'),
      sales: sql<string>`coalesce(sum(${articleOrder.salesCents}), 0)`.as('sales'),
    })
    .from(articleOrder)
    .where(eq(articleOrder.orderId, customerOrder.id))
    .as('totals');
  const query = db
    .select({
      id: customerOrder.id,
      orderType: customerOrder.orderType,
      debtorId: customerOrder.debtorId,
      debtorName: debtor.name,
      currency: debtor.currency,
      employeeId: customerOrder.employeeId,
      employeeName: employee.name,
      commission: customerOrder.commission,
      customerOrderNumber: customerOrder.customerOrderNumber,
      memo: customerOrder.memo,
      orderDate: customerOrder.orderDate,
      plannedDate: customerOrder.plannedDate,
      endCustomerName: customerOrder.endCustomerName,
      endCustomerReference: customerOrder.endCustomerReference,
      offerValidUntil: customerOrder.offerValidUntil,
      createdBy: customerOrder.createdBy,
      createdAt: isoTimestamp(customerOrder.createdAt),
      updatedAt: isoTimestamp(customerOrder.updatedAt),
      articleCount: sql<number>`coalesce(${totals.articles}, 0)`,
      wholesale: sql<string>`coalesce(${totals.wholesale}, 0)`,
      sales: sql<string>`coalesce(${totals.sales}, 0)`,
    })
    .from(customerOrder)
    .$dynamic();
  // A page is chosen first (ids only, in index order), so the totals and joins run for its
  // rows only, not for every row an OFFSET skips.
  if (page) query.innerJoin(page, eq(page.id, customerOrder.id));
  return query
    .innerJoin(debtor, eq(debtor.id, customerOrder.debtorId))
    .leftJoin(employee, eq(employee.id, customerOrder.employeeId))
    .leftJoinLateral(totals, sql`true`);
}

/** The ids of one page of the list, as a sub-select; the window is the statement's parameters. */
export function pageOfIds(db: Db, where: SQL | undefined, order: SQL[]) {
  return db
    .select({ id: customerOrder.id })
    .from(customerOrder)
    .where(where)
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
}
type OrderPage = ReturnType<typeof pageOfIds>;

type RawOrderRow = Awaited<ReturnType<ReturnType<typeof selectOrders>['execute']>>[number];

/** The row as read, its count and sums made numbers in place (a list reads fifty at a time). */
export function toOrderRow(row: RawOrderRow): OrderRow {
  return Object.assign(row as Omit<RawOrderRow, 'wholesale' | 'sales'>, {
    articleCount: Number(row.articleCount),
    // Sums of integer cents come back as bigint text.
    wholesale: Number(row.wholesale),
    sales: Number(row.sales),
  });
}

// One order, read on every order answer and before every change: a named statement.
const orderInScope = preparedPerHandle((db) =>
  selectOrders(db)
    .where(and(eq(customerOrder.id, sql.placeholder('id')), inScopeParam(customerOrder.debtorId)))
    .prepare('order_in_scope'),
);

export async function findOrder(db: Db, scope: DebtorScope, id: number): Promise<OrderRow | null> {
  const [row] = await orderInScope(db).execute({ id, ...scopeParams(scope) });
  return row ? toOrderRow(row) : null;
}

/**
 * Locks orders for a change of them or their articles, in the one order every writer of orders and
 * articles takes: the orders by id, then every article of them by id. Two actions on the same
 * orders queue instead of deadlocking, whatever they name (a move from A to B and one from B to A
 * both lock A first). Answers the type of each locked order the caller may see; a missing or
 * another tenant's order is not locked and not answered. Call it first in the transaction, with
 * every order the change writes (articles moved in or out included), and read the orders and
 * articles again after it: what was read before may have changed while waiting.
 */
export async function lockOrders(
  db: Db,
  scope: DebtorScope,
  ids: readonly (number | null | undefined)[],
): Promise<Map<number, OrderType>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (wanted.length === 0) return new Map();
  const orders = await db
    .select({ id: customerOrder.id, orderType: customerOrder.orderType })
    .from(customerOrder)
    .where(and(inArray(customerOrder.id, wanted), inScope(customerOrder.debtorId, scope)))
    .orderBy(asc(customerOrder.id))
    .for('update');
  if (orders.length > 0) {
    await db
      .select({ id: articleOrder.id })
      .from(articleOrder)
      .where(
        inArray(
          articleOrder.orderId,
          orders.map((order) => order.id),
        ),
      )
      .orderBy(asc(articleOrder.id))
      .for('update');
  }
  return new Map(orders.map((order) => [order.id, order.orderType]));
}

/**
 * What the order holds changed (an article added, changed, moved or removed, prices, an offer's
 * customer or validity): the order moves up in "last changed" lists, and an end customer's answer
 * to its quote no longer holds (voided in the trail; the quote asks again); its content revision
 * counts on, so an answer to the quote shown before is refused. Every write of an order's content
 * calls this in its transaction, after the change.
 */
export async function touchOrder(db: Db, id: number) {
  await db
    .update(customerOrder)
    .set({ updatedAt: new Date(), contentRevision: sql`${customerOrder.contentRevision} + 1` })
    .where(eq(customerOrder.id, id));
  await voidQuoteAnswers(db, id);
}

/**
 * The offer's content changed (articles, prices, its customer or validity): an answer its end
 * customer gave holds no more. It is cleared (the link says when, the quote asks again) and the
 * offer's trail records it. Runs in the transaction of the change, after the order's row is
 * written (`touchOrder`), so an answer arriving meanwhile waits for the change and then decides
 * on the changed quote. Only an offer's answer is voided: a confirmed order keeps its history.
 */
export async function voidQuoteAnswers(db: Db, orderId: number): Promise<void> {
  const voided = await db
    .update(quoteShareLink)
    .set({ decision: null, decisionReason: null, decidedAt: null, voidedAt: new Date() })
    .where(
      and(
        eq(quoteShareLink.orderId, orderId),
        isNotNull(quoteShareLink.decision),
        exists(
          db
            .select({ id: customerOrder.id })
            .from(customerOrder)
            .where(and(eq(customerOrder.id, orderId), eq(customerOrder.orderType, 'offered'))),
        ),
      ),
    )
    .returning({ id: quoteShareLink.id });
  // The answer is read back from the trail's event: the link keeps only that it was voided.
  for (const link of voided) {
    await db.insert(orderEvent).values({
      orderId,
      kind: 'quote_answer_voided',
      userId: null,
      data: { link: link.id },
    });
  }
}

export interface OfferAnswerOfOrder {
  decision: QuoteDecision | null;
  voided: boolean;
}

/** The end customer's answer per offer (`offerAnswer`), for the dealer's offers tab. */
export async function answersOfOrders(
  db: Db,
  orderIds: readonly number[],
): Promise<Map<number, OfferAnswerOfOrder>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({
      orderId: quoteShareLink.orderId,
      decision: quoteShareLink.decision,
      voidedAt: quoteShareLink.voidedAt,
    })
    .from(quoteShareLink)
    .where(
      and(
        inArray(quoteShareLink.orderId, [...orderIds]),
        or(isNotNull(quoteShareLink.decision), isNotNull(quoteShareLink.voidedAt)),
      ),
    );
  const byOrder = new Map<number, typeof rows>();
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  const found = new Map<number, OfferAnswerOfOrder>();
  for (const [orderId, links] of byOrder) {
    const { live, voided } = offerAnswer(links);
    found.set(orderId, { decision: live?.decision ?? null, voided });
  }
  return found;
}

export async function recordEvent(
  db: Db,
  event: {
    orderId: number;
    orderNumber?: string | null;
    kind: string;
    /** Who did it; null for what nobody signed in did (an offer prepared from outside). */
    userId: number | null;
    data?: Record<string, unknown>;
  },
) {
  await db.insert(orderEvent).values({
    orderId: event.orderId,
    orderNumber: event.orderNumber ?? null,
    kind: event.kind,
    userId: event.userId,
    data: event.data ?? {},
  });
}
