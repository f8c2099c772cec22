// Returns in SQL, limited to the caller's debtors with `inScope`: the article a return names, the
// shop's contact details and employees, the return with its photos, and a remake's draft order.
import type { RmaState } from '@atelier/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  appUser,
  articleOrder,
  customerOrder,
  debtor,
  employee,
  rma,
  rmaEvent,
  rmaPhoto,
  userDebtor,
} from '../db/schema/index.js';
import { type DebtorScope, inScope } from '../tenancy/scope.js';

export type RmaRow = typeof rma.$inferSelect;
export type RmaEventRow = typeof rmaEvent.$inferSelect;
export type NewRmaEvent = Omit<typeof rmaEvent.$inferInsert, 'id' | 'at'> & { at?: Date };
export type NewRma = Omit<typeof rma.$inferInsert, 'orderNumber' | 'rmaNumber' | 'createdAt'>;
export type ArticleRow = typeof articleOrder.$inferSelect;
export interface PhotoInfo {
  id: string;
  rmaOrderNumber: string;
  contentType: string;
  size: number;
}

/** An article of the caller's shops with the order it is in; null when there is none. */
export async function findArticleWithOrder(db: Db, scope: DebtorScope, orderNumber: string) {
  const [row] = await db
    .select({
      article: articleOrder,
      orderType: customerOrder.orderType,
      orderDate: customerOrder.orderDate,
      commission: customerOrder.commission,
      endCustomerName: customerOrder.endCustomerName,
      employeeId: customerOrder.employeeId,
    })
    .from(articleOrder)
    .innerJoin(customerOrder, eq(customerOrder.id, articleOrder.orderId))
    .where(and(eq(articleOrder.orderNumber, orderNumber), inScope(articleOrder.debtorId, scope)));
  return row ?? null;
}

export async function debtorContact(db: Db, debtorId: number) {
  const [row] = await db
    .select({
      name: debtor.name,
      address: debtor.address,
      postalcode: debtor.postalcode,
      city: debtor.city,
      country: debtor.country,
      phone: debtor.phone,
      email: debtor.email,
    })
    .from(debtor)
    .where(eq(debtor.id, debtorId));
  return row ?? null;
}

/** The shop's employees who may take work, the default one first. */
export async function activeEmployeesOf(db: Db, debtorId: number) {
  return db
    .select({ id: employee.id, name: employee.name })
    .from(employee)
    .where(and(eq(employee.debtorId, debtorId), eq(employee.isArchived, false)))
    .orderBy(desc(employee.isDefault), asc(employee.id));
}

