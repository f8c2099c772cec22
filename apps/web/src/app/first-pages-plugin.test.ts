// What the build records for a first page (first-pages-plugin.ts): its route's chunk and every
// chunk it imports, at any depth, once each.
import { describe, expect, it } from 'vitest';
import { filesOf } from '../../first-pages-plugin';

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
