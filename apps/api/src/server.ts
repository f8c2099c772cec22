// Starts the API: database (migrated, seeded on first start), the app, and the port.
import { buildApp } from './app.js';
import { readEnvironment } from './config.js';
import { openDatabase } from './db/client.js';
import { DataDirLockedError } from './db/lock.js';
import { prepareDatabase } from './db/prepare.js';
import { resolveJwtSecret } from './db/secret.js';
import { serverLogging } from './http/logging.js';
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
let app: Awaited<ReturnType<typeof buildApp>>;
try {
  const { seeded } = await prepareDatabase(database);
  if (seeded) console.log('Seeded the demo database (every demo password: atelier-demo).');
  app = await buildApp({
    db: database.db,
    config: {
      jwtSecret: await resolveJwtSecret({ env: env.jwtSecret, dataDir: env.dataDir, database }),
      publicUrl: env.publicUrl,
      smtpUrl: env.smtpUrl ?? null,
      ...(env.mailFrom ? { mailFrom: env.mailFrom } : {}),
      webRoot: WEB_DIST_DIR,
      trustProxy: env.trustProxy,
      demoOutbox: env.demoOutbox,
      logger: logging.logger,
    },
  });
} catch (error) {
  await database.close();
  throw error;
}
app.addHook('onClose', () => database.close());

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
