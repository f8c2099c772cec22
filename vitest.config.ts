import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for the whole repository; each workspace is a project (`--project api`).
export default defineConfig({
  test: {
    // Two test files at a time even on two cores (Vitest's default is one fewer than the cores:
    // one on a 2-core machine). A file spends much of its time waiting on PostgreSQL, the browser
    // or its imports, so two workers on two cores took the unit tests from 368 to 258 s and the
    // PostgreSQL API tests from about 440 to 280 s. The journeys stay one file at a time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      { test: { name: 'i18n', root: 'packages/i18n', include: ['src/**/*.test.ts'] } },
      { test: { name: 'preview', root: 'packages/preview', include: ['src/**/*.test.ts'] } },
      { test: { name: 'repo', root: 'scripts', include: ['**/*.test.ts'] } },
      'apps/api/vitest.config.ts',
      'apps/web/vitest.config.ts',
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['**/*.e2e.ts'],
          // The demo database seeded once; each file's portal starts on a copy of it.
          globalSetup: ['support/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // A page answers within a second on a quiet machine, not always on a busy two-core one:
          // a poll waits as long as a person would before calling it broken.
          expect: { poll: { timeout: 10_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
