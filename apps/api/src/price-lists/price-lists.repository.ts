// The stored price list a debtor's articles are priced with. Every read is validated with the
// domain's `priceListSchema`, so the calculation never meets a missing default. A parsed list is
// kept in memory per (id, version): the version (the row's `xmin` and `updated_at`) comes with the
// pricing account in the same statement, so an unchanged list costs neither a transfer of its
// data nor a parse, and a changed one (by this instance, another, or plain SQL) is seen by the
// next request: every write gives the row a new `xmin`.
import { type PriceList, priceListSchema } from '@atelier/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { debtor, priceList, STANDARD_PRICE_LIST_ID } from '../db/schema/index.js';

/** A stored price list that is missing or no longer passes the schema: an operator's problem. */
export class PriceListUnavailable extends Error {
  constructor(readonly priceListId: string) {
    super(`price list ${priceListId} is missing or not valid`);
    this.name = 'PriceListUnavailable';
  }
}

/** A price list by id, with the version of its stored row (null: not known, read it). */
export interface PriceListRef {
  id: string;
  version: string | null;
}

/** The stored row's version, for a select that joins `price_list` (null when it is absent). */
export function priceListVersion(): SQL<string | null> {
  return sql<
    string | null
  >`${priceList}.xmin::text || '/' || (extract(epoch from ${priceList.updatedAt}) * 1000000)::bigint::text`;
}

const parsed = new Map<string, { version: string; list: PriceList }>();

/** The price list `ref` names: from memory when its version is the one kept, else read. */
export async function priceListOf(db: Db, ref: PriceListRef): Promise<PriceList> {
  const cached = parsed.get(ref.id);
  if (ref.version !== null && cached?.version === ref.version) return cached.list;
  const [row] = await db
    .select({ data: priceList.data, version: priceListVersion() })
    .from(priceList)
    .where(eq(priceList.id, ref.id));
  if (!row?.version) throw new PriceListUnavailable(ref.id);
  const result = priceListSchema.safeParse(row.data);
  if (!result.success) throw new PriceListUnavailable(ref.id);
  parsed.set(ref.id, { version: row.version, list: result.data });
  return result.data;
}

export function loadPriceList(db: Db, id: string): Promise<PriceList> {
  return priceListOf(db, { id, version: null });
}

/** The price list of a debtor; the standard list for a caller without a debtor. */
export async function loadDebtorPriceList(db: Db, debtorId: number | null): Promise<PriceList> {
  if (debtorId === null) return loadPriceList(db, STANDARD_PRICE_LIST_ID);
  const [row] = await db
    .select({ id: debtor.priceListId, version: priceListVersion() })
    .from(debtor)
    .leftJoin(priceList, eq(priceList.id, debtor.priceListId))
    .where(eq(debtor.id, debtorId));
  if (!row) return loadPriceList(db, STANDARD_PRICE_LIST_ID);
  if (row.version === null) throw new PriceListUnavailable(row.id);
  return priceListOf(db, row);
}
