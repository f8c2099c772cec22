// Web part of `npm run bench`: the gzipped JavaScript and CSS a browser downloads to show each
// route of the built SPA from a cold cache, read from Vite's manifest (build first:
// `npm run build -w @atelier/web`), against each route's budget in `bench/budget.json`. A route
// over its budget, or without one, fails the bench. The login route is what every visitor pays.
// Run alone with `node --import tsx bench/web-bundle.ts`.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = join(import.meta.dirname, '..', 'apps', 'web', 'dist');
export const MANIFEST = join(DIST, '.vite', 'manifest.json');
const LOGIN_ROUTE_MODULE = 'src/features/auth/login-page.tsx';
const ACCOUNT_LAYOUT_MODULE = 'src/app/account-layout.tsx';
/**
 * Pages that open outside the account area — the log-in and password pages, the shared quote, the
 * hosted shop and the kiosk — count from the entry: a visitor of theirs never loads the layout.
 */
const OUTSIDE_ACCOUNT = /^src\/features\/(?:auth|quote|shop|kiosk)\//;
/**
 * The build's list of catalogue files (apps/web/catalogues-plugin.ts): the script in the page's
 * head and the first paint's namespaces, one file each in the language shown (the default one).
 */
const CATALOGUES = join(DIST, '.vite', 'catalogues.json');
interface CataloguesManifest {
  firstPaintScript: string;
  firstPaintNamespaces: string[];
  defaultLocale: string;
  files: Record<string, Record<string, string>>;
}
const BUDGET_FILE = join(import.meta.dirname, 'budget.json');

interface Budget {
  /** Gzipped KiB. */
  js: number;
  css: number;
}
interface BudgetFile {
  routes: Record<string, Budget>;
}

export interface ManifestChunk {
  file: string;
  css?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The chunk and everything it imports statically: what must arrive before it can run. */
export function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the manifest`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

const gzipped = new Map<string, number>();
function gzippedFile(file: string): number {
  let size = gzipped.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
    gzipped.set(file, size);
  }
  return size;
}

function gzippedSize(manifest: Manifest, keys: Iterable<string>): number {
  let total = 0;
  for (const key of keys) {
    const file = manifest[key]?.file;
    if (file?.endsWith('.js')) total += gzippedFile(file);
  }
  return total;
}

/** The stylesheets of these chunks, each once. */
function gzippedCss(manifest: Manifest, keys: Iterable<string>): number {
  const files = new Set<string>();
  for (const key of keys) for (const css of manifest[key]?.css ?? []) files.add(css);
  let total = 0;
  for (const file of files) total += gzippedFile(file);
  return total;
}

export interface RouteFigure {
  route: string;
  jsGzipBytes: number;
  cssGzipBytes: number;
  budget: Budget | null;
  within: boolean;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export interface WebBundleResult {
  loginRouteGzipBytes: number;
  withinBudget: boolean;
  /** Each route from a cold cache (entry, the account layout for account pages, the route). */
  routes: RouteFigure[];
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
  const catalogues: CataloguesManifest = JSON.parse(readFileSync(CATALOGUES, 'utf8'));
  const firstPaintFiles = [
    catalogues.firstPaintScript,
    ...catalogues.firstPaintNamespaces.map((ns) => {
      const file = catalogues.files[ns]?.[catalogues.defaultLocale];
      if (!file)
        throw new Error(`the build wrote no ${ns} catalogue in ${catalogues.defaultLocale}`);
      return file;
    }),
  ];

  const entryGzipBytes = gzippedSize(manifest, entry);
  const loginRouteGzipBytes =
    gzippedSize(manifest, login) +
    firstPaintFiles.reduce((total, file) => total + gzippedFile(file), 0);
  // Account pages open inside the account layout, which is already there when they load.
  const accountShell = manifest[ACCOUNT_LAYOUT_MODULE]
    ? closure(manifest, ACCOUNT_LAYOUT_MODULE, new Set(entry))
    : entry;
  const accountLayoutGzipBytes = gzippedSize(
    manifest,
    [...accountShell].filter((k) => !entry.has(k)),
  );
  const budgets: BudgetFile = JSON.parse(readFileSync(BUDGET_FILE, 'utf8'));
  const figure = (route: string, js: number, css: number): RouteFigure => {
    const budget = budgets.routes[route] ?? null;
    const within = budget !== null && js <= budget.js * 1024 && css <= budget.css * 1024;
    return { route, jsGzipBytes: js, cssGzipBytes: css, budget, within };
  };
  const routes: RouteFigure[] = [
    figure('login', loginRouteGzipBytes, gzippedCss(manifest, login)),
    figure(
      'account layout',
      gzippedSize(manifest, accountShell),
      gzippedCss(manifest, accountShell),
    ),
  ];
  const routeExtraGzipBytes: Record<string, number> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry || !key.startsWith('src/features/')) continue;
    const base = OUTSIDE_ACCOUNT.test(key) ? entry : accountShell;
    const all = closure(manifest, key, new Set(base));
    const extra = [...all].filter((k) => !base.has(k));
    const route = key.replace(/^src\/features\//, '');
    routeExtraGzipBytes[route] = gzippedSize(manifest, extra);
    if (route !== 'auth/login-page.tsx') {
      routes.push(figure(route, gzippedSize(manifest, all), gzippedCss(manifest, all)));
    }
  }
  routes.sort((a, b) => a.route.localeCompare(b.route));

  const withinBudget = routes.every((row) => row.within);
  const budgetText = (row: RouteFigure) =>
    row.budget ? `${row.budget.js} / ${row.budget.css} KiB` : 'none';
  console.log(
    '| route (from a cold cache) | gzipped JS | gzipped CSS | budget JS / CSS | within | extra JS on top of entry or layout |',
  );
  console.log('|---|---:|---:|---:|---|---:|');
  for (const row of routes) {
    const extra = routeExtraGzipBytes[row.route];
    console.log(
      `| ${row.route === 'login' ? '/login (entry, route, catalogues)' : row.route} | ${kib(row.jsGzipBytes)} | ${kib(row.cssGzipBytes)} | ${budgetText(row)} | ${row.within ? 'yes' : 'NO'} | ${extra === undefined ? '' : kib(extra)} |`,
    );
  }
  console.log(
    `\nEntry alone: ${kib(entryGzipBytes)}; account layout on top: ${kib(accountLayoutGzipBytes)}.`,
  );
  const over = routes.filter((row) => !row.within);
  if (over.length > 0) {
    throw new Error(
      `over budget or without one in bench/budget.json: ${over.map((row) => row.route).join(', ')}`,
    );
  }
  return {
    loginRouteGzipBytes,
    withinBudget,
    routes,
    entryGzipBytes,
    accountLayoutGzipBytes,
    routeExtraGzipBytes,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await run();
}
