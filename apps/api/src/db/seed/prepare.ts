import { sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { seedAuditTrail } from './audit-demo.js';
import { seedInspiration } from './inspiration.js';
import { seedPriceLists } from './price-lists.js';
import { isSeeded, seed } from './seed.js';

/** At start: apply pending migrations, and fill the demo world into a database never seeded. */
export async function prepareDatabase(database: Database): Promise<{ seeded: boolean }> {
  return database.exclusively(async () => {
    await database.migrate();
    if (await isSeeded(database.db)) {
      // Reference data a release brings (the price list, the curtain-breeze articles) reaches
      // databases seeded before it.
      await seedPriceLists(database.db);
      await seedInspiration(database.db);
      return { seeded: false };
    }
    await seed(database.db);
    // The demo's history for the back office's trail (not in the tests' seed: they count entries).
    await seedAuditTrail(database.db);
    return { seeded: true };
  });
}

/**
 * Gives the planner statistics of what the tables hold now. PostgreSQL's autovacuum keeps them up
 * to date; PGlite has no autovacuum, so without this its tables never get any (the planner then
 * guesses row counts and value frequencies). Run at start, after migrations and seeding.
 */
export async function refreshStatistics(database: Database): Promise<void> {
  if (database.kind === 'pglite') await database.db.execute(sql`analyze`);
}
