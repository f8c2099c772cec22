// The journeys judge accessibility with the current axe-core (4.14 or later), injected from their
// own dependency: @axe-core/playwright alone would run the older engine it brings along, where
// rules such as label-content-name-mismatch are still experimental and off.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const E2E = resolve(import.meta.dirname, '..', 'e2e');
const MINIMUM = [4, 14];

function atLeast(version: string, minimum: number[]): boolean {
  const parts = version.split(/[.-]/).slice(0, 2).map(Number);
  for (const [i, least] of minimum.entries()) {
    const part = parts[i] ?? 0;
    if (part !== least) return part > least;
  }
  return true;
}

describe('the journeys’ accessibility engine', () => {
  const manifest = JSON.parse(readFileSync(resolve(E2E, 'package.json'), 'utf8')) as {
    devDependencies: Record<string, string>;
  };
  const require = createRequire(resolve(E2E, 'package.json'));

  it('asks for axe-core 4.14 or later', () => {
    const range = manifest.devDependencies['axe-core'] ?? '';
    expect(range, 'axe-core in e2e/package.json').toMatch(/^[\^~]?\d+\.\d+/);
    expect(atLeast(range.replace(/^[\^~]/, ''), MINIMUM), range).toBe(true);
  });

  it('has axe-core 4.14 or later installed where the journeys find it', () => {
    const installed = (require('axe-core/package.json') as { version: string }).version;
    expect(atLeast(installed, MINIMUM), installed).toBe(true);
    const source = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
    expect(source.slice(0, 40)).toContain(`axe v${installed}`);
  });

  it('locks no older axe-core anywhere, not even the one @axe-core/playwright asks for', () => {
    // The root's overrides lift @axe-core/playwright's own axe-core (it pins ~4.13 and its 4.14
    // needs a newer Node than the portal's), so one current engine is installed, whichever copy a
    // tool or a reader picks.
    const lock = JSON.parse(readFileSync(resolve(E2E, '..', 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { version?: string }>;
    };
    const copies = Object.entries(lock.packages).filter(([path]) =>
      path.endsWith('node_modules/axe-core'),
    );
    expect(copies.length).toBeGreaterThan(0);
    for (const [path, { version = '' }] of copies) {
      expect(atLeast(version, MINIMUM), `${path} ${version}`).toBe(true);
    }
  });

  it('injects that axe-core into every page it checks', () => {
    const support = readFileSync(resolve(E2E, 'support/axe.ts'), 'utf8');
    expect(support).toContain("require.resolve('axe-core/axe.min.js')");
    const browser = readFileSync(resolve(E2E, 'support/browser.ts'), 'utf8');
    expect(browser).toMatch(/import \{[^}]*\baxeSource\b[^}]*\} from '\.\/axe\.js'/);
    const builders = [...browser.matchAll(/new AxeBuilder\(([^)]*)\)/g)].map((m) => m[1]);
    expect(builders.length).toBeGreaterThan(0);
    for (const options of builders) expect(options).toMatch(/\baxeSource\b/);
  });

  it('finds no AxeBuilder outside the journeys’ support file', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        if (name === 'node_modules' || name === 'artifacts') return [];
        const path = resolve(dir, name);
        return statSync(path).isDirectory() ? files(path) : name.endsWith('.ts') ? [path] : [];
      });
    const elsewhere = files(E2E).filter(
      (file) =>
        !file.endsWith('support/browser.ts') && readFileSync(file, 'utf8').includes('AxeBuilder'),
    );
    expect(elsewhere).toEqual([]);
  });
});
