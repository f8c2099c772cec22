// API part of `npm run bench`: requests per second of log-in and of the settings read, each as a
// ratio to a bare Fastify route measured in the same run, on PGlite and (when DATABASE_URL is
// set) on PostgreSQL. Run alone: `node --import tsx bench/api.ts`.
import { DEMO_PASSWORD } from '../apps/api/src/db/seed/demo-data.js';
import { databaseKinds, measure, printRows, type RouteResult } from './support/load.js';

export async function run(): Promise<RouteResult[]> {
  const rows: RouteResult[] = [];
  for (const kind of databaseKinds('API')) {
    rows.push(
      ...(await measure(kind, async ({ apiUrl, access }) => ({
        'POST easyorder/token/ (argon2id)': {
          url: `${apiUrl}/easyorder/token/`,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'demo-shop', password: DEMO_PASSWORD }),
        },
        'GET api/latest-tag/ (no database)': { url: `${apiUrl}/api/latest-tag/` },
        'GET api/user/settings/': {
          url: `${apiUrl}/api/user/settings/`,
          headers: { authorization: `Bearer ${access}` },
        },
      }))),
    );
  }
  printRows('API load', rows);
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await run();
}
