// Backup and restore of the embedded database (PGlite in `<DATA_DIR>/pglite`). A backup is PGlite's
// own dump of the data directory (a gzipped tar), taken with the server stopped: the data-dir lock
// refuses while `npm start` runs. Everything lives in the database, uploaded photos included.
// A restore never overwrites: the current data directory is moved aside first.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_OPTIONS } from './client.js';
import { acquireDataDirLock } from './lock.js';

function pgliteDir(dataDir: string): string {
  return path.resolve(dataDir, 'pglite');
}

/** Writes a backup of `<dataDir>/pglite` to `file`. */
export async function backupDataDir(dataDir: string, file: string): Promise<void> {
  const dir = pgliteDir(dataDir);
  if (!existsSync(dir)) throw new Error(`There is no database in ${dir}.`);
  const release = acquireDataDirLock(path.resolve(dataDir));
  try {
    const client = await PGlite.create(dir, PGLITE_OPTIONS);
    try {
      const dump = await client.dumpDataDir('gzip');
      writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

/**
 * Loads the backup in `file` as `<dataDir>/pglite`. An existing database is kept as
 * `pglite.before-restore-<timestamp>`; answers that folder (or null when there was none).
 */
export async function restoreDataDir(dataDir: string, file: string): Promise<string | null> {
  const dump = readFileSync(file);
  const dir = pgliteDir(dataDir);
  const release = acquireDataDirLock(path.resolve(dataDir));
  try {
    let keptAs: string | null = null;
    if (existsSync(dir)) {
      keptAs = `${dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      renameSync(dir, keptAs);
    }
    const client = await PGlite.create({
      dataDir: dir,
      loadDataDir: new Blob([dump]),
      ...PGLITE_OPTIONS,
    });
    await client.query('select 1');
    await client.close();
    return keptAs;
  } finally {
    release();
  }
}
