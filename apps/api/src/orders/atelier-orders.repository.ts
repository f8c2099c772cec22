// The articles of orders as the tracking list shows them: one row per article with its order's
// header. Limited to the caller's debtors through the article's own debtor column.
import { type ArticleType, INT4_MAX, type OrderType, type ProductionStatus } from '@atelier/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { containsPattern } from '../db/like.js';
import { articleOrder, customerOrder, debtor } from '../db/schema/index.js';
import { type DebtorScope, inScope } from '../tenancy/scope.js';

/** When an article's production status last changed (its entry when it never has). */
export const articleLastChange = sql<Date>`coalesce(${articleOrder.statusChangedAt}, ${articleOrder.createdAt})`;
/** The article's own planned date, else its order's. */
export const articlePlannedDate = sql<
  string | null
>`coalesce(${articleOrder.plannedDate}, ${customerOrder.plannedDate})`;

export const ATELIER_ORDER_SORT = {
  order_date: customerOrder.orderDate,
  planned_date: customerOrder.plannedDate,
  created_at: articleOrder.createdAt,
  order_number: articleOrder.orderNumber,
  /** The track list's. */
  last_change: articleLastChange,
  article_planned_date: articlePlannedDate,
} as const;

export interface AtelierOrderFilter {
  orderId?: number | undefined;
  /** One article (the track timeline's row). */
  articleId?: number | undefined;
  /** The order date from / to (inclusive, yyyy-mm-dd). */
  orderDateFrom?: string | undefined;
  orderDateTo?: string | undefined;
  types?: readonly OrderType[] | undefined;
  articleTypes?: readonly ArticleType[] | undefined;
  productionStatuses?: readonly ProductionStatus[] | undefined;
  /** The article's last change (`articleLastChange`) at or after this moment. */
  changedSince?: Date | undefined;
  q?: string | undefined;
  sort: keyof typeof ATELIER_ORDER_SORT;
  descending: boolean;
  limit: number;
  offset: number;
}

function conditionsOf(
  scope: DebtorScope,
  filter: Omit<AtelierOrderFilter, 'sort' | 'descending' | 'limit' | 'offset'>,
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [inScope(articleOrder.debtorId, scope)];
  if (filter.orderId !== undefined) conditions.push(eq(articleOrder.orderId, filter.orderId));
  if (filter.articleId !== undefined) conditions.push(eq(articleOrder.id, filter.articleId));
  if (filter.orderDateFrom) conditions.push(gte(customerOrder.orderDate, filter.orderDateFrom));
  if (filter.orderDateTo) conditions.push(lte(customerOrder.orderDate, filter.orderDateTo));
  if (filter.types?.length) conditions.push(inArray(customerOrder.orderType, [...filter.types]));
  if (filter.articleTypes?.length) {
    conditions.push(inArray(articleOrder.articleType, [...filter.articleTypes]));
  }
  if (filter.productionStatuses) {
    conditions.push(
      filter.productionStatuses.length === 0
        ? sql`false`
        : inArray(articleOrder.productionStatus, [...filter.productionStatuses]),
    );
  }
  if (filter.changedSince) {
    conditions.push(sql`${articleLastChange} >= ${filter.changedSince.toISOString()}::timestamptz`);
  }
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    const asId = /^[0-9]{1,10}$/.test(filter.q) && Number(filter.q) <= INT4_MAX;
    conditions.push(
      or(
        asId ? eq(customerOrder.id, Number(filter.q)) : undefined,
        ilike(articleOrder.orderNumber, pattern),
        ilike(customerOrder.commission, pattern),
        ilike(customerOrder.customerOrderNumber, pattern),
        ilike(customerOrder.endCustomerName, pattern),
      ),
    );
  }
  return and(...conditions);
}

/** How many article rows the filter selects (what `listAtelierOrders` answers as `count`). */
export async function countAtelierOrders(
  db: Db,
  scope: DebtorScope,
  filter: Omit<AtelierOrderFilter, 'sort' | 'descending' | 'limit' | 'offset'>,
): Promise<number> {
  const [total] = await db
    .select({ count: count() })
    .from(articleOrder)
    .innerJoin(customerOrder, eq(customerOrder.id, articleOrder.orderId))
    .where(conditionsOf(scope, filter));
  return Number(total?.count ?? 0);
}

/** A page of article rows with their order's header and debtor. */
export async function listAtelierOrders(db: Db, scope: DebtorScope, filter: AtelierOrderFilter) {
  const where = conditionsOf(scope, filter);
  const total = await countAtelierOrders(db, scope, filter);
  const direction = filter.descending ? desc : asc;
  const rows = await db
    .select({
      article: articleOrder,
      orderType: customerOrder.orderType,
      customerOrderNumber: customerOrder.customerOrderNumber,
      commission: customerOrder.commission,
      orderDate: customerOrder.orderDate,
      plannedDate: customerOrder.plannedDate,
      memo: customerOrder.memo,
      debtorName: debtor.name,
      currency: debtor.currency,
    })
    .from(articleOrder)
    .innerJoin(customerOrder, eq(customerOrder.id, articleOrder.orderId))
    .innerJoin(debtor, eq(debtor.id, articleOrder.debtorId))
    .where(where)
    .orderBy(
      direction(ATELIER_ORDER_SORT[filter.sort]),
      direction(articleOrder.orderId),
      asc(articleOrder.position),
      asc(articleOrder.orderNumber),
    )
    .limit(filter.limit)
    .offset(filter.offset);
  return { count: total, rows };
}
export type AtelierOrderRecord = Awaited<ReturnType<typeof listAtelierOrders>>['rows'][number];

/** Whether the order exists in the scope (a detail call of another tenant's order is a 404). */
export async function orderInScope(db: Db, scope: DebtorScope, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: customerOrder.id })
    .from(customerOrder)
    .where(and(eq(customerOrder.id, orderId), inScope(customerOrder.debtorId, scope)));
  return row !== undefined;
}
