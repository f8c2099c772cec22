// Production part of `npm run bench`: status events accepted per second through the factories'
// integration API (key check, rate limit, audit, one transaction per event with the article's row
// lock, the order settled) — one event per call and batches of 50 — as a ratio to a bare Fastify
// route in the same run, on PGlite and (when DATABASE_URL is set) on PostgreSQL. Every event is a
// new one (its own id, a later time): a restatement of `binnen` with another planned date, spread
// over 20 articles. Run alone: `node --import tsx bench/production.ts`.
import { EXAMPLE_CURTAIN } from '@atelier/domain/examples';
import { createIntegrationKey } from '../apps/api/src/production/integration-keys.js';
import { databaseKinds, measure, printRows, type RouteResult } from './support/load.js';

const ARTICLES = 20;
const BATCH = 50;

export async function run(): Promise<RouteResult[]> {
  const rows: RouteResult[] = [];
  for (const kind of databaseKinds('production')) {
    rows.push(
      ...(await measure(
        kind,
        async ({ apiUrl, access, database }) => {
          const json = { authorization: `Bearer ${access}`, 'content-type': 'application/json' };
          const fabrics = await fetch(`${apiUrl}/api/atelier-fabrics/?page_size=1&kind=fabrics`, {
            headers: json,
          });
          const fabric = ((await fabrics.json()) as { results: { fabric_uuid: string }[] })
            .results[0];
          if (!fabric) throw new Error('the seed has no fabric');
          const created = await fetch(`${apiUrl}/api/orders/`, {
            method: 'POST',
            headers: json,
            body: JSON.stringify({ commission: 'Bench production' }),
          });
          const { id } = (await created.json()) as { id: number };
          const numbers: string[] = [];
          for (let i = 0; i < ARTICLES; i++) {
            const article = await fetch(`${apiUrl}/api/orders/${id}/articles/pleatcurtain/`, {
              method: 'POST',
              headers: json,
              body: JSON.stringify({ main_fabric: fabric.fabric_uuid, ...EXAMPLE_CURTAIN }),
            });
            if (article.status !== 201) throw new Error(`article: ${await article.text()}`);
            numbers.push(((await article.json()) as { order_number: string }).order_number);
          }
          const confirmed = await fetch(`${apiUrl}/api/orders/${id}/confirm/`, {
            method: 'POST',
            headers: json,
            body: '{}',
          });
          if (confirmed.status !== 200) throw new Error(`confirm: ${await confirmed.text()}`);
          const { key } = await createIntegrationKey(database.db, 'ateliergenemuiden', 'bench');
          const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
          let serial = 0;
          const event = () => {
            serial += 1;
            return {
              event_id: `bench-${serial}`,
              order_number: numbers[serial % ARTICLES]!,
              status: 'binnen',
              occurred_at: new Date(Date.UTC(2030, 0, 1) + serial * 1000).toISOString(),
              planned_date: serial % 2 === 0 ? '2030-02-01' : '2030-02-02',
            };
          };
          const eventsBody = (count: number) =>
            JSON.stringify({ events: Array.from({ length: count }, event) });
          const url = `${apiUrl}/api/integration/v1/events/`;
          return {
            'GET api/integration/v1/articles/ (pull, 20)': {
              url: `${apiUrl}/api/integration/v1/articles/?limit=20`,
              headers,
            },
            'POST api/integration/v1/events/ (1 event per call)': {
              url,
              method: 'POST',
              headers,
              requests: [{ setupRequest: (request) => ({ ...request, body: eventsBody(1) }) }],
            },
            [`POST api/integration/v1/events/ (${BATCH} events per call)`]: {
              url,
              method: 'POST',
              headers,
              requests: [{ setupRequest: (request) => ({ ...request, body: eventsBody(BATCH) }) }],
            },
          };
        },
        // The limit is the production setting's concern, not this measurement's.
        { integrationRateLimit: 1_000_000 },
      )),
    );
  }
  printRows('Production: the factories’ integration API under load', rows);
  console.log(`(events per second in a ${BATCH}-event batch: the requests per second × ${BATCH})`);
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await run();
}
