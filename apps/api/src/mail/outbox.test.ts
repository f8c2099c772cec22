import { outboxMessageSchema } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readEnvironment } from '../config.js';
import { createTestApp, PUBLIC_URL, useTestApp } from '../test/app.js';

const demo = useTestApp({ demoOutbox: true });

describe('the demo mailbox', () => {
  it('shows a password-reset mail, with its link, to someone who is not logged in', async () => {
    const reset = await demo.app.inject({
      method: 'POST',
      url: '/api/user/recover-password/',
      payload: { email: 'shop@atelier.example' },
    });
    expect(reset.statusCode).toBe(200);
    await demo.app.background.idle();
    const response = await demo.app.inject({ method: 'GET', url: '/api/demo/outbox/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const [mail] = z.array(outboxMessageSchema).parse(response.json());
    expect(mail).toMatchObject({ to: 'shop@atelier.example', kind: 'password_reset' });
    expect(mail?.text).toContain(`${PUBLIC_URL}/recover-password`);
  });

  it('does not exist outside the demo, nor when mail goes out through SMTP', async () => {
    for (const config of [{}, { demoOutbox: true, smtpUrl: 'smtp://127.0.0.1:1' }]) {
      const other = await createTestApp(config);
      try {
        const response = await other.app.inject({ method: 'GET', url: '/api/demo/outbox/' });
        expect(response.statusCode).toBe(404);
      } finally {
        await other.app.close();
        await other.database.close();
      }
    }
  });

  it('is opened by DEMO_OUTBOX=true only, and never with SMTP_URL', () => {
    expect(readEnvironment({}).demoOutbox).toBe(false);
    expect(readEnvironment({ DEMO_OUTBOX: 'true' }).demoOutbox).toBe(true);
    expect(readEnvironment({ DEMO_OUTBOX: '1' }).demoOutbox).toBe(false);
    expect(readEnvironment({ DEMO_OUTBOX: 'true', SMTP_URL: 'smtp://mail:25' }).demoOutbox).toBe(
      false,
    );
  });
});
