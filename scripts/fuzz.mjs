// `npm run fuzz`: the fuzz suite at full size (FUZZ_REQUESTS, 10,000 by default) on PGlite, then
// on PostgreSQL when DATABASE_URL names a server. Each run prints its figures: requests, 5xx,
// shape violations, internal names, data changed by a refused request, and the time taken.
import { spawnSync } from 'node:child_process';

const requests = process.env.FUZZ_REQUESTS ?? '10000';
const runs = [{ name: 'PGlite', env: { TEST_DATABASE: 'pglite' } }];
if (process.env.DATABASE_URL) {
  runs.push({ name: 'PostgreSQL', env: { TEST_DATABASE: 'postgres' } });
} else {
  console.log('\nDATABASE_URL is not set: the fuzz suite runs on PGlite only.\n');
}

for (const run of runs) {
  console.log(`\n=== fuzz: ${requests} requests on ${run.name} ===\n`);
  const result = spawnSync(
    'npx',
    ['vitest', 'run', '--project', 'api', 'src/fuzz/', '--reporter', 'verbose'],
    { stdio: 'inherit', env: { ...process.env, ...run.env, FUZZ_REQUESTS: requests } },
  );
  if (result.status !== 0) {
    console.error(`\nThe fuzz suite found failures on ${run.name}.`);
    process.exit(result.status ?? 1);
  }
}
