// The debtor's pricing facts: currency, margin type, entitlements and customer group.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { customerGroup, debtor } from '../db/schema/index.js';

export async function findPricingDebtor(db: Db, debtorId: number) {
  const [row] = await db
    .select({
      currency: debtor.currency,
      marginType: debtor.marginType,
      entitlements: debtor.entitlements,
      group: customerGroup.name,
    })
    .from(debtor)
    .innerJoin(customerGroup, eq(customerGroup.id, debtor.customerGroupId))
    .where(eq(debtor.id, debtorId));
  return row;
}
