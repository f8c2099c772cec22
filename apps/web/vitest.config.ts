import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { cataloguesPlugin } from './catalogues-plugin.ts';

export default defineConfig({
  plugins: [react(), cataloguesPlugin()],
  // The same catalogue alias as vite.config.ts (each message catalogue is its own module).
  resolve: {
    alias: [
      {
        find: /^@atelier\/i18n\/catalogues\/(.*)$/,
        replacement: fileURLToPath(
          new URL('../../packages/i18n/src/catalogues/$1', import.meta.url),
        ),
      },
    ],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // React's commits are watched from before react-dom loads (test/react-commits.ts).
    setupFiles: ['src/test/react-commits.ts', 'src/test/setup.ts'],
    restoreMocks: true,
    testTimeout: 30_000,
  },
});
