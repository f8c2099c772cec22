// JWTs (HS256): access tokens live 5 minutes, refresh tokens 14 days. The header's `typ` tells
// them apart so one can never be used as the other; `aud` pins them to this product.
import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { STAFF_ROLES, type StaffRole } from '@atelier/domain';
import { SignJWT } from 'jose';

export const ACCESS_TOKEN_SECONDS = 5 * 60;
export const REFRESH_TOKEN_SECONDS = 14 * 24 * 60 * 60;
const AUDIENCE = 'atelier';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type TokenType = 'access' | 'refresh';

export interface TokenClaims {
  userId: number;
  familyId: string;
  /**
   * The staff role at log-in (claim `stf`), so the web opens the back office without asking. A
   * hint only: the API reads the role from the account on every request.
   */
  staff?: StaffRole;
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

/** How many verified access tokens an instance keeps (about 0.5 KiB each). */
export const VERIFIED_TOKENS_LIMIT = 10_000;

/**
 * The access tokens this signer verified, each with its claims and expiry, until it expires: the
 * same bytes were verified before, so only the clock is asked again. The one verified longest ago
 * makes room when full.
 */
class VerifiedTokens {
  readonly #entries = new Map<string, Read>();
  constructor(readonly limit: number) {}

  get size() {
    return this.#entries.size;
  }

  claims(token: string, now: number): TokenClaims | undefined {
    const entry = this.#entries.get(token);
    if (!entry) return undefined;
    if (entry.expires > now) return entry.claims;
    this.#entries.delete(token);
    return undefined;
  }

  keep(token: string, read: Read): void {
    if (this.#entries.size >= this.limit) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(token, read);
  }
}

export function createSigner(
  secret: string,
  verifiedLimit = VERIFIED_TOKENS_LIMIT,
): Signer & { readonly verifiedKept: number } {
  const key = new TextEncoder().encode(secret);
  const verified = new VerifiedTokens(verifiedLimit);
  return {
    /** How many verified access tokens are kept now. */
    get verifiedKept() {
      return verified.size;
    },
    sign(type, { userId, familyId, staff }, stamp) {
      const issuedAt = Math.floor((stamp?.issuedAt.getTime() ?? Date.now()) / 1000);
      const lifetime = type === 'access' ? ACCESS_TOKEN_SECONDS : REFRESH_TOKEN_SECONDS;
      return new SignJWT(staff ? { fam: familyId, stf: staff } : { fam: familyId })
        .setProtectedHeader({ alg: 'HS256', typ: type })
        .setSubject(String(userId))
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setJti(stamp?.id ?? randomUUID())
        .setExpirationTime(issuedAt + lifetime)
        .sign(key);
    },
    // Verified on every request: node:crypto's HMAC directly, no WebCrypto round trip (about
    // 16 times faster than jose's jwtVerify), and an access token once per instance (its later
    // requests ask the kept claims and the clock). Signing, once per log-in or refresh, stays
    // with jose.
    async verify(type, token) {
      const now = Math.floor(Date.now() / 1000);
      if (type !== 'access') return readHs256(key, type, token, now)?.claims ?? null;
      const kept = verified.claims(token, now);
      if (kept) return kept;
      const read = readHs256(key, type, token, now);
      if (!read) return null;
      verified.keep(token, read);
      return read.claims;
    },
  };
}

/** Tokens are stored only as this digest, so a database leak yields no usable token. */
export function tokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

function decodeJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * A compact HS256 JWT of `type` for this audience, signed with `key` and valid at `now` (seconds):
 * its claims, or null. The header must name exactly HS256 and the type (no `none`, no other
 * algorithm, no critical extensions); `exp` and `sub` are required, `nbf` is honoured.
 */
export function verifyHs256(
  key: Uint8Array,
  type: TokenType,
  token: string,
  now: number,
): TokenClaims | null {
  return readHs256(key, type, token, now)?.claims ?? null;
}

/** A valid token's claims (frozen: a kept token's requests share them) and its `exp`. */
interface Read {
  claims: TokenClaims;
  expires: number;
}

function readHs256(key: Uint8Array, type: TokenType, token: string, now: number): Read | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  if (![headerPart, payloadPart, signaturePart].every((part) => BASE64URL.test(part))) return null;
  const expected = createHmac('sha256', key).update(`${headerPart}.${payloadPart}`).digest();
  const signature = Buffer.from(signaturePart, 'base64url');
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null;
  const header = decodeJson(headerPart);
  if (header?.alg !== 'HS256' || header.typ !== type || 'crit' in header) return null;
  const payload = decodeJson(payloadPart);
  if (!payload) return null;
  const audience = payload.aud;
  const audiences = Array.isArray(audience) ? audience : [audience];
  if (!audiences.includes(AUDIENCE)) return null;
  if (typeof payload.exp !== 'number' || payload.exp <= now) return null;
  if (payload.nbf !== undefined && (typeof payload.nbf !== 'number' || payload.nbf > now)) {
    return null;
  }
  if (payload.iat !== undefined && typeof payload.iat !== 'number') return null;
  if (payload.sub === undefined) return null;
  const userId = Number(payload.sub);
  if (!Number.isSafeInteger(userId) || typeof payload.fam !== 'string') return null;
  if (!UUID.test(payload.fam)) return null;
  const staff = (STAFF_ROLES as readonly unknown[]).includes(payload.stf)
    ? (payload.stf as StaffRole)
    : undefined;
  // Valid from `nbf` on, so only `exp` can end what was valid now.
  return {
    claims: Object.freeze(
      staff ? { userId, familyId: payload.fam, staff } : { userId, familyId: payload.fam },
    ),
    expires: payload.exp,
  };
}
