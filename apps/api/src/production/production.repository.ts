// Production state of articles, the factory's event history, integration keys and their audit.
import type { ProductionSite, ProductionStatus, StockState } from '@atelier/domain';
import { and, asc, count, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  appUser,
  articleOrder,
  customerOrder,
  debtor,
  fabric,
  fabricFamily,
  integrationAudit,
  integrationKey,
  orderEvent,
  productionEvent,
  userDebtor,
} from '../db/schema/index.js';

export type ProductionEventRow = typeof productionEvent.$inferSelect;
export type NewProductionEvent = typeof productionEvent.$inferInsert;

/** The articles of an order as production starts them: each gets its site. */
export async function articlesToImport(db: Db, orderId: number) {
  return db
    .select({
      id: articleOrder.id,
      orderNumber: articleOrder.orderNumber,
      orderId: articleOrder.orderId,
      debtorId: articleOrder.debtorId,
      articleType: articleOrder.articleType,
      stockState: articleOrder.stockState,
      plannedDate: articleOrder.plannedDate,
    })
    .from(articleOrder)
    .where(eq(articleOrder.orderId, orderId))
    .orderBy(asc(articleOrder.position));
}

export async function setArticleSite(db: Db, articleId: number, site: string, at: Date) {
  await db
    .update(articleOrder)
    .set({ productionSite: site, statusChangedAt: at })
    .where(eq(articleOrder.id, articleId));
}

export async function insertProductionEvent(db: Db, values: NewProductionEvent) {
  const [row] = await db.insert(productionEvent).values(values).returning();
  return row!;
}

/** The article a factory names, locked for the event that changes it. */
export async function lockArticleByNumber(db: Db, orderNumber: string) {
  const [row] = await db
    .select({
      id: articleOrder.id,
      orderNumber: articleOrder.orderNumber,
      orderId: articleOrder.orderId,
      debtorId: articleOrder.debtorId,
      articleType: articleOrder.articleType,
      productionStatus: articleOrder.productionStatus,
      stockState: articleOrder.stockState,
      plannedDate: articleOrder.plannedDate,
      productionMessage: articleOrder.productionMessage,
      productionSite: articleOrder.productionSite,
      statusChangedAt: articleOrder.statusChangedAt,
      orderType: customerOrder.orderType,
    })
    .from(articleOrder)
    .innerJoin(customerOrder, eq(customerOrder.id, articleOrder.orderId))
    .where(eq(articleOrder.orderNumber, orderNumber))
    .for('update', { of: articleOrder });
  return row ?? null;
}
export type LockedArticle = NonNullable<Awaited<ReturnType<typeof lockArticleByNumber>>>;

/** The event a site sent under this id before, with the number of the article it was for. */
export async function findEventByExternalId(db: Db, site: string, externalEventId: string) {
  const [row] = await db
    .select({ event: productionEvent, orderNumber: articleOrder.orderNumber })
    .from(productionEvent)
    .innerJoin(articleOrder, eq(articleOrder.id, productionEvent.articleId))
    .where(
      and(eq(productionEvent.site, site), eq(productionEvent.externalEventId, externalEventId)),
    );
  return row ?? null;
}

/** The status an article had before its current problem (the last applied one that was not). */
export async function statusBeforeProblem(
  db: Db,
  articleId: number,
): Promise<ProductionStatus | undefined> {
  const [row] = await db
    .select({ status: productionEvent.status })
    .from(productionEvent)
    .where(
      and(
        eq(productionEvent.articleId, articleId),
        eq(productionEvent.applied, true),
        ne(productionEvent.status, 'probleem'),
      ),
    )
    .orderBy(desc(productionEvent.occurredAt), desc(productionEvent.id))
    .limit(1);
  return row?.status;
}

export async function updateArticleProduction(
  db: Db,
  articleId: number,
  values: {
    productionStatus: ProductionStatus;
    stockState: StockState;
    plannedDate: string | null;
    productionMessage: string | null;
    statusChangedAt: Date;
    productionSite: string;
  },
) {
  await db
    .update(articleOrder)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(articleOrder.id, articleId));
}

const DONE: ProductionStatus[] = ['bezorgd', 'afgewerkt', 'annuleer'];

/**
 * After an article changed: the order's planned date is its articles' latest, and a confirmed
 * order whose articles are all delivered, completed or cancelled (and not all cancelled) is
 * delivered.
 */
export async function settleOrder(db: Db, orderId: number) {
  const articles = await db
    .select({ status: articleOrder.productionStatus, plannedDate: articleOrder.plannedDate })
    .from(articleOrder)
    .where(eq(articleOrder.orderId, orderId));
  const planned = articles
    .map((article) => article.plannedDate)
    .filter((date): date is string => date !== null)
    .sort()
    .at(-1);
  const done =
    articles.length > 0 &&
    articles.every((article) => article.status !== null && DONE.includes(article.status)) &&
    articles.some((article) => article.status !== 'annuleer');
  await db
    .update(customerOrder)
    .set({
      ...(planned ? { plannedDate: planned } : {}),
      ...(done ? { orderType: 'delivered' as const } : {}),
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(customerOrder.id, orderId),
        inArray(customerOrder.orderType, ['confirmed', 'delivered']),
      ),
    );
}

