// What the built web leaves out, and how it cuts the account area into files. Building a zod
// schema runs when its module loads, so a schema that only the server reads costs every page that
// loads its module, unless the bundler may drop it (decision 112: the web build treats call chains
// on `z` as pure). A phone fetches a page's files a few at a time, so the account layout's own
// modules arrive in one file (decision 118).
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_FRAME, SIGNED_IN_FRAME } from '../apps/web/module-graph.js';
import { closure, MANIFEST, type Manifest } from '../bench/web-bundle.js';

/** A module's name, as the bundler names a file after it. */
const moduleName = (path: string) => basename(path).replace(/\.tsx?$/, '');

/** How many of the app's modules (web and packages) bear each name. */
const MODULE_NAMES = new Map<string, number>();
const REPO = join(import.meta.dirname, '..');
for (const root of [
  'apps/web/src',
  ...readdirSync(join(REPO, 'packages')).map((pkg) => `packages/${pkg}/src`),
]) {
  const files = readdirSync(join(REPO, root), {
    recursive: true,
    encoding: 'utf8',
  });
  for (const file of files.filter((name) => /\.tsx?$/.test(name))) {
    MODULE_NAMES.set(moduleName(file), (MODULE_NAMES.get(moduleName(file)) ?? 0) + 1);
  }
}

const DIST = join(import.meta.dirname, '..', 'apps', 'web', 'dist');
const ASSETS = join(DIST, 'assets');

/** The files a module's chunk needs before it runs (itself included), from the build's manifest. */
function chunksOf(module: string): string[] {
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
  return [...closure(manifest, module)].map((key) => manifest[key]?.file ?? key);
}

describe('the built web', () => {
  it('carries no schema only the server reads (the error body of contracts/session.ts)', () => {
    const scripts = readdirSync(ASSETS).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    // The error body's description exists for the API's OpenAPI document only.
    const carrying = scripts.filter((file) =>
      readFileSync(join(ASSETS, file), 'utf8').includes('On a 5xx answer: the trace id'),
    );
    expect(carrying).toEqual([]);
  });

  it("loads the account layout's own modules (frame, menus, banners, route table) as one file", () => {
    const files = chunksOf('src/app/account-layout.tsx').map((file) => basename(file));
    const groups = ['account-frame', 'signed-in-frame'];
    for (const group of groups) {
      expect(files.filter((file) => file.startsWith(`${group}-`))).toHaveLength(1);
    }
    // The back office's layout shares the second file, not the dealer's frame.
    const staff = chunksOf('src/app/manage-layout.tsx').map((file) => basename(file));
    expect(staff.filter((file) => file.startsWith('signed-in-frame-'))).toHaveLength(1);
    expect(staff.filter((file) => file.startsWith('account-frame-'))).toEqual([]);
    // Left to itself, the bundler gave the banner, the page header, the back link, the support
    // contacts… files of 0.1–1 KiB each, named after their module (a name no other module has).
    const frameNames = [...ACCOUNT_FRAME, ...SIGNED_IN_FRAME]
      .map(moduleName)
      .filter((name) => !groups.includes(name) && (MODULE_NAMES.get(name) ?? 0) === 1);
    expect(frameNames).toContain('version-banner');
    const apart = files.filter((file) =>
      frameNames.some((name) => new RegExp(`^${name}-[\\w-]{8}\\.js$`).test(file)),
    );
    expect(apart).toEqual([]);
  });
});
