// `npm run bench`: every measurement of the project in one run. Each part is a module with
// `run()`, runnable on its own too (`node --import tsx bench/<part>.ts`). Figures go to the
// console and to bench/results/<timestamp>.json; compare ratios, not absolute numbers, across
// machines.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const parts: Record<string, () => Promise<{ run(): Promise<unknown> }>> = {
  domain: () => import('./domain.js'),
  api: () => import('./api.js'),
  catalogue: () => import('./catalogue.js'),
  orders: () => import('./orders.js'),
  documents: () => import('./documents.js'),
  production: () => import('./production.js'),
  track: () => import('./track.js'),
  live: () => import('./live.js'),
  'large-data': () => import('./large-data.js'),
  statements: () => import('./statements.js'),
  ceiling: () => import('./ceiling.js'),
  tokens: () => import('./tokens.js'),
  sessions: () => import('./sessions.js'),
  instances: () => import('./instances.js'),
  configurator: () => import('./configurator.js'),
  'web-bundle': () => import('./web-bundle.js'),
  lighthouse: () => import('./lighthouse.js'),
  'main-thread': () => import('./main-thread.js'),
};

const wanted = process.argv.slice(2);
const results: Record<string, unknown> = {};
let failed = false;
for (const [name, load] of Object.entries(parts)) {
  if (wanted.length > 0 && !wanted.includes(name)) continue;
  console.log(`\n### ${name}\n`);
  try {
    results[name] = await (await load()).run();
  } catch (error) {
    failed = true;
    console.error(`bench part ${name} failed:`, error);
    results[name] = { error: String(error) };
  }
}

const dir = join(import.meta.dirname, 'results');
mkdirSync(dir, { recursive: true });
const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(
  file,
  `${JSON.stringify({ node: process.version, date: new Date().toISOString(), results }, null, 2)}\n`,
);
console.log(`\nResults written to ${file}`);
process.exit(failed ? 1 : 0);
