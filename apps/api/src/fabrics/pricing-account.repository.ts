// The debtor's pricing facts: currency, margin type, entitlements, customer group and which
// price list (with its stored version) its articles are priced with.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { preparedPerHandle } from '../db/prepared.js';
import { customerGroup, debtor, priceList } from '../db/schema/index.js';
import { priceListVersion } from '../price-lists/price-lists.repository.js';

// Read by every catalogue answer and every price: a named statement.
const pricingDebtor = preparedPerHandle((db) =>
  db
    .select({
      currency: debtor.currency,
      marginType: debtor.marginType,
      entitlements: debtor.entitlements,
      group: customerGroup.name,
      priceListId: debtor.priceListId,
      // Null when the debtor names a list that is not stored (pricing then says so).
      priceListVersion: priceListVersion(sql.placeholder('day')),
    })
    .from(debtor)
    .innerJoin(customerGroup, eq(customerGroup.id, debtor.customerGroupId))
    .leftJoin(priceList, eq(priceList.id, debtor.priceListId))
    .where(eq(debtor.id, sql.placeholder('debtorId')))
    .prepare('find_pricing_debtor'),
);

export async function findPricingDebtor(db: Db, debtorId: number, day: string) {
  const [row] = await pricingDebtor(db).execute({ debtorId, day });
  return row;
}
