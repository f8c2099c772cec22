// Articles of orders in SQL. Reads are limited to the caller's debtors through the article's own
// (denormalised) debtor column.
import type { Currency, OrderType } from '@atelier/domain';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { preparedPerHandle } from '../db/prepared.js';
import { accessory, accessoryPrice, articleOrder, customerOrder } from '../db/schema/index.js';
import { type DebtorScope, inScope } from '../tenancy/scope.js';

export type ArticleRow = typeof articleOrder.$inferSelect;
export type NewArticle = Omit<
  typeof articleOrder.$inferInsert,
  'orderNumber' | 'createdAt' | 'updatedAt' | 'position'
>;

// Read on every order answer: a named statement.
const articlesByOrder = preparedPerHandle((db) =>
  db
    .select()
    .from(articleOrder)
    .where(eq(articleOrder.orderId, sql.placeholder('orderId')))
    .orderBy(asc(articleOrder.position), asc(articleOrder.createdAt), asc(articleOrder.orderNumber))
    .prepare('articles_of_order'),
);

export async function articlesOfOrder(db: Db, orderId: number): Promise<ArticleRow[]> {
  return articlesByOrder(db).execute({ orderId });
}

/** An article with the type of its order, or null when it is not the caller's. */
export async function findArticle(
  db: Db,
  scope: DebtorScope,
  orderNumber: string,
): Promise<{ article: ArticleRow; orderType: OrderType } | null> {
  const [row] = await db
    .select({ article: articleOrder, orderType: customerOrder.orderType })
    .from(articleOrder)
    .innerJoin(customerOrder, eq(customerOrder.id, articleOrder.orderId))
    .where(and(eq(articleOrder.orderNumber, orderNumber), inScope(articleOrder.debtorId, scope)));
  return row ?? null;
}

export async function insertArticle(db: Db, values: NewArticle): Promise<ArticleRow> {
  const [created] = await db
    .insert(articleOrder)
    .values({
      ...values,
      // After the order's last article.
      position: sql`(select coalesce(max(${articleOrder.position}), -1) + 1 from ${articleOrder} where ${articleOrder.orderId} = ${values.orderId})`,
    })
    .returning();
  return created!;
}

export async function updateArticle(
  db: Db,
  orderNumber: string,
  values: Omit<NewArticle, 'orderId' | 'debtorId' | 'articleType'>,
): Promise<ArticleRow> {
  const [updated] = await db
    .update(articleOrder)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(articleOrder.orderNumber, orderNumber))
    .returning();
  return updated!;
}

export async function deleteArticle(db: Db, orderNumber: string) {
  await db.delete(articleOrder).where(eq(articleOrder.orderNumber, orderNumber));
}

/** Catalogue accessories by id with their price in one currency (null when it has none). */
export async function accessoriesByIds(db: Db, ids: number[], currency: Currency) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: accessory.id,
      name: accessory.name,
      unit: accessory.unit,
      type: accessory.type,
      variant: accessory.variant,
      color: accessory.color,
      wholesaleCents: accessoryPrice.wholesaleCents,
      salesCents: accessoryPrice.salesCents,
    })
    .from(accessory)
    .leftJoin(
      accessoryPrice,
      and(eq(accessoryPrice.accessoryId, accessory.id), eq(accessoryPrice.currency, currency)),
    )
    .where(inArray(accessory.id, ids));
}

/** Changes stored columns of one article. */
export async function updateArticleColumns(
  db: Db,
  orderNumber: string,
  values: Partial<Omit<ArticleRow, 'orderNumber' | 'createdAt'>>,
) {
  await db
    .update(articleOrder)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(articleOrder.orderNumber, orderNumber));
}

/** Every article of the order in one of these stroke groups. */
export async function strokeGroupMembers(db: Db, orderId: number, groups: readonly string[]) {
  if (groups.length === 0) return [];
  return db
    .select()
    .from(articleOrder)
    .where(and(eq(articleOrder.orderId, orderId), inArray(articleOrder.strokeGroup, [...groups])))
    .orderBy(asc(articleOrder.position), asc(articleOrder.orderNumber));
}

/** The stroke groups of an order. */
export async function strokeGroupsOfOrder(db: Db, orderId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ group: articleOrder.strokeGroup })
    .from(articleOrder)
    .where(and(eq(articleOrder.orderId, orderId), isNotNull(articleOrder.strokeGroup)));
  return rows.map((row) => row.group!);
}
