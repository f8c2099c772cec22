// What the web build keeps of the domain when a page reads nothing of it (tree-shaking.ts): every
// domain module is loaded, and nothing of it read, and what is left to run must build no zod
// schema and make no schema's stand-in. A module-level schema is a stand-in built on first use
// (the domain's `lazySchema()`, decision 115); one left over is code every page that loads its
// module carries for one constant or one other schema. A chain on a schema held in a variable
// (`id.nullable()`) or a helper's call is a call the bundler cannot judge: the declaration goes
// through `lazySchema()` or `pure()`, and the helper carries `/*#__NO_SIDE_EFFECTS__*/` (decision
// 114; a `/* @__PURE__ */` mark would keep the call's arguments).
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { rolldown } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { watchZodBuilds } from '../../../../packages/domain/src/schemas/zod-builds.fixture';
import { treeshake } from '../../tree-shaking';

const DOMAIN = join(import.meta.dirname, '../../../../packages/domain/src');
const ENTRY = '\0every-domain-module';

/** The domain's modules, its tests and their fixtures aside. */
function domainModules(folder = DOMAIN): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return domainModules(path);
    return /\.tsx?$/.test(entry.name) &&
      !/\.(test|spec|fixture)\.tsx?$|fixtures?\.ts$/.test(entry.name)
      ? [path]
      : [];
  });
}

/** What the bundler leaves of `modules` when they are loaded and nothing of them is read. */
async function leftOver(modules: string[], annotations = true): Promise<string> {
  const bundle = await rolldown({
    input: ENTRY,
    external: [/^zod/],
    // The web loads a module for something it reads: the module is in, and what it runs as it
    // loads is kept. The package's `sideEffects: false` would drop a module loaded for nothing.
    treeshake: { ...treeshake, annotations, moduleSideEffects: 'no-external' },
    plugins: [
      {
        name: 'every-domain-module',
        resolveId: (id) => (id === ENTRY ? id : null),
        load: (id) =>
          id === ENTRY ? modules.map((path) => `import ${JSON.stringify(path)};`).join('\n') : null,
      },
    ],
  });
  const { output } = await bundle.generate({ format: 'cjs', minify: false });
  await bundle.close();
  return output.flatMap((chunk) => (chunk.type === 'chunk' ? [chunk.code] : [])).join('\n');
}

/** How many zod objects `code` builds as it runs, and how many schemas' stand-ins it makes. */
function schemasMade(code: string): { built: number; standIns: number } {
  const require = createRequire(import.meta.url);
  // zod's own first objects, before counting.
  require('zod').z.string();
  let standIns = 0;
  // A stand-in is a proxy: the code's `Proxy` counts them.
  const CountingProxy = new Proxy(Proxy, {
    construct(target, args: [object, ProxyHandler<object>]) {
      standIns += 1;
      return new target(...args);
    },
  });
  const zodBuilds = watchZodBuilds();
  try {
    new Function('require', 'module', 'exports', 'Proxy', code)(
      require,
      { exports: {} },
      {},
      CountingProxy,
    );
  } finally {
    zodBuilds.stop();
  }
  return { built: zodBuilds.built(), standIns };
}

describe('the domain in the web build', () => {
  it('keeps no schema of a module the page reads nothing of', async () => {
    const modules = domainModules();
    expect(modules.length).toBeGreaterThan(100);
    const code = await leftOver(modules);
    // On a failure, `code` is what is left, each part after its module's `// path` line.
    expect(schemasMade(code), code).toEqual({ built: 0, standIns: 0 });
  });

  it('is a check that can fail: without the side-effect declarations, stand-ins are left', async () => {
    const session = domainModules().filter((path) => path.endsWith('contracts/session.ts'));
    expect(schemasMade(await leftOver(session, false)).standIns).toBeGreaterThan(10);
  });
});
