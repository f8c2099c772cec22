// Returns in SQL, limited to the caller's debtors with `inScope`: the article a return names, the
// shop's contact details and employees, the return with its photos, and a remake's draft order.
import type { RmaState } from '@atelier/domain';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  articleOrder,
  customerOrder,
  debtor,
  employee,
  rma,
  rmaPhoto,
} from '../db/schema/index.js';
import { type DebtorScope, inScope } from '../tenancy/scope.js';

export type RmaRow = typeof rma.$inferSelect;
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
