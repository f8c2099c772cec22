import {
  groupBrand,
  LOCALES,
  PASSWORD_MIN_LENGTH,
  RECOVERY_LOGIN_MAX_LENGTH,
  SUPPLIER_BRAND,
} from '@atelier/domain';
import { translate } from '@atelier/i18n';
import { isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passwordReset } from '../db/schema/index.js';
import { outboxFor } from '../mail/mail.repository.js';
import { bearer, createTestApp, login, PUBLIC_URL, useTestApp } from '../test/app.js';
import { startSmtpSink } from '../test/smtp-sink.js';
import { MAX_RESETS_PER_ADDRESS, MAX_RESETS_PER_EMAIL } from './password.service.js';

// The throttle reads this clock: a test moves it on instead of waiting.
let clockMs = Date.now();
const ctx = useTestApp({ clock: () => new Date(clockMs) });

const NEW_PASSWORD = 'linen-and-velvet-42';

function changePassword(access: string, body: object, language = 'en') {
  return ctx.app.inject({
    method: 'PUT',
    url: '/api/user/update-password/',
    headers: { ...bearer(access), 'accept-language': language },
    payload: body,
  });
}
function refresh(token: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/easyorder/token/refresh/',
    payload: { refresh: token },
  });
}
let nextAddress = 0;
/** Each request from its own client address unless told, so the per-address limit stays out. */
async function requestReset(email: string, address = `10.9.${nextAddress++}.1`) {
  const answer = await ctx.app.inject({
    method: 'POST',
    url: '/api/user/recover-password/',
    payload: { email },
    remoteAddress: address,
  });
  // The mail goes out after the answer.
  await ctx.app.background.idle();
  return answer;
}
/** Forgot password by the account's e-mail address or user name, as the form sends it. */
async function requestResetBy(login: unknown, address = `10.9.${nextAddress++}.1`) {
  const answer = await ctx.app.inject({
    method: 'POST',
    url: '/api/user/recover-password/',
    payload: { login },
    remoteAddress: address,
  });
  await ctx.app.background.idle();
  return answer;
}
async function resetLinksMailed() {
  return (await ctx.database.db.select({ id: passwordReset.id }).from(passwordReset)).length;
}
function resetPassword(token: string, password: string, confirmation = password) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/user/recover-password/update',
    payload: { token, new_password: password, confirm_password: confirmation },
  });
}
async function tokenFromLatestMail(email: string): Promise<string> {
  const [mail] = await outboxFor(ctx.database.db, email);
  const link = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0];
  if (!link) throw new Error(`no reset link mailed to ${email}`);
  const url = new URL(link);
  expect(`${url.origin}${url.pathname}`).toBe(`${PUBLIC_URL}/recover-password`);
  return url.searchParams.get('token') ?? '';
}

describe('PUT api/user/update-password/', () => {
  it('changes the password and logs out every other session, not this one', async () => {
    const here = await login(ctx.app, 'demo-tracking');
    const elsewhere = await login(ctx.app, 'demo-tracking');
    const response = await changePassword(here.access, {
      current_password: 'atelier-demo',
      new_password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().detail).toBe(translate('en', 'mail:password_changed'));
    // The other session's access token is refused on its next call, and verify says so.
    const stale = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/settings/',
      headers: bearer(elsewhere.access),
    });
    expect(stale.statusCode).toBe(401);
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/easyorder/token/verify/',
      payload: { token: elsewhere.access },
    });
    expect(verified.statusCode).toBe(401);
    expect((await refresh(elsewhere.refresh)).statusCode).toBe(401);
    expect((await refresh(here.refresh)).statusCode).toBe(200);
    await login(ctx.app, 'demo-tracking', NEW_PASSWORD);
    const old = await ctx.app.inject({
      method: 'POST',
      url: '/easyorder/token/',
      payload: { username: 'demo-tracking', password: 'atelier-demo' },
    });
    expect(old.statusCode).toBe(401);
  });

  it('refuses a wrong current password', async () => {
    const { access } = await login(ctx.app, 'demo-shop');
    const response = await changePassword(
      access,
      {
        current_password: 'guess-guess-guess',
        new_password: NEW_PASSWORD,
        confirm_password: NEW_PASSWORD,
      },
      'nl',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'password_incorrect',
      detail: translate('nl', 'errors:password_incorrect'),
    });
  });

  it('refuses a new password equal to the current one, in every language', async () => {
    const { access } = await login(ctx.app, 'demo-shop');
    for (const language of LOCALES) {
      const response = await changePassword(
        access,
        {
          current_password: 'atelier-demo',
          new_password: 'atelier-demo',
          confirm_password: 'atelier-demo',
        },
        language,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'password_unchanged',
        detail: translate(language, 'errors:password_unchanged'),
      });
    }
  });

  it('checks length and confirmation of the new password', async () => {
    const { access } = await login(ctx.app, 'demo-shop');
    const response = await changePassword(
      access,
      { current_password: 'atelier-demo', new_password: 'short', confirm_password: 'other' },
      'de',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().new_password).toEqual([
      translate('de', 'validation:password_too_short', { min: PASSWORD_MIN_LENGTH }),
    ]);
    const mismatch = await changePassword(
      access,
      {
        current_password: 'atelier-demo',
        new_password: NEW_PASSWORD,
        confirm_password: `${NEW_PASSWORD}!`,
      },
      'de',
    );
    expect(mismatch.json()).toEqual({
      confirm_password: [translate('de', 'validation:passwords_do_not_match')],
    });
  });
});

