import { defineConfig } from 'vitest/config';

// One runner for the whole repository; each workspace is a project (`--project api`).
export default defineConfig({
  test: {
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
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
