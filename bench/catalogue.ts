// Catalogue part of `npm run bench`: the fabric list with two filters (what the fabric picker asks
// most), as requests per second relative to a bare Fastify route measured in the same run, with
// p50 and p99 latency, on PGlite and (when DATABASE_URL is set) on PostgreSQL. Run alone:
// `node --import tsx bench/catalogue.ts`.
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
  headers?: Record<string, string>;
  connections: number;
  duration: number;
}) => Promise<AutocannonResult>;
// autocannon ships no types; this is the part of its API used here.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = 10;
/** Two filters and the default page, as the picker sends them. */
const FABRIC_LIST = '/api/atelier-fabrics/?fabric_type=woven,sheer&light_level=translucent';

export interface CatalogueResult {
  database: string;
  route: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  ratioToBare: number;
}

async function openBenchDatabase(
  kind: 'pglite' | 'postgres',
): Promise<{ database: Database; cleanup: () => Promise<void> }> {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-bench-catalogue-'));
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

async function load(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`GET ${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  return result;
}

async function benchDatabase(kind: 'pglite' | 'postgres'): Promise<CatalogueResult[]> {
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
      const login = await fetch(`${apiUrl}/easyorder/token/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'demo-shop', password: DEMO_PASSWORD }),
      });
      const { access } = (await login.json()) as { access: string };
      const check = await fetch(`${apiUrl}${FABRIC_LIST}`, {
        headers: { authorization: `Bearer ${access}` },
      });
      const { count } = (await check.json()) as { count: number };
      if (!check.ok || count === 0) throw new Error(`the fabric list answered ${check.status}`);

      const baseline = await load(`${bareUrl}/bare`);
      const list = await load(`${apiUrl}${FABRIC_LIST}`, { authorization: `Bearer ${access}` });
      const row = (route: string, result: AutocannonResult): CatalogueResult => ({
        database: kind,
        route,
        requestsPerSecond: Math.round(result.requests.average),
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        ratioToBare: result.requests.average / baseline.requests.average,
      });
      return [
        row('bare Fastify route', baseline),
        row(`GET ${FABRIC_LIST} (${count} fabrics)`, list),
      ];
    } finally {
      await app.close();
    }
  } finally {
    await bare.close();
    await cleanup();
  }
}

export async function run(): Promise<CatalogueResult[]> {
  const kinds: ('pglite' | 'postgres')[] = ['pglite'];
  if (process.env.DATABASE_URL) kinds.push('postgres');
  else console.log('DATABASE_URL is not set: the catalogue bench runs on PGlite only.');
  const rows: CatalogueResult[] = [];
  for (const kind of kinds) rows.push(...(await benchDatabase(kind)));
  console.log(`\nCatalogue load: ${CONNECTIONS} connections, ${DURATION_S} s per route\n`);
  console.log('| database | route | req/s | p50 ms | p99 ms | ratio to bare route |');
  console.log('|---|---|---:|---:|---:|---:|');
  for (const row of rows) {
    console.log(
      `| ${row.database} | ${row.route} | ${row.requestsPerSecond.toLocaleString('en')} | ${row.p50Ms} | ${row.p99Ms} | ${row.ratioToBare.toFixed(3)} |`,
    );
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await run();
}
