// The back office's price lists: the stored lists, their uploaded versions and the debtors priced
// with each. What is in force on a day is read by ../price-lists (the pricing path's read model).
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { debtor, priceList, priceListVersions } from '../db/schema/index.js';

export type VersionRow = typeof priceListVersions.$inferSelect;

export async function listPriceLists(db: Db) {
  const lists = await db
    .select({ id: priceList.id, name: priceList.name })
    .from(priceList)
    .orderBy(asc(priceList.name), asc(priceList.id));
  const debtors = await db
    .select({ id: debtor.priceListId, debtors: count() })
    .from(debtor)
    .groupBy(debtor.priceListId);
  const versions = await db.select().from(priceListVersions).orderBy(desc(priceListVersions.id));
  const counts = new Map(debtors.map((row) => [row.id, row.debtors]));
  return lists.map((list) => ({
    ...list,
    debtors: counts.get(list.id) ?? 0,
    versions: versions.filter((version) => version.priceListId === list.id),
  }));
}

export async function findPriceList(db: Db | Tx, id: string) {
  const [row] = await db
    .select({ id: priceList.id, name: priceList.name })
    .from(priceList)
    .where(eq(priceList.id, id));
  return row;
}

export async function findVersion(db: Db | Tx, priceListId: string, versionId: number) {
  const [row] = await db
    .select()
    .from(priceListVersions)
    .where(
      and(eq(priceListVersions.priceListId, priceListId), eq(priceListVersions.id, versionId)),
    );
  return row;
}

/** The version row locked for a change of its date (two schedules of one version wait in turn). */
export async function lockVersion(tx: Tx, priceListId: string, versionId: number) {
  const [row] = await tx
    .select()
    .from(priceListVersions)
    .where(and(eq(priceListVersions.priceListId, priceListId), eq(priceListVersions.id, versionId)))
    .for('update');
  return row;
}

export async function insertVersion(
  tx: Tx,
  values: { priceListId: string; data: unknown; createdBy: number; createdByName: string },
) {
  const [row] = await tx.insert(priceListVersions).values(values).returning();
  if (!row) throw new Error('insertVersion: no row');
  return row;
}

export async function setValidFrom(tx: Tx, versionId: number, validFrom: string | null) {
  const [row] = await tx
    .update(priceListVersions)
    .set({ validFrom })
    .where(eq(priceListVersions.id, versionId))
    .returning();
  if (!row) throw new Error('setValidFrom: no row');
  return row;
}
