// The README's configuration table is the one list of environment variables: every variable the
// code reads (the server's `readEnvironment`, the scripts, the journeys, the bench, the tests) has
// a row, and every row names a variable the code still reads.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const SCANNED = ['apps', 'packages', 'scripts', 'e2e', 'bench', 'vitest.config.ts'];
const SKIPPED_FOLDERS = new Set([
  'node_modules',
  'dist',
  'dist-ssr',
  'data',
  'artifacts',
  'results',
  'media',
]);
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const THIS_FILE = 'scripts/readme-config.test.ts';
/** Set by Vite itself for every build, not configuration. */
const VITE_BUILT_INS = new Set(['DEV', 'PROD', 'MODE', 'SSR', 'BASE_URL']);

function sourceFiles(path: string): string[] {
  if (!statSync(path).isDirectory()) return SOURCE.test(path) ? [path] : [];
  return readdirSync(path)
    .filter((name) => !SKIPPED_FOLDERS.has(name))
    .flatMap((name) => sourceFiles(join(path, name)));
}

const NAME = '[A-Z_][A-Z0-9_]*';
const READS = [
  // process.env.NAME, and env.NAME of an environment handed on (readEnvironment's `env`, a
  // script's copy of process.env, Vite's import.meta.env)
  new RegExp(`\\b(?:process\\.)?env\\.(${NAME})\\b`, 'g'),
  // process.env['NAME']
  new RegExp(`\\bprocess\\.env\\[\\s*['"\`](${NAME})['"\`]\\s*\\]`, 'g'),
];
/** const { NAME, OTHER: alias = 'x' } = process.env */
const DESTRUCTURED = /\{([^{}]*)\}\s*=\s*(?:process\.env|env)\b/g;
/** process.env[variable]: the names are the file's string literals shaped like a variable. */
const DYNAMIC = /\bprocess\.env\[\s*[A-Za-z_$][\w$]*\s*\]/;
const QUOTED_NAME = /['"]([A-Z][A-Z0-9]*_[A-Z0-9_]+)['"]/g;

/** The environment variables a source text reads. */
function variablesIn(text: string): string[] {
  const names = new Set<string>();
  for (const pattern of READS) for (const match of text.matchAll(pattern)) names.add(match[1]);
  for (const match of text.matchAll(DESTRUCTURED)) {
    for (const part of match[1].split(',')) {
      const key = part.split(/[:=]/)[0].trim();
      if (new RegExp(`^${NAME}$`).test(key)) names.add(key);
    }
  }
  if (DYNAMIC.test(text)) for (const match of text.matchAll(QUOTED_NAME)) names.add(match[1]);
  return [...names].filter((name) => !VITE_BUILT_INS.has(name));
}

/** Every environment variable the code reads, with the files that read it. */
function variablesReadByCode(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const path of SCANNED.flatMap((entry) => sourceFiles(join(ROOT, entry)))) {
    const file = relative(ROOT, path).split(sep).join('/');
    if (file === THIS_FILE) continue;
    for (const name of variablesIn(readFileSync(path, 'utf8'))) {
      found.set(name, [...(found.get(name) ?? []), file]);
    }
  }
  return found;
}

/** The first column of the table under the README's "Configuration" heading. */
function variablesInReadme(readme: string): string[] {
  const lines = readme.split('\n');
  const start = lines.findIndex((line) => /^##\s+Configuration\s*$/.test(line));
  if (start < 0) throw new Error('README.md has no "## Configuration" section');
  const rows: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (/^##\s/.test(line)) break;
    if (!line.startsWith('|')) {
      if (rows.length > 0) break;
      continue;
    }
    rows.push(line);
  }
  return rows
    .slice(2) // the header and its separator
    .map((row) => row.split('|')[1].trim().replace(/`/g, ''));
}

describe('the README configuration table', () => {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');

  it('lists every environment variable the code reads, and no other', () => {
    const inCode = variablesReadByCode();
    const inReadme = variablesInReadme(readme);
    const missingFromReadme = [...inCode.keys()]
      .filter((name) => !inReadme.includes(name))
      .sort()
      .map((name) => `${name} (read in ${inCode.get(name)?.join(', ')})`);
    const notReadByCode = inReadme.filter((name) => !inCode.has(name)).sort();
    expect({ missingFromReadme, notReadByCode }).toEqual({
      missingFromReadme: [],
      notReadByCode: [],
    });
  });

  it('names each variable once', () => {
    const inReadme = variablesInReadme(readme);
    expect(inReadme.filter((name, index) => inReadme.indexOf(name) !== index)).toEqual([]);
  });

  it('finds a read in each of the forms the code uses', () => {
    const reads: [string, string[]][] = [
      ['const a = process.env.ALPHA_ONE;', ['ALPHA_ONE']],
      ["const b = process.env['BETA_TWO'];", ['BETA_TWO']],
      ['const port = env.GAMMA ?? 3;', ['GAMMA']],
      ['const { DELTA, EPSILON_X: e = 1 } = process.env;', ['DELTA', 'EPSILON_X']],
      ['const url = import.meta.env.VITE_ZETA || import.meta.env.DEV;', ['VITE_ZETA']],
      ["const only = (v: string) => process.env[v];\nonly('ETA_PAGES');", ['ETA_PAGES']],
      ["const note = 'NOT_READ';", []],
    ];
    for (const [code, names] of reads) expect(variablesIn(code).sort(), code).toEqual(names);
  });
});
