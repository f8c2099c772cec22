// Prepares the demo database once per run. A fresh portal migrates and seeds its database before
// it answers (tens of seconds on a loaded two-core machine); every journey file then starts its
// portal on a copy of that data directory, still a database of its own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPortal } from './server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded data directory each journey file copies ('' on a database server). */
    portalTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.E2E_DATABASE_URL) {
    project.provide('portalTemplate', '');
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'atelier-e2e-template-'));
  const portal = await startPortal({ dataDir: dir });
  await portal.stop();
  project.provide('portalTemplate', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
