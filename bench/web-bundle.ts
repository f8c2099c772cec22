// Web part of `npm run bench`: the gzipped JavaScript a browser downloads to show each route of
// the built SPA, read from Vite's manifest (build first: `npm run build -w @atelier/web`). The
// login route is what every visitor pays; its budget is 150 KiB. Run alone with
// `node --import tsx bench/web-bundle.ts`.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = join(import.meta.dirname, '..', 'apps', 'web', 'dist');
const MANIFEST = join(DIST, '.vite', 'manifest.json');
const LOGIN_ROUTE_MODULE = 'src/features/auth/login-page.tsx';
const ACCOUNT_LAYOUT_MODULE = 'src/app/account-layout.tsx';
/** Message catalogues the app loads before its first paint (the public namespaces of lib/i18n). */
const FIRST_PAINT_CATALOGUES = ['common', 'auth'].map(
  (ns) => `../../packages/i18n/src/catalogues/${ns}.ts`,
);
const BUDGET_BYTES = 150 * 1024;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The chunk and everything it imports statically: what must arrive before it can run. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the manifest`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

function gzippedSize(manifest: Manifest, keys: Iterable<string>): number {
  let total = 0;
  for (const key of keys) {
    const file = manifest[key]?.file;
    if (file?.endsWith('.js'))
      total += gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
  }
  return total;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export interface WebBundleResult {
  loginRouteGzipBytes: number;
  budgetBytes: number;
  withinBudget: boolean;
  entryGzipBytes: number;
  accountLayoutGzipBytes: number;
  /** Extra gzipped JS each lazy page loads on top of what is already there (entry, layout). */
  routeExtraGzipBytes: Record<string, number>;
}

export async function run(): Promise<WebBundleResult> {
  if (!existsSync(MANIFEST)) {
    throw new Error(
      'apps/web/dist/.vite/manifest.json is missing: build the web app first (npm run build -w @atelier/web)',
    );
  }
  const manifest: Manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('the manifest has no entry chunk');
  const entry = closure(manifest, entryKey);
  const login = closure(manifest, LOGIN_ROUTE_MODULE, new Set(entry));
  for (const catalogue of FIRST_PAINT_CATALOGUES) closure(manifest, catalogue, login);

  const entryGzipBytes = gzippedSize(manifest, entry);
  const loginRouteGzipBytes = gzippedSize(manifest, login);
  // Account pages open inside the account layout, which is already there when they load.
  const accountShell = manifest[ACCOUNT_LAYOUT_MODULE]
    ? closure(manifest, ACCOUNT_LAYOUT_MODULE, new Set(entry))
    : entry;
  const accountLayoutGzipBytes = gzippedSize(
    manifest,
    [...accountShell].filter((k) => !entry.has(k)),
  );
  const routeExtraGzipBytes: Record<string, number> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry || !key.startsWith('src/features/')) continue;
    const base = key.startsWith('src/features/auth/') ? entry : accountShell;
    const extra = [...closure(manifest, key, new Set(base))].filter((k) => !base.has(k));
    routeExtraGzipBytes[key.replace(/^src\/features\//, '')] = gzippedSize(manifest, extra);
  }

  const withinBudget = loginRouteGzipBytes <= BUDGET_BYTES;
  console.log('| route | gzipped JS | budget |');
  console.log('|---|---:|---|');
  console.log(
    `| /login (entry, route, catalogues) | ${kib(loginRouteGzipBytes)} | ${kib(BUDGET_BYTES)}: ${withinBudget ? 'met' : 'NOT met'} |`,
  );
  console.log(`| entry alone | ${kib(entryGzipBytes)} | |`);
  console.log(`| + account layout (on top of the entry) | ${kib(accountLayoutGzipBytes)} | |`);
  for (const [route, bytes] of Object.entries(routeExtraGzipBytes).sort()) {
    console.log(`| + ${route} | ${kib(bytes)} | |`);
  }
  return {
    loginRouteGzipBytes,
    budgetBytes: BUDGET_BYTES,
    withinBudget,
    entryGzipBytes,
    accountLayoutGzipBytes,
    routeExtraGzipBytes,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await run();
  if (!result.withinBudget) process.exitCode = 1;
}
