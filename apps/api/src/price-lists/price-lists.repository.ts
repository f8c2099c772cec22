// The stored price list a debtor's articles are priced with. Every read is validated with the
// domain's `priceListSchema`, so the calculation never meets a missing default; a parsed list is
// kept per (id, updated_at), because it changes rarely and is read on every price.
import { type PriceList, priceListSchema } from '@atelier/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { debtor, priceList, STANDARD_PRICE_LIST_ID } from '../db/schema/index.js';

/** A stored price list that is missing or no longer passes the schema: an operator's problem. */
export class PriceListUnavailable extends Error {
  constructor(readonly priceListId: string) {
    super(`price list ${priceListId} is missing or not valid`);
    this.name = 'PriceListUnavailable';
  }
}

const parsed = new Map<string, { version: number; list: PriceList }>();

function validated(id: string, data: unknown, updatedAt: Date): PriceList {
  const version = updatedAt.getTime();
  const cached = parsed.get(id);
  if (cached?.version === version) return cached.list;
  const result = priceListSchema.safeParse(data);
  if (!result.success) throw new PriceListUnavailable(id);
  parsed.set(id, { version, list: result.data });
  return result.data;
}

export async function loadPriceList(db: Db, id: string): Promise<PriceList> {
  const [row] = await db
    .select({ data: priceList.data, updatedAt: priceList.updatedAt })
    .from(priceList)
    .where(eq(priceList.id, id));
  if (!row) throw new PriceListUnavailable(id);
  return validated(id, row.data, row.updatedAt);
}

/** The price list of a debtor; the standard list for a caller without a debtor. */
export async function loadDebtorPriceList(db: Db, debtorId: number | null): Promise<PriceList> {
  if (debtorId === null) return loadPriceList(db, STANDARD_PRICE_LIST_ID);
  const [row] = await db
    .select({
      listId: debtor.priceListId,
      data: priceList.data,
      updatedAt: priceList.updatedAt,
    })
    .from(debtor)
    .leftJoin(priceList, eq(priceList.id, debtor.priceListId))
    .where(eq(debtor.id, debtorId));
  if (!row) return loadPriceList(db, STANDARD_PRICE_LIST_ID);
  if (row.data === null || row.updatedAt === null) throw new PriceListUnavailable(row.listId);
  return validated(row.listId, row.data, row.updatedAt);
}
