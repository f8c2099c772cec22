// What the web build knows of the app's module graph, read from the source before bundling: which
// of the app's modules a module imports (following relative imports, not `import type`), the names
// it takes from a package, and the account layout's own modules (decision 118). vite.config.ts
// groups chunks with it; e2e/web-build.e2e.ts checks the built files against it.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A file of the app, by its path from `apps/web`. */
export function appFile(path: string): string {
  return fileURLToPath(new URL(path, import.meta.url));
}

/** The app's modules a module imports, as written: `import … from './x'` (not `import type`). */
const STATIC_IMPORT = /^(?:import|export)\s(?!type\s)[^'"]*?from\s+'(\.[^']+)'/gm;
/** … and `import('./x')`, which loads a module later. */
const LATER_IMPORT = /\bimport\('(\.[^']+)'\)/g;

/** The module a relative import names, from the file that imports it. */
function resolveLocal(importer: string, from: string): string | undefined {
  const base = join(dirname(importer), from);
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(existsSync);
}

/**
 * The app's modules a module imports, with those they import in turn; with `later`, also those
 * any of them loads with `import()`.
 */
export function staticClosure(root: string, { later = false } = {}): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    const imports = [
      ...source.matchAll(STATIC_IMPORT),
      ...(later ? source.matchAll(LATER_IMPORT) : []),
    ];
    for (const [, from] of imports) {
      const local = resolveLocal(file, from ?? '');
      if (local) visit(local);
    }
  };
  visit(root);
  return seen;
}

/** Names a module imports from a package, with those of the app's modules it imports in turn. */
export function namedImports(root: string, pkg: string): Set<string> {
  const names = new Set<string>();
  for (const file of staticClosure(root)) {
    const source = readFileSync(file, 'utf8');
    for (const [, list, from] of source.matchAll(/^import\s+\{([^}]*)\}\s+from\s+'([^']+)'/gm)) {
      if (from === pkg) {
        for (const name of (list ?? '').split(',')) {
          const [imported] = name.trim().split(/\s+as\s+/);
          if (imported && !imported.startsWith('type ')) names.add(imported);
        }
      }
    }
  }
  return names;
}

/**
 * The modules of the pages anyone may open without signing in (the router's own routes to a
 * feature: log-in, quote link, hosted shop, kiosk…), with all they load, then or later.
 */
const ROUTER = appFile('./src/app/router.tsx');
export const PUBLIC_MODULES = new Set(
  [...readFileSync(ROUTER, 'utf8').matchAll(LATER_IMPORT)]
    .filter(([, from]) => from?.startsWith('../features/'))
    .flatMap(([, from]) => {
      const page = resolveLocal(ROUTER, from ?? '');
      if (!page) throw new Error(`router.tsx loads ${from}, which is not a module of the app`);
      return [...staticClosure(page, { later: true })];
    }),
);

const ACCOUNT_LAYOUT = appFile('./src/app/account-layout.tsx');
const MANAGE_LAYOUT = appFile('./src/app/manage-layout.tsx');
const accountRuns = staticClosure(ACCOUNT_LAYOUT);
const manageRuns = staticClosure(MANAGE_LAYOUT);
/** Run by signed-in pages only, and not a layout's own module (the router loads that by name). */
const signedInOnly = (file: string) =>
  !PUBLIC_MODULES.has(file) && file !== ACCOUNT_LAYOUT && file !== MANAGE_LAYOUT;

/**
 * The app's modules the account layout runs and the back office's does not: the dealer's frame,
 * menus, banners and the account area's route table.
 */
export const ACCOUNT_FRAME = new Set(
  [...accountRuns].filter((file) => signedInOnly(file) && !manageRuns.has(file)),
);

/**
 * The app's modules both layouts run and no public page does: the page header, the brand, the
 * version banner.
 */
export const SIGNED_IN_FRAME = new Set(
  [...accountRuns].filter((file) => signedInOnly(file) && manageRuns.has(file)),
);
