// API part of `npm run bench`: requests per second of log-in and of the settings read, each as a
// ratio to a bare Fastify route measured in the same run, on PGlite and (when DATABASE_URL is
// set) on PostgreSQL. Server and load generator share this process, so absolute numbers are
// modest; the ratios are what compares across machines. Run alone: `node --import tsx bench/api.ts`.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.js';
import { type Database, openDatabase } from '../apps/api/src/db/client.js';
import { DEMO_PASSWORD } from '../apps/api/src/db/seed/demo-data.js';
import { seed } from '../apps/api/src/db/seed/seed.js';

interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}
type Autocannon = (options: {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  duration: number;
}) => Promise<AutocannonResult>;
// autocannon ships no types; this is the part of its API used here.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = 10;

export interface RouteResult {
  database: string;
  route: string;
  requestsPerSecond: number;
  p99Ms: number;
  ratioToBare: number;
}

async function openBenchDatabase(
  kind: 'pglite' | 'postgres',
): Promise<{ database: Database; cleanup: () => Promise<void> }> {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-bench-'));
    const database = await openDatabase({ dataDir });
    return {
      database,
      cleanup: async () => {
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const serverUrl = process.env.DATABASE_URL!;
  const name = `atelier_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ dataDir: tmpdir(), databaseUrl: url.toString() });
  return {
    database,
    cleanup: async () => {
      await database.close();
      const drop = new pg.Client({ connectionString: serverUrl });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    },
  };
}

async function load(options: Parameters<Autocannon>[0]): Promise<AutocannonResult> {
  const result = await autocannon(options);
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(
      `${options.method ?? 'GET'} ${options.url}: ${result.non2xx} non-2xx, ${result.errors} errors`,
    );
  }
  return result;
}

async function benchDatabase(kind: 'pglite' | 'postgres'): Promise<RouteResult[]> {
  const { database, cleanup } = await openBenchDatabase(kind);
  const bare = Fastify();
  bare.get('/bare', () => ({ ok: true }));
  try {
    await database.migrate();
    await seed(database.db);
    const app = await buildApp({
      db: database.db,
      config: { jwtSecret: randomBytes(32).toString('hex'), publicUrl: 'http://localhost' },
    });
    const apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
    try {
      const credentials = JSON.stringify({ username: 'demo-shop', password: DEMO_PASSWORD });
      const loginResponse = await fetch(`${apiUrl}/easyorder/token/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: credentials,
      });
      const { access } = (await loginResponse.json()) as { access: string };

      const common = { connections: CONNECTIONS, duration: DURATION_S };
      const baseline = await load({ ...common, url: `${bareUrl}/bare` });
      const measured = {
        'POST easyorder/token/ (argon2id)': await load({
          ...common,
          url: `${apiUrl}/easyorder/token/`,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: credentials,
        }),
        'GET api/user/settings/': await load({
          ...common,
          url: `${apiUrl}/api/user/settings/`,
          headers: { authorization: `Bearer ${access}` },
        }),
      };
      const rows: RouteResult[] = [
        {
          database: kind,
          route: 'bare Fastify route',
          requestsPerSecond: Math.round(baseline.requests.average),
          p99Ms: baseline.latency.p99,
          ratioToBare: 1,
        },
      ];
      for (const [route, result] of Object.entries(measured)) {
        rows.push({
          database: kind,
          route,
          requestsPerSecond: Math.round(result.requests.average),
          p99Ms: result.latency.p99,
          ratioToBare: result.requests.average / baseline.requests.average,
        });
      }
      return rows;
    } finally {
      await app.close();
    }
  } finally {
    await bare.close();
    await cleanup();
  }
}

export async function run(): Promise<RouteResult[]> {
  const kinds: ('pglite' | 'postgres')[] = ['pglite'];
  if (process.env.DATABASE_URL) kinds.push('postgres');
  else console.log('DATABASE_URL is not set: the API bench runs on PGlite only.');
  const rows: RouteResult[] = [];
  for (const kind of kinds) rows.push(...(await benchDatabase(kind)));
  console.log(`\nAPI load: ${CONNECTIONS} connections, ${DURATION_S} s per route\n`);
  console.log('| database | route | req/s | p99 ms | ratio to bare route |');
  console.log('|---|---|---:|---:|---:|');
  for (const row of rows) {
    console.log(
      `| ${row.database} | ${row.route} | ${row.requestsPerSecond.toLocaleString('en')} | ${row.p99Ms} | ${row.ratioToBare.toFixed(3)} |`,
    );
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await run();
}
