// The pages whose first HTML the server writes with their first answer (decision 102): for each,
// the build records the files its route runs (the route's chunk and every chunk it imports, at
// any depth) and the catalogues it reads beyond the first paint's, in `.vite/first-pages.json`.
// The server announces them in that HTML with `<link rel="modulepreload">`, so a phone on a slow
// line fetches them at once instead of one import level at a time after the entry has run.
import { resolve } from 'node:path';
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

export function firstPagesPlugin(pages: Record<string, FirstPageSource>): Plugin {
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
      this.emitFile({
        type: 'asset',
        fileName: FIRST_PAGES_MANIFEST,
        source: `${JSON.stringify(manifest, null, 2)}\n`,
      });
    },
  };
}
