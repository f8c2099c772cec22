// Orders part of `npm run bench`: requests per second and latency of pricing and storing an
// article (the server validates and prices with the domain, then writes in one transaction) and
// of the draft-order list, each as a ratio to a bare Fastify route in the same run, on PGlite and
// (when DATABASE_URL is set) on PostgreSQL. Run alone: `node --import tsx bench/orders.ts`.
import { EXAMPLE_CURTAIN } from '@atelier/domain/examples';
import { databaseKinds, measure, printRows, type RouteResult } from './support/load.js';

export async function run(): Promise<RouteResult[]> {
  const rows: RouteResult[] = [];
  for (const kind of databaseKinds('orders')) {
    rows.push(
      ...(await measure(kind, async ({ apiUrl, access }) => {
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
          body: JSON.stringify({ commission: 'Bench' }),
        });
        const { id } = (await created.json()) as { id: number };
        // The worked example of calculation.md §5, on the first fabric of the catalogue.
        const article = JSON.stringify({
          main_fabric: fabric.fabric_uuid,
          ...EXAMPLE_CURTAIN,
        });
        const first = await fetch(`${apiUrl}/api/orders/${id}/articles/pleatcurtain/`, {
          method: 'POST',
          headers: json,
          body: article,
        });
        if (first.status !== 201) {
          throw new Error(`article create answered ${first.status}: ${await first.text()}`);
        }
        return {
          'GET api/orders/?status=draft': {
            url: `${apiUrl}/api/orders/?status=draft`,
            headers: json,
          },
          'POST api/prices/pleatcurtain/ (price check)': {
            url: `${apiUrl}/api/prices/pleatcurtain/`,
            method: 'POST',
            headers: json,
            body: article,
          },
          // No Idempotency-Key: every request stores a new article.
          'POST api/orders/{id}/articles/pleatcurtain/ (create)': {
            url: `${apiUrl}/api/orders/${id}/articles/pleatcurtain/`,
            method: 'POST',
            headers: json,
            body: article,
          },
        };
      })),
    );
  }
  printRows('Orders and articles under load', rows);
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await run();
}