/** A site's confirmed articles after the cursor (the id of their `import` event). */
export async function articlesSince(db: Db, site: string, since: number, limit: number) {
  return db
    .select({
      cursor: productionEvent.id,
      confirmedAt: productionEvent.occurredAt,
      article: articleOrder,
      orderType: customerOrder.orderType,
      commission: customerOrder.commission,
      customerOrderNumber: customerOrder.customerOrderNumber,
      orderDate: customerOrder.orderDate,
      debtorName: debtor.name,
    })
    .from(productionEvent)
    .innerJoin(articleOrder, eq(articleOrder.id, productionEvent.articleId))
    .innerJoin(customerOrder, eq(customerOrder.id, articleOrder.orderId))
    .innerJoin(debtor, eq(debtor.id, articleOrder.debtorId))
    .where(
      and(
        eq(productionEvent.site, site),
        eq(productionEvent.status, 'import'),
        isNull(productionEvent.externalEventId),
        gt(productionEvent.id, since),
      ),
    )
    .orderBy(asc(productionEvent.id))
    .limit(limit);
}

// Keys

export async function insertIntegrationKey(
  db: Db,
  values: { site: ProductionSite; label: string; prefix: string; keyHash: string },
) {
  const [row] = await db.insert(integrationKey).values(values).returning();
  return row!;
}

export async function findKeyByHash(db: Db, keyHash: string) {
  const [row] = await db.select().from(integrationKey).where(eq(integrationKey.keyHash, keyHash));
  return row ?? null;
}

export async function listIntegrationKeys(db: Db) {
  return db.select().from(integrationKey).orderBy(asc(integrationKey.id));
}

export async function revokeIntegrationKey(db: Db, id: number, at: Date) {
  const rows = await db
    .update(integrationKey)
    .set({ revokedAt: at })
    .where(and(eq(integrationKey.id, id), isNull(integrationKey.revokedAt)))
    .returning({ id: integrationKey.id });
  return rows.length > 0;
}

export async function touchIntegrationKey(db: Db, id: number, at: Date) {
  await db.update(integrationKey).set({ lastUsedAt: at }).where(eq(integrationKey.id, id));
}

export async function insertIntegrationAudit(db: Db, values: typeof integrationAudit.$inferInsert) {
  await db.insert(integrationAudit).values(values);
}

// Who hears of a change

/**
 * The active accounts of a shop with an address: its own log-ins and the service accounts that act
 * for it, with their settings and language.
 */
export async function accountsOfDebtor(db: Db, debtorId: number) {
  return db
    .select({
      id: appUser.id,
      username: appUser.username,
      email: appUser.email,
      preferredLanguage: appUser.preferredLanguage,
      isServiceAccount: appUser.isServiceAccount,
      settings: appUser.settings,
    })
    .from(appUser)
    .where(
      and(
        eq(appUser.isActive, true),
        ne(appUser.email, ''),
        sql`(${appUser.debtorId} = ${debtorId} or exists (select 1 from ${userDebtor} where ${userDebtor.userId} = ${appUser.id} and ${userDebtor.debtorId} = ${debtorId}))`,
      ),
    );
}

// The production demo

export async function countProductionEvents(db: Db): Promise<number> {
  const [row] = await db.select({ count: count() }).from(productionEvent);
  return row?.count ?? 0;
}

export async function debtorIdByNumber(db: Db, number: string): Promise<number | null> {
  const [row] = await db.select({ id: debtor.id }).from(debtor).where(eq(debtor.number, number));
  return row?.id ?? null;
}

/** The first colour of a collection (by its code). */
export async function firstFabricOf(db: Db, familyCode: string): Promise<string | null> {
  const [row] = await db
    .select({ uuid: fabric.fabricUuid })
    .from(fabric)
    .innerJoin(fabricFamily, eq(fabricFamily.id, fabric.familyId))
    .where(eq(fabricFamily.code, familyCode))
    .orderBy(asc(fabric.id))
    .limit(1);
  return row?.uuid ?? null;
}

/**
 * An order, its articles, their `import` events and the order's own trail as if entered at
 * `created` and confirmed at `confirmedAt` (the demo's orders): its creation and articles at
 * `created`, its confirmation at `confirmedAt`, so no event is dated before the order it belongs to
 * and the factory's events follow the confirmation.
 */
export async function dateBackOrder(db: Db, orderId: number, confirmedAt: Date, created: Date) {
  await db
    .update(customerOrder)
    .set({
      createdAt: created,
      updatedAt: confirmedAt,
      orderDate: confirmedAt.toISOString().slice(0, 10),
    })
    .where(eq(customerOrder.id, orderId));
  await db
    .update(articleOrder)
    .set({ createdAt: created, updatedAt: confirmedAt, statusChangedAt: confirmedAt })
    .where(eq(articleOrder.orderId, orderId));
  await db
    .update(productionEvent)
    .set({ occurredAt: confirmedAt, receivedAt: confirmedAt })
    .where(eq(productionEvent.orderId, orderId));
  await db
    .update(orderEvent)
    .set({ at: created })
    .where(and(eq(orderEvent.orderId, orderId), ne(orderEvent.kind, 'order_confirmed')));
  await db
    .update(orderEvent)
    .set({ at: confirmedAt })
    .where(and(eq(orderEvent.orderId, orderId), eq(orderEvent.kind, 'order_confirmed')));
}
