// The server's first paint (src/ssr/first-paint.tsx, decision 102): one module for Node with
// everything it draws with bundled in, so the server loads it without the web app's packages.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { cataloguesPlugin } from './catalogues-plugin.ts';

export default defineConfig({
  // The catalogues' module gives the language names; its files are the browser's build's.
  plugins: [react(), cataloguesPlugin({ emit: false })],
  define: {
    __SENTRY_DEBUG__: 'false',
    __SENTRY_EXCLUDE_REPLAY_WORKER__: 'true',
  },
  ssr: { noExternal: true },
  build: {
    ssr: 'src/ssr/first-paint.tsx',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    copyPublicDir: false,
    rolldownOptions: { output: { entryFileNames: 'first-paint.js' } },
  },
});
