// Every locked package runs on the Node the portal declares: a package whose `engines.node` leaves
// out the declared minimum makes `npm install` warn (EBADENGINE) and may use what that Node lacks.
// Pin or override such a package to a version that accepts the declared Node, or replace it.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');

interface Locked {
  version?: string;
  engines?: Record<string, string> | string[];
}

const manifest = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as {
  engines?: { node?: string };
};
const lock = JSON.parse(readFileSync(resolve(ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, Locked>;
};

/** The Node range a locked package asks for, from the object form or the old array form. */
function nodeRange(engines: Locked['engines']): string | undefined {
  if (Array.isArray(engines)) {
    const entry = engines.find((item) => /^node\b/.test(item));
    return entry?.replace(/^node\s*/, '');
  }
  return engines?.node;
}

describe('the Node the portal declares', () => {
  const declared = manifest.engines?.node ?? '';
  const minimum = semver.minVersion(declared);

  it('is a range with a lowest version', () => {
    expect(semver.validRange(declared), `engines.node in package.json: "${declared}"`).not.toBe(
      null,
    );
    expect(minimum).not.toBe(null);
  });

  it('is accepted by every locked package', () => {
    const installed = Object.entries(lock.packages).filter(([path]) =>
      path.includes('node_modules/'),
    );
    expect(installed.length).toBeGreaterThan(0);
    const refusing = installed.flatMap(([path, entry]) => {
      const range = nodeRange(entry.engines);
      if (range === undefined || minimum === null) return [];
      const accepts = semver.validRange(range) !== null && semver.satisfies(minimum, range);
      return accepts ? [] : [`${path}@${entry.version ?? '?'} wants node ${range}`];
    });
    expect(refusing, `locked packages that refuse Node ${minimum?.version}`).toEqual([]);
  });
});
