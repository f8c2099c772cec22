// API keys of machines that call the portal without a log-in: the factories' integration keys and
// the retail chains' partner keys. One way of making them (a random secret with a recognisable
// prefix, shown once and stored as SHA-256) and one guard for the routes they open: the key as
// bearer, calls without a valid key counted per address (past their limit answered 429 before any
// key is looked up) and a valid key's own limit per minute, counted before its body is read.
import { createHash, randomBytes } from 'node:crypto';
import type { ErrorCode } from '@atelier/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';
import { MemoryThrottle } from './rate-limit.js';

/** The characters of a key shown in lists, so that a key can be recognised. */
export const KEY_PREFIX_SHOWN = 12;
const BEARER = /^Bearer\s+(\S+)\s*$/i;

export const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** A new secret: the key (shown once), what lists show of it, and what is stored. */
export function newApiKey(keyPrefix: string) {
  const key = `${keyPrefix}${randomBytes(32).toString('base64url')}`;
  return { key, prefix: key.slice(0, KEY_PREFIX_SHOWN), keyHash: hashKey(key) };
}

/** What is stored of a key given in the configuration (it is not shown by the portal). */
export function configuredApiKey(key: string) {
  return { prefix: key.slice(0, KEY_PREFIX_SHOWN), keyHash: hashKey(key) };
}

export interface KeyGuard<K> {
  /** The key a bearer secret stands for (its prefix checked, revoked keys refused), or null. */
  find(secret: string): Promise<K | null>;
  /** What the key's own limit counts by. */
  idOf(key: K): number;
  /** Keeps the key on the request for the routes. */
  admit(request: FastifyRequest, key: K): void;
  /** The realm of `WWW-Authenticate` and of the log line. */
  realm: string;
  /** The 401's code. */
  refusal: ErrorCode;
  /** Calls per valid key and minute. */
  rateLimit: number;
  /** Calls without a valid key one address may make per minute. */
  refusedPerAddress: number;
}

/** Installs the guard on every route of `app` (a plugin's scope): keys only, no log-in. */
export function guardWithKeys<K>(app: FastifyInstance, guard: KeyGuard<K>): void {
  // Not the dealer's token check: these routes are public to it and checked here instead.
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, public: true };
  });
  const refused = new MemoryThrottle(guard.refusedPerAddress, 60_000);
  const perKey = new MemoryThrottle(guard.rateLimit, 60_000);
  const admitted = new WeakMap<FastifyRequest, number>();
  // The key first: an address past its refused calls is answered before its key is looked up.
  app.addHook('onRequest', async (request, reply) => {
    request.startedAt = performance.now();
    const address = request.ip;
    refused.check(address, Date.now());
    const secret = BEARER.exec(request.headers.authorization ?? '')?.[1];
    const key = secret ? await guard.find(secret) : null;
    if (!key) {
      const now = Date.now();
      refused.take(address, now);
      if (refused.wait(address, now) > 0) {
        request.log.warn(
          { address, refused: guard.refusedPerAddress, realm: guard.realm },
          'calls without a valid key: address throttled for a minute',
        );
      }
      reply.header('www-authenticate', `Bearer realm="${guard.realm}"`);
      throw new AppError(guard.refusal);
    }
    admitted.set(request, guard.idOf(key));
    guard.admit(request, key);
  });
  // Then the key's own limit, before its body is read.
  app.addHook('preParsing', async (request) => {
    const id = admitted.get(request);
    if (id !== undefined) perKey.take(String(id), Date.now());
  });
}
