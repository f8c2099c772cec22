// Ceiling part of `npm run bench` (issue 15, goals 2 and 4): each measured route of the portal
// next to a bare Fastify + `pg` route that sends the same SQL by hand — no authentication, no
// validation, no serializer schema — over a pool of the same size on the same database, in the
// same run. The SQL is what the portal itself sent for that request (recorded at the driver: the
// statement text, its parameters, its name when the portal prepares it, and which statements it
// sent side by side), so the ceiling cannot drift from the route. The session statement of the
// authentication hook (the check of the kept session context, decision 098) is the "auth" the
// ceiling leaves out. The public route without a database is compared with a bare hello.
// `KEEP_SESSION=1` lets the ceiling send the session statement too.
//
// Goal 4 (PGlite within 2.5× of PostgreSQL per request) is reported twice, labelled apart:
// - PER REQUEST, goal 4's figure: each route one request at a time over one connection on both
//   databases (PostgreSQL and PGlite portals taking turns in slices), p50 and p99, and PGlite's
//   time over PostgreSQL's. No request waits behind another, so it is the cost of one request.
// - THROUGHPUT under 10 connections, PostgreSQL req/s over PGlite req/s: PostgreSQL serves the
//   connections on all cores at once while PGlite is one connection running on the Node event
//   loop, so this ratio mixes concurrency with per-request cost (kept for capacity planning).
// `CPU_PROFILE=<dir>` writes a CPU profile of each route's goal-3 slice there (see below).
// `PER_REQUEST_ONLY=1` measures the per-request figure alone; `PER_REQUEST_COUNT` (default 50)
// sets the requests per slice; `CEILING_ONLY=1` measures the ceiling table alone (no PGlite);
// `CEILING_ROUTES=settings,order list` measures only the routes whose name holds one of them. Needs
// DATABASE_URL. Run alone: `node --import tsx bench/ceiling.ts`.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, openSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { devNull } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXAMPLE_CURTAIN } from '@atelier/domain/examples';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.js';
import { DEMO_PASSWORD } from '../apps/api/src/db/seed/demo-data.js';
import { refreshStatistics } from '../apps/api/src/db/seed/prepare.js';
import { seed } from '../apps/api/src/db/seed/seed.js';
import { serverLogging } from '../apps/api/src/http/logging.js';
import {
  type AutocannonResult,
  CONNECTIONS,
  type DatabaseKind,
  DURATION_S,
  latencyOf,
  load,
  oneAtATime,
  openBenchDatabase,
  singleConnection,
  startCpuClient,
} from './support/load.js';

/**
 * The statements the authentication hook sends for the session (the part a ceiling leaves out):
 * the check of the context the instance keeps, or the context itself when it keeps none.
 */
const SESSION_STATEMENTS = new Set(
  process.env.KEEP_SESSION ? [] : ['session_stamp', 'load_principal'],
);
const LIST_ORDERS = 50;
const DETAIL_ARTICLES = 20;
const TRACK_ORDERS = 4;
/** `CEILING_ROUTES`: parts of the routes' names to measure (all when unset). */
const ROUTE_PARTS = process.env.CEILING_ROUTES?.split(',').filter(Boolean);
const measured = (name: string) => !ROUTE_PARTS || ROUTE_PARTS.some((part) => name.includes(part));
const PUBLIC_ROUTE = 'GET api/latest-tag/ (no database) vs bare hello';
const ASSET_ROUTE = 'GET a built asset (brotli) vs the same bytes by hand';
const FABRIC_PAGE = '/api/atelier-fabrics/?fabric_type=woven,sheer&light_level=translucent';

interface Statement {
  text: string;
  values?: unknown[];
  name?: string;
  rowMode?: string;
  types?: unknown;
}
/** Statements sent side by side (one round trip's worth of waiting). */
type Wave = Statement[];

interface Route {
  name: string;
  path: string;
}

export /** Goal 3: the server process's CPU per request, the route's and its ceiling's. */
interface CpuRow {
  route: string;
  atelierUs: number;
  ceilingUs: number;
  ratio: number;
}

