import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API is same-origin in production; in development Vite forwards its two prefixes.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT || 3000}`;

/** The entry chunk's file (Vite names it after index.html). */
const ENTRY_CHUNK = /(^|\/)index-[\w-]+\.js$/;

export default defineConfig({
  plugins: [react()],
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
      // announces only stylesheets. Everywhere else (the page's HTML, the account area's route
      // table) every chunk a lazy route needs is announced at once: on a slow network the
      // browser would otherwise find them one import level at a time.
      resolveDependencies: (_file, deps, { hostId, hostType }) =>
        hostType === 'html' || !ENTRY_CHUNK.test(hostId)
          ? deps
          : deps.filter((dep) => dep.endsWith('.css')),
    },
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every page needs, in one chunk: it compresses better than a dozen small ones.
          // Only what the first page runs: `use-sync-external-store`'s `with-selector` builds are
          // the charts' (recharts, redux) and load with them, not with the login page.
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](?:(?:react|react-dom|scheduler|react-router|i18next|react-i18next)[\\/]|use-sync-external-store[\\/](?!.*with-selector))/,
              priority: 20,
            },
          ],
        },
      },
    },
  },
});
