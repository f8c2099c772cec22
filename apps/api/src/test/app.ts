// Builds the app on a fresh database for a test file; requests go through `inject`, never a port.
import { randomBytes } from 'node:crypto';
import type { AccessFlag } from '@atelier/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { type App, type AppConfig, buildApp } from '../app.js';
import type { Database } from '../db/client.js';
import { appUser, debtor } from '../db/schema/index.js';
import { DEMO_PASSWORD } from '../db/seed/demo-data.js';
import { createTestDatabase } from './database.js';

export const PUBLIC_URL = 'https://portal.atelier.example';

export interface TestContext {
  app: App;
  database: Database;
}

export async function createTestApp(config: Partial<AppConfig> = {}): Promise<TestContext> {
  const database = await createTestDatabase();
  const app = await buildApp({
    db: database.db,
    config: { jwtSecret: randomBytes(32).toString('hex'), publicUrl: PUBLIC_URL, ...config },
  });
  await app.ready();
  return { app, database };
}

/** One app per test file, closed after the file. */
export function useTestApp(config: Partial<AppConfig> = {}): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    Object.assign(context, await createTestApp(config));
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
  });
  return context;
}

/**
 * Waits for the work an answer leaves behind: the `onResponse` hooks start once the answer has
 * gone, after `inject` may already have resolved, so the background work they begin (a key's last
 * use, an audit row) is awaited only after one turn of the event loop has let them run.
 */
export async function afterAnswers(ctx: TestContext): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  await ctx.app.background.idle();
}

export async function login(
  app: App,
  username: string,
  password = DEMO_PASSWORD,
): Promise<{ access: string; refresh: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/easyorder/token/',
    payload: { username, password },
  });
  if (response.statusCode !== 200) {
    throw new Error(`log-in of ${username} failed: ${response.statusCode} ${response.body}`);
  }
  return response.json();
}

export function bearer(access: string): Record<string, string> {
  return { authorization: `Bearer ${access}` };
}

/** The manufacturer grants or withdraws an access flag (an account cannot change its own). */
export async function setAccessFlag(
  ctx: TestContext,
  username: string,
  flag: AccessFlag,
  value: boolean,
): Promise<void> {
  await ctx.database.db
    .update(appUser)
    .set({
      systemSettings: sql`${appUser.systemSettings} || jsonb_build_object(${flag}::text, ${value}::boolean)`,
    })
    .where(eq(appUser.username, username));
}

/** The id of the debtor (shop) with this customer number: tests name shops by their number. */
export async function debtorIdOf(ctx: TestContext, number: string): Promise<number> {
  const [row] = await ctx.database.db
    .select({ id: debtor.id })
    .from(debtor)
    .where(eq(debtor.number, number));
  if (!row) throw new Error(`no debtor numbered ${number}`);
  return row.id;
}
