// The JWT key: JWT_SECRET when set. Otherwise generated once and kept where every instance finds
// it: a file in DATA_DIR for the embedded database, a table for PostgreSQL (several instances).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from './client.js';
import { appSecret } from './schema/index.js';

const NAME = 'jwt_secret';

export async function resolveJwtSecret(options: {
  env?: string | undefined;
  dataDir: string;
  database: Database;
}): Promise<string> {
  if (options.env) return options.env;
  const fresh = randomBytes(48).toString('base64url');
  if (options.database.kind === 'postgres') {
    await options.database.db
      .insert(appSecret)
      .values({ name: NAME, value: fresh })
      .onConflictDoNothing();
    const [row] = await options.database.db
      .select()
      .from(appSecret)
      .where(eq(appSecret.name, NAME));
    return row!.value;
  }
  const file = path.join(options.dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(options.dataDir, { recursive: true });
  writeFileSync(file, fresh, { mode: 0o600 });
  return fresh;
}
