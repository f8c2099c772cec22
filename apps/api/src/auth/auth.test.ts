import { translate } from '@atelier/i18n';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appUser, loginFailure, refreshToken } from '../db/schema/index.js';
import { bearer, login, useTestApp } from '../test/app.js';
import {
  MAX_FAILURES_PER_ADDRESS,
  MAX_FAILURES_PER_USERNAME,
  REFRESH_GRACE_MS,
} from './auth.service.js';
import { tokenDigest } from './tokens.js';

const ctx = useTestApp();

/** A new account with the password and debtor of `template`, so a test may lock it out alone. */
async function copyOfUser(template: string, username: string): Promise<string> {
  const [row] = await ctx.database.db.select().from(appUser).where(eq(appUser.username, template));
  if (!row) throw new Error(`no user ${template}`);
  const { id: _id, ...rest } = row;
  await ctx.database.db
    .insert(appUser)
    .values({ ...rest, username, email: `${username}@x.example` });
  return username;
}

function postToken(username: string, password: string, address = '10.0.0.1') {
  return ctx.app.inject({
    method: 'POST',
    url: '/easyorder/token/',
    payload: { username, password },
    remoteAddress: address,
  });
}

describe('POST easyorder/token/', () => {
  it('answers an access and a refresh token that open the account', async () => {
    const { access, refresh } = await login(ctx.app, 'demo-shop');
    expect(access).not.toBe(refresh);
    const settings = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/settings/',
      headers: bearer(access),
    });
    expect(settings.statusCode).toBe(200);
    expect(settings.json().username).toBe('demo-shop');
  });

  it('accepts the username in any case', async () => {
    const response = await postToken('Demo-Shop', 'atelier-demo');
    expect(response.statusCode).toBe(200);
  });

  it('answers 401 with the same message for a wrong password and an unknown user', async () => {
    const wrongPassword = await postToken('demo-au', 'not-the-password', '10.0.1.1');
    const unknownUser = await postToken('nobody-here', 'atelier-demo', '10.0.1.2');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownUser.json());
    expect(wrongPassword.json()).toEqual({
      code: 'invalid_credentials',
      detail: translate('en-au', 'errors:invalid_credentials'),
    });
  });

  it('speaks the language of accept-language', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/easyorder/token/',
      payload: { username: 'demo-au', password: 'wrong-password' },
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
      remoteAddress: '10.0.2.1',
    });
    expect(response.json().detail).toBe(translate('de', 'errors:invalid_credentials'));
    expect(response.json().detail).not.toBe(translate('en', 'errors:invalid_credentials'));
  });

  it('throttles a username after too many failures, even with the right password', async () => {
    for (let attempt = 0; attempt < MAX_FAILURES_PER_USERNAME; attempt += 1) {
      const response = await postToken('demo-pl', `wrong-${attempt}`, `10.1.0.${attempt}`);
      expect(response.statusCode).toBe(401);
    }
    const blocked = await postToken('demo-pl', 'atelier-demo', '10.1.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('throttled');
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Other accounts are not affected.
    expect((await postToken('demo-shop', 'atelier-demo', '10.1.1.1')).statusCode).toBe(200);
  });

  it('throttles an address that tries many usernames', async () => {
    const address = '10.2.0.1';
    for (let attempt = 0; attempt < MAX_FAILURES_PER_ADDRESS; attempt += 1) {
      expect((await postToken(`guess-${attempt}`, 'atelier-demo', address)).statusCode).toBe(401);
    }
    expect((await postToken('demo-tracking', 'atelier-demo', address)).statusCode).toBe(429);
    expect((await postToken('demo-tracking', 'atelier-demo', '10.2.0.2')).statusCode).toBe(200);
  });

  it('checks at most the limit of 100 parallel guesses; the right password after them fails', async () => {
    const username = await copyOfUser('demo-au', 'burst-target');
    const burst = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        postToken(username, `wrong-${index}`, `10.5.${index}.1`),
      ),
    );
    const checked = burst.filter((answer) => answer.statusCode === 401);
    // Under full concurrency every claim may see the others and none is checked: the limit fails closed.
    expect(checked.length).toBeLessThanOrEqual(MAX_FAILURES_PER_USERNAME);
    expect(burst.length - checked.length).toBe(burst.filter((a) => a.statusCode === 429).length);
    // A second burst that holds the right password lets nobody in.
    const second = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        postToken(username, index === 10 ? 'atelier-demo' : `again-${index}`, `10.6.${index}.1`),
      ),
    );
    expect(second.map((answer) => answer.statusCode)).toEqual(Array(20).fill(429));
  });

  it('forgets earlier failures of a username after a successful log-in', async () => {
    await postToken('demo-service', 'wrong-password', '10.3.0.1');
    expect((await postToken('demo-service', 'atelier-demo', '10.3.0.1')).statusCode).toBe(200);
    const left = await ctx.database.db
      .select()
      .from(loginFailure)
      .where(eq(loginFailure.username, 'demo-service'));
    expect(left).toEqual([]);
  });

  it('rejects a body without the fields as field errors', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/easyorder/token/',
      payload: { username: 42 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      username: [translate('en-au', 'validation:invalid_type')],
      password: [translate('en-au', 'validation:required')],
    });
  });
});

