// The house rules (one rule in one place, layers, tenant scope in one place) as a test, so a boundary crossed fails the build instead
// of waiting for a review: features do not import features; generic UI does not import the kits
// or the features; only repositories (and the database layer itself) import Drizzle; routes do not
// import repositories; the domain imports nothing of ours; web and API never import each other;
// no two rooms of the API, nor two folders of the domain, import each other, however roundabout
// (docs/decisions.md, "Modules without loops").
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name === 'dist-ssr') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) found.push(...sourceFiles(path));
    else if (/\.(ts|tsx|mts)$/.test(name)) found.push(path);
  }
  return found;
}

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm;

interface Import {
  file: string;
  specifier: string;
  /** Repository-relative path of a relative import's target, else null. */
  target: string | null;
  typeOnly: boolean;
}

function importsOf(file: string): Import[] {
  const text = readFileSync(file, 'utf8');
  const found: Import[] = [];
  for (const match of text.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2] ?? match[3];
    if (!specifier) continue;
    const target = specifier.startsWith('.')
      ? relative(ROOT, resolve(dirname(file), specifier))
          .split(sep)
          .join('/')
      : null;
    found.push({
      file: relative(ROOT, file).split(sep).join('/'),
      specifier,
      target,
      typeOnly: /^(?:import|export)\s+type\s/.test(match[0].trim()),
    });
  }
  return found;
}

const allImports = (dir: string) => sourceFiles(join(ROOT, dir)).flatMap(importsOf);
const show = (list: Import[]) => list.map((i) => `${i.file} → ${i.specifier}`);

/**
 * The rooms of a source tree and who imports whom, type-only imports included (a reader follows a
 * type to its file as well). A room is the first folder under `src`; a file directly in `src`
 * (`app.ts`, `config.ts` …) is a room of its own, named without `.ts`. Tests and test support
 * (`*.test.ts`, `test-support.ts`, the API's `src/test/`) stand outside the rooms.
 */
function roomGraph(src: string, roomOf: (path: string) => string): Map<string, Set<string>> {
  const inSrc = (path: string) => (path.startsWith(`${src}/`) ? path.slice(src.length + 1) : null);
  const isTest = (path: string) =>
    /\.test\.(js|ts)$|(^|\/)test-support\.(js|ts)$/.test(path) || path.startsWith('test/');
  const graph = new Map<string, Set<string>>();
  for (const i of allImports(src)) {
    const from = inSrc(i.file);
    const to = i.target ? inSrc(i.target) : null;
    if (from === null || to === null || isTest(from) || isTest(to)) continue;
    const [a, b] = [roomOf(from), roomOf(to)];
    if (!graph.has(a)) graph.set(a, new Set());
    if (a !== b) graph.get(a)?.add(b);
  }
  return graph;
}

const firstSegment = (path: string) => path.split('/')[0]!.replace(/\.(js|tsx?)$/, '');

/**
 * The import loops of the graph, each as a path (`a → b → a`): for every import that lies on a
 * loop, the shortest way back to where it started. Each loop is named once, from its first room
 * (listing every simple cycle instead would run to hundreds when two loops share a room).
 */
function cycles(graph: Map<string, Set<string>>): string[] {
  const next = (room: string) => [...(graph.get(room) ?? [])].sort();
  const shortestPath = (from: string, to: string): string[] | null => {
    const cameFrom = new Map<string, string | null>([[from, null]]);
    const queue = [from];
    for (let room = queue.shift(); room !== undefined; room = queue.shift()) {
      if (room === to) {
        const path = [room];
        for (let back = cameFrom.get(room); back; back = cameFrom.get(back)) path.unshift(back);
        return path;
      }
      for (const after of next(room)) {
        if (!cameFrom.has(after)) {
          cameFrom.set(after, room);
          queue.push(after);
        }
      }
    }
    return null;
  };
  const found = new Set<string>();
  for (const room of [...graph.keys()].sort()) {
    for (const after of next(room)) {
      const back = shortestPath(after, room);
      if (!back) continue;
      const loop = [room, ...back.slice(0, -1)];
      const first = loop.indexOf([...loop].sort()[0]!);
      const turned = [...loop.slice(first), ...loop.slice(0, first)];
      found.add([...turned, turned[0]].join(' → '));
    }
  }
  return [...found].sort();
}

