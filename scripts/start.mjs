// `npm start`: builds what is missing or stale, then serves the API and the built web app on one
// port (PORT, default 3000) with a seeded demo database.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

/** Newest modification time of the files under `paths` (0 when none exist). */
function newest(paths) {
  let latest = 0;
  const visit = (entry) => {
    if (!existsSync(entry)) return;
    const stat = statSync(entry);
    if (stat.isDirectory()) {
      for (const name of readdirSync(entry)) {
        if (name !== 'node_modules' && name !== 'dist' && name !== 'dist-ssr')
          visit(path.join(entry, name));
      }
    } else {
      latest = Math.max(latest, stat.mtimeMs);
    }
  };
  for (const entry of paths) visit(entry);
  return latest;
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed.`);
    process.exit(result.status ?? 1);
  }
}

const shared = [at('packages', 'domain', 'src'), at('packages', 'i18n', 'src')];
const webIndex = at('apps', 'web', 'dist', 'index.html');
// The server's first paint of the hosted shop (decision 102), built with the web app.
const webFirstPaint = at('apps', 'web', 'dist-ssr', 'first-paint.js');
const webSources = [
  at('apps', 'web', 'src'),
  at('apps', 'web', 'public'),
  at('apps', 'web', 'index.html'),
  at('apps', 'web', 'vite.config.ts'),
  at('apps', 'web', 'catalogues-plugin.ts'),
  at('apps', 'web', 'first-pages-plugin.ts'),
  at('apps', 'web', 'vite.ssr.config.ts'),
  ...shared,
];
if (
  !existsSync(webIndex) ||
  !existsSync(webFirstPaint) ||
  statSync(webIndex).mtimeMs < newest(webSources)
) {
  console.log('Building the web app…');
  run('npm', ['run', 'build', '-w', '@atelier/web']);
}

// The API bundle takes about a second; building it every time keeps it from going stale.
run(process.execPath, [at('apps', 'api', 'build.mjs')]);

// `npm start` is the demo: without a mail server, mail is kept and shown at /demo/outbox so a
// newcomer can follow a password reset — to a browser on this machine only (DEMO_OUTBOX=anyone
// opens it to every caller). DEMO_OUTBOX=false closes it; SMTP_URL and DATABASE_URL always do:
// kept mail is readable without a log-in, so never where real accounts live.
const env = { ...process.env };
if (!env.SMTP_URL && !env.DATABASE_URL && env.DEMO_OUTBOX === undefined) {
  env.DEMO_OUTBOX = 'true';
  console.log(
    `No SMTP_URL: mail is kept, and readable from this machine at http://localhost:${env.PORT ?? 3000}/demo/outbox`,
  );
}

const server = spawn(
  process.execPath,
  ['--enable-source-maps', at('apps', 'api', 'dist', 'server.js')],
  {
    cwd: root,
    stdio: 'inherit',
    env,
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 1 : 0));
});
