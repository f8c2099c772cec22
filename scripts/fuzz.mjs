// `npm run fuzz`: the fuzz suite at full size (FUZZ_REQUESTS, 10,000 by default) on PGlite, then
// on PostgreSQL when DATABASE_URL names a server. The web app's files are requested too: the
// build in apps/web/dist when there is one (`npm run build`), else a small generated web app.
// Each run prints its figures: requests (and those for the web app's files), statuses, 5xx,
// shape violations, internal names, files from outside the web app, data changed by a refused
// request (every table but those that record refusals), and the time taken.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const requests = process.env.FUZZ_REQUESTS ?? '10000';
const builtWeb = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
const webRoot =
  process.env.FUZZ_WEB_ROOT ?? (existsSync(`${builtWeb}index.html`) ? builtWeb : undefined);
console.log(
  webRoot
    ? `\nThe web app's files come from ${webRoot}.\n`
    : '\napps/web/dist is not built: the fuzz serves a small generated web app (`npm run build` for the real one).\n',
);
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
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        ...run.env,
        FUZZ_REQUESTS: requests,
        ...(webRoot ? { FUZZ_WEB_ROOT: webRoot } : {}),
      },
    },
  );
  if (result.status !== 0) {
    console.error(`\nThe fuzz suite found failures on ${run.name}.`);
    process.exit(result.status ?? 1);
  }
}
