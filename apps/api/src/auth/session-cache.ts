// The account context of each session, kept in this instance's memory (decision 098). A kept
// context is used only after the request's own statement (`session_stamp`, two index probes) has
// read, at that moment, that the session is live and that the account's context version is the
// one the context was read at. The database raises that version on every change of what the
// context is made of (its triggers: the account's row, its shops, their entitlements), so a
// change or a revocation made through any instance, or behind all of them, is what every instance
// answers on its next request: nothing is announced, so nothing can arrive late. What is saved is
// the context's own statement (debtors, entitlements, settings) and the building of the
// principal; the round trip stays.

import type { Db } from '../db/client.js';
import { deepFreeze } from '../db/stored.js';
import type { Principal } from '../tenancy/scope.js';
import { loadSessionContext, type SessionContext, sessionStamp } from './principal.repository.js';
import { ACCESS_TOKEN_SECONDS } from './tokens.js';

export interface SessionCacheLimits {
  /** Sessions kept per instance; the one read longest ago makes room for a new one. */
  entries: number;
  /** A kept context is read anew after this long even when nothing changed (ms). */
  maxAgeMs: number;
}

/**
 * At most 5,000 sessions (a context is a few kilobytes), each read anew at least as often as its
 * access token is renewed: the version check is what keeps an entry right; the age only bounds
 * how long a change the version could not see (a write with the triggers switched off) stays.
 */
export const SESSION_CACHE_LIMITS: SessionCacheLimits = {
  entries: 5_000,
  maxAgeMs: ACCESS_TOKEN_SECONDS * 1000,
};

interface Entry {
  userId: number;
  version: number;
  /** Frozen: every request of the session reads the same object. */
  principal: Principal;
  readAt: number;
}

/** Kept contexts by session (refresh-token family), bounded in number and age. */
export class SessionCache {
  readonly #entries = new Map<string, Entry>();

  constructor(
    private readonly limits: SessionCacheLimits = SESSION_CACHE_LIMITS,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get size(): number {
    return this.#entries.size;
  }

  /** The context kept for the session, when it is `userId`'s and young enough. */
  get(familyId: string, userId: number): Readonly<Entry> | undefined {
    const entry = this.#entries.get(familyId);
    if (!entry || entry.userId !== userId) return undefined;
    if (this.now() - entry.readAt >= this.limits.maxAgeMs) {
      this.#entries.delete(familyId);
      return undefined;
    }
    return entry;
  }

  /** Keeps a context just read; the map stays in the order entries were read. */
  set(familyId: string, userId: number, context: SessionContext): Principal {
    this.#entries.delete(familyId);
    while (this.#entries.size >= this.limits.entries) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.#entries.delete(oldest.value);
    }
    const principal = deepFreeze(context.principal);
    this.#entries.set(familyId, {
      userId,
      version: context.version,
      principal,
      readAt: this.now(),
    });
    return principal;
  }

  delete(familyId: string): void {
    this.#entries.delete(familyId);
  }
}

/** The caller of each access token, through this instance's cache. */
export class SessionPrincipals {
  constructor(
    private readonly db: Db,
    readonly cache: SessionCache = new SessionCache(),
  ) {}

  /**
   * The account acting in session `familyId`, as it stands now; null when the account is gone or
   * disabled, or the session ended. One statement when the kept context still holds (or none is
   * kept), two when it changed.
   */
  async principal(userId: number, familyId: string): Promise<Principal | null> {
    const kept = this.cache.get(familyId, userId);
    if (kept) {
      const stamp = await sessionStamp(this.db, userId, familyId);
      if (!stamp?.live) {
        this.cache.delete(familyId);
        return null;
      }
      if (stamp.version === kept.version) return kept.principal;
    }
    const context = await loadSessionContext(this.db, userId, familyId);
    if (!context) {
      this.cache.delete(familyId);
      return null;
    }
    return this.cache.set(familyId, userId, context);
  }
}
