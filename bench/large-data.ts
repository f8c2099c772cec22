// Large-data part of `npm run bench`: does a request's cost grow with the data? The order list
// (first page, a deep page, three `q` searches, each status tab) and the order detail of demo-shop
// are measured twice in one run: with 100 orders of the dealer, then after adding the large set
// (bench/support/large-data.ts: on PostgreSQL 100,000 orders with 500,000 articles over 500
// debtors, 2,000 of them the dealer's; on PGlite 20,000 orders with 100,000 articles). Each route
// is reported with p50/p99 and the ratio of large to small, and against a ceiling measured in the
// same run: a bare Fastify route that sends the list's SQL by hand (no auth, no validation) over
// the same connection and answers 50 rows. Run alone: `node --import tsx bench/large-data.ts`.
//
// Where the answer itself grows with the data the ratio measures the answer, not the data: "jansen"
// is in one commission in 50, so the dealer's matches go from 2 to 40. "visser" matches the same 2
// orders of the dealer in both sets while other tenants' matches grow (the cost of the data), and
// "vi" has no trigram, so it is read through the dealer's own orders (which grow 20 times).
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import Fastify from 'fastify';
import { buildApp } from '../apps/api/src/app.js';
import { DEMO_PASSWORD } from '../apps/api/src/db/seed/demo-data.js';
import { seed } from '../apps/api/src/db/seed/seed.js';
import { largeDataStatements } from './support/large-data.js';
import {
  type AutocannonResult,
  CONNECTIONS,
  type DatabaseKind,
  DURATION_S,
  databaseKinds,
  type LoadOptions,
  load,
  openBenchDatabase,
} from './support/load.js';

const SIZES: Record<DatabaseKind, { debtors: number; orders: number; dealer: number }> = {
  postgres: { debtors: 500, orders: 100_000, dealer: 2_000 },
  pglite: { debtors: 500, orders: 20_000, dealer: 2_000 },
};
const SMALL_DEALER_ORDERS = 100;
const ARTICLES_PER_ORDER = 5;
const PAGE_SIZE = 50;
/**
 * The status tabs' page: one that each tab fills in both sets. With 100 orders of the dealer the
 * drafts and offers are 10 each, so a page of 50 would compare an answer of 10 rows with one of 50.
 */
const TAB_PAGE_SIZE = 10;

/** What the list route sends, by hand: the count, then one page with its totals. */
const CEILING_COUNT = 'select count(*) from customer_order where debtor_id = $1';
const CEILING_PAGE = `
  select o.id, o.order_type, o.debtor_id, d.name as debtor_name, d.currency, o.employee_id,
         e.name as employee_name, o.commission, o.customer_order_number, o.memo, o.order_date,
         o.planned_date, o.created_at, o.updated_at, coalesce(t.articles, 0) as article_count,
         coalesce(t.wholesale, 0) as wholesale, coalesce(t.sales, 0) as sales
  from customer_order o
  join debtor d on d.id = o.debtor_id
  left join employee e on e.id = o.employee_id
  left join lateral (
    select count(*) as articles, sum(wholesale_cents) as wholesale, sum(sales_cents) as sales
    from article_order a where a.order_id = o.id
  ) t on true
  where o.debtor_id = $1
  order by o.updated_at desc, o.id desc
  limit ${PAGE_SIZE}`;

