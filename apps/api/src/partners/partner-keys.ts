// A chain's keys to the partner API, made like the factories' integration keys (http/api-keys.ts):
// a random secret with its own prefix, shown once and stored as SHA-256. A key acts for its chain
// only; a revoked key is refused like an unknown one.
import { PARTNER_KEY_PREFIX } from '../config.js';
import type { Db } from '../db/client.js';
import { configuredApiKey, hashKey, newApiKey } from '../http/api-keys.js';
import { chainByCode, findPartnerKeyByHash, insertPartnerKey } from './partners.repository.js';

/** The chain a partner call acts for, from its key. */
export interface ChainCaller {
  keyId: number;
  chainId: number;
  chainName: string;
  keyPrefix: string;
}

/** A new key for a chain. The answer holds the only copy of the secret. */
export async function createPartnerKey(
  db: Db,
  chainId: number,
  label: string,
  createdBy: number | null,
) {
  const { key, prefix, keyHash } = newApiKey(PARTNER_KEY_PREFIX);
  const row = await insertPartnerKey(db, { chainId, label, prefix, keyHash, createdBy });
  return { row, key };
}

/** The chain a bearer secret acts for, or null (unknown or revoked). */
export async function chainOfSecret(db: Db, secret: string): Promise<ChainCaller | null> {
  if (!secret.startsWith(PARTNER_KEY_PREFIX)) return null;
  const row = await findPartnerKeyByHash(db, hashKey(secret));
  if (!row || row.revokedAt !== null) return null;
  return { keyId: row.id, chainId: row.chainId, chainName: row.chainName, keyPrefix: row.prefix };
}

/**
 * Keys given in the configuration (PARTNER_KEYS), stored hashed when not there yet. A key naming
 * a chain that does not exist is skipped: the answer names it, for the log.
 */
export async function provisionPartnerKeys(
  db: Db,
  keys: readonly { chain: string; key: string }[],
): Promise<string[]> {
  const unknown: string[] = [];
  for (const { chain, key } of keys) {
    const found = await chainByCode(db, chain);
    if (!found) {
      unknown.push(chain);
      continue;
    }
    const stored = configuredApiKey(key);
    if (await findPartnerKeyByHash(db, stored.keyHash)) continue;
    await insertPartnerKey(db, {
      chainId: found.id,
      label: 'configured',
      createdBy: null,
      ...stored,
    });
  }
  return unknown;
}
