// Prepared offers' external orders (decision 096): the row that claims an external order id (and,
// from a chain, the chain's reference) before the offer is made, and the catalogue's fabrics by
// the article number a shop or chain names them by.
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import {
  customerOrder,
  debtor,
  externalOrder,
  fabric,
  type StoredIntakeWarning,
} from '../db/schema/index.js';

/** The uuid of each active catalogue fabric among `articleNumbers`, by its article number. */
export async function fabricUuidsByArticleNumber(
  db: Db,
  articleNumbers: readonly string[],
): Promise<Map<string, string>> {
  if (articleNumbers.length === 0) return new Map();
  const rows = await db
    .select({ articleNumber: fabric.articleNumber, uuid: fabric.fabricUuid })
    .from(fabric)
    .where(
      and(inArray(fabric.articleNumber, [...new Set(articleNumbers)]), eq(fabric.isActive, true)),
    );
  return new Map(rows.map((row) => [row.articleNumber, row.uuid]));
}

export type NewExternalOrder = typeof externalOrder.$inferInsert;
export type ExternalOrderRow = typeof externalOrder.$inferSelect;

/**
 * Claims the external order id (and the chain's reference): the new row, or null when either is
 * taken. Of two concurrent claims of the same one, the second waits for the first's transaction
 * and, once it committed, finds it taken.
 */
export async function claimExternalOrder(
  tx: Tx,
  values: NewExternalOrder,
): Promise<ExternalOrderRow | null> {
  const [row] = await tx.insert(externalOrder).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** The prepared offer's order and warnings, once made. */
export async function attachOrder(
  tx: Tx,
  id: number,
  orderId: number,
  warnings: StoredIntakeWarning[],
): Promise<void> {
  await tx.update(externalOrder).set({ orderId, warnings }).where(eq(externalOrder.id, id));
}

/**
 * An external order with its dealer's customer number and the type of the order it leads to (null
 * once that order is gone).
 */
async function externalOrderWithOrder(db: Db, where: SQL | undefined) {
  const [row] = await db
    .select({
      external: externalOrder,
      orderType: customerOrder.orderType,
      storeNumber: debtor.number,
    })
    .from(externalOrder)
    .innerJoin(debtor, eq(debtor.id, externalOrder.debtorId))
    .leftJoin(customerOrder, eq(customerOrder.id, externalOrder.orderId))
    .where(where);
  return row ?? null;
}

/** A chain's external order by its own reference. */
export function externalOrderOfChain(db: Db, chainId: number, reference: string) {
  return externalOrderWithOrder(
    db,
    and(eq(externalOrder.chainId, chainId), eq(externalOrder.chainReference, reference)),
  );
}

/** A dealer's external order by its id. */
export function externalOrderOfDebtor(db: Db, debtorId: number, externalOrderId: string) {
  return externalOrderWithOrder(
    db,
    and(eq(externalOrder.debtorId, debtorId), eq(externalOrder.externalOrderId, externalOrderId)),
  );
}
