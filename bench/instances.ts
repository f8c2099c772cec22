// Two-instance part of `npm run bench` (PostgreSQL only: PGlite is one process's database). The
// real server started twice on one database, under the same total load as one instance: the
// throughput of two over the throughput of one (goal ≥ 1.6 where there are cores to spare), and a
// check that what one instance changes is what the other answers next. Run alone with
// `DATABASE_URL=… node --import tsx bench/instances.ts`.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '../apps/api/src/db/seed/demo-data.js';
import { seed } from '../apps/api/src/db/seed/seed.js';
import {
  type AutocannonResult,
  CONNECTIONS,
  DURATION_S,
  type LoadOptions,
  load,
  openBenchDatabase,
} from './support/load.js';

const SERVER = path.join(import.meta.dirname, '../apps/api/src/server.ts');

interface Instance {
  url: string;
  child: ChildProcess;
}

async function startInstance(databaseUrl: string, jwtSecret: string): Promise<Instance> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: jwtSecret,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let seen = '';
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      if (seen.includes('Atelier is running')) {
        child.stdout?.off('data', onData);
        child.stdout?.resume();
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`instance exited with ${code}: ${seen}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

async function stop(instance: Instance) {
  if (instance.child.exitCode !== null) return;
  const exited = new Promise((resolve) => instance.child.once('exit', resolve));
  instance.child.kill('SIGTERM');
  await exited;
}

async function json(url: string, init: RequestInit = {}) {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status}`);
  return response.json() as Promise<Record<string, unknown>>;
}

/** A setting changed through one instance is what the other answers on the next request. */
async function checkCrossInstance(a: string, b: string, access: string) {
  const headers = { authorization: `Bearer ${access}`, 'content-type': 'application/json' };
  const languageOf = (answer: Record<string, unknown>) =>
    (answer.user_settings as Record<string, unknown> | undefined)?.preferred_language ??
    answer.preferred_language;
  const before = languageOf(await json(`${b}/api/user/settings/`, { headers }));
  const language = before === 'de' ? 'fr' : 'de';
  await json(`${a}/api/user/settings/`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ preferred_language: language }),
  });
  const after = languageOf(await json(`${b}/api/user/settings/`, { headers }));
  if (after !== language) {
    throw new Error(`instance B answered language ${String(after)} after A set ${language}`);
  }
  await json(`${a}/api/user/settings/`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ preferred_language: before }),
  });
}

function requestsPerSecond(results: AutocannonResult[]) {
  return results.reduce((sum, result) => sum + result.requests.average, 0);
}

export async function run() {
  if (!process.env.DATABASE_URL) {
    console.log('DATABASE_URL is not set: the two-instance bench needs PostgreSQL; skipped.');
    return { skipped: 'no PostgreSQL' };
  }
  const { database, url: databaseUrl, cleanup } = await openBenchDatabase('postgres');
  const jwtSecret = randomBytes(32).toString('hex');
  const instances: Instance[] = [];
  try {
    await database.migrate();
    await seed(database.db);
    if (!databaseUrl) throw new Error('no database address');
    instances.push(await startInstance(databaseUrl, jwtSecret));
    instances.push(await startInstance(databaseUrl, jwtSecret));
    const [a, b] = instances.map((instance) => instance.url) as [string, string];
    const login = await json(`${a}/easyorder/token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo-shop', password: DEMO_PASSWORD }),
    });
    const access = String(login.access);
    await checkCrossInstance(a, b, access);

    const routes: Record<string, (base: string) => LoadOptions> = {
      'GET api/user/settings/': (base) => ({
        url: `${base}/api/user/settings/`,
        headers: { authorization: `Bearer ${access}` },
      }),
      'GET api/orders/?status=draft': (base) => ({
        url: `${base}/api/orders/?status=draft`,
        headers: { authorization: `Bearer ${access}` },
      }),
    };
    const rows = [];
    for (const [route, options] of Object.entries(routes)) {
      const one = requestsPerSecond([await load(options(a), CONNECTIONS * 2)]);
      const two = requestsPerSecond(
        await Promise.all([load(options(a), CONNECTIONS), load(options(b), CONNECTIONS)]),
      );
      rows.push({
        route,
        one_instance: Math.round(one),
        two_instances: Math.round(two),
        ratio: Number((two / one).toFixed(2)),
      });
    }
    console.log(
      `\nTwo instances on one PostgreSQL: ${CONNECTIONS * 2} connections in all, ${DURATION_S} s per run, ${availableParallelism()} cores (the load generator shares them)\n`,
    );
    console.table(rows);
    return { cores: availableParallelism(), crossInstanceCheck: 'passed', rows };
  } finally {
    await Promise.all(instances.map(stop));
    await cleanup();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