interface CeilingRow {
  route: string;
  statements: number;
  atelier: number;
  ceiling: number;
  ratio: number;
  atelierP50Ms: number;
  ceilingP50Ms: number;
}

/** Throughput under `CONNECTIONS` connections: PostgreSQL's cores against PGlite's one loop. */
export interface PgliteRow {
  route: string;
  postgres: number;
  pglite: number;
  /** PostgreSQL req/s over PGlite req/s (concurrency and per-request cost mixed). */
  slowdown: number;
}

/** One request at a time: goal 4's figure (PGlite at most 2.5× PostgreSQL's time per request). */
export interface PerRequestRow {
  route: string;
  postgresP50Ms: number;
  postgresP99Ms: number;
  pgliteP50Ms: number;
  pgliteP99Ms: number;
  /** PGlite's p50 over PostgreSQL's: goal 4 wants ≤ 2.5. */
  p50Ratio: number;
  p99Ratio: number;
}

/**
 * Records every statement the pg clients send while `work` runs, grouped in waves: a statement
 * sent while another is still out joins that one's wave.
 */
async function recordStatements(work: () => Promise<void>): Promise<Wave[]> {
  const waves: Wave[] = [];
  let inFlight = 0;
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [first, second] = args;
    const statement: Statement =
      typeof first === 'string'
        ? { text: first, ...(Array.isArray(second) ? { values: second } : {}) }
        : (() => {
            const config = first as Statement;
            return {
              text: config.text,
              // Drizzle passes the parameters beside the config.
              ...(config.values || Array.isArray(second)
                ? { values: config.values ?? (second as unknown[]) }
                : {}),
              ...(config.name ? { name: config.name } : {}),
              ...(config.rowMode ? { rowMode: config.rowMode } : {}),
              ...(config.types ? { types: config.types } : {}),
            };
          })();
    if (inFlight === 0 || waves.length === 0) waves.push([]);
    waves.at(-1)!.push(statement);
    inFlight += 1;
    const done = () => {
      inFlight -= 1;
    };
    const callbackAt = args.findIndex((arg) => typeof arg === 'function');
    if (callbackAt >= 0) {
      const callback = args[callbackAt] as (...a: unknown[]) => unknown;
      args[callbackAt] = (...a: unknown[]) => {
        done();
        return callback(...a);
      };
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    }
    const result = (query as (...a: unknown[]) => unknown).apply(this, args);
    if (result instanceof Promise) result.then(done, done);
    else done();
    return result;
  } as typeof query;
  try {
    await work();
  } finally {
    pg.Client.prototype.query = query;
  }
  return waves;
}

