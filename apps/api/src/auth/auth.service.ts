// Log-in, refresh and verify (portal §7 "Session and user").
import { randomUUID } from 'node:crypto';
import type { TokenPair } from '@atelier/domain';
import type { Db } from '../db/client.js';
import { AppError } from '../http/errors.js';
import { refuseWhileWaiting, windowWait } from '../http/rate-limit.js';
import {
  clearFailures,
  type FailureCount,
  findUserForLogin,
  insertRefreshToken,
  isActiveUser,
  isLiveRefreshToken,
  isLiveSession,
  lockThrottleKeys,
  loginAttemptsSince,
  pruneExpiredRefreshTokens,
  pruneLoginAttempts,
  recordLoginAttempt,
  refreshTokenState,
  revokeFamily,
  rotateRefreshToken,
  staffRoleOf,
  THROTTLE_LOCK,
} from './auth.repository.js';
import { verifyPassword } from './passwords.js';
import { REFRESH_TOKEN_SECONDS, type Signer, type TokenClaims, tokenDigest } from './tokens.js';

/**
 * Log-in throttling. Per client address: at most MAX_FAILURES_PER_ADDRESS checked attempts per
 * window, then 429 until the oldest leaves it. Per username the limit slows rather than blocks, so
 * a stranger's guesses cannot lock the rightful user out: MAX_FAILURES_PER_USERNAME attempts are
 * checked freely, after that one attempt at a time, each waiting for the one before it by a delay
 * that doubles from LOGIN_BACKOFF_BASE_MS with every further failure, never beyond
 * LOGIN_BACKOFF_MAX_MS. The right password therefore gets in after at most that wait. Only checked
 * attempts are recorded; refused ones (429) change nothing.
 */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_USERNAME = 10;
export const MAX_FAILURES_PER_ADDRESS = 30;
export const LOGIN_BACKOFF_BASE_MS = 1000;
export const LOGIN_BACKOFF_MAX_MS = 30_000;

/** The delay a username's next attempt waits after its latest one, with `failures` in the window. */
export function loginBackoffMs(failures: number): number {
  if (failures < MAX_FAILURES_PER_USERNAME) return 0;
  const doublings = Math.min(failures - MAX_FAILURES_PER_USERNAME, 30);
  return Math.min(LOGIN_BACKOFF_BASE_MS * 2 ** doublings, LOGIN_BACKOFF_MAX_MS);
}

function usernameWait({ count, newest }: FailureCount, now: number): number {
  const delay = loginBackoffMs(count);
  if (delay === 0 || newest === null) return 0;
  return newest.getTime() + delay - now;
}

/**
 * How long a rotated refresh token still answers its successor pair instead of counting as stolen:
 * two tabs of one browser share the token and refresh within moments of each other.
 */
export const REFRESH_GRACE_MS = 30_000;

export function normaliseUsername(username: string): string {
  return username.trim().toLowerCase();
}

/**
 * Where the end of a session is told: the live bus (live/live-bus.ts, given by app.ts), whose
 * streams then close. Named here so that auth, which every module's routes use, imports no module.
 */
export interface SessionEndings {
  publish(
    events: readonly {
      type: 'sessions_ended';
      userId: number;
      familyId: string | null;
      keepFamilyId: null;
    }[],
  ): void;
}

/** Which log-in throttle refused an attempt: the username's slowing, or the address's limit. */
export type LoginThrottleKind = 'username' | 'address';

/** Told of every log-in attempt a throttle refused (the metrics count them by kind). */
export interface LoginThrottles {
  refused(kind: LoginThrottleKind): void;
}

/** A rotated token's claims with the staff hint its predecessor carried. */
const withStaff = (rotated: TokenClaims, presented: TokenClaims): TokenClaims =>
  presented.staff
    ? { userId: rotated.userId, familyId: rotated.familyId, staff: presented.staff }
    : { userId: rotated.userId, familyId: rotated.familyId };

