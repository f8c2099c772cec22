import type { Database } from './client.js';
import { seedPriceLists } from './seed/price-lists.js';
import { isSeeded, seed } from './seed/seed.js';

/** At start: apply pending migrations, and fill the demo world into a database never seeded. */
export async function prepareDatabase(database: Database): Promise<{ seeded: boolean }> {
  return database.exclusively(async () => {
    await database.migrate();
    if (await isSeeded(database.db)) {
      // Reference data a release brings (the price list) reaches databases seeded before it.
      await seedPriceLists(database.db);
      return { seeded: false };
    }
    await seed(database.db);
    return { seeded: true };
  });
}
