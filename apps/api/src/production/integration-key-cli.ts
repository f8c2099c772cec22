// `npm run integration-key -- create <site> [label]`, `… list`, `… revoke <id>`: an
// administrator's keys for the factories' integration API. The key is printed once; only its hash
// is stored. With the embedded database, stop the server first (one process holds the data dir).
import { PRODUCTION_SITES } from '@atelier/domain';
import { isProductionSite, readEnvironment } from '../config.js';
import { openDatabase } from '../db/client.js';
import { prepareDatabase } from '../db/seed/prepare.js';
import { createIntegrationKey, listKeys, revokeKey } from './integration-keys.js';

const [command, argument, ...rest] = process.argv.slice(2);
const usage = `Usage: npm run integration-key -- create <${PRODUCTION_SITES.join('|')}> [label]
       npm run integration-key -- list
       npm run integration-key -- revoke <id>`;

const env = readEnvironment(process.env);
const database = await openDatabase({ dataDir: env.dataDir, databaseUrl: env.databaseUrl });
let exitCode = 0;
try {
  await prepareDatabase(database);
  if (command === 'create' && argument && isProductionSite(argument)) {
    const created = await createIntegrationKey(database.db, argument, rest.join(' '));
    console.log(
      `Key ${created.id} for ${created.site}${created.label ? ` (${created.label})` : ''}:`,
    );
    console.log(created.key);
    console.log('Keep it now: it is not stored and cannot be shown again.');
  } else if (command === 'list') {
    for (const key of await listKeys(database.db)) {
      const state = key.revokedAt ? `revoked ${key.revokedAt.toISOString()}` : 'active';
      const used = key.lastUsedAt ? `last used ${key.lastUsedAt.toISOString()}` : 'never used';
      console.log(`${key.id}\t${key.site}\t${key.prefix}…\t${key.label}\t${state}\t${used}`);
    }
  } else if (command === 'revoke' && argument && /^[0-9]+$/.test(argument)) {
    if (await revokeKey(database.db, Number(argument))) console.log(`Key ${argument} revoked.`);
    else {
      console.error(`No active key ${argument}.`);
      exitCode = 1;
    }
  } else {
    console.error(usage);
    exitCode = 2;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  exitCode = 1;
} finally {
  await database.close();
}
process.exit(exitCode);
