// What every caller notices of the transport: error shapes for bad input, the OpenAPI document,
// the reference page, security headers, and the SPA fallback.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { translate } from '@atelier/i18n';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, useTestApp } from '../test/app.js';
import { customerFabricBody } from '../test/upload-files.js';

const ctx = useTestApp({ bodyLimit: 64 * 1024 });

describe('bad input', () => {
  it('answers 400 parse_error for malformed JSON, in the caller language', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/easyorder/token/',
      headers: { 'content-type': 'application/json', 'accept-language': 'nl' },
      payload: '{"username": "demo-shop", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'parse_error',
      detail: translate('nl', 'errors:parse_error'),
    });
  });

  it('answers 413 for a body over the limit', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/easyorder/token/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(200 * 1024), password: 'y' }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('payload_too_large');
  });

  it('answers 415 for a content type the route does not read', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/easyorder/token/',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('unsupported_media_type');
  });

  it('answers field errors for a body that is not an object', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/easyorder/token/',
      headers: { 'content-type': 'application/json' },
      payload: '[1, 2, 3]',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      non_field_errors: [translate('en-au', 'validation:invalid_type')],
    });
  });

  it('answers field errors for an oversized field and an unknown field', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/easyorder/token/',
      payload: { username: 'u'.repeat(151), password: 'p', admin: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      username: [translate('en-au', 'validation:max', { max: 150 })],
      admin: [translate('en-au', 'validation:unknown_field')],
    });
  });

  it('answers 405 with Allow for a known path and another method', async () => {
    const { access } = await login(ctx.app, 'demo-shop');
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/user/settings/',
      headers: { ...bearer(access), 'accept-language': 'fr' },
    });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD, PATCH, PUT');
    expect(response.json()).toEqual({
      code: 'method_not_allowed',
      detail: translate('fr', 'errors:method_not_allowed'),
    });
    const debtor = await ctx.app.inject({
      method: 'POST',
      url: '/api/debtors/12',
      headers: bearer(access),
    });
    expect(debtor.statusCode).toBe(405);
  });

  it('answers a JSON 404 for an unknown API path, never a stack trace', async () => {
    const { access } = await login(ctx.app, 'demo-shop');
    for (const url of ['/api/nothing-here/', '/easyorder/nothing/']) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: bearer(access) });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        code: 'not_found',
        detail: translate('en-au', 'errors:not_found'),
      });
    }
  });
});

describe('failures of our own', () => {
  it('answer 500 server_error without a trace of internals', async () => {
    const broken = await createTestApp();
    const { access } = await login(broken.app, 'demo-shop');
    await broken.database.close();
    try {
      const response = await broken.app.inject({
        method: 'GET',
        url: '/api/user/settings/',
        headers: { ...bearer(access), 'accept-language': 'pl' },
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        code: 'server_error',
        detail: translate('pl', 'errors:server_error'),
        // The request's trace id, which support looks up (decision 094).
        reference: expect.stringMatching(/^[0-9a-f]{32}$/),
      });
    } finally {
      await broken.app.close();
    }
  });
});

describe('OpenAPI and the reference page', () => {
  it('serves an OpenAPI 3.1 document naming every call of the foundation', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/easyorder/token/',
        '/easyorder/token/refresh/',
        '/easyorder/token/verify/',
        '/api/user/settings/',
        '/api/user/update-password/',
        '/api/user/pleatcurtain/',
        '/api/user/recover-password/',
        '/api/user/recover-password/update',
        '/api/debtors/',
        '/api/debtors/{id}',
        '/api/latest-tag/',
        '/api/release-notes/',
      ]),
    );
    // Log-in needs no token; the settings do.
    expect(document.paths['/easyorder/token/'].post.security).toEqual([]);
    expect(document.paths['/api/user/settings/'].get.security).toBeUndefined();
    expect(document.security).toEqual([{ bearer: [] }]);
  });

  it('serves the reference page without a log-in', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    const page =
      response.statusCode === 302
        ? await ctx.app.inject({ method: 'GET', url: response.headers.location as string })
        : response;
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});

