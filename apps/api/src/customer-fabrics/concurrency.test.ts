// Many writers on one customer fabric at once (replace, add a price, change a photo): each answers
// a success, none a deadlock's 500, on PostgreSQL's concurrent connections as on PGlite.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type App, buildApp } from '../app.js';
import { type Database, wrapPool } from '../db/client.js';
import { bearer, login, PUBLIC_URL, useTestApp } from '../test/app.js';
import { customerFabricBody, multipart, pngOfSize } from '../test/upload-files.js';

const ctx = useTestApp();

// On PostgreSQL the app gets a pool as large as a server's (the test pool has 4 connections), so
// that as many transactions overlap as they do in production.
let app: App;
let wide: Database | null = null;
beforeAll(async () => {
  app = ctx.app;
  if (ctx.database.kind !== 'postgres') return;
  const result = await ctx.database.db.execute(sql`select current_database() as name`);
  const url = new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/${(result as unknown as { rows: { name: string }[] }).rows[0]!.name}`;
  wide = wrapPool(new pg.Pool({ connectionString: url.toString(), max: 20 }));
  app = await buildApp({
    db: wide.db,
    config: { jwtSecret: randomBytes(32).toString('hex'), publicUrl: PUBLIC_URL },
  });
});
afterAll(async () => {
  if (!wide) return;
  await app.close();
  await wide.close();
});
const BASE = '/api/customer-fabrics';

const body = customerFabricBody;

it('answers rounds of 80 concurrent updates of one fabric without a 500', async () => {
  const headers = bearer((await login(app, 'demo-shop')).access);
  const created = await app.inject({
    method: 'POST',
    url: `${BASE}/`,
    headers,
    payload: body('Gelijktijdig'),
  });
  const uuid = created.json().fabric_uuid;
  const photo = multipart(
    { article_number: 'CC-02' },
    { field: 'image', name: 'a.png', type: 'image/png', bytes: pngOfSize(10_000) },
  );
  const round = () =>
    Array.from({ length: 80 }, (_, index) => {
      switch (index % 3) {
        case 0:
          return app.inject({
            method: 'PUT',
            url: `${BASE}/${uuid}/`,
            headers,
            payload: body(`Gelijktijdig ${index}`),
          });
        case 1:
          return app.inject({
            method: 'POST',
            url: `${BASE}/${uuid}/prices/add/`,
            headers,
            payload: {
              currency: index % 2 ? 'eur' : 'pln',
              wholesale_price: index,
              price: 2 * index,
            },
          });
        default:
          return app.inject({
            method: 'PATCH',
            url: `${BASE}/${uuid}/update-image/`,
            headers: { ...headers, ...photo.headers },
            payload: photo.payload,
          });
      }
    });
  // A deadlock needs an unlucky interleaving: two rounds make one near certain before the fix.
  // PGlite has one connection, so one round there only checks the answers.
  const rounds = ctx.database.kind === 'postgres' ? 2 : 1;
  const statuses: number[] = [];
  for (let attempt = 0; attempt < rounds; attempt += 1) {
    for (const response of await Promise.all(round())) statuses.push(response.statusCode);
  }
  expect(statuses.filter((status) => status !== 200 && status !== 201)).toEqual([]);
  const fabric = await app.inject({ method: 'GET', url: `${BASE}/${uuid}/`, headers });
  expect(fabric.json().colors).toHaveLength(2);
}, 120_000);