describe('POST easyorder/token/refresh/', () => {
  const refresh = (token: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/easyorder/token/refresh/',
      payload: { refresh: token },
    });

  it('rotates: answers a new pair, and the old refresh token is spent', async () => {
    const first = await login(ctx.app, 'demo-au');
    const rotated = await refresh(first.refresh);
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json();
    expect(second.refresh).not.toBe(first.refresh);
    expect(second.access).not.toBe(first.access);
    const settings = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/settings/',
      headers: bearer(second.access),
    });
    expect(settings.statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token comes back', async () => {
    const first = await login(ctx.app, 'demo-au');
    const second = (await refresh(first.refresh)).json();
    await ctx.database.db
      .update(refreshToken)
      .set({ rotatedAt: new Date(Date.now() - REFRESH_GRACE_MS - 1000) })
      .where(eq(refreshToken.tokenHash, tokenDigest(first.refresh)));
    const replay = await refresh(first.refresh);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('token_not_valid');
    // The thief's replay also ends the legitimate holder's newer token.
    expect((await refresh(second.refresh)).statusCode).toBe(401);
    // Other sessions of the same user live on.
    const other = await login(ctx.app, 'demo-au');
    expect((await refresh(other.refresh)).statusCode).toBe(200);
  });

  it('answers the same pair to two tabs refreshing with one token within the grace window', async () => {
    const first = await login(ctx.app, 'demo-au');
    const [tabA, tabB] = await Promise.all([refresh(first.refresh), refresh(first.refresh)]);
    expect(tabA.statusCode).toBe(200);
    expect(tabB.statusCode).toBe(200);
    expect(tabB.json()).toEqual(tabA.json());
    // A third tab a moment later still gets it, and the session lives on.
    const tabC = await refresh(first.refresh);
    expect(tabC.json()).toEqual(tabA.json());
    const next = await refresh(tabA.json().refresh);
    expect(next.statusCode).toBe(200);
    const settings = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/settings/',
      headers: bearer(next.json().access),
    });
    expect(settings.statusCode).toBe(200);
  });

  /** Whether the session of this pair still opens the account. */
  async function sessionLives(access: string): Promise<boolean> {
    const settings = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/settings/',
      headers: bearer(access),
    });
    return settings.statusCode === 200;
  }

  it('takes a token whose successor has been used (two rotations old) as reuse, even within the grace window', async () => {
    // Two tabs share the first token; one refreshes twice, so the pair the grace would answer
    // (the second) has been used already.
    const first = await login(ctx.app, 'demo-au');
    const second = (await refresh(first.refresh)).json();
    const third = (await refresh(second.refresh)).json();
    expect(await sessionLives(third.access)).toBe(true);
    const replay = await refresh(first.refresh);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('token_not_valid');
    // The family ends: the newest pair too.
    expect(await sessionLives(third.access)).toBe(false);
    expect((await refresh(third.refresh)).statusCode).toBe(401);
    // Another session of the same user lives on.
    const other = await login(ctx.app, 'demo-au');
    expect((await refresh(other.refresh)).statusCode).toBe(200);
  });

  it('answers the grace pair only while it is unused, to the immediate predecessor', async () => {
    const first = await login(ctx.app, 'demo-au');
    const second = (await refresh(first.refresh)).json();
    // The other tab, a moment later: the successor is unused, so it gets the same pair.
    expect((await refresh(first.refresh)).json()).toEqual(second);
    const third = (await refresh(second.refresh)).json();
    // Now the same replay is reuse.
    expect((await refresh(first.refresh)).statusCode).toBe(401);
    expect((await refresh(third.refresh)).statusCode).toBe(401);
  });

  it('revokes the family when a rotated token comes back after the grace window', async () => {
    const first = await login(ctx.app, 'demo-au');
    const second = (await refresh(first.refresh)).json();
    // The rotation happened longer ago than the window.
    await ctx.database.db
      .update(refreshToken)
      .set({ rotatedAt: new Date(Date.now() - REFRESH_GRACE_MS - 1000) })
      .where(eq(refreshToken.tokenHash, tokenDigest(first.refresh)));
    expect((await refresh(first.refresh)).statusCode).toBe(401);
    expect((await refresh(second.refresh)).statusCode).toBe(401);
    const settings = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/settings/',
      headers: bearer(second.access),
    });
    expect(settings.statusCode).toBe(401);
  });

  it('does not take an access token as a refresh token', async () => {
    const { access } = await login(ctx.app, 'demo-au');
    expect((await refresh(access)).statusCode).toBe(401);
  });

  it('refuses garbage', async () => {
    expect((await refresh('not.a.token')).statusCode).toBe(401);
  });
});

