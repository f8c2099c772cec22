// The fuzz suite: generated bad requests to every operation of the OpenAPI document and to the
// web app's files. `npm test` sends a few hundred per database; `npm run fuzz` sets FUZZ_REQUESTS
// to 10,000 or more and FUZZ_WEB_ROOT to the built web app when there is one. Without it, a small
// web app is generated here, beside a file no answer may carry.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { getTableName, isTable } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { validArticles } from '../articles/test-support.js';
import * as schema from '../db/schema/index.js';
import { bearer, login, useTestApp } from '../test/app.js';
import { customerFabricBody } from '../test/upload-files.js';
import type { Example } from './requests.js';
import {
  CHANGED_BY_REFUSAL,
  databaseTables,
  describeFigures,
  digestedTables,
  fuzz,
} from './run.js';

/** A web app like the build's: an index, hashed assets with their compressed twins, a font. */
function generatedWebApp(): { webRoot: string; outside: string[]; remove: () => void } {
  const base = mkdtempSync(path.join(tmpdir(), 'atelier-fuzz-web-'));
  const webRoot = path.join(base, 'dist');
  const secret = `outside-${randomBytes(8).toString('hex')}`;
  writeFileSync(path.join(base, 'secret.txt'), secret);
  mkdirSync(path.join(base, 'dist-private'));
  writeFileSync(path.join(base, 'dist-private', 'secret.txt'), secret);
  mkdirSync(path.join(webRoot, 'assets', 'fonts'), { recursive: true });
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Atelier</title>');
  writeFileSync(path.join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const script = `console.log(${JSON.stringify('Atelier '.repeat(200))});`;
  for (const [name, text] of [
    ['app-9f8e7d.js', script],
    ['app-1a2b3c.css', 'body{margin:0}'],
  ] as const) {
    const file = path.join(webRoot, 'assets', name);
    writeFileSync(file, text);
    writeFileSync(`${file}.br`, brotliCompressSync(text));
    writeFileSync(`${file}.gz`, gzipSync(text));
  }
  writeFileSync(path.join(webRoot, 'assets', 'fonts', 'inter 400.woff2'), 'wOF2');
  return {
    webRoot,
    outside: [secret],
    remove: () => rmSync(base, { recursive: true, force: true }),
  };
}

/** The built web app named by FUZZ_WEB_ROOT; what lies beside it must not be served. */
function builtWebApp(webRoot: string): { webRoot: string; outside: string[]; remove: () => void } {
  const beside = path.join(webRoot, '..', 'package.json');
  return {
    webRoot,
    outside: existsSync(beside) ? [readFileSync(beside, 'utf8')] : [],
    remove: () => {},
  };
}

const web = process.env.FUZZ_WEB_ROOT
  ? builtWebApp(path.resolve(process.env.FUZZ_WEB_ROOT))
  : generatedWebApp();
afterAll(() => web.remove());
const ctx = useTestApp({ webRoot: web.webRoot });
const count = Number(process.env.FUZZ_REQUESTS ?? 600);
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);

/** Valid bodies the fuzz changes one thing in, so that its requests reach the services. */
async function examples(): Promise<Record<string, Example[]>> {
  const articles = Object.entries(await validArticles(ctx)).map(([articleType, body]) => ({
    params: { articleType },
    body,
  }));
  const fabric = customerFabricBody('Fuzz linnen');
  const order = { commission: 'Fuzz', customer_order_number: 'F-1', memo: 'memo' };
  return {
    'POST /api/orders/{orderId}/articles/{articleType}/': articles,
    'PUT /api/orders/{orderId}/articles/{articleType}/{orderNumber}/': articles,
    'POST /api/prices/{articleType}/': articles,
    'POST /api/customer-fabrics/': [{ body: fabric }],
    'PUT /api/customer-fabrics/{fabricUuid}/': [{ body: fabric }],
    'POST /api/customer-fabrics/{fabricUuid}/prices/add/': [
      { body: { currency: 'eur', wholesale_price: 1000, price: 2000 } },
    ],
    'POST /api/orders/': [{ body: order }],
    'PUT /api/orders/{orderId}/': [{ body: order }],
    'PATCH /api/orders/{orderId}/': [{ body: order }],
    'POST /easyorder/token/': [{ body: { username: 'fuzz-nobody', password: 'wrong-password' } }],
  };
}

it(
  `answers ${count} generated bad requests with no 5xx, documented errors, no internal names and no change`,
  async () => {
    // The service account acts for one of its shops, so its writes reach the services too.
    const service = bearer((await login(ctx.app, 'demo-service')).access);
    const debtors = await ctx.app.inject({ method: 'GET', url: '/api/debtors/', headers: service });
    await ctx.app.inject({
      method: 'PATCH',
      url: '/api/user/settings/',
      headers: service,
      payload: { servicing_debtor_id: debtors.json().results[0].id },
    });
    const figures = await fuzz(ctx.app, ctx.database.db, {
      count,
      seed,
      examples: await examples(),
      webRoot: web.webRoot,
      outside: web.outside,
    });
    console.log(
      `${describeFigures(ctx.database.kind, figures)}\n  web app: ${web.webRoot}\n  seed: ${seed}`,
    );
    expect(figures.violations).toEqual([]);
    expect(figures.requests).toBe(count);
    expect(figures.webRequests).toBeGreaterThan(0);
  },
  Math.max(60_000, count * 50),
);

it('watches every table of the schema for changes by a refused request, but those that record refusals', async () => {
  const digested = await digestedTables(ctx.database.db);
  const inDatabase = (await databaseTables(ctx.database.db)).map((table) => table.name);
  const inSchema = Object.values(schema as Record<string, unknown>)
    .filter(isTable)
    .map((table) => getTableName(table));
  expect(inSchema.length).toBeGreaterThan(30);
  const unwatched = inSchema.filter(
    (name) => !digested.includes(`"public"."${name}"`) && !(name in CHANGED_BY_REFUSAL),
  );
  expect(unwatched).toEqual([]);
  // Each table excused exists: a renamed one would leave its new name watched and the old excuse dead.
  for (const name of Object.keys(CHANGED_BY_REFUSAL)) expect(inDatabase).toContain(name);
  expect(digested.length).toBe(inDatabase.length - Object.keys(CHANGED_BY_REFUSAL).length);
});