interface RawClient {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

export interface ScaleRow {
  database: DatabaseKind;
  route: string;
  small: { requestsPerSecond: number; p50Ms: number; p99Ms: number };
  large: { requestsPerSecond: number; p50Ms: number; p99Ms: number };
  p50Ratio: number;
  p99Ratio: number;
  /** Large set: requests per second as a ratio to the hand-written ceiling. */
  ratioToCeiling: number;
}

const figures = (result: AutocannonResult) => ({
  requestsPerSecond: Math.round(result.requests.average),
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
});

async function measureKind(kind: DatabaseKind): Promise<ScaleRow[]> {
  const size = SIZES[kind];
  const { database, cleanup } = await openBenchDatabase(kind);
  const raw = (database.db as unknown as { $client: RawClient }).$client;
  const bare = Fastify();
  try {
    await database.migrate();
    await seed(database.db);
    const dealer = await dealerDebtorId(raw);
    bare.get('/ceiling', async () => {
      const [total] = (await raw.query(CEILING_COUNT, [dealer])).rows;
      const rows = (await raw.query(CEILING_PAGE, [dealer])).rows;
      return { count: Number(total?.count), results: rows };
    });
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
      const headers = { authorization: `Bearer ${access}` };

      const addOrders = async (dealerOrders: number, otherOrders: number, dealerVissers = 0) => {
        const started = performance.now();
        const last = await raw.query('select max(id) as id from customer_order');
        for (const statement of largeDataStatements({
          debtors: size.debtors,
          dealerDebtorId: dealer,
          dealerOrders,
          otherOrders,
          articlesPerOrder: ARTICLES_PER_ORDER,
          afterOrderId: Number(last.rows[0]?.id ?? 0),
          dealerVissers,
        })) {
          await raw.query(statement);
        }
        return (performance.now() - started) / 1000;
      };
      const phase = async () => {
        const list = `${apiUrl}/api/orders/?page_size=${PAGE_SIZE}`;
        const tabList = `${apiUrl}/api/orders/?page_size=${TAB_PAGE_SIZE}`;
        const first = await getOnNewConnection(list, headers);
        const page = JSON.parse(first.body) as { count: number; results: { id: number }[] };
        if (first.status !== 200 || !page.results[0])
          throw new Error(`the order list answered ${first.status}`);
        const deep = Math.max(1, Math.floor((page.count - 1) / PAGE_SIZE));
        const routes: Record<string, LoadOptions> = {
          'order list, first page of 50': { url: list, headers },
          'order list, deep page': { url: `${list}&page=${deep}`, headers },
          'order list, q=jansen (answer grows: 2 → 40 orders)': {
            url: `${list}&q=jansen`,
            headers,
          },
          'order list, q=visser (answer stays 2 orders)': { url: `${list}&q=visser`, headers },
          'order list, q=vi (no trigram: the dealer’s orders read)': {
            url: `${list}&q=vi`,
            headers,
          },
          ...Object.fromEntries(
            ['draft', 'offered', 'confirmed', 'delivered'].map((status) => [
              `order list, status=${status} (page of ${TAB_PAGE_SIZE})`,
              { url: `${tabList}&status=${status}`, headers },
            ]),
          ),
          'order detail (5 articles)': {
            url: `${apiUrl}/api/orders/${page.results[0].id}/`,
            headers,
          },
          'ceiling: bare route, same list SQL by hand': { url: `${bareUrl}/ceiling` },
        };
        const results: Record<string, AutocannonResult> = {};
        for (const [route, options] of Object.entries(routes)) results[route] = await load(options);
        return { count: page.count, results };
      };

      const seconds0 = await addOrders(SMALL_DEALER_ORDERS, 0, 2);
      const small = await phase();
      const seconds1 = await addOrders(
        size.dealer - SMALL_DEALER_ORDERS,
        size.orders - size.dealer - SMALL_DEALER_ORDERS,
      );
      const large = await phase();
      console.log(
        `${kind}: small set (${small.count} orders of the dealer) in ${seconds0.toFixed(1)} s; ` +
          `large set (${size.orders.toLocaleString('en')} orders, ` +
          `${(size.orders * ARTICLES_PER_ORDER).toLocaleString('en')} articles, ` +
          `${large.count} of the dealer) added in ${seconds1.toFixed(1)} s`,
      );
      const ceiling = large.results['ceiling: bare route, same list SQL by hand']!;
      return Object.keys(small.results).map((route) => {
        const before = small.results[route]!;
        const after = large.results[route]!;
        return {
          database: kind,
          route,
          small: figures(before),
          large: figures(after),
          p50Ratio: after.latency.p50 / Math.max(before.latency.p50, 1),
          p99Ratio: after.latency.p99 / Math.max(before.latency.p99, 1),
          ratioToCeiling: after.requests.average / ceiling.requests.average,
        };
      });
    } finally {
      await app.close();
    }
  } finally {
    await bare.close();
    await cleanup();
  }
}

/**
 * A GET on a connection of its own. The one `fetch` keeps alive from the previous phase has been
 * idle through that phase and a data load, about as long as the server keeps an idle connection
 * open, so reusing it may meet the server closing it.
 */
function getOnNewConnection(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

async function dealerDebtorId(raw: RawClient): Promise<number> {
  const result = await raw.query("select id from debtor where number = '100231'");
  const id = result.rows[0]?.id;
  if (id === undefined) throw new Error('the demo seed has no debtor 100231 (demo-shop)');
  return Number(id);
}

export async function run(): Promise<ScaleRow[]> {
  const rows: ScaleRow[] = [];
  for (const kind of databaseKinds('large-data')) rows.push(...(await measureKind(kind)));
  console.log(
    `\nCost against data size: ${CONNECTIONS} connections, ${DURATION_S} s per route; p50/p99 in ms ` +
      '(autocannon rounds to whole ms; a ratio over a 0 or 1 ms figure is taken over 1 ms)\n',
  );
  console.log(
    '| database | route | small req/s | small p50 | small p99 | large req/s | large p50 | large p99 | p50 large/small | p99 large/small | large: ratio to ceiling |',
  );
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    console.log(
      `| ${row.database} | ${row.route} | ${row.small.requestsPerSecond} | ${row.small.p50Ms} | ${row.small.p99Ms} | ${row.large.requestsPerSecond} | ${row.large.p50Ms} | ${row.large.p99Ms} | ${row.p50Ratio.toFixed(2)} | ${row.p99Ratio.toFixed(2)} | ${row.ratioToCeiling.toFixed(3)} |`,
    );
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await run();
}
