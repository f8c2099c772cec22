import { translate } from '@atelier/i18n';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appUser, loginFailure, refreshToken } from '../db/schema/index.js';
import { bearer, login, useTestApp } from '../test/app.js';
import {
  LOGIN_BACKOFF_MAX_MS,
  loginBackoffMs,
  MAX_FAILURES_PER_ADDRESS,
  MAX_FAILURES_PER_USERNAME,
  REFRESH_GRACE_MS,
} from './auth.service.js';
import { tokenDigest } from './tokens.js';

// The throttle reads this clock: a test moves it on instead of waiting.
let clockMs = Date.now();
const ctx = useTestApp({ clock: () => new Date(clockMs) });
const waitSeconds = (seconds: number) => {
  clockMs += seconds * 1000;
};
/** The Retry-After of a 429, checked to be at most the documented longest delay of a username. */
function retryAfterOf(answer: { headers: Record<string, unknown> }): number {
  const seconds = Number(answer.headers['retry-after']);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(LOGIN_BACKOFF_MAX_MS / 1000);
  return seconds;
}

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

  it('slows a username after too many failures: the right password gets in after at most the documented delay', async () => {
    const username = await copyOfUser('demo-pl', 'slowed-user');
    // Eleven wrong guesses from anywhere; past the limit each waits for the one before it.
    for (let attempt = 0; attempt <= MAX_FAILURES_PER_USERNAME; attempt += 1) {
      let answer = await postToken(username, `wrong-${attempt}`, `10.1.0.${attempt}`);
      if (answer.statusCode === 429) {
        expect(attempt).toBeGreaterThanOrEqual(MAX_FAILURES_PER_USERNAME);
        waitSeconds(retryAfterOf(answer));
        answer = await postToken(username, `wrong-${attempt}`, `10.1.0.${attempt}`);
      }
      expect(answer.statusCode).toBe(401);
    }
    // The rightful user right after them is asked to wait a moment, not a quarter of an hour.
    const slowed = await postToken(username, 'atelier-demo', '10.1.1.1');
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().code).toBe('throttled');
    const seconds = retryAfterOf(slowed);
    expect(seconds).toBe(Math.ceil(loginBackoffMs(MAX_FAILURES_PER_USERNAME + 1) / 1000));
    waitSeconds(seconds);
    expect((await postToken(username, 'atelier-demo', '10.1.1.1')).statusCode).toBe(200);
    // Other accounts are not affected.
    expect((await postToken('demo-shop', 'atelier-demo', '10.1.1.1')).statusCode).toBe(200);
  });

  it('does not let refused attempts extend the wait', async () => {
    const username = await copyOfUser('demo-pl', 'flooded-user');
    for (let attempt = 0; attempt < MAX_FAILURES_PER_USERNAME; attempt += 1) {
      expect((await postToken(username, `wrong-${attempt}`, `10.4.0.${attempt}`)).statusCode).toBe(
        401,
      );
    }
    // A flood while the username waits: every one refused, none recorded.
    const flood = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        postToken(username, `flood-${index}`, `10.4.1.${index}`),
      ),
    );
    expect(flood.map((answer) => answer.statusCode)).toEqual(Array(40).fill(429));
    const seconds = Math.max(...flood.map(retryAfterOf));
    expect(seconds).toBe(Math.ceil(loginBackoffMs(MAX_FAILURES_PER_USERNAME) / 1000));
    waitSeconds(seconds);
    expect((await postToken(username, 'atelier-demo', '10.4.2.1')).statusCode).toBe(200);
    const recorded = await ctx.database.db
      .select()
      .from(loginFailure)
      .where(eq(loginFailure.username, username));
    expect(recorded).toEqual([]);
  });

  it('lets a stranger guessing every 80 seconds keep nobody out', async () => {
    const username = await copyOfUser('demo-pl', 'haunted-user');
    for (let attempt = 0; attempt < MAX_FAILURES_PER_USERNAME; attempt += 1) {
      expect((await postToken(username, `wrong-${attempt}`, `10.7.0.${attempt}`)).statusCode).toBe(
        401,
      );
    }
    // Half an hour of one guess every 80 seconds, each from another address.
    for (let round = 0; round < 24; round += 1) {
      waitSeconds(80);
      expect((await postToken(username, `again-${round}`, `10.7.1.${round}`)).statusCode).toBe(401);
    }
    // The user arrives a moment after the latest guess.
    waitSeconds(1);
    let answer = await postToken(username, 'atelier-demo', '10.7.2.1');
    if (answer.statusCode === 429) {
      waitSeconds(retryAfterOf(answer));
      answer = await postToken(username, 'atelier-demo', '10.7.2.1');
    }
    expect(answer.statusCode).toBe(200);
  });

  it('throttles an address that tries many usernames', async () => {
    const address = '10.2.0.1';
    for (let attempt = 0; attempt < MAX_FAILURES_PER_ADDRESS; attempt += 1) {
      expect((await postToken(`guess-${attempt}`, 'atelier-demo', address)).statusCode).toBe(401);
    }
    expect((await postToken('demo-tracking', 'atelier-demo', address)).statusCode).toBe(429);
    expect((await postToken('demo-tracking', 'atelier-demo', '10.2.0.2')).statusCode).toBe(200);
  });

  it('checks between one and the limit of 100 parallel guesses; the right password gets in after the wait', async () => {
    const username = await copyOfUser('demo-au', 'burst-target');
    const burst = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        postToken(username, `wrong-${index}`, `10.5.${index}.1`),
      ),
    );
    const checked = burst.filter((answer) => answer.statusCode === 401);
    expect(checked.length).toBeGreaterThanOrEqual(1);
    expect(checked.length).toBeLessThanOrEqual(MAX_FAILURES_PER_USERNAME);
    expect(burst.length - checked.length).toBe(burst.filter((a) => a.statusCode === 429).length);
    // A second burst at once, holding the right password: checked only as far as the limit left.
    const second = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        postToken(username, index === 10 ? 'atelier-demo' : `again-${index}`, `10.6.${index}.1`),
      ),
    );
    const throttled = second.filter((answer) => answer.statusCode === 429);
    expect(second.length - throttled.length).toBeLessThanOrEqual(
      MAX_FAILURES_PER_USERNAME - checked.length,
    );
    // The rightful user waits the announced seconds, no more, and gets in.
    waitSeconds(Math.max(...throttled.map(retryAfterOf)));
    expect((await postToken(username, 'atelier-demo', '10.6.99.1')).statusCode).toBe(200);
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
