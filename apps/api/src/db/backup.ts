// Backup and restore of the embedded database (PGlite in `<DATA_DIR>/pglite`). A backup is PGlite's
// own dump of the data directory (a gzipped tar), taken with the server stopped: the data-dir lock
// refuses while `npm start` runs. Everything lives in the database, uploaded photos included.
// A restore changes nothing until the backup has proved to be a database of the portal: it is
// loaded into a folder of its own first and checked there; only then is the current database moved
// aside (never overwritten) and the restored one put in its place. A file that fails the check
// leaves the data directory exactly as it was.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { MIGRATIONS_DIR } from '../paths.js';
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

/** A backup that cannot be restored; the data directory was not changed. */
export class RestoreRefusedError extends Error {
  constructor(
    readonly file: string,
    readonly reason: string,
  ) {
    super(`${file} cannot be restored: ${reason}. The current database was not changed.`);
    this.name = 'RestoreRefusedError';
  }
}

/** The tables without which the portal has no data to speak of: a backup must hold them. */
const REQUIRED_TABLES = ['app_user', 'debtor', 'customer_order', 'article_order'];

/** Why the opened database is not one of the portal's, or null when it is. */
async function notThePortals(client: PGlite): Promise<string | null> {
  const [present] = (
    await client.query<{ present: boolean }>(
      `select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
    )
  ).rows;
  // A database that never ran the portal's migrations (a fresh one PGlite made from nothing).
  if (!present?.present) return 'it holds no database of the portal';
  const [recorded] = (
    await client.query<{ count: number; latest: string | null }>(
      'select count(*)::int as count, max(created_at)::text as latest from drizzle.__drizzle_migrations',
    )
  ).rows;
  if (!recorded || recorded.count === 0) return 'it holds no database of the portal';
  const known = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR });
  const newest = Math.max(...known.map((migration) => migration.folderMillis));
  if (recorded.latest !== null && Number(recorded.latest) > newest) {
    return 'it was made by a newer version of the portal';
  }
  const tables = await client.query<{ name: string }>(
    `select tablename as name from pg_catalog.pg_tables
      where schemaname = 'public' and tablename = any($1::text[])`,
    [REQUIRED_TABLES],
  );
  const missing = REQUIRED_TABLES.filter((name) => !tables.rows.some((row) => row.name === name));
  if (missing.length > 0) return `its database lacks ${missing.join(', ')}`;
  // Every row of them readable: a damaged table fails here, not on the portal's first request.
  for (const name of REQUIRED_TABLES) await client.query(`select count(*) from ${name}`);
  return null;
}

const BLOCK = 512;

/** A tar header's number field: octal text, or GNU base-256 for large sizes. */
function tarNumber(field: Uint8Array): number {
  if (field[0]! & 0x80) {
    let value = field[0]! & 0x7f;
    for (const byte of field.subarray(1)) value = value * 256 + byte;
    return value;
  }
  const text = new TextDecoder().decode(field).replace(/\0.*$/s, '').trim();
  if (!/^[0-7]*$/.test(text)) throw new Error('a damaged archive header');
  return text === '' ? 0 : Number.parseInt(text, 8);
}

/**
 * The names in a tar archive, every header's checksum and size checked: a damaged or cut-off
 * archive throws here, before PGlite reads it (PGlite leaves its own decompression errors
 * unhandled).
 */
export function tarEntries(tar: Uint8Array): string[] {
  const names: string[] = [];
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) return names;
    let sum = 0;
    for (let index = 0; index < BLOCK; index += 1) {
      sum += index >= 148 && index < 156 ? 32 : header[index]!;
    }
    if (tarNumber(header.subarray(148, 156)) !== sum) throw new Error('a damaged archive header');
    const text = (from: number, to: number) =>
      new TextDecoder().decode(header.subarray(from, to)).replace(/\0.*$/s, '');
    const prefix = text(345, 500);
    names.push(prefix ? `${prefix}/${text(0, 100)}` : text(0, 100));
    const size = tarNumber(header.subarray(124, 136));
    offset += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    if (offset > tar.length) throw new Error('the archive is cut off');
  }
  throw new Error('the archive is cut off');
}

/** The backup as a tar, decompressed and its every header checked; throws why it is not one. */
function archiveOf(bytes: Uint8Array): Uint8Array {
  let tar = bytes;
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    try {
      tar = gunzipSync(bytes);
    } catch (error) {
      throw new Error(`the compressed archive is damaged or cut off (${(error as Error).message})`);
    }
  }
  let names: string[];
  try {
    names = tarEntries(tar);
  } catch (error) {
    throw new Error(`it is not a complete archive (${(error as Error).message})`);
  }
  // PostgreSQL writes PG_VERSION at the top of every data directory.
  if (!names.some((name) => /(^|\/)PG_VERSION$/.test(name))) {
    throw new Error('it is not an archive of a database');
  }
  return tar;
}

/** Loads the backup into `dir` and checks it there; throws the reason when it is no good. */
async function loadAndCheck(bytes: Uint8Array, dir: string): Promise<void> {
  const tar = archiveOf(bytes);
  let client: PGlite;
  try {
    client = await PGlite.create({
      dataDir: dir,
      loadDataDir: new Blob([tar as Uint8Array<ArrayBuffer>]),
      ...PGLITE_OPTIONS,
    });
  } catch (error) {
    throw new Error(`its database does not open (${(error as Error).message})`);
  }
  try {
    const reason = await notThePortals(client);
    if (reason) throw new Error(reason);
  } finally {
    await client.close().catch(() => undefined);
  }
}

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

/**
 * Loads the backup in `file` as `<dataDir>/pglite`, after checking it in a folder of its own. An
 * existing database is kept as `pglite.before-restore-<timestamp>`; answers that folder (or null
 * when there was none). A file that is empty, damaged or not a backup of the portal's database
 * throws `RestoreRefusedError` and leaves the data directory as it was.
 */
export async function restoreDataDir(dataDir: string, file: string): Promise<string | null> {
  let dump: Buffer<ArrayBuffer>;
  try {
    dump = readFileSync(file);
  } catch (error) {
    throw new RestoreRefusedError(file, (error as Error).message);
  }
  if (dump.length === 0) throw new RestoreRefusedError(file, 'the file is empty');
  const root = path.resolve(dataDir);
  const made = !existsSync(root);
  if (made) mkdirSync(root, { recursive: true });
  const dir = pgliteDir(dataDir);
  const release = acquireDataDirLock(root);
  // Beside the current database, so that putting it in place is a rename on one file system.
  const staging = `${dir}.restoring-${stamp()}`;
  try {
    try {
      await loadAndCheck(dump, staging);
    } catch (error) {
      rmSync(staging, { recursive: true, force: true });
      throw new RestoreRefusedError(file, (error as Error).message);
    }
    let keptAs: string | null = null;
    if (existsSync(dir)) {
      keptAs = `${dir}.before-restore-${stamp()}`;
      renameSync(dir, keptAs);
    }
    try {
      renameSync(staging, dir);
    } catch (error) {
      if (keptAs) renameSync(keptAs, dir);
      rmSync(staging, { recursive: true, force: true });
      throw error;
    }
    return keptAs;
  } finally {
    release();
    if (made && !existsSync(dir)) rmSync(root, { recursive: true, force: true });
  }
}
