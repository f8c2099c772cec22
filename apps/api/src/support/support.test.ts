import { translate } from '@atelier/i18n';
import { describe, expect, it } from 'vitest';
import { caller } from '../articles/test-support.js';
import { outboxFor } from '../mail/mail.repository.js';
import { useTestApp } from '../test/app.js';

const ctx = useTestApp();
const call = caller(ctx);

describe('a message to customer support', () => {
  it('is mailed to the account’s support address with the sender and shop named', async () => {
    const response = await call('demo-shop', 'POST', '/api/support/messages/', {
      payload: {
        subject: 'Levering week 48',
        message: 'Kan de levering van order 12 een dag later?',
      },
      headers: { 'accept-language': 'nl' },
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({ sent: true, to: 'support@atelier.example' });
    expect(response.json().thread_id).toBeGreaterThan(0);
    const [mail] = await outboxFor(ctx.database.db, 'support@atelier.example');
    expect(mail?.kind).toBe('support_message');
    expect(mail?.subject).toBe(
      translate('nl', 'support:contact.mailSubject', {
        shop: 'Woonwinkel De Linde',
        subject: 'Levering week 48',
      }),
    );
    expect(mail?.text).toContain('Kan de levering van order 12 een dag later?');
    expect(mail?.text).toContain('shop@atelier.example');
    expect(mail?.html).not.toContain('<script');
  });

  it('escapes what the dealer typed in the mail’s HTML', async () => {
    await call('demo-au', 'POST', '/api/support/messages/', {
      payload: { subject: 'Question', message: '<script>alert(1)</script> is in my text' },
    });
    const [mail] = await outboxFor(ctx.database.db, 'support@atelier.example');
    expect(mail?.html).toContain('&lt;script&gt;');
    expect(mail?.html).not.toContain('<script>');
  });

  it('refuses a short message, unknown fields, and a tracking-only account', async () => {
    const bad = await call('demo-shop', 'POST', '/api/support/messages/', {
      payload: { subject: 'Hi', message: 'short', cc: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['cc', 'message', 'subject']);
    const tracking = await call('demo-tracking', 'POST', '/api/support/messages/', {
      payload: { subject: 'Question', message: 'Where is my order please?' },
    });
    expect(tracking.statusCode).toBe(403);
  });
});
