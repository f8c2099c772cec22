// Orders (commissions) in SQL. Every read is limited to the caller's debtors with `inScope`.
import type { ArticleType, Locale, OrderType, ProductionStatus } from '@atelier/domain';
import { localized } from '@atelier/domain';
import { and, asc, count, desc, eq, exists, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { containsPattern } from '../db/like.js';
import { inTextParam, preparedPerHandle, statementsPerShape } from '../db/prepared.js';
import {
  appUser,
  articleOrder,
  customerOrder,
  employee,
  fabric,
  fabricFamily,
  orderEvent,
} from '../db/schema/index.js';
import {
  type OrderRow,
  pageOfIds,
  selectOrders,
  toOrderRow,
} from '../order-record/order-record.repository.js';
import { type DebtorScope, inScopeParam, scopeParams, scopeRowsParam } from '../tenancy/scope.js';
import { orderIdOf, type StatusesShape, statusesKey, statusesShape } from './list-shape.js';

export const ORDER_SORT = {
  created_at: customerOrder.createdAt,
  updated_at: customerOrder.updatedAt,
  id: customerOrder.id,
  order_date: customerOrder.orderDate,
  offer_valid_until: customerOrder.offerValidUntil,
  commission: customerOrder.commission,
} as const;

export interface OrderFilter {
  types?: readonly OrderType[] | undefined;
  /** Orders holding at least one article of these types. */
  articleTypes?: readonly ArticleType[] | undefined;
  /** Orders holding at least one article in one of these production statuses. */
  productionStatuses?: readonly ProductionStatus[] | undefined;
  /** Only the orders this user created. */
  createdBy?: number | undefined;
  q?: string | undefined;
  sort: keyof typeof ORDER_SORT;
  descending: boolean;
  limit: number;
  offset: number;
}

/** Some article of the order meets `condition` (through the order's article index). */
const hasArticle = (db: Db, condition: SQL | undefined) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(articleOrder)
      .where(and(eq(articleOrder.orderId, customerOrder.id), condition)),
  );

/**
 * Which filters a list call uses, its sort and direction: one statement text per shape. The
 * values (the scope, the statuses, the search, the window) are the statement's parameters.
 */
interface ListShape {
  sort: keyof typeof ORDER_SORT;
  descending: boolean;
  types: boolean;
  articleTypes: boolean;
  productionStatuses: StatusesShape;
  createdBy: boolean;
  /**
   * `text`: a search text with trigrams (the tenant search indexes serve it); `short`: one without
   * (read through the caller's orders).
   */
  q: 'no' | 'text' | 'short';
  /** The search text is also an order id. */
  byId: boolean;
}

const SORT_KEYS = Object.keys(ORDER_SORT) as (keyof typeof ORDER_SORT)[];

/** A short, unique statement name suffix for a shape (PostgreSQL keeps 63 bytes of a name). */
function shapeKey(shape: ListShape): string {
  return [
    SORT_KEYS.indexOf(shape.sort),
    shape.descending ? 'd' : 'a',
    shape.types ? 't' : '',
    shape.articleTypes ? 'k' : '',
    statusesKey(shape.productionStatuses),
    shape.createdBy ? 'c' : '',
    { no: '', text: 'q', short: 's' }[shape.q],
    shape.byId ? 'i' : '',
  ].join('');
}

/**
 * Whether pg_trgm can take a trigram from the search text: only from a run of three letters or
 * digits (ASCII ones, to be sure of every database's locale). Without one, a trigram index can
 * only be read whole, so such a text is searched through the caller's own orders instead.
 */
const hasTrigrams = (text: string) => /[A-Za-z0-9]{3}/.test(text);

/** The order's texts that `q` searches (the article numbers are searched apart). */
const SEARCHED_TEXTS = [
  customerOrder.commission,
  customerOrder.customerOrderNumber,
  customerOrder.endCustomerName,
  customerOrder.endCustomerReference,
  customerOrder.memo,
];

/**
 * `q`: the order id, commission, customer order number, end customer, end customer reference,
 * memo or article number, case-insensitively anywhere in it.
 *
 * With trigrams every arm is an index look-up within the caller's debtors (each of them the first
 * key of a trigram index, `customer_order_tenant_search_idx`, `article_order_tenant_search_idx`),
 * so the planner joins the arms as a bitmap OR: the search reads the caller's matching orders and
 * articles, never another tenant's, and not the caller's orders that do not match. The article arm
 * is the ids of the matching articles' orders, looked up once per debtor of the scope.
 *
 * Without trigrams no index can narrow the search: the caller's orders are read through the
 * debtor index and each text compared (`strpos` on `lower`, which no trigram index serves, so a
 * plan cannot read such an index whole), the articles through each candidate order's own.
 */
