import { defineConfig } from 'vitest/config';

// Run from the repository root: `npx vitest run --project api`. With TEST_DATABASE=postgres every
// test file gets its own PostgreSQL database on DATABASE_URL's server; otherwise PGlite in memory,
// cloned from one migrated and seeded template made once per run.
export default defineConfig({
  test: {
    name: 'api',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
