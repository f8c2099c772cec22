// Catalogue part of `npm run bench`: the fabric list with two filters (what the fabric picker asks
// most), as requests per second relative to a bare Fastify route measured in the same run, with
// p50 and p99 latency, on PGlite and (when DATABASE_URL is set) on PostgreSQL. Run alone:
// `node --import tsx bench/catalogue.ts`.
import { databaseKinds, measure, printRows, type RouteResult } from './support/load.js';

/** Two filters and the default page, as the picker sends them. */
const FABRIC_LIST = '/api/atelier-fabrics/?fabric_type=woven,sheer&light_level=translucent';

export async function run(): Promise<RouteResult[]> {
  const rows: RouteResult[] = [];
  for (const kind of databaseKinds('catalogue')) {
    rows.push(
      ...(await measure(kind, async ({ apiUrl, access }) => {
        const headers = { authorization: `Bearer ${access}` };
        const check = await fetch(`${apiUrl}${FABRIC_LIST}`, { headers });
        const { count } = (await check.json()) as { count: number };
        if (!check.ok || count === 0) throw new Error(`the fabric list answered ${check.status}`);
        return {
          [`GET ${FABRIC_LIST} (${count} fabrics)`]: { url: `${apiUrl}${FABRIC_LIST}`, headers },
        };
      })),
    );
  }
  printRows('Catalogue load', rows);
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await run();
}
