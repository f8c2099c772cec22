// API keys of the production sites: random secrets shown once and stored as SHA-256. A key acts
// for its site only; a revoked key is refused like an unknown one.
import type { ProductionSite } from '@atelier/domain';
import { KEY_PREFIX } from '../config.js';
import type { Db } from '../db/client.js';
import { configuredApiKey, hashKey, newApiKey } from '../http/api-keys.js';
import {
  findKeyByHash,
  insertIntegrationKey,
  listIntegrationKeys,
  revokeIntegrationKey,
} from './production.repository.js';

/** A new key for a site. The answer holds the only copy of the secret. */
export async function createIntegrationKey(db: Db, site: ProductionSite, label = '') {
  const { key, prefix, keyHash } = newApiKey(KEY_PREFIX);
  const row = await insertIntegrationKey(db, { site, label, prefix, keyHash });
  return { id: row.id, site, label, prefix: row.prefix, key };
}

/** The key a bearer secret stands for, or null (unknown or revoked). */
export async function keyOfSecret(db: Db, secret: string) {
  if (!secret.startsWith(KEY_PREFIX)) return null;
  const row = await findKeyByHash(db, hashKey(secret));
  return row && row.revokedAt === null ? row : null;
}

export async function listKeys(db: Db) {
  const rows = await listIntegrationKeys(db);
  return rows.map(({ keyHash: _hash, ...row }) => row);
}

export const revokeKey = (db: Db, id: number) => revokeIntegrationKey(db, id, new Date());

export async function provisionConfiguredKeys(
  db: Db,
  keys: readonly { site: ProductionSite; key: string }[],
): Promise<void> {
  for (const { site, key } of keys) {
    const known = await findKeyByHash(db, hashKey(key));
    if (known) continue;
    await insertIntegrationKey(db, { site, label: 'configured', ...configuredApiKey(key) });
  }
}
