import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.js';
import { type Database, openDatabase } from './client.js';
import { acquireDataDirLock, DataDirLockedError } from './lock.js';
import {
  appUser,
  customerGroup,
  debtor,
  employee,
  releaseNote,
  userDebtor,
} from './schema/index.js';
import { resolveJwtSecret } from './secret.js';
import { prepareDatabase } from './seed/prepare.js';
import { seed } from './seed/seed.js';

interface RawClient {
  query(text: string): Promise<{ rows: Record<string, unknown>[] }>;
}

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function counts() {
  const tables = { appUser, customerGroup, debtor, employee, releaseNote, userDebtor };
  const answer: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await database.db.select({ n: count() }).from(table);
    answer[name] = row?.n ?? 0;
  }
  return answer;
}

describe('the demo seed', () => {
  it('holds the groups, debtors, accounts and notes the demo needs', async () => {
    const rows = await counts();
    expect(rows.customerGroup).toBeGreaterThanOrEqual(4);
    expect(rows.debtor).toBeGreaterThanOrEqual(5);
    expect(rows.releaseNote).toBeGreaterThanOrEqual(8);
    const countries = (await database.db.select({ c: debtor.country }).from(debtor)).map(
      (r) => r.c,
    );
    expect(new Set(countries)).toEqual(new Set(['NL', 'BE', 'DE', 'AU', 'PL', 'CA']));
    const currencies = (await database.db.select({ c: debtor.currency }).from(debtor)).map(
      (r) => r.c,
    );
    expect(new Set(currencies)).toEqual(new Set(['eur', 'aud', 'pln', 'cad']));
    const margins = (await database.db.select({ m: debtor.marginType }).from(debtor)).map(
      (r) => r.m,
    );
    expect(new Set(margins)).toEqual(new Set(['automatic', 'pricelist', 'debtor', 'ateliernet']));
  });

  it('is safe to run again: nothing is added or changed', async () => {
    const before = await counts();
    const users = await database.db.select().from(appUser);
    await seed(database.db);
    expect(await prepareDatabase(database)).toEqual({ seeded: false });
    expect(await counts()).toEqual(before);
    expect(await database.db.select().from(appUser)).toEqual(users);
  });
});

describe('a transaction on the database handle', () => {
  it('keeps its rows from a statement outside it until it ends (PGlite has one session)', async () => {
    const name = `Outside ${Date.now()}`;
    let started!: () => void;
    const inside = new Promise<void>((resolve) => {
      started = resolve;
    });
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = database.db
      .transaction(async (tx) => {
        await tx.insert(releaseNote).values({ name, committedAt: new Date() });
        started();
        await held;
        tx.rollback();
      })
      .catch(() => undefined);
    await inside;
    // Sent while the transaction is open: on PGlite it must wait for it, not run inside it.
    const outside = database.db
      .select({ name: releaseNote.name })
      .from(releaseNote)
      .where(eq(releaseNote.name, name));
    const answer = outside.then((rows) => rows);
    // Give it the turns of the event loop it needs to reach the database before the end.
    for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    release();
    await transaction;
    expect(await answer).toEqual([]);
  });
});

