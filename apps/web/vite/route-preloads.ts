// Per-route preloads: at build time, every chunk (script and stylesheet) an account page needs,
// keyed by the page's path pattern, written beside Vite's manifest. The API's SPA handler reads it
// and announces exactly those files in the HTML it answers for that path, so the browser finds a
// page's whole code with the document instead of one import level at a time (the entry, then the
// account area's route table, then the layout and the page, then what they import).
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Manifest, type Plugin, runnerImport } from 'vite';
import type { AccountRoute } from '../src/app/account-routes';

/** Where the map is written, relative to the build's folder (the API reads the same path). */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

export interface RoutePreloads {
  /** Path patterns in the router's syntax (`/account/order/:orderId`), with what each needs. */
  routes: { path: string; scripts: string[]; styles: string[] }[];
}

/** The modules a route's functions import lazily: the SSR transform writes each as a root path. */
const LAZY_IMPORT = /__vite_ssr_dynamic_import__\(\s*["']\/([^"']+)["']/g;
const lazyImports = (fn: unknown): string[] =>
  typeof fn === 'function'
    ? [...fn.toString().matchAll(LAZY_IMPORT)].map(([, id]) => id ?? '')
    : [];

const catalogue = (namespace: string) => `../../packages/i18n/src/catalogues/${namespace}.ts`;

/** A manifest entry's file, stylesheets and static imports, and theirs in turn. */
function closure(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`route preloads: ${key} is not in the build's manifest`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

export function routePreloads(): Plugin {
  let root = '';
  let base = '/';
  let outDir = '';
  return {
    name: 'atelier:route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
      outDir = config.build.outDir;
    },
    async writeBundle(_options, bundle) {
      const asset = bundle['.vite/manifest.json'];
      if (asset?.type !== 'asset') throw new Error('route preloads: the build wrote no manifest');
      const manifest = JSON.parse(String(asset.source)) as Manifest;
      const load = <T>(file: string) =>
        runnerImport<T>(join(root, file), { configFile: false, root, logLevel: 'error' });
      const [{ module: routes }, { module: shell }] = await Promise.all([
        load<{ accountRoutes: readonly AccountRoute[] }>('src/app/account-routes.ts'),
        load<{ ACCOUNT_LAYOUT_NAMESPACES: readonly string[] }>('src/app/account-namespaces.ts'),
      ]);
      // What the page's HTML already announces (the entry and what it imports).
      const entry = closure(manifest, ['index.html']);
      // Every account page waits for the route table, the layout and the layout's catalogues.
      const area = [
        'src/app/account-children.tsx',
        'src/app/account-layout.tsx',
        ...shell.ACCOUNT_LAYOUT_NAMESPACES.map(catalogue),
      ];
      const preloads: RoutePreloads = {
        routes: routes.accountRoutes.map((route) => {
          const page = lazyImports(route.load);
          if (page.length === 0) throw new Error(`route preloads: no page module for ${route.id}`);
          const files = closure(manifest, [
            ...area,
            ...page,
            ...lazyImports(route.prefetch),
            ...(route.namespaces ?? []).map(catalogue),
          ]);
          const wanted = [...files].filter((file) => !entry.has(file)).map((file) => base + file);
          return {
            path: `/account/${route.path}`,
            scripts: wanted.filter((file) => file.endsWith('.js')),
            styles: wanted.filter((file) => file.endsWith('.css')),
          };
        }),
      };
      writeFileSync(resolve(root, outDir, ROUTE_PRELOADS_FILE), `${JSON.stringify(preloads)}\n`);
    },
  };
}
