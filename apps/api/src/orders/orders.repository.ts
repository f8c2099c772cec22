// Orders (commissions) in SQL. Every read is limited to the caller's debtors with `inScope`.
import type { OrderType } from '@atelier/domain';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { containsPattern } from '../db/like.js';
import { articleOrder, customerOrder, debtor, employee, orderEvent } from '../db/schema/index.js';
import { type DebtorScope, inScope } from '../tenancy/scope.js';

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
  createdAt: Date;
  updatedAt: Date;
  articleCount: number;
  wholesale: number;
  sales: number;
}

export const ORDER_SORT = {
  created_at: customerOrder.createdAt,
  updated_at: customerOrder.updatedAt,
  id: customerOrder.id,
} as const;

/**
 * The order with its article count and totals. The totals are a lateral aggregate over the
 * order's own articles (index `article_order_order_idx`), evaluated for the rows of the page only:
 * a grouped sub-select over the whole article table would sum every tenant's articles on every
 * call, and grow with the data.
 */
function selectOrders(db: Db, page?: OrderPage) {
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
      createdAt: customerOrder.createdAt,
      updatedAt: customerOrder.updatedAt,
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

/** The ids of one page of the list, as a sub-select. */
function pageOfIds(db: Db, where: SQL | undefined, order: SQL[], limit: number, offset: number) {
  return db
    .select({ id: customerOrder.id })
    .from(customerOrder)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
    .as('page');
}
type OrderPage = ReturnType<typeof pageOfIds>;

type RawOrderRow = Awaited<ReturnType<ReturnType<typeof selectOrders>['execute']>>[number];

function toOrderRow(row: RawOrderRow): OrderRow {
  return {
    ...row,
    articleCount: Number(row.articleCount),
    // Sums of integer cents come back as bigint text.
    wholesale: Number(row.wholesale),
    sales: Number(row.sales),
  };
}

export interface OrderFilter {
  types?: readonly OrderType[] | undefined;
  debtorId?: number | undefined;
  q?: string | undefined;
  sort: keyof typeof ORDER_SORT;
  descending: boolean;
  limit: number;
  offset: number;
}

export async function listOrders(
  db: Db,
  scope: DebtorScope,
  filter: OrderFilter,
): Promise<{ count: number; rows: OrderRow[] }> {
  const conditions: (SQL | undefined)[] = [inScope(customerOrder.debtorId, scope)];
  if (filter.types?.length) conditions.push(inArray(customerOrder.orderType, [...filter.types]));
  if (filter.debtorId !== undefined) conditions.push(eq(customerOrder.debtorId, filter.debtorId));
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    conditions.push(
      or(
        ilike(customerOrder.commission, pattern),
        ilike(customerOrder.customerOrderNumber, pattern),
        ilike(customerOrder.memo, pattern),
      ),
    );
  }
  const where = and(...conditions);
  const [total] = await db.select({ count: count() }).from(customerOrder).where(where);
  const column = ORDER_SORT[filter.sort];
  const direction = filter.descending ? desc : asc;
  const order = [direction(column), direction(customerOrder.id)];
  const page = pageOfIds(db, where, order, filter.limit, filter.offset);
  const rows = await selectOrders(db, page).orderBy(...order);
  return { count: Number(total?.count ?? 0), rows: rows.map(toOrderRow) };
}

export async function findOrder(db: Db, scope: DebtorScope, id: number): Promise<OrderRow | null> {
  const [row] = await selectOrders(db).where(
    and(eq(customerOrder.id, id), inScope(customerOrder.debtorId, scope)),
  );
  return row ? toOrderRow(row) : null;
}

export interface OrderHeader {
  employeeId: number | null;
  commission: string;
  customerOrderNumber: string;
  memo: string;
}

export async function insertOrder(
  db: Db,
  values: OrderHeader & { debtorId: number; createdBy: number },
): Promise<number> {
  const [created] = await db
    .insert(customerOrder)
    .values(values)
    .returning({ id: customerOrder.id });
  return created!.id;
}

export async function updateOrder(db: Db, id: number, changes: Partial<OrderHeader>) {
  await db
    .update(customerOrder)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(customerOrder.id, id));
}

/** An article changed: the order moves up in "last changed" lists. */
export async function touchOrder(db: Db, id: number) {
  await db.update(customerOrder).set({ updatedAt: new Date() }).where(eq(customerOrder.id, id));
}

export async function deleteOrder(db: Db, id: number) {
  await db.delete(customerOrder).where(eq(customerOrder.id, id));
}

/** A debtor's employees that may take an order: not archived, the default first. */
export async function activeEmployees(db: Db, debtorId: number) {
  return db
    .select({ id: employee.id, isDefault: employee.isDefault })
    .from(employee)
    .where(and(eq(employee.debtorId, debtorId), eq(employee.isArchived, false)))
    .orderBy(desc(employee.isDefault), asc(employee.id));
}

export async function recordEvent(
  db: Db,
  event: {
    orderId: number;
    orderNumber?: string | null;
    kind: string;
    userId: number;
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
