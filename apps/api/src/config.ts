// Runtime settings from the environment (the README's configuration table).
import path from 'node:path';
import { PRODUCTION_SITES, type ProductionSite, parseDsn } from '@atelier/domain';

/** Who may read the demo's kept mail: nobody, callers on this machine, or anyone. */
export type DemoOutbox = 'off' | 'loopback' | 'anyone';

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
  /** PARTNER_KEYS: `chain=key,…`, stored hashed at start (a chain's key given as configuration). */
  partnerKeys: { chain: string; key: string }[];
  /** PARTNER_RATE_LIMIT: partner API calls per key and minute. */
  partnerRateLimit: number | undefined;
  /** SENTRY_DSN: pass the browsers' error reports on to this Sentry instead of keeping them. */
  sentryDsn: string | undefined;
  /** Tracing: spans go to OTEL_EXPORTER_OTLP_ENDPOINT (none: nothing exported). */
  telemetry: {
    otlpEndpoint: string | undefined;
    /** OTEL_SERVICE_NAME (default `atelier-api`). */
    serviceName: string | undefined;
    /** OTEL_TRACES_SAMPLER is set: the SDK's sampler, not "every request". */
    samplerFromEnvironment: boolean;
  };
  /** METRICS_TOKEN: the bearer token of `/metrics`; without one, callers on this machine only. */
  metricsToken: string | undefined;
}

/** The shortest METRICS_TOKEN accepted: a token guessed is the metrics read. */
export const METRICS_TOKEN_MIN_LENGTH = 16;

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
    partnerKeys: parsePartnerKeys(env.PARTNER_KEYS),
    partnerRateLimit: positiveInteger(env.PARTNER_RATE_LIMIT, 'PARTNER_RATE_LIMIT'),
    sentryDsn: sentryDsn(env.SENTRY_DSN),
    telemetry: {
      otlpEndpoint: otlpEndpoint(env.OTEL_EXPORTER_OTLP_ENDPOINT),
      serviceName: env.OTEL_SERVICE_NAME || undefined,
      samplerFromEnvironment: Boolean(env.OTEL_TRACES_SAMPLER),
    },
    metricsToken: metricsToken(env.METRICS_TOKEN),
  };
}

/** A DSN that does not read is refused at start rather than failing every report later. */
function sentryDsn(value: string | undefined): string | undefined {
  if (!value?.trim()) return undefined;
  if (!parseDsn(value)) {
    throw new Error(`Invalid SENTRY_DSN: expected https://<key>@<host>/<project>, got ${value}`);
  }
  return value.trim();
}

function otlpEndpoint(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) {
    throw new Error(`Invalid OTEL_EXPORTER_OTLP_ENDPOINT ${value} (an http or https URL)`);
  }
  return value;
}

function metricsToken(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < METRICS_TOKEN_MIN_LENGTH || /\s/.test(value)) {
    throw new Error(
      `Invalid METRICS_TOKEN: at least ${METRICS_TOKEN_MIN_LENGTH} characters, no spaces.`,
    );
  }
  return value;
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

/**
 * Integration keys (production/integration-keys.ts) start with this, so a leaked one is
 * recognisable (secret scanners, logs); a configured key without it is refused at start.
 */
export const KEY_PREFIX = 'atk_';

/** Partner keys (partners/partner-keys.ts) start with this: a chain's key is told from a site's. */
export const PARTNER_KEY_PREFIX = 'apk_';

export function isProductionSite(value: string): value is ProductionSite {
  return (PRODUCTION_SITES as readonly string[]).includes(value);
}

/**
 * Keys given in the configuration (`INTEGRATION_KEYS=site=key,site=key`: the simulator's, or an
 * automated installation's), stored hashed like any other when they are not there yet.
 */
export function parseConfiguredKeys(
  spec: string | undefined,
): { site: ProductionSite; key: string }[] {
  if (!spec?.trim()) return [];
  return spec.split(',').map((entry) => {
    const [site, key] = entry
      .trim()
      .split('=', 2)
      .map((part) => part.trim());
    if (
      !site ||
      !key ||
      !isProductionSite(site) ||
      !key.startsWith(KEY_PREFIX) ||
      key.length < 24
    ) {
      throw new Error(
        `INTEGRATION_KEYS: "${entry.trim()}" is not site=key (sites ${PRODUCTION_SITES.join(', ')}; keys start with ${KEY_PREFIX} and have at least 24 characters).`,
      );
    }
    return { site, key };
  });
}

/**
 * A chain's keys given in the configuration (`PARTNER_KEYS=bouwmarkt-groep=apk_…`), by the chain's
 * code; stored hashed at start when the chain exists and the key is not there yet.
 */
export function parsePartnerKeys(spec: string | undefined): { chain: string; key: string }[] {
  if (!spec?.trim()) return [];
  return spec.split(',').map((entry) => {
    const [chain, key] = entry
      .trim()
      .split('=', 2)
      .map((part) => part.trim());
    if (
      !chain ||
      !key ||
      !/^[a-z0-9-]+$/.test(chain) ||
      !key.startsWith(PARTNER_KEY_PREFIX) ||
      key.length < 24
    ) {
      throw new Error(
        `PARTNER_KEYS: "${entry.trim()}" is not chain=key (a chain's code; keys start with ${PARTNER_KEY_PREFIX} and have at least 24 characters).`,
      );
    }
    return { chain, key };
  });
}
