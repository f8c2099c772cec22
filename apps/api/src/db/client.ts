// One database handle for the whole API: PGlite embedded in DATA_DIR by default, PostgreSQL when
// DATABASE_URL is set. Both speak the same dialect, so repositories do not know which one runs.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg, type NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths.js';
import { acquireDataDirLock } from './lock.js';
import { pglitePool } from './pglite-pool.js';
import * as schema from './schema/index.js';
import { traceStatements } from './traced.js';

export type Schema = typeof schema;
/**
 * The database or a transaction on it: repositories accept either. PGlite and PostgreSQL are both
 * reached through the node-postgres driver (`wrapPglite`, `wrapPool`), so both handles are this
 * type as they are, without a cast.
 */
export type Db = PgDatabase<NodePgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A transaction on the database (`transaction`, `writeOnce`): a `Db` too. */
export type Tx = PgTransaction<NodePgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the migrations of apps/api/drizzle that have not run yet. */
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other API instance runs its own (migrations and seed at start). PGlite
   * has one process by construction; PostgreSQL takes an advisory lock.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * The contrib extensions the migrations create (`CREATE EXTENSION`), which PGlite must load when
 * it opens a database; PostgreSQL has them installed. Every `PGlite.create` passes these
 * (`PGLITE_OPTIONS`).
 */
export const PGLITE_EXTENSIONS = { pg_trgm, btree_gin };

/**
 * The planner's settings of the embedded database, whose pages are all in memory: reading a page
 * out of order costs what reading the next one does, not four times as much (PostgreSQL's default
 * `random_page_cost` models a spinning disk). With the default the planner preferred reading a
 * dealer's every order through the debtor index to the search indexes' look-ups (31 against 14 ms a
 * search on 20,000 orders).
 */
export const PGLITE_SETTINGS = ['random_page_cost = 1.1'];

/** What every `PGlite.create` passes: the extensions and the settings above. */
export const PGLITE_OPTIONS = { extensions: PGLITE_EXTENSIONS, postgresqlconf: PGLITE_SETTINGS };

/**
 * PGlite behind the node-postgres driver (`pglitePool`): the same Drizzle driver, statement names
 * and type handling as PostgreSQL, one call into PGlite per statement. `client` stays the
 * caller's to back up; closing the database closes it.
 */
export function wrapPglite(client: PGlite, onClose?: () => void): Database {
  const pool = pglitePool(client);
  traceStatements(pool, 'pglite');
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_DIR }),
    exclusively: (work) => work(),
    async close() {
      await pool.end();
      await client.close();
      onClose?.();
    },
  };
}

/** An arbitrary constant naming the start-up lock among the server's advisory locks. */
const STARTUP_LOCK = 7_262_025;

/** PostgreSQL through `pool`, whose statements are traced from here on (before its first query). */
export function wrapPool(pool: pg.Pool): Database {
  traceStatements(pool, 'postgres');
  const db = drizzleNodePg({ client: pool, schema });
  let closing = false;
  // An idle connection that the server ends (a restart, a failover, a dropped database) is
  // reported on the pool; without a listener pg would bring the whole process down. The pool
  // opens a new connection for the next query.
  pool.on('error', (error) => {
    if (!closing) console.warn(`PostgreSQL connection lost: ${error.message}`);
  });
  return {
    db,
    kind: 'postgres',
    migrate: () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_DIR }),
    async exclusively(work) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
        return await work();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
        client.release();
      }
    },
    close: () => {
      closing = true;
      return pool.end();
    },
  };
}

/** Opens PostgreSQL at `databaseUrl`, else PGlite in `<dataDir>/pglite` (locked to this process). */
export async function openDatabase(options: {
  dataDir: string;
  databaseUrl?: string | undefined;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const database = wrapPool(pool);
    await pool.query('select 1');
    return database;
  }
  const dir = path.resolve(options.dataDir, 'pglite');
  // PGlite creates only the last folder of its path.
  mkdirSync(path.dirname(dir), { recursive: true });
  const release = acquireDataDirLock(path.resolve(options.dataDir));
  try {
    const client = await PGlite.create(dir, PGLITE_OPTIONS);
    return wrapPglite(client, release);
  } catch (error) {
    release();
    throw error;
  }
}

export interface PoolUse {
  /** Connections handed out (a statement or transaction running). */
  inUse: number;
  idle: number;
  /** Callers waiting for a connection (PGlite: its one connection's queue). */
  waiting: number;
}

/** How the database's connection pool is used now (both databases are a node-postgres pool). */
export function poolUse(db: Db): PoolUse | null {
  const pool = (db as unknown as { $client?: pg.Pool }).$client;
  if (!pool || typeof pool.totalCount !== 'number') return null;
  return {
    inUse: pool.totalCount - pool.idleCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
  };
}
