import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { cataloguesPlugin } from './catalogues-plugin.ts';
import { firstPagesPlugin } from './first-pages-plugin.ts';
import { ACCOUNT_FRAME, appFile, namedImports, SIGNED_IN_FRAME } from './module-graph.ts';
import { ACCOUNT_LAYOUT_NAMESPACES, CONSUMER_NAMESPACES } from './src/app/page-namespaces.ts';
import { stableIdsPlugin } from './stable-ids-plugin.ts';
import { treeshake } from './tree-shaking.ts';

// The API is same-origin in production; in development Vite forwards its two prefixes.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT || 3000}`;

/** The entry chunk's file (Vite names it after index.html). */
const ENTRY_CHUNK = /(^|\/)index-[\w-]+\.js$/;
/** The entry's module (index.html's script). */
const ENTRY_MODULE = /[\\/]src[\\/]main\.tsx$/;
/** What the entry loads for every account page: the route table and the layout. */
const ACCOUNT_SHELL = /(^|\/)(?:account-children|account-layout)-[\w-]+\.js$/;

const NODE_MODULES = /node_modules[\\/]/;
/** Mantine, with the libraries its components are built on. */
const MANTINE =
  /node_modules[\\/](?:@mantine[\\/](?:core|hooks|notifications|store)|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|detect-node-es|aria-hidden|tslib|react-number-format|react-textarea-autosize|clsx)[\\/]/;
const ICONS = /node_modules[\\/]@tabler[\\/]icons-react[\\/]/;
/** The list kit's stacked rows and cell lines (scripts and stylesheets). */
const LIST_ROWS = /[\\/]src[\\/]kits[\\/]list-page[\\/](?:stacked-rows|cell-lines)\.(?:tsx|css)$/;

