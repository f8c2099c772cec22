// The stored price list a debtor's articles are priced with. Every read is validated with the
// domain's `priceListSchema`, so the calculation never meets a missing default. A parsed list is
// kept in memory per (id, version): the version (the row's `xmin` and `updated_at`) comes with the
// pricing account in the same statement, so an unchanged list costs neither a transfer of its
// data nor a parse, and a changed one (by this instance, another, or plain SQL) is seen by the
// next request: every write gives the row a new `xmin`. An uploaded version in force on the
// pricing day (decision 089) is part of the version: its id, as a version's data never changes
// after its upload, so a version that starts (a new day) or is cancelled is a new key.
import { type PriceList, priceListSchema } from '@atelier/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Placeholder } from 'drizzle-orm/sql';
import type { Db } from '../db/client.js';
import {
  debtor,
  priceList,
  priceListVersions,
  STANDARD_PRICE_LIST_ID,
} from '../db/schema/index.js';

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
  /** The pricing day (ISO date) the version was read for; today when absent. */
  day?: string;
}

/** The pricing day of a clock: the manufacturer's calendar day (UTC), as offers count it. */
export function pricingDay(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The id of the uploaded version of `price_list` in force on `day` (null: none yet). */
function versionInForce(day: SQL | Placeholder | string): SQL<number | null> {
  return sql<number | null>`(select ${priceListVersions.id} from ${priceListVersions}
    where ${priceListVersions.priceListId} = ${priceList.id}
      and ${priceListVersions.validFrom} <= ${day}::date
    order by ${priceListVersions.validFrom} desc, ${priceListVersions.id} desc limit 1)`;
}

/**
 * The stored row's version on a pricing day, for a select that joins `price_list` (null when it
 * is absent): the row's `xmin` and `updated_at`, and the id of the uploaded version in force.
 */
export function priceListVersion(day: SQL | Placeholder | string): SQL<string | null> {
  return sql<
    string | null
  >`${priceList}.xmin::text || '/' || (extract(epoch from ${priceList.updatedAt}) * 1000000)::bigint::text || '/' || coalesce(${versionInForce(day)}::text, 'base')`;
}

/** What is in force on `day` for list `id`: the data, the version key, the uploaded version. */
export async function readPriceListInForce(db: Db, id: string, day: string) {
  const [row] = await db
    .select({
      base: priceList.data,
      uploaded: priceListVersions.data,
      versionId: priceListVersions.id,
      version: priceListVersion(day),
    })
    .from(priceList)
    .leftJoin(priceListVersions, eq(priceListVersions.id, versionInForce(day)))
    .where(eq(priceList.id, id));
  if (!row) return undefined;
  return { data: row.uploaded ?? row.base, version: row.version, versionId: row.versionId };
}

const parsed = new Map<string, { version: string; list: PriceList }>();

/** The price list `ref` names: from memory when its version is the one kept, else read. */
export async function priceListOf(db: Db, ref: PriceListRef): Promise<PriceList> {
  const cached = parsed.get(ref.id);
  if (ref.version !== null && cached?.version === ref.version) return cached.list;
  const row = await readPriceListInForce(db, ref.id, ref.day ?? pricingDay());
  if (!row?.version) throw new PriceListUnavailable(ref.id);
  const result = priceListSchema.safeParse(row.data);
  if (!result.success) throw new PriceListUnavailable(ref.id);
  parsed.set(ref.id, { version: row.version, list: result.data });
  return result.data;
}

export function loadPriceList(db: Db, id: string, day?: string): Promise<PriceList> {
  return priceListOf(db, day ? { id, version: null, day } : { id, version: null });
}

/** The price list of a debtor; the standard list for a caller without a debtor. */
export async function loadDebtorPriceList(db: Db, debtorId: number | null): Promise<PriceList> {
  if (debtorId === null) return loadPriceList(db, STANDARD_PRICE_LIST_ID);
  const [row] = await db
    .select({ id: debtor.priceListId, version: priceListVersion(pricingDay()) })
    .from(debtor)
    .leftJoin(priceList, eq(priceList.id, debtor.priceListId))
    .where(eq(debtor.id, debtorId));
  if (!row) return loadPriceList(db, STANDARD_PRICE_LIST_ID);
  if (row.version === null) throw new PriceListUnavailable(row.id);
  return priceListOf(db, row);
}