/** demo-shop's orders: a list of at least 50, one of 20 articles, a few confirmed ones. */
async function prepareData(apiUrl: string, access: string): Promise<Route[]> {
  const headers = { authorization: `Bearer ${access}`, 'content-type': 'application/json' };
  const post = async (path: string, body: unknown, status: number) => {
    const response = await fetch(`${apiUrl}${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    if (response.status !== status) {
      throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
    }
    return (await response.json()) as Record<string, unknown>;
  };
  const fabrics = await fetch(`${apiUrl}/api/atelier-fabrics/?page_size=1&kind=fabrics`, {
    headers,
  });
  const fabric = ((await fabrics.json()) as { results: { fabric_uuid: string }[] }).results[0];
  if (!fabric) throw new Error('the seed has no fabric');
  const article = { main_fabric: fabric.fabric_uuid, ...EXAMPLE_CURTAIN };
  const big = await post('/api/orders/', { commission: 'Ceiling detail' }, 201);
  for (let index = 0; index < DETAIL_ARTICLES; index += 1) {
    await post(`/api/orders/${big.id}/articles/pleatcurtain/`, article, 201);
  }
  for (let index = 0; index < TRACK_ORDERS; index += 1) {
    const order = await post('/api/orders/', { commission: `Ceiling track ${index}` }, 201);
    await post(`/api/orders/${order.id}/articles/pleatcurtain/`, article, 201);
    await post(`/api/orders/${order.id}/articles/pleatcurtain/`, article, 201);
    await post(`/api/orders/${order.id}/confirm/`, {}, 200);
  }
  const existing = await fetch(`${apiUrl}/api/orders/?page_size=1`, { headers });
  const { count } = (await existing.json()) as { count: number };
  for (let index = count; index < LIST_ORDERS + 5; index += 1) {
    await post('/api/orders/', { commission: `Ceiling list ${index}` }, 201);
  }
  const routes: Route[] = [
    { name: 'GET api/user/settings/ (settings read)', path: '/api/user/settings/' },
    { name: 'GET api/atelier-fabrics/ (fabric page, two filters)', path: FABRIC_PAGE },
    {
      name: `GET api/orders/?page_size=${LIST_ORDERS} (order list)`,
      path: `/api/orders/?page_size=${LIST_ORDERS}`,
    },
    {
      name: `GET api/orders/{id}/ (order of ${DETAIL_ARTICLES} articles)`,
      path: `/api/orders/${big.id}/`,
    },
    { name: 'GET api/track/ (track list)', path: '/api/track/' },
  ];
  return routes.filter((route) => measured(route.name));
}

/** The built web app, when there is one (`npm run build`): the portal serves it as `npm start` does. */
const WEB_ROOT = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
const hasWebBuild = () => existsSync(join(WEB_ROOT, 'index.html'));

/**
 * One of the build's files as a page asks for it (the framework chunk, brotli): the portal's
 * answer from its memory (decision 108) against the same bytes sent by a bare route.
 */
function builtAsset(): { path: string; body: Buffer } | undefined {
  if (!hasWebBuild()) return undefined;
  const name = readdirSync(join(WEB_ROOT, 'assets')).find((file) =>
    /^framework-.*\.js$/.test(file),
  );
  if (!name) return undefined;
  return { path: `/assets/${name}`, body: readFileSync(join(WEB_ROOT, 'assets', `${name}.br`)) };
}

/** How long the bench uses an access token (they live five minutes). */
const SIGNED_IN_MS = 4 * 60_000;

async function startPortal(kind: DatabaseKind) {
  const opened = await openBenchDatabase(kind);
  await opened.database.migrate();
  await seed(opened.database.db);
  const app = await buildApp({
    db: opened.database.db,
    config: {
      jwtSecret: randomBytes(32).toString('hex'),
      publicUrl: 'http://localhost',
      logger: serverLogging('info', openSync(devNull, 'w')).logger,
      ...(hasWebBuild() ? { webRoot: WEB_ROOT } : {}),
    },
  });
  const apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const logIn = async () => {
    const login = await fetch(`${apiUrl}/easyorder/token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo-shop', password: DEMO_PASSWORD }),
    });
    return ((await login.json()) as { access: string }).access;
  };
  const access = await logIn();
  // One object every measured request sends: a new log-in replaces its token in place.
  const headers = { authorization: `Bearer ${access}` };
  let signedInAt = Date.now();
  return {
    ...opened,
    app,
    apiUrl,
    access,
    headers,
    /** A new access token when this one is near its five minutes (a long run outlives it). */
    keepSignedIn: async () => {
      if (Date.now() - signedInAt < SIGNED_IN_MS) return;
      headers.authorization = `Bearer ${await logIn()}`;
      signedInAt = Date.now();
    },
    close: async () => {
      await app.close();
      await opened.cleanup();
    },
  };
}