/** The Mantine components and icons a page draws, with its hooks: the modules that hold them. */
function pageUi(page: string): RegExp {
  const root = appFile(page);
  const components = [...namedImports(root, '@mantine/core')].join('|');
  const icons = [...namedImports(root, '@tabler/icons-react')].join('|');
  // `useDebouncedValue` lives in `use-debounced-value/`.
  const hooks = [...namedImports(root, '@mantine/hooks')]
    .map((hook) => hook.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`))
    .join('|');
  const parts = [
    `@mantine[\\\\/]core[\\\\/]esm[\\\\/]components[\\\\/](?:${components})[\\\\/]`,
    `@tabler[\\\\/]icons-react[\\\\/]dist[\\\\/]esm[\\\\/]icons[\\\\/](?:${icons})\\.mjs$`,
    ...(hooks ? [`@mantine[\\\\/]hooks[\\\\/]esm[\\\\/](?:${hooks})[\\\\/]`] : []),
  ];
  return new RegExp(`node_modules[\\\\/](?:${parts.join('|')})`);
}

/** The Mantine components and icons the log-in page draws (on top of what the entry holds). */
const LOGIN_UI = pageUi('./src/features/auth/login-page.tsx');
/**
 * What the hosted shop's configurator draws before the customer acts (the consumer kit's
 * configurator, basket and header): its dialogs, drawing and contact form load later.
 */
const CONSUMER_UI = pageUi('./src/features/shop/shop-page.tsx');

/**
 * React Router's package points every import at its development build, which checks and warns as
 * it routes (`ENABLE_DEV_WARNINGS`); the production build beside it is the same code without them.
 * The portal's build takes that one.
 */
const ROUTER_PRODUCTION = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: ROUTER_PRODUCTION }] : [],
  },
  plugins: [
    react(),
    cataloguesPlugin(),
    // Mantine's components take React's ids, not a random one set after their first commit.
    stableIdsPlugin(),
    // The hosted shop's first HTML carries the shop's answer and announces what its page runs;
    // an account page's carries its frame and announces the account layout (decision 107).
    firstPagesPlugin(
      {
        shop: { module: 'src/features/shop/shop-page.tsx', namespaces: CONSUMER_NAMESPACES },
        account: { module: 'src/app/account-layout.tsx', namespaces: ACCOUNT_LAYOUT_NAMESPACES },
      },
      { account: 'src/app/account-routes.ts' },
    ),
  ],
  define: {
    // The Sentry SDK's debug logging and its inline replay worker are left out of the bundle: the
    // worker is served as a file of its own (lib/error-replay.ts).
    __SENTRY_DEBUG__: 'false',
    __SENTRY_EXCLUDE_REPLAY_WORKER__: 'true',
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/easyorder': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The bundle bench reads the manifest to know which chunks the login route needs.
    manifest: true,
    modulePreload: {
      // Every browser the portal supports knows <link rel="modulepreload">.
      polyfill: false,
      // The entry holds one lazy import per route; listing every chunk each of them needs would
      // make the first page (the login) carry a few kilobytes of file names, so the entry
      // announces only stylesheets, except for the account area's route table and layout, which
      // every account page waits for. Everywhere else (the page's HTML, the account area's route
      // table) every chunk a lazy route needs is announced at once: on a slow network the
      // browser would otherwise find them one import level at a time.
      resolveDependencies: (file, deps, { hostId, hostType }) =>
        hostType === 'html' || !ENTRY_CHUNK.test(hostId) || ACCOUNT_SHELL.test(file)
          ? deps
          : deps.filter((dep) => dep.endsWith('.css')),
    },
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // Schemas no browser code reads are dropped (tree-shaking.ts, decisions 112 and 114).
      treeshake,
      output: {
        codeSplitting: {
          // What every page needs, in one chunk: it compresses better than a dozen small ones.
          // Only what the first page runs: `use-sync-external-store`'s `with-selector` builds are
          // not among it and stay with the pages that import them.
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](?:(?:react|react-dom|scheduler|react-router|i18next|react-i18next)[\\/]|use-sync-external-store[\\/](?!.*with-selector))/,
              priority: 20,
            },
            // What the entry runs besides the framework (its part of Mantine, TanStack Query), in
            // one file: it is all loaded before the first paint anyway.
            { name: 'shell', tags: ['$initial'], test: NODE_MODULES, priority: 18 },
            // The app's own modules the entry runs stay with it. Left alone, rolldown moved those a
            // lazy page also imports (the HTTP client, the session, the product's constants) into
            // files of 0.1–2 KiB of their own, which every page then fetched one by one; together
            // with the entry they compress better too (the login route: 12 files → 9, 150.3 →
            // 149.5 KiB). Lazy pages import them from the entry's file, which has run by then.
            {
              name: 'start',
              tags: ['$initial'],
              test: (id: string) => !NODE_MODULES.test(id) && !ENTRY_MODULE.test(id),
              priority: 17,
            },
            // The account layout's own modules (its frame, menus and banners, the route table), and
            // those it shares with the back office's layout only, come as one file each: left
            // alone, the bundler cut them along the pages sharing each (the page header, the back
            // link, the version banner…), files of 0.1–1 KiB that every account page fetched one
            // by one. Not their dependencies: what a public page runs too keeps its own file, so
            // no public page loads a signed-in one's code (decision 118).
            {
              name: 'account-frame',
              test: (id: string) => ACCOUNT_FRAME.has(id),
              includeDependenciesRecursively: false,
              priority: 13,
            },
            {
              name: 'signed-in-frame',
              test: (id: string) => SIGNED_IN_FRAME.has(id),
              includeDependenciesRecursively: false,
              priority: 13,
            },
            // Left alone, rolldown cuts the rest of Mantine and the icons into one chunk per set of
            // pages sharing a module: about ninety files of 0–2 KiB (InputBase, use-merged-ref, one
            // per icon) that a phone fetches six at a time, so an account page waited on a queue
            // of them. The account area's Mantine and icons load instead as one file each; the
            // log-in page's few components and icons (with what they are built on) keep a file of
            // their own, so the login route does not carry the account area's share. The hosted
            // shop's configurator does the same with what its first paint draws (beyond the
            // log-in page's, which it shares): a public page a phone opens from a cold cache, it
            // would otherwise wait on all of the account area's Mantine.
            { name: 'login-ui', test: LOGIN_UI, priority: 16 },
            { name: 'consumer-ui', test: CONSUMER_UI, priority: 15 },
            { name: 'icons', test: ICONS, priority: 14 },
            { name: 'mantine', test: MANTINE, priority: 12 },
            // The list kit's ways of drawing a row on a phone and a cell's lines, in one file with
            // one stylesheet: every page that draws a cell's lines also stacks its rows. Left
            // alone, rolldown gave each its own script and stylesheet, two more requests on the
            // order list, an order, the offer page and the track page.
            {
              name: 'list-rows',
              test: LIST_ROWS,
              includeDependenciesRecursively: false,
              priority: 11,
            },
          ],
        },
      },
    },
  },
}));
