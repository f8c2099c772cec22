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
  pruneExpiredRefreshTokens,
  releaseLoginAttempt,
  revokeFamily,
  rotateRefreshToken,
} from './auth.repository.js';
import { verifyPassword } from './passwords.js';
import { REFRESH_TOKEN_SECONDS, type Signer, tokenDigest } from './tokens.js';

/** Failed log-ins allowed per window, per username and per client address. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_USERNAME = 10;
export const MAX_FAILURES_PER_ADDRESS = 30;

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
    const { claimId, byUsername, byAddress } = await claimLoginAttempt(
      this.db,
      name,
      address,
      since,
    );
    const blocked = [
      byUsername.count > MAX_FAILURES_PER_USERNAME ? byUsername.oldest : null,
      byAddress.count > MAX_FAILURES_PER_ADDRESS ? byAddress.oldest : null,
    ].filter((oldest): oldest is Date => oldest !== null);
    if (blocked.length > 0) {
      await releaseLoginAttempt(this.db, claimId, since);
      // Free again when the oldest counted failure leaves the window.
      const until = Math.max(...blocked.map((oldest) => oldest.getTime() + LOGIN_WINDOW_MS));
      const seconds = Math.max(1, Math.ceil((until - now) / 1000));
      throw new AppError('throttled', { seconds }, { 'retry-after': String(seconds) });
    }
    const user = await findUserForLogin(this.db, name);
    const valid = await verifyPassword(user?.passwordHash ?? null, password);
    // A failed attempt keeps its claim as the failure record.
    if (!user || !valid || !user.isActive) throw new AppError('invalid_credentials');
    await clearFailures(this.db, name);
    return this.startSession(this.db, user.id);
  }

  /** Rotates a refresh token; presenting a rotated one again revokes its whole family. */
  async refresh(token: string): Promise<TokenPair> {
    const claims = await this.signer.verify('refresh', token);
    if (!claims) throw new AppError('token_not_valid');
    const outcome = await this.db.transaction(async (tx) => {
      const rotated = await rotateRefreshToken(tx, tokenDigest(token));
      if (rotated.status === 'reused') {
        await revokeFamily(tx, rotated.familyId);
        return null;
      }
      if (rotated.status === 'unknown' || !(await isActiveUser(tx, rotated.userId))) return null;
      return this.issuePair(tx, rotated.userId, rotated.familyId);
    });
    if (!outcome) throw new AppError('token_not_valid');
    return outcome;
  }

  /** True for a valid access token, or a refresh token that is still live. */
  async verify(token: string): Promise<boolean> {
    const access = await this.signer.verify('access', token);
    if (access) return isActiveUser(this.db, access.userId);
    const refresh = await this.signer.verify('refresh', token);
    if (!refresh) return false;
    return isLiveRefreshToken(this.db, tokenDigest(token));
  }
}