/** The bare server: one route per recorded request, sending its waves over `pool`. */
async function startCeiling(
  pool: pg.Pool,
  recorded: Map<string, Wave[]>,
  asset?: { body: Buffer },
) {
  const bare: FastifyInstance = Fastify();
  bare.get('/hello', () => ({ ok: true }));
  if (asset) {
    bare.get('/asset', (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('vary', 'accept-encoding')
        .header('content-encoding', 'br')
        .type('text/javascript; charset=utf-8')
        .send(asset.body),
    );
  }
  let index = 0;
  const paths = new Map<string, string>();
  for (const [route, waves] of recorded) {
    const path = `/route/${index++}`;
    paths.set(route, path);
    bare.get(path, async () => {
      const rows: unknown[] = [];
      for (const wave of waves) {
        const results = await Promise.all(
          wave.map((statement) => pool.query(statement as pg.QueryConfig)),
        );
        for (const result of results) rows.push(result.rows);
      }
      return { rows };
    });
  }
  // A failing statement fails the load (non-2xx); its message says why.
  bare.setErrorHandler((error, _request, reply) =>
    reply.code(500).send({ error: error instanceof Error ? error.message : String(error) }),
  );
  const url = await bare.listen({ port: 0, host: '127.0.0.1' });
  return { url, paths, close: () => bare.close() };
}

const perSecond = (result: AutocannonResult) => result.requests.average;

/** Slices per side: the route and its ceiling take turns, so a change in the machine's other load
 * falls on both rather than on whichever ran at the time. */
const SLICES = 4;

/** Both loads in alternating slices of the run's duration: mean req/s and the median p50. */
async function alternate(
  first: Parameters<typeof load>[0],
  second: Parameters<typeof load>[0],
): Promise<[AutocannonResult, AutocannonResult]> {
  const slice = Math.max(1, Math.round(DURATION_S / 2));
  const runs: [AutocannonResult[], AutocannonResult[]] = [[], []];
  for (let index = 0; index < SLICES; index += 1) {
    runs[0].push(await load(first, CONNECTIONS, slice));
    runs[1].push(await load(second, CONNECTIONS, slice));
  }
  const combine = (results: AutocannonResult[]): AutocannonResult => {
    const p50s = results.map((result) => result.latency.p50).sort((a, b) => a - b);
    return {
      requests: {
        average: results.reduce((sum, result) => sum + result.requests.average, 0) / results.length,
      },
      latency: {
        p50: p50s[Math.floor(p50s.length / 2)] ?? 0,
        p99: Math.max(...results.map((result) => result.latency.p99)),
      },
      non2xx: 0,
      errors: 0,
    };
  };
  return [combine(runs[0]), combine(runs[1])];
}

/** Requests per side and slice for the one-at-a-time latency (after as many to warm up). */
const PER_REQUEST = Number(process.env.PER_REQUEST_COUNT ?? 50);

/**
 * Goal 4's figure: each route one request at a time (one connection) on PostgreSQL and on PGlite,
 * the two portals taking turns in slices of `PER_REQUEST` requests so a change in the machine's
 * other load falls on both. Paths differ between the portals (their own order ids), so routes are
 * paired by name.
 */
async function perRequest(
  postgres: { apiUrl: string; headers: Record<string, string>; routes: Route[] },
  pglite: { apiUrl: string; headers: Record<string, string>; routes: Route[] },
): Promise<PerRequestRow[]> {
  const rows: PerRequestRow[] = [];
  const agents = [singleConnection(), singleConnection()] as const;
  try {
    for (const route of postgres.routes) {
      const embedded = pglite.routes.find((candidate) => candidate.name === route.name);
      if (!embedded) throw new Error(`PGlite has no route ${route.name}`);
      const sides = [
        { url: `${postgres.apiUrl}${route.path}`, headers: postgres.headers, agent: agents[0] },
        { url: `${pglite.apiUrl}${embedded.path}`, headers: pglite.headers, agent: agents[1] },
      ];
      for (const side of sides) await oneAtATime(side.url, side.headers, PER_REQUEST, side.agent);
      const durations: [number[], number[]] = [[], []];
      for (let slice = 0; slice < SLICES; slice += 1) {
        for (const [index, side] of sides.entries()) {
          durations[index]!.push(
            ...(await oneAtATime(side.url, side.headers, PER_REQUEST, side.agent)),
          );
        }
      }
      const [onPostgres, onPglite] = [latencyOf(durations[0]), latencyOf(durations[1])];
      rows.push({
        route: route.name,
        postgresP50Ms: onPostgres.p50Ms,
        postgresP99Ms: onPostgres.p99Ms,
        pgliteP50Ms: onPglite.p50Ms,
        pgliteP99Ms: onPglite.p99Ms,
        p50Ratio: Number((onPglite.p50Ms / onPostgres.p50Ms).toFixed(2)),
        p99Ratio: Number((onPglite.p99Ms / onPostgres.p99Ms).toFixed(2)),
      });
    }
  } finally {
    for (const agent of agents) agent.destroy();
  }
  return rows;
}

/** What each route sends on `portal`, recorded on its second call (the first warms memory). */
async function recordRoutes(
  portal: { app: FastifyInstance },
  routes: Route[],
  headers: Record<string, string>,
): Promise<Map<string, Wave[]>> {
  const recorded = new Map<string, Wave[]>();
  for (const route of routes) {
    await portal.app.inject({ url: route.path, headers });
    const waves = await recordStatements(async () => {
      const response = await portal.app.inject({ url: route.path, headers });
      if (response.statusCode !== 200) {
        throw new Error(`${route.path} answered ${response.statusCode}: ${response.body}`);
      }
    });
    const data = waves
      .map((wave) => wave.filter((statement) => !SESSION_STATEMENTS.has(statement.name ?? '')))
      .filter((wave) => wave.length > 0);
    recorded.set(route.name, data);
  }
  return recorded;
}

export async function run(): Promise<
  { postgres: CeilingRow[]; cpu: CpuRow[]; pglite: PgliteRow[]; perRequest: PerRequestRow[] } | []
> {
  if (!process.env.DATABASE_URL) {
    console.log('DATABASE_URL is not set: the ceiling part needs PostgreSQL.');
    return [];
  }
  const throughput = !process.env.PER_REQUEST_ONLY;
  const rows: CeilingRow[] = [];
  const pgliteRows: PgliteRow[] = [];
  let perRequestRows: PerRequestRow[] = [];
  let cpuRows: CpuRow[] = [];
  const atelierPostgres = new Map<string, number>();
  const portal = await startPortal('postgres');
  const pool = new pg.Pool({ connectionString: portal.url, max: 10 });
  try {
    const routes = await prepareData(portal.apiUrl, portal.access);
    // Planner statistics once the data is in: what autovacuum would have gathered by then.
    await pool.query('analyze');
    const { headers } = portal;
    if (throughput) {
      const recorded = await recordRoutes(portal, routes, headers);
      const asset = builtAsset();
      const ceiling = await startCeiling(pool, recorded, asset);
      try {
        const measurePair = (route: string, atelier: AutocannonResult, bare: AutocannonResult) => {
          const statements = (recorded.get(route) ?? []).flat().length;
          atelierPostgres.set(route, perSecond(atelier));
          rows.push({
            route,
            statements,
            atelier: Math.round(perSecond(atelier)),
            ceiling: Math.round(perSecond(bare)),
            ratio: Number((perSecond(atelier) / perSecond(bare)).toFixed(2)),
            atelierP50Ms: atelier.latency.p50,
            ceilingP50Ms: bare.latency.p50,
          });
        };
        if (measured(PUBLIC_ROUTE)) {
          measurePair(
            PUBLIC_ROUTE,
            ...(await alternate(
              { url: `${portal.apiUrl}/api/latest-tag/` },
              { url: `${ceiling.url}/hello` },
            )),
          );
        }
        for (const route of routes) {
          await portal.keepSignedIn();
          const [atelier, bare] = await alternate(
            { url: `${portal.apiUrl}${route.path}`, headers },
            { url: `${ceiling.url}${ceiling.paths.get(route.name)}` },
          );
          measurePair(route.name, atelier, bare);
        }
        const pairs = [
          {
            route: PUBLIC_ROUTE,
            atelier: { url: `${portal.apiUrl}/api/latest-tag/` },
            bare: { url: `${ceiling.url}/hello` },
          },
          ...routes.map((route) => ({
            route: route.name,
            atelier: { url: `${portal.apiUrl}${route.path}`, headers },
            bare: { url: `${ceiling.url}${ceiling.paths.get(route.name)}` },
          })),
          ...(asset
            ? [
                {
                  route: ASSET_ROUTE,
                  atelier: {
                    url: `${portal.apiUrl}${asset.path}`,
                    headers: { 'accept-encoding': 'br' },
                  },
                  bare: { url: `${ceiling.url}/asset`, headers: { 'accept-encoding': 'br' } },
                },
              ]
            : []),
        ];
        cpuRows = await cpuPerRequest(
          pairs.filter((pair) => measured(pair.route)),
          portal.keepSignedIn,
        );
      } finally {
        await ceiling.close();
      }
      printCeiling(rows);
      printCpu(cpuRows);
      if (process.env.CEILING_ONLY) {
        return { postgres: rows, cpu: cpuRows, pglite: [], perRequest: [] };
      }
    }

    // Goal 4: the same routes on PGlite, against PostgreSQL in the same run.
    const embedded = await startPortal('pglite');
    try {
      const embeddedRoutes = await prepareData(embedded.apiUrl, embedded.access);
      // What the embedded database does at start (no autovacuum there).
      await refreshStatistics(embedded.database);
      const embeddedHeaders = embedded.headers;
      if (throughput) {
        for (const route of embeddedRoutes) {
          await embedded.keepSignedIn();
          const postgres = atelierPostgres.get(route.name) ?? 0;
          const pglite = perSecond(
            await load({ url: `${embedded.apiUrl}${route.path}`, headers: embeddedHeaders }),
          );
          pgliteRows.push({
            route: route.name,
            postgres: Math.round(postgres),
            pglite: Math.round(pglite),
            slowdown: Number((postgres / pglite).toFixed(2)),
          });
        }
        printThroughput(pgliteRows);
      }
      await portal.keepSignedIn();
      await embedded.keepSignedIn();
      perRequestRows = await perRequest(
        { apiUrl: portal.apiUrl, headers, routes },
        { apiUrl: embedded.apiUrl, headers: embeddedHeaders, routes: embeddedRoutes },
      );
      printPerRequest(perRequestRows);
    } finally {
      await embedded.close();
    }
  } finally {
    await pool.end();
    await portal.close();
  }
  return { postgres: rows, cpu: cpuRows, pglite: pgliteRows, perRequest: perRequestRows };
}

/**
 * A folder where each route's CPU profile is written (`CPU_PROFILE=<dir>`): the portal's last
 * slice, sampled by the inspector in this process, one `<route>.cpuprofile` per route (open it in
 * the browser's performance panel, or read its self time per function with `bench/cpu-profile.ts`).
 */
const CPU_PROFILE = process.env.CPU_PROFILE || undefined;

async function startProfile(): Promise<Session> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
  return session;
}