describe('security headers', () => {
  it('sends a content security policy that allows inline styles but no foreign scripts', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/latest-tag/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('denies the camera, microphone, location, payment and device features on every answer', async () => {
    const answers = [
      await ctx.app.inject({ method: 'GET', url: '/api/latest-tag/' }),
      await ctx.app.inject({ method: 'GET', url: '/api/orders/' }),
      await ctx.app.inject({ method: 'GET', url: '/api/nothing-here/' }),
      await ctx.app.inject({
        method: 'POST',
        url: '/easyorder/token/',
        headers: { 'content-type': 'application/json' },
        payload: '{',
      }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 404, 400]);
    for (const answer of answers) expectPermissionsPolicy(answer.headers['permissions-policy']);
  });
});

/** The features the portal never uses are off; full screen (the instruction videos) is its own. */
function expectPermissionsPolicy(header: unknown) {
  const directives = new Map(
    String(header ?? '')
      .split(',')
      .map((directive) => directive.trim().split('=') as [string, string]),
  );
  for (const feature of [
    'camera',
    'microphone',
    'geolocation',
    'payment',
    'usb',
    'serial',
    'hid',
  ]) {
    expect(directives.get(feature), feature).toBe('()');
  }
  expect(directives.get('fullscreen')).toBe('(self)');
}

describe('the web app', () => {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'atelier-web-'));
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Atelier</title>');
  writeFileSync(path.join(webRoot, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
  afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

  it('serves index.html for client routes, assets as files, and JSON 404s under /api/', async () => {
    const web = await createTestApp({ webRoot });
    try {
      const route = await web.app.inject({ method: 'GET', url: '/account/settings/' });
      expect(route.statusCode).toBe(200);
      expect(route.headers['content-type']).toContain('text/html');
      expect(route.body).toContain('<title>Atelier</title>');
      const asset = await web.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toContain('immutable');
      const api = await web.app.inject({ method: 'GET', url: '/api/unknown/' });
      expect(api.statusCode).toBe(404);
      expect(api.json().code).toBe('not_found');
      for (const answer of [route, asset, api]) {
        expectPermissionsPolicy(answer.headers['permissions-policy']);
      }
      const pdf = await web.app.inject({ method: 'GET', url: '/pdf/price-list-2025.pdf?lang=nl' });
      expect(pdf.statusCode).toBe(301);
      expect(pdf.headers.location).toBe('/documents/price-list-2025.pdf?lang=nl');
    } finally {
      await web.app.close();
      await web.database.close();
    }
  });
});

describe('number bounds', () => {
  it('asks for a value greater than 0 where 0 is refused, not for at least 0', async () => {
    const { access } = await login(ctx.app, 'demo-shop');
    const headers = { ...bearer(access), 'accept-language': 'en' };
    for (const value of ['0', '-1']) {
      const list = await ctx.app.inject({
        method: 'GET',
        url: `/api/orders/?debtor_id=${value}`,
        headers,
      });
      expect(list.statusCode).toBe(400);
      expect(list.json()).toEqual({ debtor_id: ['Must be greater than 0'] });
    }
    const settings = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/user/settings/',
      headers: { ...bearer(access), 'accept-language': 'nl' },
      payload: { servicing_debtor_id: 0 },
    });
    expect(settings.statusCode).toBe(400);
    expect(settings.json()).toEqual({
      servicing_debtor_id: [translate('nl', 'validation:greater_than', { min: 0 })],
    });
    expect(translate('nl', 'validation:greater_than', { min: 0 })).toBe('Moet groter zijn dan 0');
    // An inclusive bound keeps its wording.
    const page = await ctx.app.inject({
      method: 'GET',
      url: '/api/atelier-fabrics/?page_size=0',
      headers,
    });
    expect(page.json()).toEqual({ page_size: ['Must be at least 1'] });
  });

  it('words a refused supplier 0 of a customer fabric the same way', async () => {
    const { access } = await login(ctx.app, 'demo-shop');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/customer-fabrics/',
      headers: { ...bearer(access), 'accept-language': 'en' },
      payload: { ...customerFabricBody('Linnen nul'), supplier_id: 0 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ supplier_id: ['Enter more than 0.'] });
  });
});

describe('enum errors', () => {
  it('list the allowed values in the caller language', async () => {
    const { access } = await login(ctx.app, 'demo-shop');
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/orders/?status=sent',
      headers: { ...bearer(access), 'accept-language': 'nl' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      'status.0': [
        translate('nl', 'validation:invalid_choice_of', {
          choices: 'draft, offered, confirmed, delivered, imported',
        }),
      ],
    });
    expect(translate('nl', 'validation:invalid_choice_of', { choices: 'a, b' })).toBe(
      'Kies een van: a, b',
    );
  });
});
