// Makes the PGlite template once per run: initdb, migrations and the seed cost seconds, loading
// the dumped data dir into each test file's database costs far less.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { PGLITE_OPTIONS, wrapPglite } from '../db/client.js';
import { seed } from '../db/seed/seed.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE === 'postgres') {
    project.provide('pgliteTemplate', '');
    return;
  }
  const client = await PGlite.create(PGLITE_OPTIONS);
  const database = wrapPglite(client);
  await database.migrate();
  await seed(database.db);
  const dump = await client.dumpDataDir('none');
  await database.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'atelier-api-test-'));
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
