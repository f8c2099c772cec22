// Sample requests in SQL, limited to the caller's debtors with `inScope`; the catalogue fabrics
// and the debtor's country they need.
import type { SampleRequestState } from '@atelier/domain';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
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