describe('POST easyorder/token/verify/', () => {
  const verify = (token: string) =>
    ctx.app.inject({ method: 'POST', url: '/easyorder/token/verify/', payload: { token } });

  it('answers 200 for a valid token and 401 otherwise', async () => {
    const { access, refresh } = await login(ctx.app, 'demo-shop');
    expect((await verify(access)).statusCode).toBe(200);
    expect((await verify(refresh)).statusCode).toBe(200);
    const tampered = `${access.slice(0, -2)}${access.endsWith('A') ? 'B' : 'A'}A`;
    const answer = await verify(tampered);
    expect(answer.statusCode).toBe(401);
    expect(answer.json().code).toBe('token_not_valid');
  });

  it('refuses a token signed with another key', async () => {
    const { createSigner } = await import('./tokens.js');
    const foreign = await createSigner('another-key-entirely').sign('access', {
      userId: 1,
      familyId: '00000000-0000-4000-8000-000000000000',
    });
    expect((await verify(foreign)).statusCode).toBe(401);
  });
});

describe('ending a session', () => {
  const settingsWith = (access: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/user/settings/', headers: bearer(access) });
  const verify = (token: string) =>
    ctx.app.inject({ method: 'POST', url: '/easyorder/token/verify/', payload: { token } });
  const logout = (token: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/easyorder/token/logout/',
      payload: { refresh: token },
    });

  it('log-out refuses the access token on the next call, and verify calls it invalid', async () => {
    const session = await login(ctx.app, 'demo-shop');
    const other = await login(ctx.app, 'demo-shop');
    expect((await settingsWith(session.access)).statusCode).toBe(200);
    const answer = await logout(session.refresh);
    expect(answer.statusCode).toBe(204);
    const after = await settingsWith(session.access);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('token_not_valid');
    expect((await verify(session.access)).statusCode).toBe(401);
    expect((await verify(session.refresh)).statusCode).toBe(401);
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/easyorder/token/refresh/',
      payload: { refresh: session.refresh },
    });
    expect(refreshed.statusCode).toBe(401);
    // Only that session ended.
    expect((await settingsWith(other.access)).statusCode).toBe(200);
    // Logging out twice is harmless; a forged token is refused.
    expect((await logout(session.refresh)).statusCode).toBe(204);
    expect((await logout('not.a.token')).statusCode).toBe(401);
    expect((await logout(other.access)).statusCode).toBe(401);
  });

  it('a revoked family refuses its access tokens at once', async () => {
    const first = await login(ctx.app, 'demo-au');
    const second = (
      await ctx.app.inject({
        method: 'POST',
        url: '/easyorder/token/refresh/',
        payload: { refresh: first.refresh },
      })
    ).json();
    await ctx.database.db
      .update(refreshToken)
      .set({ revokedAt: new Date() })
      .where(eq(refreshToken.tokenHash, tokenDigest(second.refresh)));
    // One revoked token of a still-live family does not end it; revoking every token does.
    expect((await settingsWith(second.access)).statusCode).toBe(200);
    await ctx.database.db
      .update(refreshToken)
      .set({ revokedAt: new Date() })
      .where(eq(refreshToken.tokenHash, tokenDigest(first.refresh)));
    expect((await settingsWith(first.access)).statusCode).toBe(401);
    expect((await settingsWith(second.access)).statusCode).toBe(401);
    expect((await verify(second.access)).statusCode).toBe(401);
  });
});

