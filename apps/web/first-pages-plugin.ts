// The pages whose first HTML the server writes with their first answer (decision 102): for each,
// the build records the files its route runs (the route's chunk and every chunk it imports, at
// any depth) and the catalogues it reads beyond the first paint's, in `.vite/first-pages.json`.
// The server announces them in that HTML with `<link rel="modulepreload">`, so a phone on a slow
// line fetches them at once instead of one import level at a time after the entry has run.
//
// The account area's pages get theirs too, one entry per route of its table (`account:<route id>`):
// the server adds the route's files to the account frame's (decision 113), so the browser fetches
// a page's code as it reads the HTML, and the bundler's preload helper, which would otherwise
// insert a link per file as the entry imports the page (forty for a configurator, in one task),
// finds them all announced.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Where the server reads what each first page runs. */
export const FIRST_PAGES_MANIFEST = '.vite/first-pages.json';

export interface FirstPageSource {
  /** The route's module, from the web app's folder (`src/features/shop/shop-page.tsx`). */
  module: string;
  /** The catalogues it reads beyond the first paint's. */
  namespaces: readonly string[];
}

export interface FirstPageFiles {
  /** The route's chunk first, then what it imports, each once; under the output directory. */
  files: string[];
  namespaces: string[];
}

interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  imports?: readonly string[];
}

/** The files `page` runs in `bundle`: its chunk and its static imports, depth first. */
export function filesOf(bundle: Record<string, ChunkLike>, moduleId: string): string[] {
  const chunk = Object.values(bundle).find(
    (output) => output.type === 'chunk' && output.facadeModuleId === moduleId,
  );
  if (!chunk) throw new Error(`no chunk of ${moduleId}: is it a route?`);
  const files: string[] = [];
  const visit = (fileName: string) => {
    if (files.includes(fileName)) return;
    files.push(fileName);
    for (const imported of bundle[fileName]?.imports ?? []) visit(imported);
  };
  visit(chunk.fileName);
  return files;
}

/**
 * The modules each route of a route table runs, by route id: the module its `load` imports and the
 * one its `prefetch` function imports, as specifiers relative to the table. Read from the table's
 * source: each route is an object literal with `id: '…'`, `load: () => import('…')` and an
 * optional `prefetch: name`, where `const name = … import('…')` is declared in the same file.
 */
export function routeModules(source: string): Record<string, string[]> {
  const prefetchers = new Map<string, string>();
  for (const match of source.matchAll(/const (\w+) = [^;]*?import\('([^']+)'\)/g)) {
    prefetchers.set(match[1] as string, match[2] as string);
  }
  const routes: Record<string, string[]> = {};
  // A route's literal starts at its id; the next route's id ends it.
  const starts = [...source.matchAll(/\bid: '([\w-]+)'/g)];
  starts.forEach((start, index) => {
    const body = source.slice(start.index, starts[index + 1]?.index ?? source.length);
    const load = /\bload:\s*\(\)\s*=>\s*import\('([^']+)'\)/.exec(body)?.[1];
    if (!load) return;
    const prefetch = /\bprefetch: (\w+)/.exec(body)?.[1];
    const prefetched = prefetch ? prefetchers.get(prefetch) : undefined;
    routes[start[1] as string] = prefetched ? [load, prefetched] : [load];
  });
  return routes;
}

/** A module's file from a specifier relative to `from` (the app writes them without extension). */
function moduleFile(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier);
  const file = [`${base}.tsx`, `${base}.ts`, base].find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`${specifier} (imported by ${from}) is no module`);
  return file;
}

export function firstPagesPlugin(
  pages: Record<string, FirstPageSource>,
  routeTables: Record<string, string> = {},
): Plugin {
  let root = process.cwd();
  return {
    name: 'atelier:first-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const manifest: Record<string, FirstPageFiles> = {};
      for (const [page, source] of Object.entries(pages)) {
        manifest[page] = {
          files: filesOf(bundle as Record<string, ChunkLike>, resolve(root, source.module)),
          namespaces: [...source.namespaces],
        };
      }
      for (const [page, table] of Object.entries(routeTables)) {
        const tableFile = resolve(root, table);
        const routes = routeModules(readFileSync(tableFile, 'utf8'));
        if (Object.keys(routes).length === 0) throw new Error(`no route found in ${table}`);
        for (const [id, modules] of Object.entries(routes)) {
          const files = modules.flatMap((module) =>
            filesOf(bundle as Record<string, ChunkLike>, moduleFile(tableFile, module)),
          );
          manifest[`${page}:${id}`] = { files: [...new Set(files)], namespaces: [] };
        }
      }
      this.emitFile({
        type: 'asset',
        fileName: FIRST_PAGES_MANIFEST,
        source: `${JSON.stringify(manifest, null, 2)}\n`,
      });
    },
  };
}
