// Sessions part of `npm run bench` (decision 098): the same request with its session's account
// context kept by the instance (one probe of its version and liveness) against the context read
// anew every time (`load_principal`, as before the cache), in one process on one database, in
// alternating slices so the machine's other load falls on both. Read anew is forced by cycling
// through more sessions than the cache keeps. Measured with the seed's shops and again with 5,000
// more: the context's customer-fabric sub-select reads every shop row. On PGlite, and on
// PostgreSQL when DATABASE_URL is set. Run alone: `node --import tsx bench/sessions.ts`.
import { randomBytes, randomUUID } from 'node:crypto';
import { openSync } from 'node:fs';
import { devNull } from 'node:os';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.js';
import { SESSION_CACHE_LIMITS } from '../apps/api/src/auth/session-cache.js';
import { createSigner } from '../apps/api/src/auth/tokens.js';
import { seed } from '../apps/api/src/db/seed/seed.js';
import { serverLogging } from '../apps/api/src/http/logging.js';
import {
  CONNECTIONS,
  type DatabaseKind,
  DURATION_S,
  databaseKinds,
  latencyOf,
  load,
  oneAtATime,
  openBenchDatabase,
  singleConnection,
} from './support/load.js';

const ROUTES = ['/api/user/settings/', '/api/track/'];
const SLICES = 4;
const ONE_AT_A_TIME = 50;
const MORE_SHOPS = 5_000;

export interface SessionRow {
  database: DatabaseKind;
  shops: string;
  route: string;
  keptPerSecond: number;
  readPerSecond: number;
  /** Requests per second with the context kept over read anew. */
  ratio: number;
  keptP50Ms: number;
  readP50Ms: number;
}

async function measure(kind: DatabaseKind, moreShops: number): Promise<SessionRow[]> {
  const opened = await openBenchDatabase(kind);
  await opened.database.migrate();
  const db = opened.database.db;
  await seed(db);
  if (moreShops > 0) {
    await db.execute(sql`insert into debtor (number, name, country, currency, customer_group_id)
      select 'bench-' || n, 'Bench shop ' || n, 'NL', 'EUR', (select min(id) from customer_group)
      from generate_series(1, ${moreShops}::int) as n`);
  }
  const jwtSecret = randomBytes(32).toString('hex');
  const app = await buildApp({
    db,
    config: {
      jwtSecret,
      publicUrl: 'http://localhost',
      logger: serverLogging('info', openSync(devNull, 'w')).logger,
    },
  });
  try {
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    // Sessions of demo-shop as log-in makes them (a live refresh-token family each), without
    // paying argon2 for each: one more than the cache keeps, so cycled in order none is kept.
    const rows = await db.execute<{ id: number }>(
      sql`select id from app_user where username = 'demo-shop'`,
    );
    const userId = rows.rows[0]!.id;
    const families = Array.from({ length: SESSION_CACHE_LIMITS.entries + 1 }, () => randomUUID());
    await db.execute(sql`insert into refresh_token (user_id, family_id, token_hash, expires_at)
      select ${userId}, family::uuid, 'bench-' || family, now() + interval '1 day'
      from unnest(${`{${families.join(',')}}`}::text[]) as family`);
    await db.execute(sql`analyze`);
    const signer = createSigner(jwtSecret);
    const tokens = await Promise.all(
      families.map((familyId) => signer.sign('access', { userId, familyId })),
    );
    const [kept, ...cycled] = tokens.map((token) => ({ authorization: `Bearer ${token}` }));
    let next = 0;
    const readAnew = () => cycled[next++ % cycled.length]!;
    const slice = Math.max(1, Math.round(DURATION_S / 2));
    const shops = moreShops > 0 ? `seed + ${moreShops.toLocaleString('en')}` : 'seed';
    const results: SessionRow[] = [];
    for (const route of ROUTES) {
      const perSecond: [number[], number[]] = [[], []];
      const durations: [number[], number[]] = [[], []];
      const agent = singleConnection();
      try {
        for (let index = 0; index < SLICES; index += 1) {
          perSecond[0].push(
            (await load({ url: `${url}${route}`, headers: kept }, CONNECTIONS, slice)).requests
              .average,
          );
          perSecond[1].push(
            (
              await load(
                {
                  url: `${url}${route}`,
                  requests: [{ setupRequest: (request) => ({ ...request, headers: readAnew() }) }],
                },
                CONNECTIONS,
                slice,
              )
            ).requests.average,
          );
          durations[0].push(...(await oneAtATime(`${url}${route}`, kept!, ONE_AT_A_TIME, agent)));
          for (let request = 0; request < ONE_AT_A_TIME; request += 1) {
            durations[1].push(...(await oneAtATime(`${url}${route}`, readAnew(), 1, agent)));
          }
        }
      } finally {
        agent.destroy();
      }
      const mean = (values: number[]) =>
        values.reduce((sum, value) => sum + value, 0) / values.length;
      results.push({
        database: kind,
        shops,
        route,
        keptPerSecond: Math.round(mean(perSecond[0])),
        readPerSecond: Math.round(mean(perSecond[1])),
        ratio: Number((mean(perSecond[0]) / mean(perSecond[1])).toFixed(2)),
        keptP50Ms: latencyOf(durations[0]).p50Ms,
        readP50Ms: latencyOf(durations[1]).p50Ms,
      });
    }
    return results;
  } finally {
    await app.close();
    await opened.cleanup();
  }
}

export async function run(): Promise<SessionRow[]> {
  const rows: SessionRow[] = [];
  for (const kind of databaseKinds('sessions')) {
    for (const moreShops of [0, MORE_SHOPS]) rows.push(...(await measure(kind, moreShops)));
  }
  console.log(
    `\nThe session's context kept against read anew on every request: ${CONNECTIONS} connections, ${SLICES} alternating slices of ${Math.max(1, Math.round(DURATION_S / 2))} s each, and p50 one request at a time\n`,
  );
  console.log(
    '| database | shops | route | kept req/s | read anew req/s | ratio | p50 ms (kept / read anew) |',
  );
  console.log('|---|---|---|---:|---:|---:|---:|');
  for (const row of rows) {
    console.log(
      `| ${row.database} | ${row.shops} | ${row.route} | ${row.keptPerSecond} | ${row.readPerSecond} | ${row.ratio.toFixed(2)} | ${row.keptP50Ms} / ${row.readP50Ms} |`,
    );
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await run();
}