function searchCondition(db: Db, q: 'text' | 'short', orderId: boolean): SQL | undefined {
  const byId = orderId ? eq(customerOrder.id, sql.placeholder('orderId')) : undefined;
  if (q === 'short') {
    const term = sql`lower(${sql.placeholder('term')}::text)`;
    const contains = (column: PgColumn) => sql`strpos(lower(${column}), ${term}) > 0`;
    return or(
      byId,
      ...SEARCHED_TEXTS.map(contains),
      hasArticle(db, and(inScopeParam(articleOrder.debtorId), contains(articleOrder.orderNumber))),
    );
  }
  const pattern = sql.placeholder('pattern');
  return or(
    byId,
    ...SEARCHED_TEXTS.map((column) => ilike(column, pattern)),
    sql`${customerOrder.id} = any(array(
      select ${articleOrder.orderId} from ${scopeRowsParam()}
      join ${articleOrder} on ${articleOrder.debtorId} = scope.debtor_id
      where ${ilike(articleOrder.orderNumber, pattern)}))`,
  );
}

/** The list's conditions for a shape, its values as parameters (`listOrders` binds them). */
function whereOf(db: Db, shape: ListShape): SQL | undefined {
  const conditions: (SQL | undefined)[] = [inScopeParam(customerOrder.debtorId)];
  if (shape.types) conditions.push(inTextParam(customerOrder.orderType, 'types'));
  if (shape.createdBy) conditions.push(eq(customerOrder.createdBy, sql.placeholder('createdBy')));
  if (shape.articleTypes) {
    conditions.push(hasArticle(db, inTextParam(articleOrder.articleType, 'articleTypes')));
  }
  if (shape.productionStatuses === 'none') conditions.push(sql`false`);
  if (shape.productionStatuses === 'some') {
    conditions.push(
      hasArticle(db, inTextParam(articleOrder.productionStatus, 'productionStatuses')),
    );
  }
  if (shape.q !== 'no') conditions.push(searchCondition(db, shape.q, shape.byId));
  return and(...conditions);
}

const orderOf = (shape: ListShape) => {
  const direction = shape.descending ? desc : asc;
  return [direction(ORDER_SORT[shape.sort]), direction(customerOrder.id)];
};

const buildCount = (db: Db, shape: ListShape) =>
  db.select({ count: count() }).from(customerOrder).where(whereOf(db, shape));
const counts = statementsPerShape<ReturnType<typeof buildCount>['execute']>();

const buildPage = (db: Db, shape: ListShape) =>
  selectOrders(db, pageOfIds(db, whereOf(db, shape), orderOf(shape))).orderBy(...orderOf(shape));
const pages = statementsPerShape<ReturnType<typeof buildPage>['execute']>();

/**
 * A page of orders in the scope. Filters on articles are `exists` probes of each candidate order's
 * own articles (index `article_order_order_idx`), never a scan of every tenant's articles. The
 * statements are named and built once per shape (`statementsPerShape`): no query building per
 * request, planned once per connection.
 */
export async function listOrders(
  db: Db,
  scope: DebtorScope,
  filter: OrderFilter,
): Promise<{ count: number; rows: OrderRow[] }> {
  const q = filter.q || undefined;
  const asId = orderIdOf(q);
  const shape: ListShape = {
    sort: filter.sort,
    descending: filter.descending,
    types: Boolean(filter.types?.length),
    articleTypes: Boolean(filter.articleTypes?.length),
    productionStatuses: statusesShape(filter.productionStatuses),
    createdBy: filter.createdBy !== undefined,
    q: q === undefined ? 'no' : hasTrigrams(q) ? 'text' : 'short',
    byId: asId !== null,
  };
  const key = shapeKey(shape);
  const params = {
    ...scopeParams(scope),
    types: filter.types,
    articleTypes: filter.articleTypes,
    productionStatuses: filter.productionStatuses,
    createdBy: filter.createdBy,
    pattern: q === undefined ? undefined : containsPattern(q),
    term: q,
    orderId: asId,
    limit: filter.limit,
    offset: filter.offset,
  };
  const [total] = await counts(db, `orders_count_${key}`, () => buildCount(db, shape)).execute(
    params,
  );
  const rows = await pages(db, `orders_page_${key}`, () => buildPage(db, shape)).execute(params);
  return { count: Number(total?.count ?? 0), rows: rows.map(toOrderRow) };
}

