// The articles of orders as the tracking list shows them: one row per article with its order's
// header. Limited to the caller's debtors through the article's own debtor column.
import type { ArticleType, OrderType, ProductionStatus } from '@atelier/domain';
import { and, asc, count, desc, eq, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { containsPattern } from '../db/like.js';
import { inTextParam, statementsPerShape } from '../db/prepared.js';
import { articleOrder, customerOrder, debtor } from '../db/schema/index.js';
import { type DebtorScope, inScope, inScopeParam, scopeParams } from '../tenancy/scope.js';
import { orderIdOf, type StatusesShape, statusesKey, statusesShape } from './list-shape.js';

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

/**
 * Which filters a call uses, its sort and direction: one statement text per shape, built once and
 * sent by name (the track list, its dashboard figures and the atelier orders ask on every visit).
 * The values (the scope, the dates, the statuses, the search, the window) are its parameters.
 */
interface FilterShape {
  orderId: boolean;
  articleId: boolean;
  orderDateFrom: boolean;
  orderDateTo: boolean;
  types: boolean;
  articleTypes: boolean;
  productionStatuses: StatusesShape;
  changedSince: boolean;
  q: boolean;
  /** The search text is also an order id. */
  byId: boolean;
}
type AtelierOrderWhere = Omit<AtelierOrderFilter, 'sort' | 'descending' | 'limit' | 'offset'>;

function shapeOf(filter: AtelierOrderWhere): FilterShape {
  return {
    orderId: filter.orderId !== undefined,
    articleId: filter.articleId !== undefined,
    orderDateFrom: Boolean(filter.orderDateFrom),
    orderDateTo: Boolean(filter.orderDateTo),
    types: Boolean(filter.types?.length),
    articleTypes: Boolean(filter.articleTypes?.length),
    productionStatuses: statusesShape(filter.productionStatuses),
    changedSince: filter.changedSince !== undefined,
    q: Boolean(filter.q),
    byId: orderIdOf(filter.q) !== null,
  };
}

/** A short, unique statement name suffix for a shape (PostgreSQL keeps 63 bytes of a name). */
function filterKey(shape: FilterShape): string {
  return [
    shape.orderId ? 'o' : '',
    shape.articleId ? 'a' : '',
    shape.orderDateFrom ? 'f' : '',
    shape.orderDateTo ? 't' : '',
    shape.types ? 'y' : '',
    shape.articleTypes ? 'k' : '',
    statusesKey(shape.productionStatuses),
    shape.changedSince ? 'c' : '',
    shape.q ? 'q' : '',
    shape.byId ? 'i' : '',
  ].join('');
}

function conditionsOf(shape: FilterShape): SQL | undefined {
  const param = sql.placeholder;
  const conditions: (SQL | undefined)[] = [inScopeParam(articleOrder.debtorId)];
  if (shape.orderId) conditions.push(eq(articleOrder.orderId, param('orderId')));
  if (shape.articleId) conditions.push(eq(articleOrder.id, param('articleId')));
  if (shape.orderDateFrom) conditions.push(gte(customerOrder.orderDate, param('orderDateFrom')));
  if (shape.orderDateTo) conditions.push(lte(customerOrder.orderDate, param('orderDateTo')));
  if (shape.types) conditions.push(inTextParam(customerOrder.orderType, 'types'));
  if (shape.articleTypes) conditions.push(inTextParam(articleOrder.articleType, 'articleTypes'));
  if (shape.productionStatuses === 'none') conditions.push(sql`false`);
  if (shape.productionStatuses === 'some') {
    conditions.push(inTextParam(articleOrder.productionStatus, 'productionStatuses'));
  }
  if (shape.changedSince) {
    conditions.push(sql`${articleLastChange} >= ${param('changedSince')}::timestamptz`);
  }
  if (shape.q) {
    const pattern = param('pattern');
    conditions.push(
      or(
        shape.byId ? eq(customerOrder.id, param('searchedId')) : undefined,
        ilike(articleOrder.orderNumber, pattern),
        ilike(customerOrder.commission, pattern),
        ilike(customerOrder.customerOrderNumber, pattern),
        ilike(customerOrder.endCustomerName, pattern),
      ),
    );
  }
  return and(...conditions);
}

/** The values of a call's statement (what its shape leaves to parameters). */
function paramsOf(scope: DebtorScope, filter: AtelierOrderWhere) {
  return {
    ...scopeParams(scope),
    orderId: filter.orderId,
    articleId: filter.articleId,
    orderDateFrom: filter.orderDateFrom,
    orderDateTo: filter.orderDateTo,
    types: filter.types,
    articleTypes: filter.articleTypes,
    productionStatuses: filter.productionStatuses,
    changedSince: filter.changedSince?.toISOString(),
    pattern: filter.q ? containsPattern(filter.q) : undefined,
    searchedId: orderIdOf(filter.q),
  };
}

function buildCount(db: Db, shape: FilterShape) {
  return db
    .select({ count: count() })
    .from(articleOrder)
    .innerJoin(customerOrder, eq(customerOrder.id, articleOrder.orderId))
    .where(conditionsOf(shape));
}
const counts = statementsPerShape<ReturnType<typeof buildCount>['execute']>();

const SORT_KEYS = Object.keys(ATELIER_ORDER_SORT) as (keyof typeof ATELIER_ORDER_SORT)[];

function buildPage(
  db: Db,
  shape: FilterShape,
  sort: keyof typeof ATELIER_ORDER_SORT,
  descending: boolean,
) {
  const direction = descending ? desc : asc;
  return db
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
    .where(conditionsOf(shape))
    .orderBy(
      direction(ATELIER_ORDER_SORT[sort]),
      direction(articleOrder.orderId),
      asc(articleOrder.position),
      asc(articleOrder.orderNumber),
    )
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}
const pages = statementsPerShape<ReturnType<typeof buildPage>['execute']>();

/** How many article rows the filter selects (what `listAtelierOrders` answers as `count`). */
export async function countAtelierOrders(
  db: Db,
  scope: DebtorScope,
  filter: AtelierOrderWhere,
): Promise<number> {
  const shape = shapeOf(filter);
  const statement = counts(db, `atelier_orders_count_${filterKey(shape)}`, () =>
    buildCount(db, shape),
  );
  const [total] = await statement.execute(paramsOf(scope, filter));
  return Number(total?.count ?? 0);
}

/** A page of article rows with their order's header and debtor. */
export async function listAtelierOrders(db: Db, scope: DebtorScope, filter: AtelierOrderFilter) {
  const total = await countAtelierOrders(db, scope, filter);
  const shape = shapeOf(filter);
  const { sort, descending } = filter;
  const name = `atelier_orders_page_${SORT_KEYS.indexOf(sort)}${descending ? 'd' : 'a'}${filterKey(shape)}`;
  const statement = pages(db, name, () => buildPage(db, shape, sort, descending));
  const rows = await statement.execute({
    ...paramsOf(scope, filter),
    limit: filter.limit,
    offset: filter.offset,
  });
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