export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly signer: Signer,
    /** Told when a session ends, so its live streams close at once on every instance. */
    private readonly live?: SessionEndings,
    /** The throttle's clock; tests move it instead of waiting. */
    private readonly clock: () => Date = () => new Date(),
    private readonly throttles?: LoginThrottles,
  ) {}

  /** A new session: a fresh refresh-token family and its first pair. */
  async startSession(db: Db, userId: number): Promise<TokenPair> {
    await pruneExpiredRefreshTokens(db, userId);
    return this.issuePair(db, userId, randomUUID());
  }

  private async issuePair(db: Db, userId: number, familyId: string): Promise<TokenPair> {
    const staff = await staffRoleOf(db, userId);
    const claims: TokenClaims = staff ? { userId, familyId, staff } : { userId, familyId };
    const [access, refresh] = await Promise.all([
      this.signer.sign('access', claims),
      this.signer.sign('refresh', claims),
    ]);
    await insertRefreshToken(db, {
      userId,
      familyId,
      tokenHash: tokenDigest(refresh),
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_SECONDS * 1000),
    });
    return { access, refresh };
  }

  async login(username: string, password: string, address: string): Promise<TokenPair> {
    const name = normaliseUsername(username);
    await this.claimLoginAttempt(name, address);
    const user = await findUserForLogin(this.db, name);
    const valid = await verifyPassword(user?.passwordHash ?? null, password);
    // A failed attempt keeps its record as the failure.
    if (!user || !valid || !user.isActive) throw new AppError('invalid_credentials');
    await clearFailures(this.db, name);
    return this.startSession(this.db, user.id);
  }

  /**
   * Decides, before the (slow) hash check, whether this attempt may be checked, and records it if
   * so; one decision at a time per username and per address (http/rate-limit.ts), so parallel guesses
   * are checked no more often than the limits allow and a burst still gets its first ones checked.
   */
  private async claimLoginAttempt(name: string, address: string): Promise<void> {
    const at = this.clock();
    const now = at.getTime();
    const since = new Date(now - LOGIN_WINDOW_MS);
    await this.db.transaction(async (tx) => {
      await lockThrottleKeys(tx, [
        [THROTTLE_LOCK.loginUsername, name],
        [THROTTLE_LOCK.loginAddress, address],
      ]);
      const { byUsername, byAddress } = await loginAttemptsSince(tx, name, address, since);
      const waits = {
        username: usernameWait(byUsername, now),
        address: windowWait(byAddress, MAX_FAILURES_PER_ADDRESS, LOGIN_WINDOW_MS, now),
      };
      // Counted once, as the throttle whose wait is the longer (the one the answer's Retry-After names).
      if (waits.username > 0 || waits.address > 0) {
        this.throttles?.refused(waits.address > waits.username ? 'address' : 'username');
      }
      refuseWhileWaiting([waits.username, waits.address]);
      await recordLoginAttempt(tx, name, address, at);
    });
    await pruneLoginAttempts(this.db, since);
  }

  /**
   * Rotates a refresh token. Presenting the rotated one again within REFRESH_GRACE_MS while its
   * successor is still unused (two tabs refreshing at once) answers the same successor pair; later,
   * or once the successor has been used (so also a token two rotations old), it revokes the family.
   */
  async refresh(token: string): Promise<TokenPair> {
    const claims = await this.signer.verify('refresh', token);
    if (!claims) throw new AppError('token_not_valid');
    const digest = tokenDigest(token);
    let ended: TokenClaims | null = null;
    const outcome = await this.db.transaction(async (tx) => {
      const rotated = await rotateRefreshToken(tx, digest);
      if (rotated.status === 'unknown') return null;
      if (rotated.status === 'reused') {
        const { rotatedAt } = rotated;
        if (rotatedAt === null || Date.now() - rotatedAt.getTime() > REFRESH_GRACE_MS) {
          await revokeFamily(tx, rotated.familyId);
          ended = rotated;
          return null;
        }
        // The grace covers the immediate predecessor while its successor is unused. A token two
        // rotations old, or one whose successor has been used, is a replay: the family ends.
        const pair = await this.successorPair(withStaff(rotated, claims), digest, rotatedAt);
        const successor = await refreshTokenState(tx, tokenDigest(pair.refresh));
        if (successor === 'used') {
          await revokeFamily(tx, rotated.familyId);
          ended = rotated;
          return null;
        }
        const live = successor === 'unused' && (await isActiveUser(tx, rotated.userId));
        return live ? pair : null;
      }
      if (!(await isActiveUser(tx, rotated.userId))) return null;
      const pair = await this.successorPair(withStaff(rotated, claims), digest, rotated.rotatedAt);
      await insertRefreshToken(tx, {
        userId: rotated.userId,
        familyId: rotated.familyId,
        tokenHash: tokenDigest(pair.refresh),
        expiresAt: new Date(rotated.rotatedAt.getTime() + REFRESH_TOKEN_SECONDS * 1000),
      });
      return pair;
    });
    if (ended) this.sessionEnded(ended);
    if (!outcome) throw new AppError('token_not_valid');
    return outcome;
  }

  /** Closes the live streams of an ended session, on every instance. */
  private sessionEnded({ userId, familyId }: TokenClaims): void {
    this.live?.publish([{ type: 'sessions_ended', userId, familyId, keepFamilyId: null }]);
  }

  /** The pair that follows a refresh token, the same every time it is computed. */
  private async successorPair(
    claims: TokenClaims,
    predecessorDigest: string,
    rotatedAt: Date,
  ): Promise<TokenPair> {
    const stamp = (type: string) => ({
      issuedAt: rotatedAt,
      id: tokenDigest(`${predecessorDigest}:${type}`),
    });
    const [access, refresh] = await Promise.all([
      this.signer.sign('access', claims, stamp('access')),
      this.signer.sign('refresh', claims, stamp('refresh')),
    ]);
    return { access, refresh };
  }

  /**
   * Ends the session a refresh token belongs to (log-out); its access tokens stop at once, and so
   * do its live streams.
   */
  async logout(token: string): Promise<void> {
    const claims = await this.signer.verify('refresh', token);
    if (!claims) throw new AppError('token_not_valid');
    await revokeFamily(this.db, claims.familyId);
    this.sessionEnded(claims);
  }

  /** True for a valid access token, or a refresh token that is still live. */
  async verify(token: string): Promise<boolean> {
    const access = await this.signer.verify('access', token);
    if (access) return isLiveSession(this.db, access.userId, access.familyId);
    const refresh = await this.signer.verify('refresh', token);
    if (!refresh) return false;
    return isLiveRefreshToken(this.db, tokenDigest(token));
  }
}
