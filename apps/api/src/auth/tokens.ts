// JWTs (HS256): access tokens live 5 minutes, refresh tokens 14 days. The header's `typ` tells
// them apart so one can never be used as the other; `aud` pins them to this product.
import { createHash, randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_SECONDS = 5 * 60;
export const REFRESH_TOKEN_SECONDS = 14 * 24 * 60 * 60;
const AUDIENCE = 'atelier';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type TokenType = 'access' | 'refresh';

export interface TokenClaims {
  userId: number;
  familyId: string;
}

/**
 * Fixes a token's issue time and id. Signing is deterministic (HS256), so the same claims and
 * stamp give the same token again: a refresh answered twice within the grace window is one pair.
 */
export interface TokenStamp {
  issuedAt: Date;
  id: string;
}

export interface Signer {
  sign(type: TokenType, claims: TokenClaims, stamp?: TokenStamp): Promise<string>;
  /** The claims of a valid token of `type`, or null (bad signature, expired, wrong type). */
  verify(type: TokenType, token: string): Promise<TokenClaims | null>;
}

export function createSigner(secret: string): Signer {
  const key = new TextEncoder().encode(secret);
  return {
    sign(type, { userId, familyId }, stamp) {
      const issuedAt = Math.floor((stamp?.issuedAt.getTime() ?? Date.now()) / 1000);
      const lifetime = type === 'access' ? ACCESS_TOKEN_SECONDS : REFRESH_TOKEN_SECONDS;
      return new SignJWT({ fam: familyId })
        .setProtectedHeader({ alg: 'HS256', typ: type })
        .setSubject(String(userId))
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setJti(stamp?.id ?? randomUUID())
        .setExpirationTime(issuedAt + lifetime)
        .sign(key);
    },
    async verify(type, token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          audience: AUDIENCE,
          typ: type,
          requiredClaims: ['exp', 'sub'],
        });
        const userId = Number(payload.sub);
        if (!Number.isSafeInteger(userId) || typeof payload.fam !== 'string') return null;
        if (!UUID.test(payload.fam)) return null;
        return { userId, familyId: payload.fam };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}

/** Tokens are stored only as this digest, so a database leak yields no usable token. */
export function tokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
