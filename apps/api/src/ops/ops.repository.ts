// What readiness asks the database: does it answer, and has it applied every migration this build
// carries (drizzle's own rule: the newest applied is at least as new as the newest migration).
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Db } from '../db/client.js';
import { MIGRATIONS_DIR } from '../paths.js';

let newest: number | null = null;

/** The journal time of the newest migration in apps/api/drizzle, read once. */
function newestMigration(): number {
  newest ??= Math.max(
    ...readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR }).map((file) => file.folderMillis),
  );
  return newest;
}

export async function databaseAnswers(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** False when a migration is missing; throws when the database has no migrations table. */
export async function migrationsApplied(db: Db): Promise<boolean> {
  const result = await db.execute<{ latest: string | null }>(
    sql`select max(created_at)::text as latest from drizzle.__drizzle_migrations`,
  );
  const rows: { latest: string | null }[] = Array.isArray(result) ? result : result.rows;
  const latest = rows[0]?.latest;
  return latest !== null && latest !== undefined && Number(latest) >= newestMigration();
}
