// What the build records for a first page (first-pages-plugin.ts): its route's chunk and every
// chunk it imports, at any depth, once each.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesOf, routeModules } from '../../first-pages-plugin';
import { accountRoutes } from './account-routes';

const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  facadeModuleId,
});

describe('the files a first page runs', () => {
  const bundle = {
    'assets/shop-page.js': chunk(
      'assets/shop-page.js',
      ['assets/ui.js', 'assets/framework.js'],
      '/app/src/features/shop/shop-page.tsx',
    ),
    'assets/ui.js': chunk('assets/ui.js', ['assets/framework.js', 'assets/icons.js']),
    'assets/framework.js': chunk('assets/framework.js', []),
    'assets/icons.js': chunk('assets/icons.js', ['assets/framework.js']),
    'assets/other.js': chunk('assets/other.js', [], '/app/src/features/other.tsx'),
    'assets/style.css': { type: 'asset' as const, fileName: 'assets/style.css' },
  };

  it('are its chunk and its imports at any depth, once each', () => {
    expect(filesOf(bundle, '/app/src/features/shop/shop-page.tsx')).toEqual([
      'assets/shop-page.js',
      'assets/ui.js',
      'assets/framework.js',
      'assets/icons.js',
    ]);
  });

  it('refuses a module that is no route of the bundle', () => {
    expect(() => filesOf(bundle, '/app/src/features/none.tsx')).toThrow(/no chunk/);
  });
});

describe('the modules an account route runs', () => {
  it('are the module its load imports and the one its prefetch imports', () => {
    const source = `
const prefetchThing = (params) =>
  import('../features/thing/thing-prefetch').then((m) => m.prefetch(params.id));
export const routes = [
  {
    id: 'thing',
    path: 'thing/:id',
    load: () =>
      import('../features/thing/thing-page').then((m) => m.ThingPage),
    prefetch: prefetchThing,
  },
  { id: 'plain', path: 'plain', load: () => import('../features/plain/plain-page').then((m) => m.P) },
];`;
    expect(routeModules(source)).toEqual({
      thing: ['../features/thing/thing-page', '../features/thing/thing-prefetch'],
      plain: ['../features/plain/plain-page'],
    });
  });

  it('are read for every route of the account area’s table, each a module of the app', () => {
    const table = join(import.meta.dirname, 'account-routes.ts');
    const routes = routeModules(readFileSync(table, 'utf8'));
    expect(Object.keys(routes)).toEqual(accountRoutes.map((route) => route.id));
    expect(routes.curtainEdit).toEqual([
      '../features/curtain/curtain-page',
      '../features/curtain/curtain-prefetch',
    ]);
    for (const modules of Object.values(routes)) {
      for (const module of modules) expect(module).toMatch(/^\.\.\/features\/[\w-]+\/[\w-]+$/);
    }
  });
});