export interface OrderHeader {
  employeeId: number | null;
  commission: string;
  customerOrderNumber: string;
  memo: string;
}

/** What saving as an offer (or renewing one) changes. */
export interface OfferChanges {
  orderType: OrderType;
  endCustomerName: string;
  endCustomerReference: string;
  offerValidUntil: string;
}

/** A new order's header: a draft, or an offer when the offer's fields are given. */
export type NewOrder = OrderHeader & { debtorId: number } & Partial<OfferChanges>;

export async function insertOrder(
  db: Db,
  values: NewOrder & { createdBy: number | null },
): Promise<number> {
  const [created] = await db
    .insert(customerOrder)
    .values(values)
    .returning({ id: customerOrder.id });
  return created!.id;
}

export async function updateOrder(
  db: Db,
  id: number,
  changes: Partial<OrderHeader> | OfferChanges,
) {
  await db
    .update(customerOrder)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(customerOrder.id, id));
}

/**
 * Confirms the order if it is still in one of `from`: the update itself is the guard, so of two
 * concurrent confirms exactly one changes the row. True when this call confirmed it.
 */
export async function confirmOrder(
  db: Db,
  id: number,
  from: readonly OrderType[],
  orderDate: string,
): Promise<boolean> {
  const updated = await db
    .update(customerOrder)
    .set({ orderType: 'confirmed', orderDate, offerValidUntil: null, updatedAt: new Date() })
    .where(and(eq(customerOrder.id, id), inArray(customerOrder.orderType, [...from])))
    .returning({ id: customerOrder.id });
  return updated.length === 1;
}

/** A confirmed order's articles enter production: received, not yet looked at. */
export async function startProduction(db: Db, orderId: number, status: ProductionStatus) {
  await db
    .update(articleOrder)
    .set({ productionStatus: status, updatedAt: new Date() })
    .where(eq(articleOrder.orderId, orderId));
}

const namesOfFabrics = preparedPerHandle((db) =>
  db
    .select({ uuid: fabric.fabricUuid, family: fabricFamily.name, color: fabric.color })
    .from(fabric)
    .innerJoin(fabricFamily, eq(fabricFamily.id, fabric.familyId))
    .where(sql`${fabric.fabricUuid} = any(${sql.placeholder('uuids')}::text[])`)
    .prepare('fabric_names'),
);

/** Names of catalogue fabrics by their uuid: the collection's name and the colour. */
export async function fabricNames(
  db: Db,
  uuids: string[],
  locale: Locale,
): Promise<Map<string, string>> {
  if (uuids.length === 0) return new Map();
  const rows = await namesOfFabrics(db).execute({ uuids: [...new Set(uuids)] });
  return new Map(
    rows.map((row) => [row.uuid, `${row.family} ${localized(row.color, locale)}`.trim()]),
  );
}

/** The ids of the measurement warnings acknowledged at confirming the order (its trail). */
export async function acknowledgedIds(db: Db, orderId: number): Promise<Set<string>> {
  const rows = await db
    .select({ data: orderEvent.data })
    .from(orderEvent)
    .where(and(eq(orderEvent.orderId, orderId), eq(orderEvent.kind, 'measurement_acknowledged')));
  const ids = new Set<string>();
  for (const row of rows) {
    const warnings = (row.data as { warnings?: unknown } | null)?.warnings;
    if (!Array.isArray(warnings)) continue;
    for (const warning of warnings as { id?: unknown }[]) {
      if (typeof warning?.id === 'string') ids.add(warning.id);
    }
  }
  return ids;
}

/** The order's trail, newest first, with who did it. */
export async function eventsOfOrder(db: Db, orderId: number) {
  return db
    .select({
      id: orderEvent.id,
      kind: orderEvent.kind,
      at: orderEvent.at,
      userName: appUser.username,
      orderNumber: orderEvent.orderNumber,
      data: orderEvent.data,
    })
    .from(orderEvent)
    .leftJoin(appUser, eq(appUser.id, orderEvent.userId))
    .where(eq(orderEvent.orderId, orderId))
    .orderBy(desc(orderEvent.at), desc(orderEvent.id));
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
