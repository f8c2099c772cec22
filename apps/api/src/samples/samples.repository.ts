// Sample requests in SQL, limited to the caller's debtors with `inScope`; the catalogue fabrics
// and the debtor's country they need.
import { type LocalizedText, type SampleRequestState, samplesAvailable } from '@atelier/domain';
import { and, asc, count, desc, eq, ilike, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { debtor, fabric, fabricFamily, sampleRequest } from '../db/schema/index.js';
import { type DebtorScope, inScope } from '../tenancy/scope.js';

export type SampleRow = typeof sampleRequest.$inferSelect;
export type NewSample = Omit<typeof sampleRequest.$inferInsert, 'id' | 'createdAt' | 'state'>;

/** Active catalogue fabrics by uuid, named as the catalogue names them. */
export async function catalogueFabrics(db: Db, uuids: readonly string[]) {
  if (uuids.length === 0) return [];
  return db
    .select({
      fabricUuid: fabric.fabricUuid,
      collection: fabricFamily.name,
      colorNumber: fabric.colorNumber,
      color: fabric.color,
    })
    .from(fabric)
    .innerJoin(fabricFamily, eq(fabricFamily.id, fabric.familyId))
    .where(and(inArray(fabric.fabricUuid, [...uuids]), eq(fabric.isActive, true)));
}

export async function debtorCountry(db: Db, debtorId: number): Promise<string | null> {
  const [row] = await db
    .select({ country: debtor.country })
    .from(debtor)
    .where(eq(debtor.id, debtorId));
  return row?.country ?? null;
}

export async function listSamples(
  db: Db,
  scope: DebtorScope,
  filter: { state?: SampleRequestState | undefined; limit: number; offset: number },
): Promise<{ count: number; rows: SampleRow[] }> {
  const where = and(
    inScope(sampleRequest.debtorId, scope),
    filter.state ? eq(sampleRequest.state, filter.state) : undefined,
  );
  const [total] = await db.select({ count: count() }).from(sampleRequest).where(where);
  const rows = await db
    .select()
    .from(sampleRequest)
    .where(where)
    .orderBy(desc(sampleRequest.createdAt), desc(sampleRequest.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return { count: Number(total?.count ?? 0), rows };
}

export async function findSample(db: Db, scope: DebtorScope, id: number) {
  const [row] = await db
    .select()
    .from(sampleRequest)
    .where(and(eq(sampleRequest.id, id), inScope(sampleRequest.debtorId, scope)));
  return row ?? null;
}

export async function insertSample(db: Db, values: NewSample): Promise<SampleRow> {
  const [row] = await db.insert(sampleRequest).values(values).returning();
  if (!row) throw new Error('sample request not inserted');
  return row;
}

// --- The samples desk (every shop's requests; the back office has no debtor scope) ---------------

/** Requests made on or before `day` that wait to be shipped, oldest first, with their shop. */
export function requestsToPick(db: Db, day: string) {
  return db
    .select({ request: sampleRequest, debtorName: debtor.name, debtorNumber: debtor.number })
    .from(sampleRequest)
    .innerJoin(debtor, eq(debtor.id, sampleRequest.debtorId))
    .where(and(eq(sampleRequest.state, 'requested'), lte(sampleRequest.requestedOn, day)))
    .orderBy(asc(sampleRequest.requestedOn), asc(sampleRequest.id));
}

export async function countToPick(db: Db, day: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(sampleRequest)
    .where(and(eq(sampleRequest.state, 'requested'), lte(sampleRequest.requestedOn, day)));
  return Number(row?.count ?? 0);
}

/** Whether samples of these fabrics can be cut now (`samplesAvailable`; an unknown one is out). */
export async function sampleStock(db: Db | Tx, uuids: readonly string[]) {
  if (uuids.length === 0) return new Map<string, boolean>();
  const rows = await db
    .select({
      fabricUuid: fabric.fabricUuid,
      samplesInStock: fabric.samplesInStock,
      isActive: fabric.isActive,
    })
    .from(fabric)
    .where(inArray(fabric.fabricUuid, [...new Set(uuids)]));
  return new Map(
    rows.map((row) => [
      row.fabricUuid,
      samplesAvailable({ samples_in_stock: row.samplesInStock, is_active: row.isActive }),
    ]),
  );
}

const stockColumns = {
  fabricUuid: fabric.fabricUuid,
  articleNumber: fabric.articleNumber,
  collection: fabricFamily.name,
  colorNumber: fabric.colorNumber,
  color: fabric.color,
  isActive: fabric.isActive,
  samplesInStock: fabric.samplesInStock,
};
export type StockRow = {
  fabricUuid: string;
  articleNumber: string;
  collection: string;
  colorNumber: string;
  color: LocalizedText;
  isActive: boolean;
  samplesInStock: boolean;
};

/**
 * Catalogue colours whose article number, colour number or collection holds `search`, out of
 * stock first, then by collection and colour number.
 */
export async function searchSampleStock(
  db: Db,
  search: string,
  limit: number,
): Promise<StockRow[]> {
  const like = `%${search.replace(/[\\%_]/g, '\\$&')}%`;
  return db
    .select(stockColumns)
    .from(fabric)
    .innerJoin(fabricFamily, eq(fabricFamily.id, fabric.familyId))
    .where(
      or(
        ilike(fabric.articleNumber, like),
        ilike(fabric.colorNumber, like),
        ilike(fabricFamily.name, like),
        ilike(sql`${fabricFamily.name} || ' ' || ${fabric.colorNumber}`, like),
      ),
    )
    .orderBy(asc(fabric.samplesInStock), asc(fabricFamily.name), asc(fabric.colorNumber))
    .limit(limit);
}

/** One catalogue colour's stock, locked for its change when asked; null when unknown. */
export async function findStockFabric(
  db: Db | Tx,
  uuid: string,
  lock = false,
): Promise<StockRow | null> {
  const query = db
    .select(stockColumns)
    .from(fabric)
    .innerJoin(fabricFamily, eq(fabricFamily.id, fabric.familyId))
    .where(eq(fabric.fabricUuid, uuid));
  const [row] = await (lock ? query.for('update', { of: fabric }) : query);
  return row ?? null;
}

/** Sets a colour's sample stock flag. */
export async function setSamplesInStock(tx: Tx, uuid: string, inStock: boolean): Promise<void> {
  await tx.update(fabric).set({ samplesInStock: inStock }).where(eq(fabric.fabricUuid, uuid));
}

export async function findAnySample(db: Db, id: number) {
  const [row] = await db.select().from(sampleRequest).where(eq(sampleRequest.id, id));
  return row ?? null;
}

/** Marks a waiting request shipped; null when it was no longer waiting (shipped meanwhile). */
export async function shipSample(
  tx: Tx,
  id: number,
  values: { trackingReference: string; shippedBy: number; at: Date },
) {
  const [row] = await tx
    .update(sampleRequest)
    .set({
      state: 'sent',
      trackingReference: values.trackingReference,
      shippedBy: values.shippedBy,
      shippedAt: values.at,
    })
    .where(and(eq(sampleRequest.id, id), eq(sampleRequest.state, 'requested')))
    .returning();
  return row ?? null;
}
