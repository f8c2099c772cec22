// Runs the API integration tests on the embedded database (PGlite), then again on PostgreSQL when
// DATABASE_URL names a server. Each run is a separate vitest process so nothing leaks between them.
import { spawnSync } from 'node:child_process';

const runs = [{ name: 'PGlite', env: { TEST_DATABASE: 'pglite' } }];
if (process.env.DATABASE_URL) {
  runs.push({ name: 'PostgreSQL', env: { TEST_DATABASE: 'postgres' } });
} else {
  console.log('\nDATABASE_URL is not set: the API tests run on PGlite only.\n');
}

for (const run of runs) {
  console.log(`\n=== API integration tests on ${run.name} ===\n`);
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'api'], {
    stdio: 'inherit',
    env: { ...process.env, ...run.env },
  });
  if (result.status !== 0) {
    console.error(`\nAPI integration tests failed on ${run.name}.`);
    process.exit(result.status ?? 1);
  }
}
