// Statements part of `npm run bench`: how many SQL statements (round trips) each measured route
// sends to PostgreSQL, counted at the driver (every `query` of a pg client, transactions' BEGIN
// and COMMIT included). Needs DATABASE_URL. Run alone: `node --import tsx bench/statements.ts`.
import { randomBytes } from 'node:crypto';
import { EXAMPLE_CURTAIN } from '@atelier/domain/examples';
import type { InjectOptions } from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.js';
import { DEMO_PASSWORD } from '../apps/api/src/db/seed/demo-data.js';
import { seed } from '../apps/api/src/db/seed/seed.js';
import { openBenchDatabase } from './support/load.js';

export interface StatementRow {
  route: string;
  statements: number;
}

export async function run(): Promise<StatementRow[]> {
  if (!process.env.DATABASE_URL) {
    console.log('DATABASE_URL is not set: the statements part needs PostgreSQL.');
    return [];
  }
  const { database, cleanup } = await openBenchDatabase('postgres');
  let counted = 0;
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    counted += 1;
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  const rows: StatementRow[] = [];
  try {
    await database.migrate();
    await seed(database.db);
    const app = await buildApp({
      db: database.db,
      config: { jwtSecret: randomBytes(32).toString('hex'), publicUrl: 'http://localhost' },
    });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/easyorder/token/',
        payload: { username: 'demo-shop', password: DEMO_PASSWORD },
      });
      const headers = { authorization: `Bearer ${login.json().access}` };
      const fabrics = await app.inject({
        url: '/api/atelier-fabrics/?page_size=1&kind=fabrics',
        headers,
      });
      const fabric = fabrics.json().results[0].fabric_uuid as string;
      const order = await app.inject({
        method: 'POST',
        url: '/api/orders/',
        headers,
        payload: { commission: 'Statements' },
      });
      const id = order.json().id as number;
      const article = { main_fabric: fabric, ...EXAMPLE_CURTAIN };
      const routes: [string, InjectOptions][] = [
        ['GET api/user/settings/', { url: '/api/user/settings/', headers }],
        [
          'POST api/prices/pleatcurtain/ (price check)',
          { method: 'POST', url: '/api/prices/pleatcurtain/', headers, payload: article },
        ],
        [
          'POST api/orders/{id}/articles/pleatcurtain/ (create)',
          {
            method: 'POST',
            url: `/api/orders/${id}/articles/pleatcurtain/`,
            headers,
            payload: article,
          },
        ],
        ['GET api/orders/?page_size=50', { url: '/api/orders/?page_size=50', headers }],
        ['GET api/orders/{id}/', { url: `/api/orders/${id}/`, headers }],
        [`GET api/atelier-fabrics/{uuid}/`, { url: `/api/atelier-fabrics/${fabric}/`, headers }],
      ];
      for (const [route, options] of routes) {
        // Once to warm what is kept in memory, then counted.
        await app.inject(options);
        counted = 0;
        const response = await app.inject(options);
        if (response.statusCode >= 300) {
          throw new Error(`${route} answered ${response.statusCode}: ${response.body}`);
        }
        rows.push({ route, statements: counted });
      }
    } finally {
      await app.close();
    }
  } finally {
    pg.Client.prototype.query = query;
    await cleanup();
  }
  console.log('\nSQL statements per request (PostgreSQL, after one warm-up request)\n');
  console.log('| route | statements |');
  console.log('|---|---:|');
  for (const row of rows) console.log(`| ${row.route} | ${row.statements} |`);
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await run();
}