async function writeProfile(session: Session, dir: string, route: string): Promise<void> {
  const { profile } = await session.post('Profiler.stop');
  session.disconnect();
  mkdirSync(dir, { recursive: true });
  const name = route
    .replace(/\(.*$/, '')
    .replace(/[^\w]+/g, '-')
    .replace(/^-|-$/g, '');
  writeFileSync(join(dir, `${name}.cpuprofile`), JSON.stringify(profile));
}

/** Requests per side and slice of the CPU figure; the sides take turns in `SLICES` slices. */
const CPU_REQUESTS = Number(process.env.CPU_REQUESTS ?? 1_000);

/**
 * Goal 3: the process CPU per request of each route and of its ceiling, both served by this
 * process while a client in another process sends the requests (ten connections), the two taking
 * turns; the median slice of each. The database's own CPU (PostgreSQL's processes) is in neither.
 */
async function cpuPerRequest(
  pairs: { route: string; atelier: Parameters<typeof load>[0]; bare: Parameters<typeof load>[0] }[],
  /** Before each slice (a new access token when the run has outlived the last one). */
  before: () => Promise<void>,
): Promise<CpuRow[]> {
  const client = await startCpuClient();
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
  try {
    const rows: CpuRow[] = [];
    for (const pair of pairs) {
      const sides: [number[], number[]] = [[], []];
      for (let slice = 0; slice < SLICES; slice += 1) {
        // The last of the portal's slices, profiled when asked (the profiler's own cost is in
        // that slice's figure: the median leaves it out).
        const profiling = CPU_PROFILE !== undefined && slice === SLICES - 1;
        await before();
        const session = profiling ? await startProfile() : undefined;
        sides[0].push(
          await client.cpuPerRequest(pair.atelier.url, pair.atelier.headers, CPU_REQUESTS),
        );
        if (session && CPU_PROFILE) await writeProfile(session, CPU_PROFILE, pair.route);
        sides[1].push(await client.cpuPerRequest(pair.bare.url, pair.bare.headers, CPU_REQUESTS));
      }
      const [atelierUs, ceilingUs] = [median(sides[0]), median(sides[1])];
      rows.push({
        route: pair.route,
        atelierUs: Math.round(atelierUs),
        ceilingUs: Math.round(ceilingUs),
        ratio: Number((atelierUs / ceilingUs).toFixed(2)),
      });
    }
    return rows;
  } finally {
    await client.stop();
  }
}

/** Goal 3's target: each route at most this many times its ceiling's CPU per request. */
const CPU_GOAL = 2;

function printCpu(rows: CpuRow[]) {
  console.log(
    `\nCPU per request (goal 3: at most ${CPU_GOAL}× the ceiling's): this process's user + system CPU while a client in another process sends ${CPU_REQUESTS} requests over ${CONNECTIONS} connections, route and ceiling alternating in ${SLICES} slices; median slice\n`,
  );
  console.log('| route | Atelier µs/request | ceiling µs/request | ratio | goal ≤ 2× |');
  console.log('|---|---:|---:|---:|---|');
  for (const row of rows) {
    console.log(
      `| ${row.route} | ${row.atelierUs.toLocaleString('en')} | ${row.ceilingUs.toLocaleString('en')} | ${row.ratio.toFixed(2)} | ${row.ratio <= CPU_GOAL ? 'met' : 'NOT met'} |`,
    );
  }
}

function printCeiling(rows: CeilingRow[]) {
  console.log(
    `\nAgainst the ceiling (PostgreSQL; a bare Fastify + pg route sending the same SQL without the session statement): ${CONNECTIONS} connections; route and ceiling alternate in ${SLICES} slices of ${Math.max(1, Math.round(DURATION_S / 2))} s each\n`,
  );
  console.log(
    '| route | statements | Atelier req/s | ceiling req/s | ratio | p50 ms (Atelier / ceiling) |',
  );
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    console.log(
      `| ${row.route} | ${row.statements} | ${row.atelier.toLocaleString('en')} | ${row.ceiling.toLocaleString('en')} | ${row.ratio.toFixed(2)} | ${row.atelierP50Ms} / ${row.ceilingP50Ms} |`,
    );
  }
}

