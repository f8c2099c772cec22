// External orders a shop system prepared for a debtor, with their single-use claim codes.
import { and, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { customerOrder, externalOrder } from '../db/schema/index.js';
import { type DebtorScope, inScope } from '../tenancy/scope.js';

export async function findExternalOrder(db: Db, debtorId: number, externalOrderId: string) {
  const [row] = await db
    .select()
    .from(externalOrder)
    .where(
      and(eq(externalOrder.debtorId, debtorId), eq(externalOrder.externalOrderId, externalOrderId)),
    );
  return row ?? null;
}

/** Uses the claim once: true for the one caller that used it. */
export async function useClaim(db: Db, id: number, claimHash: string, at: Date) {
  const rows = await db
    .update(externalOrder)
    .set({ claimedAt: at })
    .where(
      and(
        eq(externalOrder.id, id),
        eq(externalOrder.claimHash, claimHash),
        isNull(externalOrder.claimedAt),
      ),
    )
    .returning({ id: externalOrder.id });
  return rows.length > 0;
}

export async function insertExternalOrder(db: Db, values: typeof externalOrder.$inferInsert) {
  const [row] = await db.insert(externalOrder).values(values).returning();
  return row!;
}

/** The source of each order among `orderIds` that was prepared outside the dealer tool. */
export async function preparedSourcesOf(db: Db, orderIds: readonly number[]) {
  if (orderIds.length === 0)
    return new Map<number, NonNullable<typeof externalOrder.$inferSelect.source>>();
  const rows = await db
    .select({ orderId: externalOrder.orderId, source: externalOrder.source })
    .from(externalOrder)
    .where(and(inArray(externalOrder.orderId, [...orderIds]), isNotNull(externalOrder.source)));
  return new Map(rows.map((row) => [row.orderId!, row.source!]));
}

/**
 * The newest offers prepared outside the dealer tool for the debtors of `scope` that are still
 * offers (the dealer has not confirmed or deleted them), at most `limit`.
 */
export async function preparedOffersOf(db: Db, scope: DebtorScope, limit: number) {
  return db
    .select({
      orderId: customerOrder.id,
      externalOrderId: externalOrder.externalOrderId,
      source: externalOrder.source,
      endCustomerName: customerOrder.endCustomerName,
      createdAt: externalOrder.createdAt,
      warnings: externalOrder.warnings,
      claimedAt: externalOrder.claimedAt,
    })
    .from(externalOrder)
    .innerJoin(customerOrder, eq(customerOrder.id, externalOrder.orderId))
    .where(
      and(
        inScope(externalOrder.debtorId, scope),
        inScope(customerOrder.debtorId, scope),
        eq(customerOrder.orderType, 'offered'),
        isNotNull(externalOrder.source),
      ),
    )
    .orderBy(desc(externalOrder.createdAt), desc(externalOrder.id))
    .limit(limit);
}