describe('module boundaries', () => {
  const web = allImports('apps/web/src');
  const api = allImports('apps/api/src');

  it('a web feature imports no other feature', () => {
    const featureOf = (path: string) => /^apps\/web\/src\/features\/([^/]+)/.exec(path)?.[1];
    const crossing = web.filter((i) => {
      const from = featureOf(i.file);
      const to = i.target ? featureOf(i.target) : undefined;
      return to !== undefined && from !== to;
    });
    // Only the router (apps/web/src/app) may name the features, to mount their pages.
    expect(show(crossing.filter((i) => !i.file.startsWith('apps/web/src/app/')))).toEqual([]);
  });

  it('generic UI, the api client and lib import no feature, kit or app module', () => {
    const generic = /^apps\/web\/src\/(components|api|lib)\//;
    const specific = /^apps\/web\/src\/(features|kits|app)\//;
    const crossing = web.filter((i) => generic.test(i.file) && i.target && specific.test(i.target));
    expect(show(crossing)).toEqual([]);
  });

  it('a shared kit imports no feature', () => {
    const crossing = web.filter(
      (i) =>
        i.file.startsWith('apps/web/src/kits/') && i.target?.startsWith('apps/web/src/features/'),
    );
    expect(show(crossing)).toEqual([]);
  });

  it('pages never call fetch directly: only the api client and lib talk HTTP', () => {
    const callers = sourceFiles(join(ROOT, 'apps/web/src'))
      .filter((file) => !/\.test\.tsx?$/.test(file))
      .filter((file) => /(?<![\w.])fetch\(/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(ROOT, file).split(sep).join('/'))
      .filter((file) => !/^apps\/web\/src\/(api|lib)\//.test(file));
    expect(callers).toEqual([]);
  });

  it('only repositories and the database layer import Drizzle', () => {
    const allowed = (file: string) =>
      file.endsWith('.repository.ts') ||
      file.startsWith('apps/api/src/db/') ||
      file.startsWith('apps/api/src/test/') ||
      // The fuzz harness compares what a refused request left in the tables.
      file.startsWith('apps/api/src/fuzz/') ||
      // The one debtor filter every repository applies (tenant scope in one place).
      file === 'apps/api/src/tenancy/scope.ts' ||
      /\.test\.ts$|test-support\.ts$|test-files\.ts$/.test(file);
    const crossing = api.filter((i) => i.specifier.startsWith('drizzle-orm') && !allowed(i.file));
    expect(show(crossing)).toEqual([]);
  });

  it('routes do not import repositories', () => {
    const crossing = api.filter(
      (i) => i.file.endsWith('.routes.ts') && i.target && /\.repository(\.js)?$/.test(i.target),
    );
    expect(show(crossing)).toEqual([]);
  });

  it('the domain imports nothing of ours and no I/O', () => {
    const domain = allImports('packages/domain/src').filter((i) => !/\.test\.ts$/.test(i.file));
    const crossing = domain.filter(
      (i) =>
        i.specifier.startsWith('@atelier/') ||
        /^node:|^(fs|path|http|https|net|child_process)$/.test(i.specifier) ||
        (i.target !== null && !i.target.startsWith('packages/domain/')),
    );
    expect(show(crossing)).toEqual([]);
  });

  it('the API has no import loop between its rooms', () => {
    // Two rooms stand apart from their folder. The seed (db/seed: the demo world, and prepare.ts
    // that migrates and seeds at start) fills the database through the modules' repositories: a
    // room above them, not part of db. A program (`*-cli.ts`, run by an npm script, imported by
    // nothing) stands on the top floor whatever folder holds it, like server.ts.
    const roomOf = (path: string) => {
      if (path.startsWith('db/seed/')) return 'db/seed';
      if (/-cli\.(js|ts)$/.test(path)) return path.replace(/\.(js|ts)$/, '');
      return firstSegment(path);
    };
    expect(cycles(roomGraph('apps/api/src', roomOf))).toEqual([]);
  });

  it('the domain has no import loop between its folders', () => {
    expect(cycles(roomGraph('packages/domain/src', firstSegment))).toEqual([]);
  });

  it('web and API never import each other', () => {
    const crossing = [
      ...web.filter(
        (i) => i.specifier.startsWith('@atelier/api') || i.target?.startsWith('apps/api/'),
      ),
      ...api.filter(
        (i) => i.specifier.startsWith('@atelier/web') || i.target?.startsWith('apps/web/'),
      ),
    ];
    expect(show(crossing)).toEqual([]);
  });
});
