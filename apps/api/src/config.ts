// Runtime settings from the environment (DESIGN §3).
import path from 'node:path';

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
  /** The demo's mailbox at `api/demo/outbox/` (never with SMTP_URL). */
  demoOutbox: boolean;
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
    demoOutbox: env.DEMO_OUTBOX === 'true' && !env.SMTP_URL,
  };
}
