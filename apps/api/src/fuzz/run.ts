// Sends generated bad requests through `inject` and checks what every caller relies on: no 5xx,
// every error in the documented shape, no internal name or stack trace in any answer, and no
// data changed by a refused request (in any table the database has). With a web app served, its
// files are requested too, and no answer may carry a file from outside its folder.
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
import { WEB_FILES, webRequests } from './web-requests.js';

/** Words of the machinery that no answer may show (and the checkout's own folder). */
const INTERNAL =
  /drizzle|postgres|pglite|TypeError|RangeError|ReferenceError|SyntaxError|node_modules|\/src\/|\.ts:\d|\bat [\w.<>]+ \(|FST_ERR|statusCode/i;
const CHECKOUT = process.cwd();

/**
 * Tables a refused request changes by purpose, each with the reason. Every other table of the
 * database is in the digest.
 */
export const CHANGED_BY_REFUSAL: Readonly<Record<string, string>> = {
  login_failure: 'a refused log-in is recorded: the throttle counts it',
  reset_request:
    'a password-reset request is recorded before the throttle counts, a refused one too',
  refresh_token: 'a refresh token used again ends its family (reuse detection)',
  idempotency_key: 'a refused answer is kept under its key, so a retry gets the same answer',
};

/** Every table the database has (its catalogue, so a new table cannot be left out), by name. */
export async function databaseTables(db: Db): Promise<{ schema: string; name: string }[]> {
  const result = await db.execute(
    sql.raw(
      `select table_schema as schema, table_name as name from information_schema.tables
       where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
       order by 1, 2`,
    ),
  );
  return rowsOf(result) as { schema: string; name: string }[];
}

/** The tables whose rows the "no change by a refused request" digest covers. */
export async function digestedTables(db: Db): Promise<string[]> {
  return (await databaseTables(db))
    .filter((table) => !(table.name in CHANGED_BY_REFUSAL))
    .map((table) => `"${table.schema}"."${table.name}"`);
}

function rowsOf(result: unknown): unknown[] {
  return (result as { rows?: unknown[] }).rows ?? (result as unknown[]);
}

/**
 * One digest of every row version of `tables`: the number of rows and a sum of each row's
 * version (its transaction and place). An insert, an update (a new version) or a delete changes
 * it; reading the rows' bytes is not needed, so stored files cost nothing.
 */
function snapshotQuery(tables: string[]): string {
  return tables
    .map(
      (table) =>
        `select '${table.replaceAll("'", "''")}' as name, count(*)::text as rows, coalesce(sum(hashtextextended(t.xmin::text || t.ctid::text, 0)), 0)::text as digest from ${table} t`,
    )
    .join(' union all ');
}

interface TableDigest {
  name: string;
  rows: string;
  digest: string;
}

async function snapshot(db: Db, query: string): Promise<TableDigest[]> {
  return rowsOf(await db.execute(sql.raw(query))) as TableDigest[];
}

/** The tables whose digest differs between two snapshots. */
function changedTables(before: TableDigest[], after: TableDigest[]): string[] {
  const earlier = new Map(before.map((table) => [table.name, `${table.rows}/${table.digest}`]));
  return after
    .filter((table) => earlier.get(table.name) !== `${table.rows}/${table.digest}`)
    .map((table) => table.name);
}

export interface Violation {
  kind: '5xx' | 'shape' | 'internal' | 'outside' | 'changed';
  request: FuzzRequest;
  status: number;
  body: string;
  /** The tables a refused request changed. */
  tables?: string[];
}

export interface FuzzFigures {
  requests: number;
  /** Of which for the web app's files, and their statuses. */
  webRequests: number;
  webByStatus: Record<number, number>;
  /** How many tables the "no change by a refused request" digest covers. */
  digestedTables: number;
  serverErrors: number;
  shapeViolations: number;
  internalLeaks: number;
  /** Answers that carried a file from outside the web app's folder. */
  outsideFiles: number;
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
    webRoot,
    outside = [],
  }: {
    count: number;
    seed: number;
    examples?: Record<string, Example[]>;
    /** The web app the app serves: its files are requested too. */
    webRoot?: string | null;
    /** Texts of files outside the web app's folder, which no answer may carry. */
    outside?: string[];
  },
): Promise<FuzzFigures> {
  const started = performance.now();
  const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  const who = await callers(app);
  const known = await knownValues(app, who[0]!.headers);
  const operations = operationsOf(document);
  const apiRequests = operations.map((operation) => ({
    weight: 1,
    arbitrary: requestsFor(
      operation,
      document,
      who,
      known,
      examples[`${operation.method} ${operation.path}`],
    ),
  }));
  // About one request in ten is for the web app's files.
  const arbitrary = fc.oneof(
    ...apiRequests,
    ...(webRoot
      ? [{ weight: Math.ceil(operations.length / 9), arbitrary: webRequests(webRoot, who) }]
      : []),
  );
  const requests = fc.sample(arbitrary, { numRuns: count, seed });
  const figures: FuzzFigures = {
    requests: 0,
    webRequests: 0,
    webByStatus: {},
    digestedTables: 0,
    serverErrors: 0,
    shapeViolations: 0,
    internalLeaks: 0,
    outsideFiles: 0,
    changedByRefusal: 0,
    byStatus: {},
    violations: [],
    durationMs: 0,
  };
  const note = (
    kind: Violation['kind'],
    request: FuzzRequest,
    status: number,
    body: string,
    tables?: string[],
  ) => {
    if (figures.violations.length < 50) {
      figures.violations.push({ kind, request, status, body, ...(tables ? { tables } : {}) });
    }
  };
  // Access tokens live five minutes; a long run on a busy machine renews them every two.
  let signedIn = new Map(who.map((caller) => [caller.name, caller.headers]));
  let signedInAt = performance.now();
  const tables = await digestedTables(db);
  figures.digestedTables = tables.length;
  const query = snapshotQuery(tables);
  let before = await snapshot(db, query);
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
    const webFile = request.operation === WEB_FILES;
    if (webFile) {
      figures.webRequests += 1;
      figures.webByStatus[status] = (figures.webByStatus[status] ?? 0) + 1;
    }
    const body = response.body;
    if (status >= 500) {
      figures.serverErrors += 1;
      note('5xx', request, status, body);
    }
    // A HEAD answer has no body to be in the shape.
    if (status >= 400 && request.method !== 'HEAD') {
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
    // The web app's own files are public and hold what a bundle holds (`TypeError`, paths).
    const ownFile = webFile && status < 400;
    if (
      !ownFile &&
      !contentType.startsWith('application/pdf') &&
      (INTERNAL.test(body) || body.includes(CHECKOUT))
    ) {
      figures.internalLeaks += 1;
      note('internal', request, status, body);
    }
    if (outside.some((text) => body.includes(text))) {
      figures.outsideFiles += 1;
      note('outside', request, status, body);
    }
    const after = await snapshot(db, query);
    const changed = status >= 400 ? changedTables(before, after) : [];
    if (changed.length > 0) {
      figures.changedByRefusal += 1;
      note('changed', request, status, body, changed);
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
  const webStatuses = Object.entries(figures.webByStatus)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
  const lines = [
    `fuzz on ${database}: ${figures.requests} requests in ${(figures.durationMs / 1000).toFixed(1)} s`,
    `  5xx: ${figures.serverErrors}, shape violations: ${figures.shapeViolations}, internal names: ${figures.internalLeaks}, files from outside the web app: ${figures.outsideFiles}, data changed by a refusal: ${figures.changedByRefusal} (digest of ${figures.digestedTables} tables)`,
    `  statuses: ${statuses}`,
    `  of which for the web app's files: ${figures.webRequests} (${webStatuses || 'no web app served'})`,
    ...figures.violations
      .slice(0, 10)
      .map(
        (found) =>
          `  ${found.kind}${found.tables ? ` (${found.tables.join(', ')})` : ''} ${found.status} ${found.request.method} ${found.request.url.slice(0, 160)} ${JSON.stringify(found.request.payload ?? '').slice(0, 200)} -> ${found.body.slice(0, 200)}`,
      ),
  ];
  return lines.join('\n');
}
