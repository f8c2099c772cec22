// Starts the API: database (migrated, seeded on first start), the app, and the port.
import { buildApp } from './app.js';
import { readEnvironment } from './config.js';
import { openDatabase } from './db/client.js';
import { DataDirLockedError } from './db/lock.js';
import { resolveJwtSecret } from './db/secret.js';
import { prepareDatabase, refreshStatistics } from './db/seed/prepare.js';
import { productionDemoNeeded, seedProductionDemo } from './db/seed/production-demo.js';
import { serverLogging } from './http/logging.js';
import { createPgLiveBus } from './live/pg-live-bus.js';
import { WEB_DIST_DIR } from './paths.js';

const env = readEnvironment();
const logging = serverLogging(process.env.LOG_LEVEL ?? 'info');
const database = await openDatabase({ dataDir: env.dataDir, databaseUrl: env.databaseUrl }).catch(
  (error: unknown) => {
    if (error instanceof DataDirLockedError) {
      console.error(`${error.message} Stop that process first, or set another DATA_DIR.`);
      process.exit(1);
    }
    throw error;
  },
);
// Several instances on one PostgreSQL tell each other's live streams through LISTEN/NOTIFY.
const liveBus =
  database.kind === 'postgres' && env.databaseUrl
    ? createPgLiveBus(env.databaseUrl, { log: (message) => console.warn(message) })
    : undefined;
let app: Awaited<ReturnType<typeof buildApp>>;
try {
  const { seeded } = await prepareDatabase(database);
  if (seeded) console.log('Seeded the demo database (every demo password: atelier-demo).');
  if (await productionDemoNeeded(database.db)) {
    const { orders } = await seedProductionDemo(database.db);
    console.log(`Seeded ${orders} demo orders in production.`);
  }
  await refreshStatistics(database);
  app = await buildApp({
    db: database.db,
    config: {
      jwtSecret: await resolveJwtSecret({ env: env.jwtSecret, dataDir: env.dataDir, database }),
      publicUrl: env.publicUrl,
      smtpUrl: env.smtpUrl ?? null,
      ...(env.mailFrom ? { mailFrom: env.mailFrom } : {}),
      webRoot: WEB_DIST_DIR,
      ...(liveBus ? { liveBus } : {}),
      trustProxy: env.trustProxy,
      // Never on PostgreSQL: real accounts live there, whatever DEMO_OUTBOX says.
      demoOutbox: database.kind === 'postgres' ? 'off' : env.demoOutbox,
      integrationKeys: env.integrationKeys,
      ...(env.integrationRateLimit ? { integrationRateLimit: env.integrationRateLimit } : {}),
      partnerKeys: env.partnerKeys,
      ...(env.partnerRateLimit ? { partnerRateLimit: env.partnerRateLimit } : {}),
      sentryDsn: env.sentryDsn ?? null,
      telemetry: env.telemetry,
      metricsToken: env.metricsToken ?? null,
      logger: logging.logger,
    },
  });
} catch (error) {
  await liveBus?.close();
  await database.close();
  throw error;
}
app.addHook('onClose', async () => {
  await liveBus?.close();
  await database.close();
});

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Finish requests in flight, then close the database (which releases the PGlite lock).
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => {
        logging.flush();
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        logging.flush();
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: env.port, host: env.host });
const where = database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${env.dataDir}`;
console.log(`Atelier is running at ${env.publicUrl} (database: ${where})`);