describe('password recovery with an SMTP server', () => {
  it('sends the mail over SMTP and keeps nothing in the outbox', async () => {
    const sink = await startSmtpSink();
    const withSmtp = await createTestApp({ smtpUrl: sink.url });
    try {
      const response = await withSmtp.app.inject({
        method: 'POST',
        url: '/api/user/recover-password/',
        payload: { email: 'shop@atelier.example' },
      });
      expect(response.statusCode).toBe(200);
      const [mail] = await sink.received(1);
      expect(mail).toContain('To: shop@atelier.example');
      // demo-shop reads Dutch.
      expect(mail).toContain(
        `Subject: ${translate('nl', 'mail:password_reset.subject', { brand: SUPPLIER_BRAND.name })}`,
      );
      expect(await outboxFor(withSmtp.database.db, 'shop@atelier.example')).toEqual([]);
    } finally {
      await withSmtp.app.close();
      await withSmtp.database.close();
      await sink.close();
    }
  });
});

describe('password recovery', () => {
  it('answers the same whether or not an account has the address', async () => {
    const known = await requestReset('au@atelier.example');
    const unknown = await requestReset('nobody@atelier.example');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(await outboxFor(ctx.database.db, 'nobody@atelier.example')).toEqual([]);
  });

  it("mails a link in the user's language that sets a new password once", async () => {
    const before = await login(ctx.app, 'demo-pl');
    await requestReset('PL@atelier.example');
    const [mail] = await outboxFor(ctx.database.db, 'pl@atelier.example');
    expect(mail?.subject).toBe(
      translate('pl', 'mail:password_reset.subject', { brand: SUPPLIER_BRAND.name }),
    );
    expect(mail?.html).toContain('href="https://portal.atelier.example/recover-password?token=');
    const token = await tokenFromLatestMail('pl@atelier.example');

    const done = await resetPassword(token, NEW_PASSWORD);
    expect(done.statusCode).toBe(200);
    await login(ctx.app, 'demo-pl', NEW_PASSWORD);
    // Every session that existed before the reset is over.
    expect((await refresh(before.refresh)).statusCode).toBe(401);

    const again = await resetPassword(token, 'another-password-1');
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('reset_token_invalid');
  });

  it('refuses an expired or unknown token', async () => {
    await requestReset('service@atelier.example');
    const token = await tokenFromLatestMail('service@atelier.example');
    await ctx.database.db
      .update(passwordReset)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(isNull(passwordReset.usedAt));
    expect((await resetPassword(token, NEW_PASSWORD)).json().code).toBe('reset_token_invalid');
    expect((await resetPassword('made-up-token', NEW_PASSWORD)).json().code).toBe(
      'reset_token_invalid',
    );
  });

  it('refuses a reset to the password the account already has, and keeps the link usable', async () => {
    await requestReset('au@atelier.example');
    const token = await tokenFromLatestMail('au@atelier.example');
    const same = await resetPassword(token, 'atelier-demo');
    expect(same.statusCode).toBe(400);
    expect(same.json().code).toBe('password_unchanged');
    expect((await resetPassword(token, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('limits requests per e-mail address, known or not, whatever the client address', async () => {
    for (const email of ['shop@atelier.example', 'nobody-2@atelier.example']) {
      for (let index = 0; index < MAX_RESETS_PER_EMAIL; index += 1) {
        expect((await requestReset(email)).statusCode).toBe(200);
      }
      const refused = await requestReset(email.toUpperCase());
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('throttled');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('mails at least one and at most the limit of 30 parallel requests for one address', async () => {
    const email = 'tracking@atelier.example';
    const before = (await outboxFor(ctx.database.db, email)).length;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/user/recover-password/',
          payload: { email },
          remoteAddress: `10.10.${index}.1`,
        }),
      ),
    );
    await ctx.app.background.idle();
    const passed = answers.filter((answer) => answer.statusCode === 200);
    expect(answers.length - passed.length).toBe(
      answers.filter((answer) => answer.statusCode === 429).length,
    );
    const mailed = (await outboxFor(ctx.database.db, email)).length - before;
    expect(mailed).toBe(passed.length);
    expect(mailed).toBeGreaterThanOrEqual(1);
    expect(mailed).toBeLessThanOrEqual(MAX_RESETS_PER_EMAIL);
  });

  it('does not let refused requests extend the window', async () => {
    const email = 'pricelist@atelier.example';
    for (let index = 0; index < MAX_RESETS_PER_EMAIL; index += 1) {
      expect((await requestReset(email)).statusCode).toBe(200);
    }
    const refused = await requestReset(email);
    expect(refused.statusCode).toBe(429);
    const seconds = Number(refused.headers['retry-after']);
    // A request a minute before the window frees, refused, and another once it has freed.
    clockMs += (seconds - 60) * 1000;
    expect((await requestReset(email)).statusCode).toBe(429);
    clockMs += 60 * 1000;
    expect((await requestReset(email)).statusCode).toBe(200);
  });

  it('limits requests per client address, in parallel too', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        requestReset(`probe-${index}@x.example`, '10.8.0.1'),
      ),
    );
    const passed = answers.filter((answer) => answer.statusCode === 200);
    expect(passed.length).toBeLessThanOrEqual(MAX_RESETS_PER_ADDRESS);
    expect(answers.every((answer) => [200, 429].includes(answer.statusCode))).toBe(true);
    // Another address is not affected.
    expect((await requestReset('probe-x@x.example', '10.8.0.2')).statusCode).toBe(200);
  });

  it('validates the request and the new password', async () => {
    const badMail = await requestReset('not-an-address');
    expect(badMail.statusCode).toBe(400);
    expect(Object.keys(badMail.json())).toEqual(['email']);
    const mismatch = await resetPassword('some-token', NEW_PASSWORD, 'something-else-1');
    expect(mismatch.statusCode).toBe(400);
    expect(Object.keys(mismatch.json())).toEqual(['confirm_password']);
  });
});

describe('password recovery by user name', () => {
  it('mails the account named by its user name, at its own address, a link that works', async () => {
    const before = (await outboxFor(ctx.database.db, 'debtor@atelier.example')).length;
    const known = await requestResetBy('demo-debtor');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ detail: translate('en', 'mail:reset_requested') });
    const mails = await outboxFor(ctx.database.db, 'debtor@atelier.example');
    expect(mails.length - before).toBe(1);
    // demo-debtor reads Dutch; the user name is found in any case, as the e-mail address is.
    expect(mails[0]?.subject).toBe(
      translate('nl', 'mail:password_reset.subject', { brand: SUPPLIER_BRAND.name }),
    );
    const token = await tokenFromLatestMail('debtor@atelier.example');
    expect((await resetPassword(token, NEW_PASSWORD)).statusCode).toBe(200);
    await login(ctx.app, 'demo-debtor', NEW_PASSWORD);
    expect((await requestResetBy('  DEMO-Debtor ')).statusCode).toBe(200);
    expect((await outboxFor(ctx.database.db, 'debtor@atelier.example')).length - before).toBe(2);
  });

  it('answers an unknown user name exactly as a known one, and mails nobody', async () => {
    const mailed = await resetLinksMailed();
    const unknown = await requestResetBy('demo-nobody');
    const known = await requestResetBy('demo-limited');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
    // Only demo-limited's link went out.
    expect(await resetLinksMailed()).toBe(mailed + 1);
  });

  it("mails another group's user only at its own address, under its own brand", async () => {
    const partner = groupBrand('OBI Polska');
    const answer = await requestResetBy('demo-partner');
    expect(answer.json()).toEqual({ detail: translate('en', 'mail:reset_requested') });
    const [mail] = await outboxFor(ctx.database.db, 'partner@atelier.example');
    expect(mail?.subject).toBe(
      translate('pl', 'mail:password_reset.subject', { brand: partner.name }),
    );
    expect(mail?.text).not.toContain(SUPPLIER_BRAND.name);
  });

  it('throttles a user name as an e-mail address, and an account however it is named', async () => {
    for (let index = 0; index < MAX_RESETS_PER_EMAIL; index += 1) {
      expect((await requestResetBy('demo-ca')).statusCode).toBe(200);
    }
    const refused = await requestResetBy('Demo-CA');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('throttled');
    // Asking by its address in turn gets an answer, but the account has had its links.
    const email = 'ca@atelier.example';
    const before = (await outboxFor(ctx.database.db, email)).length;
    expect((await requestReset(email)).statusCode).toBe(200);
    expect((await outboxFor(ctx.database.db, email)).length).toBe(before);
  });

  it('refuses a missing, empty, too long or mistyped name, and unknown fields', async () => {
    for (const login of ['', '   ', 'x'.repeat(RECOVERY_LOGIN_MAX_LENGTH + 1), 42, null]) {
      const answer = await requestResetBy(login);
      expect(answer.statusCode).toBe(400);
      expect(Object.keys(answer.json())).toEqual(['login']);
    }
    const none = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/recover-password/',
      payload: {},
    });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ login: [translate('en', 'validation:required')] });
    const extra = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/recover-password/',
      payload: { login: 'demo-shop', username: 'demo-shop' },
    });
    expect(extra.statusCode).toBe(400);
  });
});
