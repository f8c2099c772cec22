// The proof of work of a shop's request (decision 101): a stateless challenge signed with the
// app's secret over its random part, its expiry and the shop's slug, so that the API keeps nothing
// for a challenge handed out and a challenge of one shop answers no other. The browser finds a
// nonce (domain `solveProofOfWork`); the API checks it with one hash (`proofOfWorkHolds`). That a
// challenge answers one request only is kept with the request (the hash of the challenge, unique).
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  proofOfWorkHolds,
  SHOP_CHALLENGE_MINUTES,
  SHOP_PROOF_BITS,
  type ShopChallenge,
} from '@atelier/domain';

export const sha256Bytes = (text: string): Uint8Array => createHash('sha256').update(text).digest();
export const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');

export class ShopChallenges {
  private readonly key: Buffer;

  constructor(secret: string) {
    // A key of its own, derived from the app's secret: a challenge signs nothing else.
    this.key = createHmac('sha256', secret).update('hosted-shop challenge').digest();
  }

  private signature(body: string, slug: string): string {
    return createHmac('sha256', this.key).update(`${body}.${slug}`).digest('base64url');
  }

  /** A challenge for `slug`: `random.expiry.signature` (expiry in ms, base 36). */
  issue(slug: string, now: Date): ShopChallenge {
    const expires = new Date(now.getTime() + SHOP_CHALLENGE_MINUTES * 60_000);
    const body = `${randomBytes(16).toString('base64url')}.${expires.getTime().toString(36)}`;
    return {
      challenge: `${body}.${this.signature(body, slug)}`,
      bits: SHOP_PROOF_BITS,
      expires_at: expires.toISOString(),
    };
  }

  /** Whether `challenge` was made here for `slug`, has not expired and `nonce` answers it. */
  async holds(challenge: string, nonce: string, slug: string, now: Date): Promise<boolean> {
    const parts = challenge.split('.');
    if (parts.length !== 3) return false;
    const [random, expiry, signature] = parts as [string, string, string];
    const expected = Buffer.from(this.signature(`${random}.${expiry}`, slug));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    const expires = Number.parseInt(expiry, 36);
    if (!Number.isFinite(expires) || expires <= now.getTime()) return false;
    return proofOfWorkHolds(sha256Bytes, challenge, nonce, SHOP_PROOF_BITS);
  }
}
