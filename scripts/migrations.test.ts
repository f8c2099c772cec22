// The API's migrations are named by when they were made (drizzle-kit's `prefix: 'timestamp'`), so
// two branches that each add one keep their names when merged. Drizzle applies a migration only
// when its journal time (`when`) is later than the last one a database has applied, so the journal
// must stay in time order: a merged migration older than one before it would be skipped silently on
// every database that already has the newer one.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const DRIZZLE = resolve(import.meta.dirname, '..', 'apps', 'api', 'drizzle');

interface Entry {
  idx: number;
  when: number;
  tag: string;
}

const journal = JSON.parse(readFileSync(resolve(DRIZZLE, 'meta', '_journal.json'), 'utf8')) as {
  entries: Entry[];
};
const entries = journal.entries;

/** drizzle-kit's timestamp prefix: the UTC time as YYYYMMDDHHMMSS. */
const stamp = (millis: number) =>
  new Date(millis)
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace(/[-T:]/g, '');

describe('the API migrations', () => {
  it('are named by the UTC second they were made, as drizzle-kit generates them', () => {
    expect(entries.length).toBeGreaterThan(0);
    const config = readFileSync(resolve(DRIZZLE, '..', 'drizzle.config.ts'), 'utf8');
    expect(config).toMatch(/migrations:\s*\{\s*prefix:\s*'timestamp'\s*\}/);
    for (const { tag, when } of entries) {
      expect(tag, tag).toMatch(/^\d{14}_[a-z0-9_]+$/);
      // drizzle-kit takes the prefix a moment before it takes `when`.
      const prefix = tag.slice(0, 14);
      expect([stamp(when), stamp(when - 1000)], tag).toContain(prefix);
    }
  });

  it('run in the order of their times, each later than the one before', () => {
    for (const [i, entry] of entries.entries()) {
      const before = entries[i - 1];
      if (before)
        expect(entry.when, `${entry.tag} after ${before.tag}`).toBeGreaterThan(before.when);
    }
    const tags = entries.map((entry) => entry.tag);
    expect(tags).toEqual([...tags].sort());
  });

  it('have each its SQL file and its snapshot, and no file is left out of the journal', () => {
    const sql = readdirSync(DRIZZLE).filter((name) => name.endsWith('.sql'));
    expect(sql.sort()).toEqual(entries.map((entry) => `${entry.tag}.sql`).sort());
    const snapshots = readdirSync(resolve(DRIZZLE, 'meta')).filter((name) =>
      name.endsWith('_snapshot.json'),
    );
    expect(snapshots.sort()).toEqual(
      entries.map((entry) => `${entry.tag.slice(0, 14)}_snapshot.json`).sort(),
    );
  });
});
