// Password change (signed in) and recovery by mail (signed out).
import { randomBytes } from 'node:crypto';
import { groupBrand, type Locale } from '@atelier/domain';
import {
  clearFailures,
  lockThrottleKeys,
  revokeUserSessions,
  THROTTLE_LOCK,
} from '../auth/auth.repository.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { tokenDigest } from '../auth/tokens.js';
import type { RequestContext } from '../context/request-context.js';
import type { Db } from '../db/client.js';
import type { BackgroundWork } from '../http/background.js';
import { AppError } from '../http/errors.js';
import { refuseWhileWaiting, windowWait } from '../http/rate-limit.js';
import type { LiveBus } from '../live/live-bus.js';
import { groupOfUser } from '../mail/mail.repository.js';
import type { Mailer } from '../mail/mailer.js';
import { passwordResetMail } from '../mail/templates.js';
import {
  activeUsersNamed,
  consumePasswordReset,
  insertPasswordReset,
  passwordHashOf,
  pruneResetRequests,
  recordResetRequest,
  resetRequestsSince,
  resetsMailedSince,
  retirePasswordResets,
  setPassword,
  usernameOf,
} from './password.repository.js';

export const RESET_TOKEN_HOURS = 1;
/**
 * Reset requests allowed per window, per name asked for (e-mail address or user name) and per
 * client address; and reset mails per account, however it was named.
 */
export const RESET_WINDOW_MS = 60 * 60 * 1000;
export const MAX_RESETS_PER_EMAIL = 3;
export const MAX_RESETS_PER_ADDRESS = 10;

export class PasswordService {
  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
    private readonly background: BackgroundWork,
    /** Told when sessions end, so their live streams close at once on every instance. */
    private readonly live?: Pick<LiveBus, 'publish'>,
    /** The throttle's clock; tests move it instead of waiting. */
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Changes the caller's password and ends every other session of the account. */
  async change(ctx: RequestContext, current: string, next: string): Promise<void> {
    const stored = await passwordHashOf(this.db, ctx.principal.userId);
    if (!(await verifyPassword(stored, current))) throw new AppError('password_incorrect');
    if (next === current) throw new AppError('password_unchanged');
    const hash = await hashPassword(next);
    await this.db.transaction(async (tx) => {
      await setPassword(tx, ctx.principal.userId, hash);
      await revokeUserSessions(tx, ctx.principal.userId, ctx.principal.sessionFamilyId);
      await retirePasswordResets(tx, ctx.principal.userId);
    });
    this.live?.publish([
      {
        type: 'sessions_ended',
        userId: ctx.principal.userId,
        familyId: null,
        keepFamilyId: ctx.principal.sessionFamilyId,
      },
    ]);
  }

  /**
   * Mails a reset link to every active account with this e-mail address or user name, at its own
   * address. The caller learns nothing: the answer is the same, and as fast, whether or not an
   * account exists, because everything that depends on the account runs after the answer.
   * Throttled per name asked for and per client address; and an account is sent at most
   * MAX_RESETS_PER_EMAIL links a window, so asking by address and by user name in turn does not
   * double its mail.
   */
  async requestReset(login: string, address: string): Promise<void> {
    const normalised = login.trim().toLowerCase();
    const at = this.clock();
    const now = at.getTime();
    const since = new Date(now - RESET_WINDOW_MS);
    // One decision at a time per e-mail and per client address (http/rate-limit.ts): of parallel
    // requests exactly as many go on as the limits leave, and a refused one records nothing.
    await this.db.transaction(async (tx) => {
      await lockThrottleKeys(tx, [
        [THROTTLE_LOCK.resetEmail, normalised],
        [THROTTLE_LOCK.resetAddress, address],
      ]);
      const { byEmail, byAddress } = await resetRequestsSince(tx, normalised, address, since);
      refuseWhileWaiting([
        windowWait(byEmail, MAX_RESETS_PER_EMAIL, RESET_WINDOW_MS, now),
        windowWait(byAddress, MAX_RESETS_PER_ADDRESS, RESET_WINDOW_MS, now),
      ]);
      await recordResetRequest(tx, normalised, address, at);
    });
    await pruneResetRequests(this.db, since);
    this.background.run('password_reset_mail', () => this.mailResetLinks(normalised, at, since));
  }

  private async mailResetLinks(login: string, at: Date, since: Date): Promise<void> {
    const users = await activeUsersNamed(this.db, login);
    for (const user of users) {
      if ((await resetsMailedSince(this.db, user.id, since)) >= MAX_RESETS_PER_EMAIL) continue;
      const token = randomBytes(32).toString('base64url');
      await insertPasswordReset(this.db, {
        userId: user.id,
        tokenHash: tokenDigest(token),
        expiresAt: new Date(Date.now() + RESET_TOKEN_HOURS * 60 * 60 * 1000),
        createdAt: at,
      });
      const link = new URL('/recover-password', this.publicUrl);
      link.searchParams.set('token', token);
      await this.mailer.send(
        passwordResetMail(
          user.preferredLanguage as Locale,
          user.email,
          { username: user.username, link: link.toString() },
          groupBrand(await groupOfUser(this.db, user.id)),
        ),
      );
    }
  }

  /**
   * A single-use set-password link for `userId`, valid `hours`: the reset mechanism, for an
   * account the manufacturer invites (it has no password until it follows the link). Written in
   * the caller's transaction.
   */
  async setPasswordLink(db: Db, userId: number, hours: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await insertPasswordReset(db, {
      userId,
      tokenHash: tokenDigest(token),
      expiresAt: new Date(Date.now() + hours * 60 * 60 * 1000),
    });
    const link = new URL('/recover-password', this.publicUrl);
    link.searchParams.set('token', token);
    return link.toString();
  }

  /** Sets a new password with a reset token (single use) and signs the account out everywhere. */
  async reset(token: string, next: string): Promise<void> {
    const hash = await hashPassword(next);
    const done = await this.db.transaction(async (tx) => {
      const reset = await consumePasswordReset(tx, tokenDigest(token));
      if (!reset) return null;
      // Throwing rolls the transaction back: the link stays usable for another password.
      if (await verifyPassword(await passwordHashOf(tx, reset.userId), next)) {
        throw new AppError('password_unchanged');
      }
      await setPassword(tx, reset.userId, hash);
      await revokeUserSessions(tx, reset.userId);
      await retirePasswordResets(tx, reset.userId);
      // Whoever holds the mailbox may log in again at once, even after a lock-out.
      const username = await usernameOf(tx, reset.userId);
      if (username) await clearFailures(tx, username);
      return reset.userId;
    });
    if (done === null) throw new AppError('reset_token_invalid');
    this.live?.publish([
      { type: 'sessions_ended', userId: done, familyId: null, keepFamilyId: null },
    ]);
  }
}
