// The embedded database's backup (npm run backup) and restore (npm run restore).
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { backupDataDir, restoreDataDir } from './backup.js';
import { openDatabase } from './client.js';
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