describe('authentication of API routes', () => {
  it('answers 401 without a token and with a bad one', async () => {
    const none = await ctx.app.inject({ method: 'GET', url: '/api/debtors/' });
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('not_authenticated');
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/debtors/',
      headers: bearer('abc.def.ghi'),
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().code).toBe('token_not_valid');
  });

  it('shuts a disabled account out at once, whatever tokens it holds', async () => {
    const { access, refresh } = await login(ctx.app, 'demo-service');
    await ctx.database.db
      .update(appUser)
      .set({ isActive: false })
      .where(eq(appUser.username, 'demo-service'));
    try {
      const settings = await ctx.app.inject({
        method: 'GET',
        url: '/api/user/settings/',
        headers: bearer(access),
      });
      expect(settings.statusCode).toBe(401);
      const rotated = await ctx.app.inject({
        method: 'POST',
        url: '/easyorder/token/refresh/',
        payload: { refresh },
      });
      expect(rotated.statusCode).toBe(401);
      expect((await postToken('demo-service', 'atelier-demo', '10.4.0.1')).statusCode).toBe(401);
    } finally {
      await ctx.database.db
        .update(appUser)
        .set({ isActive: true })
        .where(eq(appUser.username, 'demo-service'));
    }
  });

  it('answers 401 with the same security headers as any other answer', async () => {
    const { access } = await login(ctx.app, 'demo-shop');
    const allowed = await ctx.app.inject({
      method: 'GET',
      url: '/api/debtors/',
      headers: bearer(access),
    });
    const refused = await ctx.app.inject({ method: 'GET', url: '/api/debtors/' });
    expect(refused.statusCode).toBe(401);
    const security = [
      'content-security-policy',
      'strict-transport-security',
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
    ];
    for (const header of security) {
      expect(allowed.headers[header], header).toBeDefined();
      expect(refused.headers[header], header).toBe(allowed.headers[header]);
    }
  });

  it('does not take a refresh token as an access token', async () => {
    const { refresh } = await login(ctx.app, 'demo-shop');
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/debtors/',
      headers: bearer(refresh),
    });
    expect(response.statusCode).toBe(401);
  });
});
