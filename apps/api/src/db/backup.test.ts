// The embedded database's backup (npm run backup) and restore (npm run restore). A restore of a
// file that is no backup of the portal changes nothing: the data directory stays byte for byte.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { backupDataDir, RestoreRefusedError, restoreDataDir } from './backup.js';
import { openDatabase, PGLITE_OPTIONS } from './client.js';
import { DataDirLockedError } from './lock.js';
import { customerOrder, debtor } from './schema/index.js';
import { seed } from './seed/seed.js';

const root = mkdtempSync(path.join(tmpdir(), 'atelier-backup-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function orderRows(dataDir: string) {
  const database = await openDatabase({ dataDir });
  try {
    return await database.db
      .select({ id: customerOrder.id, commission: customerOrder.commission })
      .from(customerOrder)
      .orderBy(asc(customerOrder.id));
  } finally {
    await database.close();
  }
}

describe('backup and restore of the embedded database', () => {
  it('a restore brings every order back', async () => {
    const dataDir = path.join(root, 'data');
    const database = await openDatabase({ dataDir });
    await database.migrate();
    await seed(database.db);
    const [debtorRow] = await database.db.select({ id: debtor.id }).from(debtor).limit(1);
    await database.db.insert(customerOrder).values(
      Array.from({ length: 25 }, (_, index) => ({
        debtorId: debtorRow!.id,
        commission: `Backup ${index}`,
      })),
    );
    // The server holds the data directory: no backup while it runs.
    await expect(backupDataDir(dataDir, path.join(root, 'refused.tar.gz'))).rejects.toThrow(
      DataDirLockedError,
    );
    await database.close();

    const before = await orderRows(dataDir);
    expect(before.length).toBeGreaterThanOrEqual(25);
    const file = path.join(root, 'backup.tar.gz');
    await backupDataDir(dataDir, file);

    // Orders are lost after the backup...
    const damaged = await openDatabase({ dataDir });
    await damaged.db.delete(customerOrder);
    await damaged.close();
    expect(await orderRows(dataDir)).toEqual([]);

    // ...and the restore brings every one back, keeping the damaged database aside.
    const keptAs = await restoreDataDir(dataDir, file);
    expect(keptAs).not.toBeNull();
    expect(readdirSync(dataDir)).toContain(path.basename(keptAs!));
    expect(await orderRows(dataDir)).toEqual(before);
  }, 180_000);
});

/** Every file and folder under `dir` with its bytes, as one digest. */
function digestOf(dir: string): string {
  const hash = createHash('sha256');
  const walk = (current: string) => {
    for (const name of readdirSync(current).sort()) {
      const full = path.join(current, name);
      hash.update(`${path.relative(dir, full)}\0`);
      if (statSync(full).isDirectory()) walk(full);
      else hash.update(readFileSync(full));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

async function knownOrder(dataDir: string) {
  const database = await openDatabase({ dataDir });
  try {
    return await database.db
      .select({ commission: customerOrder.commission })
      .from(customerOrder)
      .where(eq(customerOrder.commission, 'Bekende order'));
  } finally {
    await database.close();
  }
}

describe('a restore that fails changes nothing', () => {
  it('an empty, damaged, cut-off or foreign file is refused and the database stays as it was; a good backup restores', async () => {
    const dataDir = path.join(root, 'live');
    const database = await openDatabase({ dataDir });
    await database.migrate();
    await seed(database.db);
    const [debtorRow] = await database.db.select({ id: debtor.id }).from(debtor).limit(1);
    await database.db
      .insert(customerOrder)
      .values({ debtorId: debtorRow!.id, commission: 'Bekende order' });
    await database.close();
    const good = path.join(root, 'good.tar.gz');
    await backupDataDir(dataDir, good);
    const goodBytes = readFileSync(good);

    const files: Record<string, Buffer | Uint8Array> = {
      empty: Buffer.alloc(0),
      damaged: randomBytes(256 * 1024),
      'cut off': goodBytes.subarray(0, Math.floor(goodBytes.length / 2)),
      'damaged inside': Buffer.concat([
        goodBytes.subarray(0, 4096),
        randomBytes(goodBytes.length - 8192),
        goodBytes.subarray(goodBytes.length - 4096),
      ]),
    };
    // A valid archive of something else: a folder with a note in it.
    const foreign = path.join(root, 'foreign');
    mkdirSync(foreign);
    writeFileSync(path.join(foreign, 'notes.txt'), 'not a database');
    execFileSync('tar', ['-czf', path.join(root, 'foreign.tar.gz'), '-C', foreign, '.']);
    files['a tar of other files'] = readFileSync(path.join(root, 'foreign.tar.gz'));
    // A valid database, but not the portal's: it never ran the migrations.
    const fresh = await PGlite.create(PGLITE_OPTIONS);
    files['a database of something else'] = new Uint8Array(
      await (await fresh.dumpDataDir('gzip')).arrayBuffer(),
    );
    await fresh.close();

    const before = digestOf(dataDir);
    for (const [name, bytes] of Object.entries(files)) {
      const file = path.join(root, `${name.replace(/ /g, '-')}.tar.gz`);
      writeFileSync(file, bytes);
      const outcome = await restoreDataDir(dataDir, file).catch((error: unknown) => error);
      expect.soft(digestOf(dataDir), `the data directory after ${name}`).toBe(before);
      expect.soft(outcome, name).toBeInstanceOf(RestoreRefusedError);
    }
    await expect(restoreDataDir(dataDir, path.join(root, 'missing.tar.gz'))).rejects.toThrow(
      RestoreRefusedError,
    );
    expect(digestOf(dataDir)).toBe(before);

    // `npm run restore` says why and exits non-zero.
    const cli = fileURLToPath(new URL('./backup-cli.ts', import.meta.url));
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', cli, 'restore', path.join(root, 'damaged.tar.gz')],
      { env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('cannot be restored');
    expect(run.stderr).toContain('The current database was not changed');
    expect(digestOf(dataDir)).toBe(before);
    expect(await knownOrder(dataDir)).toHaveLength(1);

    // The order is lost after the backup; the good backup brings it back.
    const damaged = await openDatabase({ dataDir });
    await damaged.db.delete(customerOrder).where(eq(customerOrder.commission, 'Bekende order'));
    await damaged.close();
    expect(await knownOrder(dataDir)).toHaveLength(0);
    expect(await restoreDataDir(dataDir, good)).not.toBeNull();
    expect(await knownOrder(dataDir)).toHaveLength(1);
    expect(readdirSync(dataDir).filter((name) => name.includes('.restoring-'))).toEqual([]);
  }, 240_000);

  it('into an empty data directory: a refused restore leaves no folder behind', async () => {
    const dataDir = path.join(root, 'never-made');
    const file = path.join(root, 'empty-file.tar.gz');
    writeFileSync(file, randomBytes(1024));
    await expect(restoreDataDir(dataDir, file)).rejects.toThrow(RestoreRefusedError);
    expect(readdirSync(root)).not.toContain('never-made');
  }, 60_000);
});
