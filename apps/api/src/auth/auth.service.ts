// Log-in, refresh and verify (portal §7 "Session and user").
import { randomUUID } from 'node:crypto';
import type { TokenPair } from '@atelier/domain';
import type { Db } from '../db/client.js';
import { AppError } from '../http/errors.js';
import {
  claimLoginAttempt,
  clearFailures,
  findUserForLogin,
  insertRefreshToken,
  isActiveUser,
  isLiveRefreshToken,
  isLiveSession,
  pruneExpiredRefreshTokens,
  refreshTokenState,
  revokeFamily,
  rotateRefreshToken,
} from './auth.repository.js';
import { verifyPassword } from './passwords.js';
import { refuseOverLimit } from './throttle.js';
import { REFRESH_TOKEN_SECONDS, type Signer, type TokenClaims, tokenDigest } from './tokens.js';

/** Failed log-ins allowed per window, per username and per client address. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_USERNAME = 10;
export const MAX_FAILURES_PER_ADDRESS = 30;

/**
 * How long a rotated refresh token still answers its successor pair instead of counting as stolen:
 * two tabs of one browser share the token and refresh within moments of each other.
 */
export const REFRESH_GRACE_MS = 30_000;

export function normaliseUsername(username: string): string {
  return username.trim().toLowerCase();
}

export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly signer: Signer,
  ) {}

  /** A new session: a fresh refresh-token family and its first pair. */
  async startSession(db: Db, userId: number): Promise<TokenPair> {
    await pruneExpiredRefreshTokens(db, userId);
    return this.issuePair(db, userId, randomUUID());
  }

  private async issuePair(db: Db, userId: number, familyId: string): Promise<TokenPair> {
    const claims = { userId, familyId };
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
    const now = Date.now();
    const since = new Date(now - LOGIN_WINDOW_MS);
    // Counted before the (slow) hash check, so parallel guesses cannot all pass the limit.
    const { byUsername, byAddress } = await claimLoginAttempt(this.db, name, address, since);
    refuseOverLimit(
      [
        { ...byUsername, max: MAX_FAILURES_PER_USERNAME },
        { ...byAddress, max: MAX_FAILURES_PER_ADDRESS },
      ],
      LOGIN_WINDOW_MS,
      now,
    );
    const user = await findUserForLogin(this.db, name);
    const valid = await verifyPassword(user?.passwordHash ?? null, password);
    // A failed attempt keeps its claim as the failure record.
    if (!user || !valid || !user.isActive) throw new AppError('invalid_credentials');
    await clearFailures(this.db, name);
    return this.startSession(this.db, user.id);
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
    const outcome = await this.db.transaction(async (tx) => {
      const rotated = await rotateRefreshToken(tx, digest);
      if (rotated.status === 'unknown') return null;
      if (rotated.status === 'reused') {
        const { rotatedAt } = rotated;
        if (rotatedAt === null || Date.now() - rotatedAt.getTime() > REFRESH_GRACE_MS) {
          await revokeFamily(tx, rotated.familyId);
          return null;
        }
        // The grace covers the immediate predecessor while its successor is unused. A token two
        // rotations old, or one whose successor has been used, is a replay: the family ends.
        const pair = await this.successorPair(rotated, digest, rotatedAt);
        const successor = await refreshTokenState(tx, tokenDigest(pair.refresh));
        if (successor === 'used') {
          await revokeFamily(tx, rotated.familyId);
          return null;
        }
        const live = successor === 'unused' && (await isActiveUser(tx, rotated.userId));
        return live ? pair : null;
      }
      if (!(await isActiveUser(tx, rotated.userId))) return null;
      const pair = await this.successorPair(rotated, digest, rotated.rotatedAt);
      await insertRefreshToken(tx, {
        userId: rotated.userId,
        familyId: rotated.familyId,
        tokenHash: tokenDigest(pair.refresh),
        expiresAt: new Date(rotated.rotatedAt.getTime() + REFRESH_TOKEN_SECONDS * 1000),
      });
      return pair;
    });
    if (!outcome) throw new AppError('token_not_valid');
    return outcome;
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

  /** Ends the session a refresh token belongs to (log-out); its access tokens stop at once. */
  async logout(token: string): Promise<void> {
    const claims = await this.signer.verify('refresh', token);
    if (!claims) throw new AppError('token_not_valid');
    await revokeFamily(this.db, claims.familyId);
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
