// Bundles the API for `npm start`: src/server.ts plus our workspace packages into dist/server.js,
// and the documents' worker thread (src/documents/render-worker.ts) beside it into
// dist/render-worker.js, where documents/renderer.ts looks for it. Third-party packages stay
// external (node_modules is there at run time; some are native).
import { rm } from 'node:fs/promises';
import { build } from 'esbuild';

const root = new URL('.', import.meta.url).pathname;

/** Bundle our own packages (TypeScript sources), leave every other bare import to Node. */
const externalThirdParty = {
  name: 'external-third-party',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@atelier/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await rm(new URL('./dist', import.meta.url), { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: { server: 'src/server.ts', 'render-worker': 'src/documents/render-worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalThirdParty],
});
console.log('API built into apps/api/dist/server.js (and its render-worker.js)');
