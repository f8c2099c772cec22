// What the API benches share: a seeded portal API on PGlite or PostgreSQL next to a bare Fastify
// route, both under autocannon load in the same process, so each route is reported as a ratio to
// the bare route measured in the same run (absolute numbers depend on the machine; ratios much
// less). The load generator shares the process with the server, so absolute figures are modest.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { devNull, tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { type AppConfig, buildApp } from '../../apps/api/src/app.js';
import { type Database, openDatabase } from '../../apps/api/src/db/client.js';
import { DEMO_PASSWORD } from '../../apps/api/src/db/seed/demo-data.js';
import { seed } from '../../apps/api/src/db/seed/seed.js';
import { serverLogging } from '../../apps/api/src/http/logging.js';

export interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}
export interface LoadOptions {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** A different request each time (autocannon's `requests` with `setupRequest`). */
  requests?: { setupRequest: (request: Record<string, unknown>) => Record<string, unknown> }[];
}
type Autocannon = (
  options: LoadOptions & { connections: number; duration: number },
) => Promise<AutocannonResult>;
// autocannon ships no types; this is the part of its API used here.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
export const CONNECTIONS = 10;

export type DatabaseKind = 'pglite' | 'postgres';

export interface RouteResult {
  database: DatabaseKind;
  route: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  ratioToBare: number;
}

/** The databases to measure: PGlite always, PostgreSQL when DATABASE_URL names a server. */
export function databaseKinds(part: string): DatabaseKind[] {
  if (process.env.DATABASE_URL) return ['pglite', 'postgres'];
  console.log(`DATABASE_URL is not set: the ${part} bench runs on PGlite only.`);
  return ['pglite'];
}

export async function openBenchDatabase(
  kind: DatabaseKind,
): Promise<{ database: Database; url?: string; cleanup: () => Promise<void> }> {
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
    url: url.toString(),
    cleanup: async () => {
      await database.close();
      const drop = new pg.Client({ connectionString: serverUrl });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    },
  };
}

export async function load(
  options: LoadOptions,
  connections = CONNECTIONS,
  duration = DURATION_S,
): Promise<AutocannonResult> {
  const result = await autocannon({ ...options, connections, duration });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(
      `${options.method ?? 'GET'} ${options.url}: ${result.non2xx} non-2xx, ${result.errors} errors`,
    );
  }
  return result;
}

export interface Latency {
  /** Requests timed. */
  count: number;
  p50Ms: number;
  p99Ms: number;
}

/** The percentile `p` (0–1) of already sorted `values`. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

export function latencyOf(durations: number[]): Latency {
  const sorted = [...durations].sort((a, b) => a - b);
  const ms = (value: number) => Number(value.toFixed(2));
  return {
    count: sorted.length,
    p50Ms: ms(percentile(sorted, 0.5)),
    p99Ms: ms(percentile(sorted, 0.99)),
  };
}

/**
 * One GET at a time over one kept-alive connection, `count` times: each request's time from
 * sending to the last byte of the answer, in milliseconds (sub-millisecond resolution, which
 * autocannon's histogram does not have). No request waits behind another, so this is the cost of
 * one request on its own, not the throughput of many.
 */
export async function oneAtATime(
  url: string,
  headers: Record<string, string>,
  count: number,
  agent: http.Agent,
): Promise<number[]> {
  const durations: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.get(url, { headers, agent }, (response) => {
        response.on('data', () => undefined);
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      });
      request.on('error', reject);
    });
    durations.push(performance.now() - started);
    if (status !== 200) throw new Error(`GET ${url} answered ${status}`);
  }
  return durations;
}

/** A client connection kept open between `oneAtATime` requests (one socket). */
export const singleConnection = () => new http.Agent({ keepAlive: true, maxSockets: 1 });

export interface Portal {
  apiUrl: string;
  /** An access token of demo-shop. */
  access: string;
  database: Database;
}

/**
 * Starts a seeded API on `kind`, lets `routes` name what to load (after any checks it wants to
 * make), measures the bare route and then each named route, and answers one row per route.
 */
export async function measure(
  kind: DatabaseKind,
  routes: (portal: Portal) => Promise<Record<string, LoadOptions>>,
  config: Partial<AppConfig> = {},
): Promise<RouteResult[]> {
  const { database, cleanup } = await openBenchDatabase(kind);
  const bare = Fastify();
  bare.get('/bare', () => ({ ok: true }));
  try {
    await database.migrate();
    await seed(database.db);
    const app = await buildApp({
      db: database.db,
      config: {
        jwtSecret: randomBytes(32).toString('hex'),
        publicUrl: 'http://localhost',
        // As the server logs (one line per request, written asynchronously), into the void.
        logger: serverLogging('info', openSync(devNull, 'w')).logger,
        ...config,
      },
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
      const named = await routes({ apiUrl, access, database });
      const baseline = await load({ url: `${bareUrl}/bare` });
      const row = (route: string, result: AutocannonResult): RouteResult => ({
        database: kind,
        route,
        requestsPerSecond: Math.round(result.requests.average),
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        ratioToBare: result.requests.average / baseline.requests.average,
      });
      const rows = [row('bare Fastify route', baseline)];
      for (const [route, options] of Object.entries(named))
        rows.push(row(route, await load(options)));
      return rows;
    } finally {
      await app.close();
    }
  } finally {
    await bare.close();
    await cleanup();
  }
}

export function printRows(title: string, rows: RouteResult[]): void {
  console.log(`\n${title}: ${CONNECTIONS} connections, ${DURATION_S} s per route\n`);
  console.log('| database | route | req/s | p50 ms | p99 ms | ratio to bare route |');
  console.log('|---|---|---:|---:|---:|---:|');
  for (const row of rows) {
    console.log(
      `| ${row.database} | ${row.route} | ${row.requestsPerSecond.toLocaleString('en')} | ${row.p50Ms} | ${row.p99Ms} | ${row.ratioToBare.toFixed(3)} |`,
    );
  }
}

/**
 * A load client in a child process, so that this process's CPU time while it runs is what the
 * servers in this process spent (issue 32, goal 3: CPU per request is stable across machines,
 * unlike requests per second).
 */
export async function startCpuClient() {
  const { fork } = await import('node:child_process');
  const child = fork(new URL('./cpu-client.mjs', import.meta.url), { stdio: 'inherit' });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('error', reject);
  });
  return {
    /**
     * Process CPU (user + system) in µs per completed request, while `amount` requests are sent
     * to `url` over `connections` connections by the child.
     */
    async cpuPerRequest(
      url: string,
      headers: Record<string, string> = {},
      amount = 2_000,
      connections = CONNECTIONS,
    ): Promise<number> {
      const done = new Promise<{ requests: number; non2xx: number; errors: number }>((resolve) => {
        child.once('message', (message) => resolve(message as never));
      });
      const before = process.cpuUsage();
      child.send({ url, headers, amount, connections });
      const result = await done;
      const spent = process.cpuUsage(before);
      if (result.non2xx > 0 || result.errors > 0) {
        throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
      }
      return (spent.user + spent.system) / Math.max(1, result.requests);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.send('stop');
      }),
  };
}
