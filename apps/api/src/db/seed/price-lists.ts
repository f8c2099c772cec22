// Seeds the manufacturer's standard price list from the domain's demo list. A changed demo list
// replaces the stored data (the seed owns this one row); other price lists are left alone.
import { DEMO_PRICE_LIST, priceListSchema } from '@atelier/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { priceList, STANDARD_PRICE_LIST_ID } from '../schema/index.js';

export async function seedPriceLists(db: Db): Promise<void> {
  const data = priceListSchema.parse({ ...DEMO_PRICE_LIST, id: STANDARD_PRICE_LIST_ID });
  await db
    .insert(priceList)
    .values({ id: STANDARD_PRICE_LIST_ID, name: data.name, data })
    .onConflictDoUpdate({
      target: priceList.id,
      set: { name: data.name, data, updatedAt: new Date() },
      // Only when the data differs, so a restart does not invalidate every cached copy.
      setWhere: sql`${priceList.data} is distinct from excluded.data`,
    });
}
