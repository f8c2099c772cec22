// Starts the built portal (API + SPA on one port) on a fresh embedded database for a test file,
// exactly as `npm start` serves it, and stops it afterwards.
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..', '..');
const SERVER_ENTRY = join(ROOT, 'apps', 'api', 'dist', 'server.js');

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface RunningPortal {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * `env` is added to the portal's environment. `dataDir` keeps the database of an earlier start (a
 * journey that prepares data the portal has no call for yet stops the portal, changes its
 * database and starts it again); the caller then removes it. Without one, the portal gets a data
 * directory of its own, a copy of `template` when given (a seeded one: no seeding at start).
 */
export async function startPortal(
  options: { dataDir?: string; template?: string; env?: Record<string, string> } = {},
): Promise<RunningPortal> {
  if (!existsSync(SERVER_ENTRY)) {
    throw new Error('The portal is not built: run `npm run build` first (npm run test:e2e does).');
  }
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'atelier-e2e-'));
  if (!options.dataDir && options.template) cpSync(options.template, dataDir, { recursive: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...options.env,
    PORT: String(port),
    DATA_DIR: dataDir,
  };
  // The journeys run on the embedded database, the one `npm start` uses; the API tests cover
  // PostgreSQL. E2E_DATABASE_URL opts in to a server.
  delete env.DATABASE_URL;
  if (process.env.E2E_DATABASE_URL) env.DATABASE_URL = process.env.E2E_DATABASE_URL;
  const child: ChildProcess = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  // Migrating and seeding a fresh database takes a loaded two-core machine up to two minutes; stay
  // under the 180 s the journeys' hooks are given (vitest.config.ts).
  const deadline = Date.now() + 170_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`The portal exited with ${child.exitCode}:\n${output}`);
    }
    try {
      const answer = await fetch(`${baseUrl}/api/latest-tag/`);
      if (answer.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The portal did not answer within 170 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
