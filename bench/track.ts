// Track part of `npm run bench`: requests per second and latency of the track list (one row per
// confirmed article with its production status, the atelier-orders query with the track filters)
// and of the dashboard's production summary, each as a ratio to a bare Fastify route in the same
// run, on PGlite and (when DATABASE_URL is set) on PostgreSQL. demo-shop first confirms a few
// orders through the API so the list has rows. Run alone: `node --import tsx bench/track.ts`.
import { EXAMPLE_CURTAIN } from '@atelier/domain/examples';
import { databaseKinds, measure, printRows, type RouteResult } from './support/load.js';

const CONFIRMED_ORDERS = 12;

export async function run(): Promise<RouteResult[]> {
  const rows: RouteResult[] = [];
  for (const kind of databaseKinds('track')) {
    rows.push(
      ...(await measure(kind, async ({ apiUrl, access }) => {
        const json = { authorization: `Bearer ${access}`, 'content-type': 'application/json' };
        const fabrics = await fetch(`${apiUrl}/api/atelier-fabrics/?page_size=1&kind=fabrics`, {
          headers: json,
        });
        const fabric = ((await fabrics.json()) as { results: { fabric_uuid: string }[] })
          .results[0];
        if (!fabric) throw new Error('the seed has no fabric');
        const article = JSON.stringify({ main_fabric: fabric.fabric_uuid, ...EXAMPLE_CURTAIN });
        for (let index = 0; index < CONFIRMED_ORDERS; index += 1) {
          const created = await fetch(`${apiUrl}/api/orders/`, {
            method: 'POST',
            headers: json,
            body: JSON.stringify({ commission: `Bench track ${index}` }),
          });
          const { id } = (await created.json()) as { id: number };
          for (let n = 0; n < 2; n += 1) {
            const added = await fetch(`${apiUrl}/api/orders/${id}/articles/pleatcurtain/`, {
              method: 'POST',
              headers: json,
              body: article,
            });
            if (added.status !== 201) throw new Error(`article answered ${added.status}`);
          }
          const confirmed = await fetch(`${apiUrl}/api/orders/${id}/confirm/`, {
            method: 'POST',
            headers: json,
            body: '{}',
          });
          if (confirmed.status !== 200) {
            throw new Error(`confirm answered ${confirmed.status}: ${await confirmed.text()}`);
          }
        }
        const list = await fetch(`${apiUrl}/api/track/`, { headers: json });
        const { count } = (await list.json()) as { count: number };
        if (count < CONFIRMED_ORDERS * 2) throw new Error(`the track list has ${count} rows`);
        return {
          'GET api/track/ (25 rows)': { url: `${apiUrl}/api/track/`, headers: json },
          'GET api/track/?group=inprogress,onhold&q=Bench': {
            url: `${apiUrl}/api/track/?group=inprogress,onhold&q=Bench`,
            headers: json,
          },
          'GET api/track/summary/': { url: `${apiUrl}/api/track/summary/`, headers: json },
        };
      })),
    );
  }
  printRows('Track load', rows);
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await run();
}
