// A label followed by its value is written by the catalogue (`common:labelled`), because the
// languages differ in how: French sets a space before the colon ("Référence : KO-77"). A colon
// typed after a translated label in a component would be right in six languages and wrong in one.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const WEB = resolve(import.meta.dirname, '..', 'apps/web/src');

function components(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return components(path);
    return name.endsWith('.tsx') && !name.endsWith('.test.tsx') ? [path] : [];
  });
}

/** `{t('some.label')}:` — a translated text with a colon typed after it. */
const TYPED_COLON = /\{t\((?:[^{}]|\{[^{}]*\})*\)\}\s*:/g;

describe('labels and their values', () => {
  it('take their separator from the catalogue, not from a colon in a component', () => {
    const found = components(WEB).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(TYPED_COLON)].map(
        (match) => `${relative(WEB, file)}: ${match[0]}`,
      ),
    );
    expect(found).toEqual([]);
  });
});
