// Runtime settings from the environment (the README's configuration table).
import path from 'node:path';
import type { ProductionSite } from '@atelier/domain';
import type { DemoOutbox } from './mail/outbox.routes.js';
import { parseConfiguredKeys } from './production/integration-keys.js';

export interface Environment {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  jwtSecret: string | undefined;
  publicUrl: string;
  trustProxy: boolean | string;
  /**
   * The demo's mailbox at `api/demo/outbox/`: `loopback` (DEMO_OUTBOX=true) answers callers on this
   * machine only, `anyone` (DEMO_OUTBOX=anyone) every caller; never with SMTP_URL or DATABASE_URL.
   */
  demoOutbox: DemoOutbox;
  /** INTEGRATION_KEYS: `site=key,…`, stored hashed at start (the simulator's keys). */
  integrationKeys: { site: ProductionSite; key: string }[];
  /** INTEGRATION_RATE_LIMIT: integration calls per key and minute. */
  integrationRateLimit: number | undefined;
}

export function readEnvironment(env: NodeJS.ProcessEnv = process.env): Environment {
  const port = Number.parseInt(env.PORT ?? '3000', 10);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`Invalid PORT ${env.PORT}`);
  const host = env.HOST ?? '0.0.0.0';
  return {
    port,
    host,
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    publicUrl: env.PUBLIC_URL || `http://localhost:${port}`,
    trustProxy: env.TRUST_PROXY === 'true' ? true : env.TRUST_PROXY || false,
    demoOutbox: demoOutbox(env),
    integrationKeys: parseConfiguredKeys(env.INTEGRATION_KEYS),
    integrationRateLimit: positiveInteger(env.INTEGRATION_RATE_LIMIT, 'INTEGRATION_RATE_LIMIT'),
  };
}

/** Kept mail is readable without a log-in, so never where real accounts live or mail goes out. */
function demoOutbox(env: NodeJS.ProcessEnv): DemoOutbox {
  if (env.SMTP_URL || env.DATABASE_URL) return 'off';
  if (env.DEMO_OUTBOX === 'true') return 'loopback';
  if (env.DEMO_OUTBOX === 'anyone') return 'anyone';
  return 'off';
}

function positiveInteger(value: string | undefined, name: string): number | undefined {
  if (!value) return undefined;
  const parsed = Number.parseInt(value, 10);
  if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`Invalid ${name} ${value}`);
  return parsed;
}