describe('statements sent again (kept parsed on PGlite)', () => {
  const raw = () =>
    (
      database.db as unknown as {
        $client: { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };
      }
    ).$client;

  it('answers each call with its own parameters', async () => {
    const text = 'select $1::int + 1 as next';
    for (const value of [1, 41, 99]) {
      expect((await raw().query(text, [value])).rows).toEqual([{ next: value + 1 }]);
    }
  });

  it('fails again with the same error when a text does not parse', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await expect(raw().query('selec $1::int', [1])).rejects.toThrow(/syntax error/);
    }
  });

  it('still runs a statement first sent in a transaction that was rolled back', async () => {
    const text = 'select count(*)::int as n from release_note where name = $1';
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select count(*)::int as n from release_note where name = ${'x'}`);
        tx.rollback();
      })
      .catch(() => undefined);
    expect((await raw().query(text, ['none'])).rows).toEqual([{ n: 0 }]);
  });

  it('answers a kept statement again after its table changed shape (as an unnamed one does)', async () => {
    await raw().query('create table kept_shape (a int)');
    try {
      const text = 'select * from kept_shape where $1::int = 1 order by a';
      expect((await raw().query(text, [1])).rows).toEqual([]);
      await raw().query('alter table kept_shape add column b int');
      await raw().query('insert into kept_shape values (1, 2)');
      expect((await raw().query(text, [1])).rows).toEqual([{ a: 1, b: 2 }]);
      expect((await raw().query(text, [1])).rows).toEqual([{ a: 1, b: 2 }]);
    } finally {
      await raw().query('drop table kept_shape');
    }
  });

  it('fails a changed statement inside a transaction as PostgreSQL does, and runs it after', async () => {
    await raw().query('create table kept_shape_tx (a int)');
    try {
      const text = 'select * from kept_shape_tx where $1::int = 1';
      await raw().query(text, [1]);
      await raw().query('alter table kept_shape_tx add column b int');
      await raw().query('begin');
      const inside = await raw()
        .query(text, [1])
        .then(
          (answer) => answer.rows,
          (error: Error) => error.message,
        );
      await raw().query('rollback');
      // PostgreSQL re-plans an unnamed statement; a kept one may fail once inside a transaction
      // (its retry would need the transaction's earlier work again), never after it.
      expect([[], 'cached plan must not change result type']).toContainEqual(inside);
      expect((await raw().query(text, [1])).rows).toEqual([]);
    } finally {
      await raw().query('drop table kept_shape_tx');
    }
  });

  it('answers every one of more texts than it keeps, the first again at the end', async () => {
    const text = (index: number) => `select $1::int * ${index} as product`;
    for (let index = 0; index < 520; index += 1) {
      expect((await raw().query(text(index), [2])).rows).toEqual([{ product: 2 * index }]);
    }
    expect((await raw().query(text(0), [3])).rows).toEqual([{ product: 0 }]);
    expect((await raw().query(text(519), [3])).rows).toEqual([{ product: 1557 }]);
  });
});

describe('the order search index', () => {
  it('is a trigram index per debtor that the migrations made with pg_trgm and btree_gin', async () => {
    const raw = (database.db as unknown as { $client: RawClient }).$client;
    const { rows } = await raw.query(
      "select indexdef from pg_indexes where indexname in ('customer_order_tenant_search_idx', 'article_order_tenant_search_idx') order by indexname",
    );
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      // The debtor first, then the texts' trigrams.
      expect(String(row.indexdef)).toMatch(/USING gin \(debtor_id, \w+ gin_trgm_ops/);
      // No pending list that every search would read whole.
      expect(String(row.indexdef)).toMatch(/fastupdate='?false'?/);
    }
    const similar = await raw.query("select similarity('Jansen', 'Janssen') > 0.3 as close");
    expect(similar.rows[0]?.close).toBe(true);
  });

  it('works on a PGlite data directory that openDatabase makes and migrates', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'atelier-trgm-'));
    try {
      const opened = await openDatabase({ dataDir: dir });
      try {
        await opened.migrate();
        const raw = (opened.db as unknown as { $client: RawClient }).$client;
        const { rows } = await raw.query(
          "select extname from pg_extension where extname in ('pg_trgm', 'btree_gin') order by 1",
        );
        expect(rows.map((row) => row.extname)).toEqual(['btree_gin', 'pg_trgm']);
        // The planner prices pages as the embedded database has them: in memory.
        const cost = await raw.query('show random_page_cost');
        expect(cost.rows[0]?.random_page_cost).toBe('1.1');
      } finally {
        await opened.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // A fresh data directory runs every migration: slower than a test built on the template.
  }, 60_000);
});

describe('the data directory lock', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'atelier-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('keeps a second opener out until the first lets go', () => {
    const dir = dataDir();
    const release = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    release();
    acquireDataDirLock(dir)();
  });

  it('takes over a lock left by a process that is gone', () => {
    const dir = dataDir();
    // Far above any pid this machine hands out.
    writeFileSync(path.join(dir, '.lock'), '2147483646');
    const release = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, '.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});

describe('the JWT key', () => {
  it('prefers JWT_SECRET', async () => {
    expect(
      await resolveJwtSecret({ env: 'from-the-environment', dataDir: tmpdir(), database }),
    ).toBe('from-the-environment');
  });

  it('is generated once and found again by the next start', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'atelier-secret-'));
    try {
      const first = await resolveJwtSecret({ dataDir: dir, database });
      const second = await resolveJwtSecret({ dataDir: dir, database });
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(second).toBe(first);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