function printThroughput(rows: PgliteRow[]) {
  console.log(
    `\nPGlite against PostgreSQL, THROUGHPUT under ${CONNECTIONS} connections (same routes and data; PostgreSQL serves them on several cores at once, PGlite one at a time on the event loop — not goal 4's figure)\n`,
  );
  console.log('| route | PostgreSQL req/s | PGlite req/s | PostgreSQL / PGlite |');
  console.log('|---|---:|---:|---:|');
  for (const row of rows) {
    console.log(
      `| ${row.route} | ${row.postgres.toLocaleString('en')} | ${row.pglite.toLocaleString('en')} | ${row.slowdown.toFixed(2)} |`,
    );
  }
}

function printPerRequest(rows: PerRequestRow[]) {
  console.log(
    `\nPGlite against PostgreSQL, PER REQUEST (goal 4: at most 2.5× slower): one request at a time on one connection, ${SLICES * PER_REQUEST} requests per route and database in ${SLICES} alternating slices\n`,
  );
  console.log(
    '| route | PostgreSQL p50 / p99 ms | PGlite p50 / p99 ms | PGlite / PostgreSQL p50 | p99 |',
  );
  console.log('|---|---:|---:|---:|---:|');
  for (const row of rows) {
    console.log(
      `| ${row.route} | ${row.postgresP50Ms} / ${row.postgresP99Ms} | ${row.pgliteP50Ms} / ${row.pgliteP99Ms} | ${row.p50Ratio.toFixed(2)} | ${row.p99Ratio.toFixed(2)} |`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await run();
}
