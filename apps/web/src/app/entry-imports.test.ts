// The login route's budget (150 KiB gzipped JavaScript) holds only while the entry's static imports
// stay public-page code. A module the entry imports is bundled whole into the entry, with every
// schema and hook it exports for the account pages: one import of `api/settings` for a cache key
// brought the account's zod schemas and the query hooks onto the login page.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');

/** Static (not `import()`) imports of a module, as written. */
function staticImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of source.matchAll(/^\s*(import|export)\s(?!type\s)[^'"]*?from\s+'([^']+)'/gm)) {
    found.push(match[2] as string);
  }
  for (const match of source.matchAll(/^import\s+'([^']+)'/gm)) found.push(match[1] as string);
  return found;
}

function resolveLocal(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = join(dirname(from), spec);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

/** The app's own modules `root` loads before anything it imports with `import()`, and the packages. */
function closure(root: string) {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (modules.has(file)) return;
    modules.add(file);
    for (const spec of staticImports(file)) {
      const local = resolveLocal(file, spec);
      if (local) visit(local);
      else if (!spec.startsWith('.')) packages.add(spec);
    }
  };
  visit(join(SRC, root));
  return { modules: [...modules].map((file) => relative(SRC, file)), packages: [...packages] };
}

const entryClosure = () => closure('main.tsx');

describe('the entry (what the login page pays for)', () => {
  it('imports no endpoint module of the account area', () => {
    const api = entryClosure().modules.filter((file) => file.startsWith('api/'));
    expect(api).toEqual(['api/account-key.ts']);
  });

  it('imports neither zod nor a feature nor a kit', () => {
    const { modules, packages } = entryClosure();
    expect(packages).not.toContain('zod');
    expect(modules.filter((file) => /^(features|kits)\//.test(file))).toEqual([]);
  });
});

// The layout is evaluated before every account page. Its view-as banner imported the back office's
// debtor desk for the one call of its way out, and with it the contracts of the desk, the returns,
// the samples and the address book: their zod schemas were built on every account page's load.
describe('the account layout (what every account page pays for)', () => {
  it("imports none of the back office's endpoint modules", () => {
    const manage = closure('app/account-layout.tsx').modules.filter((file) =>
      file.startsWith('api/manage'),
    );
    expect(manage).toEqual([]);
  });
});
