import { PASSWORD_MIN_LENGTH } from '@atelier/domain';
import { translate } from '@atelier/i18n';
import { isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passwordReset } from '../db/schema/index.js';
import { outboxFor } from '../mail/mail.repository.js';
import { bearer, createTestApp, login, PUBLIC_URL, useTestApp } from '../test/app.js';
import { startSmtpSink } from '../test/smtp-sink.js';

const ctx = useTestApp();

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
function requestReset(email: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/user/recover-password/',
    payload: { email },
  });
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
      expect(mail).toContain(`Subject: ${translate('nl', 'mail:password_reset.subject')}`);
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
    expect(mail?.subject).toBe(translate('pl', 'mail:password_reset.subject'));
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

  it('validates the request and the new password', async () => {
    const badMail = await requestReset('not-an-address');
    expect(badMail.statusCode).toBe(400);
    expect(Object.keys(badMail.json())).toEqual(['email']);
    const mismatch = await resetPassword('some-token', NEW_PASSWORD, 'something-else-1');
    expect(mismatch.statusCode).toBe(400);
    expect(Object.keys(mismatch.json())).toEqual(['confirm_password']);
  });
});
