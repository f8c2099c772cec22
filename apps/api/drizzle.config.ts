import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  // A migration is named by when it was made (UTC, YYYYMMDDHHMMSS_name), not by a running number,
  // so two branches that each add one no longer both take the next number.
  migrations: { prefix: 'timestamp' },
});