export async function employeeNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: employee.id, name: employee.name })
    .from(employee)
    .where(inArray(employee.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function insertRma(db: Db, values: NewRma): Promise<RmaRow> {
  const [row] = await db.insert(rma).values(values).returning();
  if (!row) throw new Error('return not inserted');
  return row;
}

export async function setRemakeOrder(db: Db, orderNumber: string, orderId: number) {
  const [row] = await db
    .update(rma)
    .set({ remakeOrderId: orderId })
    .where(eq(rma.orderNumber, orderNumber))
    .returning();
  if (!row) throw new Error('return not found');
  return row;
}

/** A return of the caller's shops; `lock` holds its row until the transaction ends. */
export async function findRma(db: Db, scope: DebtorScope, orderNumber: string, lock = false) {
  const query = db
    .select()
    .from(rma)
    .where(and(eq(rma.orderNumber, orderNumber), inScope(rma.debtorId, scope)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function listRmas(
  db: Db,
  scope: DebtorScope,
  filter: { state?: RmaState | undefined; limit: number; offset: number },
): Promise<{ count: number; rows: RmaRow[] }> {
  const where = and(
    inScope(rma.debtorId, scope),
    filter.state ? eq(rma.state, filter.state) : undefined,
  );
  const [total] = await db.select({ count: count() }).from(rma).where(where);
  const rows = await db
    .select()
    .from(rma)
    .where(where)
    .orderBy(desc(rma.createdAt), desc(rma.orderNumber))
    .limit(filter.limit)
    .offset(filter.offset);
  return { count: Number(total?.count ?? 0), rows };
}

/** The photos of these returns (without their bytes), in upload order. */
export async function photosOf(db: Db, orderNumbers: string[]): Promise<PhotoInfo[]> {
  if (orderNumbers.length === 0) return [];
  return db
    .select({
      id: rmaPhoto.id,
      rmaOrderNumber: rmaPhoto.rmaOrderNumber,
      contentType: rmaPhoto.contentType,
      size: rmaPhoto.size,
    })
    .from(rmaPhoto)
    .where(inArray(rmaPhoto.rmaOrderNumber, orderNumbers))
    .orderBy(asc(rmaPhoto.position));
}

export async function countPhotos(db: Db, orderNumber: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(rmaPhoto)
    .where(eq(rmaPhoto.rmaOrderNumber, orderNumber));
  return Number(row?.count ?? 0);
}

export async function insertPhotos(
  db: Db,
  photos: {
    id: string;
    rmaOrderNumber: string;
    debtorId: number;
    contentType: string;
    bytes: Buffer;
  }[],
) {
  if (photos.length === 0) return;
  await db.insert(rmaPhoto).values(photos.map((photo) => ({ ...photo, size: photo.bytes.length })));
}

/** One photo of a return of the caller's shops, with its bytes. */
export async function findPhoto(db: Db, scope: DebtorScope, orderNumber: string, id: string) {
  const [row] = await db
    .select({ contentType: rmaPhoto.contentType, bytes: rmaPhoto.bytes })
    .from(rmaPhoto)
    .where(
      and(
        eq(rmaPhoto.id, id),
        eq(rmaPhoto.rmaOrderNumber, orderNumber),
        inScope(rmaPhoto.debtorId, scope),
      ),
    );
  return row ?? null;
}

/**
 * A remake: a new draft order of the shop holding a copy of the returned article, for the dealer
 * to check (sizes, when the first ones were wrong) and confirm.
 */
export async function insertRemakeOrder(
  db: Db,
  values: {
    debtorId: number;
    employeeId: number | null;
    createdBy: number;
    commission: string;
    memo: string;
    article: ArticleRow;
  },
): Promise<number> {
  const [order] = await db
    .insert(customerOrder)
    .values({
      debtorId: values.debtorId,
      employeeId: values.employeeId,
      createdBy: values.createdBy,
      orderType: 'draft',
      commission: values.commission,
      memo: values.memo,
    })
    .returning({ id: customerOrder.id });
  if (!order) throw new Error('remake order not inserted');
  const {
    orderNumber: _number,
    id: _id,
    orderId: _order,
    createdAt: _created,
    updatedAt: _updated,
    productionStatus: _status,
    plannedDate: _planned,
    productionMessage: _message,
    statusChangedAt: _changed,
    productionSite: _site,
    setLabel: _set,
    strokeGroup: _group,
    curtainOrderNumber: _curtain,
    ...copy
  } = values.article;
  await db.insert(articleOrder).values({ ...copy, orderId: order.id, position: 0 });
  return order.id;
}

// The returns desk: staff act across every shop, so these reads take no tenant scope; only the
// desk's routes (staff with the `returns` permission) reach them.

export async function insertRmaEvent(db: Db, event: NewRmaEvent): Promise<void> {
  await db.insert(rmaEvent).values(event);
}

/** The histories of these returns, oldest first. */
export async function eventsOf(db: Db, orderNumbers: string[]): Promise<RmaEventRow[]> {
  if (orderNumbers.length === 0) return [];
  return db
    .select()
    .from(rmaEvent)
    .where(inArray(rmaEvent.rmaOrderNumber, orderNumbers))
    .orderBy(asc(rmaEvent.id));
}

/** The desk's change of a return's state and what goes with it. */
export async function updateRmaDesk(
  db: Db,
  orderNumber: string,
  values: Partial<
    Pick<
      RmaRow,
      | 'state'
      | 'resolution'
      | 'refusalReason'
      | 'deskNote'
      | 'question'
      | 'informationAnswer'
      | 'decidedAt'
      | 'remakeOrderId'
    >
  >,
): Promise<RmaRow> {
  const [row] = await db
    .update(rma)
    .set(values)
    .where(eq(rma.orderNumber, orderNumber))
    .returning();
  if (!row) throw new Error('return not found');
  return row;
}

/** Any shop's return, for the desk; `lock` holds its row until the transaction ends. */
export async function findRmaForDesk(db: Db, orderNumber: string, lock = false) {
  const query = db.select().from(rma).where(eq(rma.orderNumber, orderNumber));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export interface DeskFilter {
  states?: readonly RmaState[] | undefined;
  debtorId?: number | undefined;
  search?: string | undefined;
  limit: number;
  offset: number;
}

function deskWhere(filter: Omit<DeskFilter, 'limit' | 'offset'>): SQL | undefined {
  const like = filter.search ? `%${filter.search.replace(/[\\%_]/g, '\\$&')}%` : null;
  return and(
    filter.states ? inArray(rma.state, [...filter.states]) : undefined,
    filter.debtorId ? eq(rma.debtorId, filter.debtorId) : undefined,
    like
      ? or(
          ilike(rma.rmaNumber, like),
          ilike(rma.orderNumber, like),
          ilike(rma.articleOrderNumber, like),
          ilike(rma.customerName, like),
          ilike(debtor.name, like),
          ilike(debtor.number, like),
        )
      : undefined,
  );
}

/** Every shop's returns for the desk, oldest waiting first within the newest filed. */
export async function listRmasForDesk(
  db: Db,
  filter: DeskFilter,
): Promise<{ count: number; rows: RmaRow[] }> {
  const where = deskWhere(filter);
  const [total] = await db
    .select({ count: count() })
    .from(rma)
    .innerJoin(debtor, eq(debtor.id, rma.debtorId))
    .where(where);
  const rows = await db
    .select({ rma })
    .from(rma)
    .innerJoin(debtor, eq(debtor.id, rma.debtorId))
    .where(where)
    .orderBy(desc(rma.createdAt), desc(rma.orderNumber))
    .limit(filter.limit)
    .offset(filter.offset);
  return { count: Number(total?.count ?? 0), rows: rows.map((row) => row.rma) };
}

export async function countRmasInStates(db: Db, states: readonly RmaState[]): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(rma)
    .where(inArray(rma.state, [...states]));
  return Number(row?.count ?? 0);
}

export async function debtorNames(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, { name: string; number: string }>();
  const rows = await db
    .select({ id: debtor.id, name: debtor.name, number: debtor.number })
    .from(debtor)
    .where(inArray(debtor.id, ids));
  return new Map(rows.map((row) => [row.id, { name: row.name, number: row.number }]));
}

/** A photo of any shop's return, with its bytes, for the desk. */
export async function findPhotoForDesk(db: Db, orderNumber: string, id: string) {
  const [row] = await db
    .select({ contentType: rmaPhoto.contentType, bytes: rmaPhoto.bytes })
    .from(rmaPhoto)
    .where(and(eq(rmaPhoto.id, id), eq(rmaPhoto.rmaOrderNumber, orderNumber)));
  return row ?? null;
}

/** The order a remake is linked to: its type and how many articles it holds; null when gone. */
export async function remakeOrderState(db: Db, orderId: number) {
  const [row] = await db
    .select({
      orderType: customerOrder.orderType,
      articles: sql<number>`(select count(*)::int from ${articleOrder} where ${articleOrder.orderId} = ${customerOrder.id})`,
    })
    .from(customerOrder)
    .where(eq(customerOrder.id, orderId));
  return row ?? null;
}

/** The returned article as it is stored (a remake copies it); null when it is gone. */
export async function findArticleRow(db: Db, orderNumber: string) {
  const [row] = await db
    .select()
    .from(articleOrder)
    .where(eq(articleOrder.orderNumber, orderNumber));
  return row ?? null;
}

/** The shop's active accounts with a mail address, in their language (mail about its returns). */
export async function mailAccountsOfDebtor(db: Db, debtorId: number) {
  return db
    .select({
      username: appUser.username,
      email: appUser.email,
      preferredLanguage: appUser.preferredLanguage,
    })
    .from(appUser)
    .where(
      and(
        eq(appUser.isActive, true),
        ne(appUser.email, ''),
        isNull(appUser.staffRole),
        sql`(${appUser.debtorId} = ${debtorId} or exists (select 1 from ${userDebtor} where ${userDebtor.userId} = ${appUser.id} and ${userDebtor.debtorId} = ${debtorId}))`,
      ),
    );
}
