// Sends generated bad requests through `inject` and checks what every caller relies on: no 5xx,
// every error in the documented shape, no internal name or stack trace in any answer, and no
// data changed by a refused request.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { App } from '../app.js';
import type { Db } from '../db/client.js';
import { bearer, login } from '../test/app.js';
import {
  type Caller,
  type Example,
  type FuzzRequest,
  type KnownValues,
  operationsOf,
  requestsFor,
} from './requests.js';

/** Words of the machinery that no answer may show (and the checkout's own folder). */
const INTERNAL =
  /drizzle|postgres|pglite|TypeError|RangeError|ReferenceError|SyntaxError|node_modules|\/src\/|\.ts:\d|\bat [\w.<>]+ \(|FST_ERR|statusCode/i;
const CHECKOUT = process.cwd();

/**
 * The tables a tenant's requests write. Log-in failures, refresh tokens and idempotency keys are
 * left out: recording a refused attempt is their purpose.
 */
const WRITTEN_TABLES = [
  'app_user',
  'customer_order',
  'article_order',
  'order_event',
  'customer_fabric',
  'customer_fabric_color',
  'customer_fabric_price',
  'stored_file',
  'debtor',
  'employee',
  'location',
  'password_reset',
  'outbox_message',
];

async function snapshot(db: Db): Promise<string> {
  const parts = WRITTEN_TABLES.map(
    (table) =>
      `select '${table}' as name, count(*)::text as rows, md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as digest from "${table}" t`,
  );
  const result = await db.execute(sql.raw(parts.join(' union all ')));
  const rows = (result as unknown as { rows: unknown[] }).rows ?? (result as unknown as unknown[]);
  return JSON.stringify(rows);
}

export interface Violation {
  kind: '5xx' | 'shape' | 'internal' | 'changed';
  request: FuzzRequest;
  status: number;
  body: string;
}

export interface FuzzFigures {
  requests: number;
  serverErrors: number;
  shapeViolations: number;
  internalLeaks: number;
  changedByRefusal: number;
  byStatus: Record<number, number>;
  violations: Violation[];
  durationMs: number;
}

function isStringList(value: unknown): boolean {
  return (
    Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string')
  );
}

/** `{detail, code}` or `{field: [messages]}`, nothing else. */
export function isDocumentedError(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const entries = Object.entries(body);
  if (entries.length === 0) return false;
  const keys = entries.map(([key]) => key).sort();
  if (keys.length === 2 && keys[0] === 'code' && keys[1] === 'detail') {
    return entries.every(([, value]) => typeof value === 'string' && value.length > 0);
  }
  return entries.every(([, value]) => isStringList(value));
}

async function knownValues(app: App, headers: Record<string, string>): Promise<KnownValues> {
  const get = async (url: string) => {
    const response = await app.inject({ method: 'GET', url, headers });
    return response.statusCode === 200 ? response.json() : null;
  };
  const order = await app.inject({ method: 'POST', url: '/api/orders/', headers, payload: {} });
  const orders = await get('/api/orders/');
  const customerFabrics = await get('/api/customer-fabrics/');
  const fabrics = await get('/api/atelier-fabrics/?page_size=3');
  const debtors = await get('/api/debtors/');
  const pick = (page: { results?: Record<string, unknown>[] } | null, key: string) =>
    (page?.results ?? []).slice(0, 3).map((row) => row[key] as string | number);
  return {
    orderId: [order.statusCode === 201 ? order.json().id : 1, ...pick(orders, 'id')],
    fabricUuid: [...pick(customerFabrics, 'fabric_uuid'), ...pick(fabrics, 'fabric_uuid')],
    id: [...pick(debtors, 'id'), ...pick(fabrics, 'family_id'), 1],
    orderNumber: ['000000000001'],
    debtor_id: pick(debtors, 'id'),
    debtorId: pick(debtors, 'id'),
  };
}

export async function callers(app: App): Promise<Caller[]> {
  const shop = await login(app, 'demo-shop');
  const service = await login(app, 'demo-service');
  // The signed-in callers come more often: their requests reach past authentication.
  return [
    { name: 'shop', headers: bearer(shop.access) },
    { name: 'shop', headers: bearer(shop.access) },
    { name: 'shop', headers: bearer(shop.access) },
    { name: 'service', headers: bearer(service.access) },
    { name: 'service', headers: bearer(service.access) },
    { name: 'anonymous', headers: {} },
    { name: 'bad token', headers: { authorization: 'Bearer x.y.z' } },
  ];
}

/** Sends `count` generated requests spread over every operation; returns what it found. */
export async function fuzz(
  app: App,
  db: Db,
  {
    count,
    seed,
    examples = {},
  }: { count: number; seed: number; examples?: Record<string, Example[]> },
): Promise<FuzzFigures> {
  const started = performance.now();
  const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  const who = await callers(app);
  const known = await knownValues(app, who[0]!.headers);
  const operations = operationsOf(document);
  const arbitrary = fc.oneof(
    ...operations.map((operation) =>
      requestsFor(
        operation,
        document,
        who,
        known,
        examples[`${operation.method} ${operation.path}`],
      ),
    ),
  );
  const requests = fc.sample(arbitrary, { numRuns: count, seed });
  const figures: FuzzFigures = {
    requests: 0,
    serverErrors: 0,
    shapeViolations: 0,
    internalLeaks: 0,
    changedByRefusal: 0,
    byStatus: {},
    violations: [],
    durationMs: 0,
  };
  const note = (kind: Violation['kind'], request: FuzzRequest, status: number, body: string) => {
    if (figures.violations.length < 50) figures.violations.push({ kind, request, status, body });
  };
  // Access tokens live five minutes; a long run on a busy machine renews them every two.
  let signedIn = new Map(who.map((caller) => [caller.name, caller.headers]));
  let signedInAt = performance.now();
  let before = await snapshot(db);
  for (const request of requests) {
    if (performance.now() - signedInAt > 120_000) {
      signedIn = new Map((await callers(app)).map((caller) => [caller.name, caller.headers]));
      signedInAt = performance.now();
    }
    const response = await app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: { ...request.headers, ...signedIn.get(request.caller) },
      payload: request.payload,
    });
    figures.requests += 1;
    const status = response.statusCode;
    figures.byStatus[status] = (figures.byStatus[status] ?? 0) + 1;
    const body = response.body;
    if (status >= 500) {
      figures.serverErrors += 1;
      note('5xx', request, status, body);
    }
    if (status >= 400) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        parsed = undefined;
      }
      if (!isDocumentedError(parsed)) {
        figures.shapeViolations += 1;
        note('shape', request, status, body);
      }
    }
    const contentType = String(response.headers['content-type'] ?? '');
    if (
      !contentType.startsWith('application/pdf') &&
      (INTERNAL.test(body) || body.includes(CHECKOUT))
    ) {
      figures.internalLeaks += 1;
      note('internal', request, status, body);
    }
    const after = await snapshot(db);
    if (status >= 400 && after !== before) {
      figures.changedByRefusal += 1;
      note('changed', request, status, body);
    }
    before = after;
  }
  figures.durationMs = Math.round(performance.now() - started);
  return figures;
}

/** One line per figure and the first violations, for the test log and `npm run fuzz`. */
export function describeFigures(database: string, figures: FuzzFigures): string {
  const statuses = Object.entries(figures.byStatus)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
  const lines = [
    `fuzz on ${database}: ${figures.requests} requests in ${(figures.durationMs / 1000).toFixed(1)} s`,
    `  5xx: ${figures.serverErrors}, shape violations: ${figures.shapeViolations}, internal names: ${figures.internalLeaks}, data changed by a refusal: ${figures.changedByRefusal}`,
    `  statuses: ${statuses}`,
    ...figures.violations
      .slice(0, 10)
      .map(
        (found) =>
          `  ${found.kind} ${found.status} ${found.request.method} ${found.request.url.slice(0, 160)} ${JSON.stringify(found.request.payload ?? '').slice(0, 200)} -> ${found.body.slice(0, 200)}`,
      ),
  ];
  return lines.join('\n');
}
