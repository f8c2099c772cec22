// The build gives Mantine's components the portal's `useId` (stable-ids-plugin.ts): the one
// import it redirects, and the installed Mantine still importing its `useId` only that way.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MANTINE_USE_ID, STABLE_USE_ID, stableIdFor } from '../../stable-ids-plugin';

const HOOKS_INDEX = '/repo/node_modules/@mantine/hooks/esm/index.mjs';

function modulesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return modulesUnder(path);
    return name.endsWith('.mjs') ? [path] : [];
  });
}

describe("Mantine's useId in the build", () => {
  it("resolves the hooks index's import of its useId to the portal's, and nothing else", () => {
    expect(stableIdFor(MANTINE_USE_ID, HOOKS_INDEX)).toBe(STABLE_USE_ID);
    expect(STABLE_USE_ID).toMatch(/src[\\/]lib[\\/]mantine-id\.ts$/);
    expect(stableIdFor('./use-idle/use-idle.mjs', HOOKS_INDEX)).toBeNull();
    expect(stableIdFor(MANTINE_USE_ID, '/repo/node_modules/other/esm/index.mjs')).toBeNull();
    expect(stableIdFor(MANTINE_USE_ID, undefined)).toBeNull();
  });

  it('is still imported by Mantine only through its hooks index, by that path', () => {
    // The package's main module is `cjs/index.cjs`; its folder's parent is the package.
    const require = createRequire(import.meta.url);
    const hooks = dirname(dirname(require.resolve('@mantine/hooks')));
    const mantine = dirname(hooks);
    const importers = ['hooks', 'core', 'dates', 'notifications']
      .flatMap((name) => modulesUnder(join(mantine, name, 'esm')))
      .filter((file) => readFileSync(file, 'utf8').includes('use-id/use-id.mjs'));
    expect(importers).toEqual([join(hooks, 'esm', 'index.mjs')]);
    expect(readFileSync(importers[0] ?? '', 'utf8')).toContain(`from "${MANTINE_USE_ID}"`);
  });
});
