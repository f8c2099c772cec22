// A fresh, migrated and seeded database for one test file.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, PGLITE_OPTIONS, wrapPglite, wrapPool } from '../db/client.js';
import { seed } from '../db/seed/seed.js';

const DEFAULT_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';

async function postgresDatabase(): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL || DEFAULT_SERVER;
  const name = `atelier_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = wrapPool(new pg.Pool({ connectionString: url.toString(), max: 4 }));
  await database.migrate();
  await seed(database.db);
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export async function createTestDatabase(): Promise<Database> {
  if (process.env.TEST_DATABASE === 'postgres') return postgresDatabase();
  const template = inject('pgliteTemplate');
  const client = await PGlite.create({
    loadDataDir: new Blob([readFileSync(template)]),
    ...PGLITE_OPTIONS,
  });
  return wrapPglite(client);
}

/**
 * A second handle on the same database, as a second API instance has: on PostgreSQL its own
 * pool on the same database; PGlite is one process's database, so instances share its object.
 */
export function secondHandle(database: Database): Database {
  if (database.kind === 'pglite') return { ...database, close: async () => undefined };
  const first = (database.db as unknown as { $client: pg.Pool }).$client;
  return wrapPool(new pg.Pool({ connectionString: first.options.connectionString, max: 4 }));
}
