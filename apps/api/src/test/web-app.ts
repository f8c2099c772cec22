// A built web app of the tests' own, served by a test app (the first-HTML tests, decisions 102 and
// 107): its index.html, the build's manifests of first pages and catalogues, and a first paint.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FIRST_PAGE_ELEMENT_ID, type FirstPageData } from '@atelier/domain';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestContext } from './app.js';

export const INDEX = `<!doctype html>
<html lang="nl">
  <head>
    <title>Atelier</title>
    <script type="module" crossorigin src="/assets/index-e1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-f1.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** A built web app in a folder of its own, with a first paint that says what it was given. */
function webApp(painter: string | null) {
  const base = mkdtempSync(path.join(tmpdir(), 'atelier-first-page-'));
  const webRoot = path.join(base, 'dist');
  mkdirSync(path.join(webRoot, '.vite'), { recursive: true });
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(path.join(webRoot, 'index.html'), INDEX);
  writeFileSync(
    path.join(webRoot, '.vite', 'first-pages.json'),
    JSON.stringify({
      shop: {
        files: ['assets/shop-page-s1.js', 'assets/index-e1.js', 'assets/framework-f1.js'],
        namespaces: ['shop'],
      },
      account: {
        files: ['assets/account-layout-a1.js', 'assets/framework-f1.js'],
        namespaces: ['shell'],
      },
      // A route of the account area: its files, one of them the layout's too.
      'account:order': {
        files: ['assets/order-page-o1.js', 'assets/framework-f1.js', 'assets/table-t1.js'],
        namespaces: [],
      },
    }),
  );
  writeFileSync(
    path.join(webRoot, '.vite', 'catalogues.json'),
    JSON.stringify({
      firstPaintNamespaces: ['common'],
      files: {
        common: {
          nl: 'assets/catalogues/common.nl.c1.js',
          en: 'assets/catalogues/common.en.c1.js',
        },
        shop: { nl: 'assets/catalogues/shop.nl.s1.js', en: 'assets/catalogues/shop.en.s1.js' },
        shell: { nl: 'assets/catalogues/shell.nl.h1.js', de: 'assets/catalogues/shell.de.h1.js' },
      },
    }),
  );
  if (painter !== null) {
    mkdirSync(path.join(base, 'dist-ssr'));
    writeFileSync(path.join(base, 'dist-ssr', 'first-paint.js'), painter);
  }
  return { webRoot, remove: () => rmSync(base, { recursive: true, force: true }) };
}

export function firstPageOf(html: string): FirstPageData | null {
  const match = new RegExp(
    `<script type="application/json" id="${FIRST_PAGE_ELEMENT_ID}">([^<]*)</script>`,
  ).exec(html);
  return match ? (JSON.parse(match[1]!) as FirstPageData) : null;
}

/** An app serving a built web app of its own for the tests of this block; the app, once started. */
export function useAppWithWeb(painter: string | null): () => TestContext {
  const web = webApp(painter);
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ webRoot: web.webRoot });
  });
  afterAll(async () => {
    await ctx.app.close();
    await ctx.database.close();
    web.remove();
  });
  return () => ctx;
}
