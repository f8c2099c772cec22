import { outboxMessageSchema } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readEnvironment } from '../config.js';
import { isLoopbackAddress } from '../http/local-caller.js';
import { createTestApp, PUBLIC_URL, useTestApp } from '../test/app.js';

const demo = useTestApp({ demoOutbox: 'loopback' });
// Behind a proxy that is trusted: `request.ip` would believe X-Forwarded-For.
const proxied = useTestApp({ demoOutbox: 'loopback', trustProxy: true });

async function askReset(email = 'shop@atelier.example') {
  const reset = await demo.app.inject({
    method: 'POST',
    url: '/api/user/recover-password/',
    payload: { email },
  });
  expect(reset.statusCode).toBe(200);
  await demo.app.background.idle();
}

describe('the demo mailbox', () => {
  it('shows a password-reset mail, with its link, to someone on this machine who is not logged in', async () => {
    await askReset();
    for (const remoteAddress of ['127.0.0.1', '127.3.2.1', '::1', '::ffff:127.0.0.1']) {
      const response = await demo.app.inject({
        method: 'GET',
        url: '/api/demo/outbox/',
        remoteAddress,
      });
      expect(response.statusCode, remoteAddress).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const [mail] = z.array(outboxMessageSchema).parse(response.json());
      expect(mail).toMatchObject({ to: 'shop@atelier.example', kind: 'password_reset' });
      expect(mail?.text).toContain(`${PUBLIC_URL}/recover-password`);
    }
  });

  it('answers a caller elsewhere 404, as if it did not exist, and leaks no link', async () => {
    await askReset();
    for (const remoteAddress of ['203.0.113.7', '10.0.0.2', '::ffff:192.168.1.9', '2001:db8::1']) {
      const response = await demo.app.inject({
        method: 'GET',
        url: '/api/demo/outbox/',
        remoteAddress,
      });
      expect(response.statusCode, remoteAddress).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
      expect(response.body).not.toContain('recover-password');
    }
  });

  it('is not fooled by a forwarding header, trusted proxy or not', async () => {
    for (const ctx of [demo, proxied]) {
      // A remote caller claiming to be local.
      for (const headers of [
        { 'x-forwarded-for': '127.0.0.1' },
        { 'x-real-ip': '127.0.0.1' },
        { forwarded: 'for=127.0.0.1' },
      ]) {
        const response = await ctx.app.inject({
          method: 'GET',
          url: '/api/demo/outbox/',
          remoteAddress: '203.0.113.7',
          headers,
        });
        expect(response.statusCode, JSON.stringify(headers)).toBe(404);
      }
      // A proxy on this machine passing a remote caller on.
      for (const headers of [
        { 'x-forwarded-for': '203.0.113.7' },
        { 'x-forwarded-for': '127.0.0.1, 203.0.113.7' },
        { 'x-real-ip': '203.0.113.7' },
        { forwarded: 'for="[2001:db8::1]";proto=https' },
      ]) {
        const response = await ctx.app.inject({
          method: 'GET',
          url: '/api/demo/outbox/',
          remoteAddress: '127.0.0.1',
          headers,
        });
        expect(response.statusCode, JSON.stringify(headers)).toBe(404);
      }
    }
  });

  it('answers every caller only when told to (DEMO_OUTBOX=anyone)', async () => {
    const open = await createTestApp({ demoOutbox: 'anyone' });
    try {
      const response = await open.app.inject({
        method: 'GET',
        url: '/api/demo/outbox/',
        remoteAddress: '203.0.113.7',
      });
      expect(response.statusCode).toBe(200);
    } finally {
      await open.app.close();
      await open.database.close();
    }
  });

  it('does not exist outside the demo, nor when mail goes out through SMTP', async () => {
    for (const config of [
      {},
      { demoOutbox: 'off' as const },
      { demoOutbox: 'loopback' as const, smtpUrl: 'smtp://127.0.0.1:1' },
      { demoOutbox: 'anyone' as const, smtpUrl: 'smtp://127.0.0.1:1' },
    ]) {
      const other = await createTestApp(config);
      try {
        const response = await other.app.inject({ method: 'GET', url: '/api/demo/outbox/' });
        expect(response.statusCode).toBe(404);
      } finally {
        await other.app.close();
        await other.database.close();
      }
    }
    // Four apps, each on its own database: more than one test's usual share of time.
  }, 60_000);

  it('is opened by DEMO_OUTBOX=true (this machine) or anyone, never with SMTP_URL or DATABASE_URL', () => {
    expect(readEnvironment({}).demoOutbox).toBe('off');
    expect(readEnvironment({ DEMO_OUTBOX: 'true' }).demoOutbox).toBe('loopback');
    expect(readEnvironment({ DEMO_OUTBOX: 'anyone' }).demoOutbox).toBe('anyone');
    expect(readEnvironment({ DEMO_OUTBOX: '1' }).demoOutbox).toBe('off');
    expect(readEnvironment({ DEMO_OUTBOX: 'false' }).demoOutbox).toBe('off');
    for (const value of ['true', 'anyone']) {
      expect(readEnvironment({ DEMO_OUTBOX: value, SMTP_URL: 'smtp://mail:25' }).demoOutbox).toBe(
        'off',
      );
      expect(
        readEnvironment({ DEMO_OUTBOX: value, DATABASE_URL: 'postgres://db/atelier' }).demoOutbox,
      ).toBe('off');
    }
  });

  it('knows a loopback address when it sees one', () => {
    for (const address of ['127.0.0.1', '127.255.0.9', '::1', '::ffff:127.0.0.1']) {
      expect(isLoopbackAddress(address), address).toBe(true);
    }
    for (const address of [
      undefined,
      '',
      '128.0.0.1',
      '127.0.0',
      '127.0.0.1.5',
      '127.0.0.256',
      '1270.0.0.1',
      '::2',
      '::ffff:10.0.0.1',
      'localhost',
    ]) {
      expect(isLoopbackAddress(address), String(address)).toBe(false);
    }
  });
});
