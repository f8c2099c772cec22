// What the built web leaves out. Building a zod schema runs when its module loads, so a schema
// that only the server reads costs every page that loads its module, unless the bundler may drop
// it (decision 112: the web build treats call chains on `z` as pure).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ASSETS = join(import.meta.dirname, '..', 'apps', 'web', 'dist', 'assets');

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
});
