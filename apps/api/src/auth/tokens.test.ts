// The hand-rolled HS256 verification must accept exactly what jose's jwtVerify accepts (with the
// options we used before) and refuse the rest: a generated token, tampered in every way we can
// think of, gets the same verdict from both.
import fc from 'fast-check';
import { errors, jwtVerify, SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { createSigner, type TokenType, verifyHs256 } from './tokens.js';

const SECRET = 'a-test-secret-of-reasonable-length';
const key = new TextEncoder().encode(SECRET);
const FAMILY = '0b6c3c8e-7f43-4d0c-9f7a-4a0e1d2b3c4d';

async function joseVerdict(type: TokenType, token: string, now: number) {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      audience: 'atelier',
      typ: type,
      requiredClaims: ['exp', 'sub'],
      currentDate: new Date(now * 1000),
    });
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || typeof payload.fam !== 'string') return null;
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(payload.fam)) {
      return null;
    }
    return { userId, familyId: payload.fam };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}

function sign(
  claims: Record<string, unknown>,
  header: Record<string, unknown>,
  secret: Uint8Array = key,
) {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', ...header }).sign(secret);
}

describe('access and refresh tokens', () => {
  it('verifies what the signer signs, for its own type only', async () => {
    const signer = createSigner(SECRET);
    const access = await signer.sign('access', { userId: 42, familyId: FAMILY });
    expect(await signer.verify('access', access)).toEqual({ userId: 42, familyId: FAMILY });
    expect(await signer.verify('refresh', access)).toBeNull();
    expect(await createSigner('another-secret').verify('access', access)).toBeNull();
  });

  it('keeps a verified access token until it expires, and never for another type or secret', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-12-01T10:00:00Z'));
      const signer = createSigner(SECRET, 2);
      const access = await signer.sign('access', { userId: 42, familyId: FAMILY });
      const first = await signer.verify('access', access);
      expect(first).toEqual({ userId: 42, familyId: FAMILY });
      expect(signer.verifiedKept).toBe(1);
      // The kept claims, one frozen object for every request of the token.
      expect(await signer.verify('access', access)).toBe(first);
      expect(Object.isFrozen(first)).toBe(true);
      // Kept or not, an access token is no refresh token, and another secret's signer never saw it.
      expect(await signer.verify('refresh', access)).toBeNull();
      expect(await createSigner('another-secret').verify('access', access)).toBeNull();
      // A changed signature is other bytes: verified, and refused.
      const at = access.lastIndexOf('.') + 5;
      const changed = `${access.slice(0, at)}${access[at] === 'A' ? 'B' : 'A'}${access.slice(at + 1)}`;
      expect(await signer.verify('access', changed)).toBeNull();
      // At its expiry the kept token is refused and dropped.
      vi.setSystemTime(new Date('2026-12-01T10:04:59Z'));
      expect(await signer.verify('access', access)).toBe(first);
      vi.setSystemTime(new Date('2026-12-01T10:05:00Z'));
      expect(await signer.verify('access', access)).toBeNull();
      expect(signer.verifiedKept).toBe(0);
      // Bounded: the one verified longest ago makes room.
      const tokens = await Promise.all(
        [1, 2, 3].map((userId) => signer.sign('access', { userId, familyId: FAMILY })),
      );
      for (const token of tokens) expect(await signer.verify('access', token)).not.toBeNull();
      expect(signer.verifiedKept).toBe(2);
      for (const [index, token] of tokens.entries()) {
        expect(await signer.verify('access', token)).toEqual({
          userId: index + 1,
          familyId: FAMILY,
        });
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses an expired token, alg none, a changed payload and garbage', async () => {
    const now = Math.floor(Date.now() / 1000);
    const base = { sub: '7', aud: 'atelier', fam: FAMILY };
    const expired = await sign({ ...base, exp: now - 1 }, { typ: 'access' });
    expect(verifyHs256(key, 'access', expired, now)).toBeNull();
    const unsecured = new UnsecuredJWT({ ...base, exp: now + 60 }).encode();
    expect(verifyHs256(key, 'access', unsecured, now)).toBeNull();
    const good = await sign({ ...base, exp: now + 60 }, { typ: 'access' });
    const [h, , s] = good.split('.');
    const forged = Buffer.from(JSON.stringify({ ...base, sub: '8', exp: now + 60 })).toString(
      'base64url',
    );
    expect(verifyHs256(key, 'access', `${h}.${forged}.${s}`, now)).toBeNull();
    for (const junk of ['', 'a.b', 'a.b.c', `${good}.x`, good.replace(/\./g, '')]) {
      expect(verifyHs256(key, 'access', junk, now)).toBeNull();
    }
    expect(verifyHs256(key, 'access', good, now)).toEqual({ userId: 7, familyId: FAMILY });
  });

  it('agrees with jose on generated and tampered tokens', async () => {
    const now = 1_800_000_000;
    // Mostly valid, so that each single defect is what decides the verdict.
    const mostly = <T, U>(valid: fc.Arbitrary<T>, invalid: fc.Arbitrary<U>) =>
      fc.oneof({ arbitrary: valid, weight: 6 }, { arbitrary: invalid, weight: 1 });
    const claim = fc.record(
      {
        sub: mostly(fc.constant('12'), fc.constantFrom('x', '9007199254740993', 12)),
        aud: mostly(fc.constantFrom('atelier', ['x', 'atelier']), fc.constant('other')),
        exp: mostly(fc.integer({ min: now - 5, max: now + 5 }), fc.constant('soon')),
        nbf: fc.integer({ min: now - 5, max: now + 5 }),
        iat: mostly(fc.constant(now - 1), fc.constant('yesterday')),
        fam: mostly(fc.constant(FAMILY), fc.constantFrom('not-a-uuid', 3)),
      },
      { requiredKeys: ['sub', 'aud', 'fam'] },
    );
    const header = fc.record(
      {
        typ: mostly(fc.constant('access'), fc.constantFrom('refresh', 'JWT')),
        crit: fc.constant(['exp']),
      },
      { requiredKeys: ['typ'] },
    );
    await fc.assert(
      fc.asyncProperty(
        claim,
        header,
        mostly(fc.constant<TokenType>('access'), fc.constant<TokenType>('refresh')),
        mostly(fc.constant(false), fc.constant(true)),
        async (claims, head, type, otherKey) => {
          let token: string;
          try {
            token = await sign(
              claims,
              head,
              otherKey ? new TextEncoder().encode('another-secret') : key,
            );
          } catch {
            return; // jose refuses to sign some combinations (crit it does not know)
          }
          expect(verifyHs256(key, type, token, now)).toEqual(await joseVerdict(type, token, now));
        },
      ),
      { numRuns: 1000 },
    );
  });
});
