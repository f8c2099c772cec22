// Input that once answered 500: every such request now answers 4xx in the documented shape, in
// the caller's language.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locale } from '@atelier/domain';
import { translate } from '@atelier/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validArticles } from '../articles/test-support.js';
import { deepJson } from '../fuzz/requests.js';
import { bearer, createTestApp, login, useTestApp } from '../test/app.js';
import { customerFabricBody } from '../test/upload-files.js';

const ctx = useTestApp();
let shop: Record<string, string>;
let orderId: number;
let fabricUuid: string;

const fabricBody = customerFabricBody('Linnen hard');

beforeAll(async () => {
  shop = bearer((await login(ctx.app, 'demo-shop')).access);
  const order = await ctx.app.inject({
    method: 'POST',
    url: '/api/orders/',
    headers: shop,
    payload: {},
  });
  orderId = order.json().id;
  const fabric = await ctx.app.inject({
    method: 'POST',
    url: '/api/customer-fabrics/',
    headers: shop,
    payload: fabricBody,
  });
  fabricUuid = fabric.json().fabric_uuid;
});

const json = (headers: Record<string, string>) => ({
  ...headers,
  'content-type': 'application/json',
});

describe('body keys named like object builtins', () => {
  it.each(['constructor', 'toString', 'valueOf', 'hasOwnProperty'])(
    'answers %s as an unknown field, at the public log-in and in checked bodies',
    async (key) => {
      const login = await ctx.app.inject({
        method: 'POST',
        url: '/easyorder/token/',
        headers: { 'content-type': 'application/json', 'accept-language': 'de' },
        payload: `{"username": "a", "password": "b", "${key}": 1}`,
      });
      expect(login.statusCode).toBe(400);
      expect(login.json()).toEqual({ [key]: [translate('de', 'validation:unknown_field')] });
      const order = await ctx.app.inject({
        method: 'POST',
        url: '/api/orders/',
        headers: json(shop),
        payload: `{"${key}": "x"}`,
      });
      expect(order.statusCode).toBe(400);
      expect(Object.keys(order.json())).toEqual([key]);
    },
  );
});

describe('text no column can hold', () => {
  const refused = (language: Locale) => [translate(language, 'validation:text_invalid')];

  it.each([
    ['a NUL', 'a\u0000b'],
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone low surrogate', '\udc00'],
  ])('refuses %s in a username, a commission, a memo and a search', async (_name, text) => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/easyorder/token/',
      headers: { 'content-type': 'application/json', 'accept-language': 'nl' },
      payload: JSON.stringify({ username: text, password: 'x' }),
    });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toEqual({ username: refused('nl') });
    const order = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders/',
      headers: json(shop),
      payload: JSON.stringify({ commission: text, memo: text }),
    });
    expect(order.statusCode).toBe(400);
    expect(order.json()).toEqual({ commission: refused('en-au'), memo: refused('en-au') });
  });

  it('refuses a NUL in the search of every list', async () => {
    for (const list of ['/api/orders/', '/api/customer-fabrics/', '/api/atelier-fabrics/']) {
      const search = await ctx.app.inject({ method: 'GET', url: `${list}?q=a%00b`, headers: shop });
      expect(search.statusCode, list).toBe(400);
      expect(search.json(), list).toEqual({ q: refused('en-au') });
    }
  });

  it("refuses a NUL in a customer fabric's colour", async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/customer-fabrics/',
      headers: { ...shop, 'accept-language': 'fr' },
      payload: { ...fabricBody, colors: [{ article_number: 'LH-09', color: 'Na\u0000turel' }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ 'colors.0.color': refused('fr') });
  });
});

describe('integers beyond the column', () => {
  it('refuses a price of 2^31 cents', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/customer-fabrics/${fabricUuid}/prices/add/`,
      headers: shop,
      payload: { currency: 'eur', wholesale_price: 2_147_483_648, price: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      wholesale_price: [translate('en-au', 'validation:max_value', { max: 2_147_483_647 })],
    });
  });

  it.each(['price_min', 'price_max', 'page'])(
    'refuses %s=2^53-1 in the fabric list',
    async (name) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/atelier-fabrics/?${name}=9007199254740991`,
        headers: shop,
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json())).toEqual([name]);
    },
  );
});

describe('malformed multipart bodies', () => {
  const upload = (payload: string, contentType = 'multipart/form-data; boundary=XX') =>
    ctx.app.inject({
      method: 'PATCH',
      url: `/api/customer-fabrics/${fabricUuid}/update-image/`,
      headers: { ...shop, 'content-type': contentType, 'accept-language': 'pl' },
      payload,
    });

  it.each([
    [
      'cut off',
      '--XX\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nabc',
    ],
    ['without a boundary', 'abc', 'multipart/form-data'],
  ] as [string, string, string?][])(
    'answers a body %s with 400 multipart_invalid',
    async (_name, payload, contentType) => {
      const response = await upload(payload, contentType);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'multipart_invalid',
        detail: translate('pl', 'errors:multipart_invalid'),
      });
    },
  );

  it('refuses a multipart body on a route that reads JSON with 415', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders/',
      headers: { ...shop, 'content-type': 'multipart/form-data; boundary=XX' },
      payload: '--XX\r\nContent-Disposition: form-data; name="commission"\r\n\r\nx\r\n--XX--\r\n',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'unsupported_media_type' });
  });
});

describe('deeply nested JSON', () => {
  it('refuses a body nested thousands deep with 400, also with an Idempotency-Key', async () => {
    const [type, article] = Object.entries(await validArticles(ctx))[0]!;
    const payload = JSON.stringify(article).replace(/}$/, `, "memo": ${deepJson(20_000)}}`);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/articles/${type}/`,
      headers: {
        ...json(shop),
        'idempotency-key': 'deep-nesting-000000001',
        'accept-language': 'lt',
      },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'body_too_deep',
      detail: translate('lt', 'errors:body_too_deep', { max: 32 }),
    });
  });

  it('still reads a body of ordinary depth', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/easyorder/token/',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "a", "password": "b", "nested": {"a": [[{"b": "[[[{{{"}]]}}',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['nested']);
  });
});

describe('paths', () => {
  it.each([
    `/api/orders/${'1'.repeat(5000)}/`,
    `/api/customer-fabrics/cf-${'a'.repeat(10_000)}/`,
    `/api/orders/1/articles/pleatcurtain/${'9'.repeat(600)}/`,
  ])('answers an over-long path parameter with 404 (%#)', async (url) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { ...shop, 'accept-language': 'nl' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 'not_found',
      detail: translate('nl', 'errors:not_found'),
    });
  });

  describe('with the web app', () => {
    const webRoot = mkdtempSync(path.join(tmpdir(), 'atelier-web-'));
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Atelier</title>');
    afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

    it('answers .., encoded .. and over-long segments without 5xx or a file outside', async () => {
      const web = await createTestApp({ webRoot });
      try {
        for (const url of [
          '/assets/../../../etc/passwd',
          '/assets/%2e%2e/%2e%2e/etc/passwd',
          '/..%2f..%2fetc%2fpasswd',
          `/assets/${'a'.repeat(100_000)}.js`,
          `/${'b'.repeat(5000)}/${'c'.repeat(5000)}`,
          '/%E0%A4%A',
        ]) {
          const response = await web.app.inject({ method: 'GET', url });
          expect(response.statusCode, url).toBeLessThan(500);
          expect(response.body, url).not.toContain('root:');
          if (response.statusCode >= 400) expect(response.json().code, url).toBeTruthy();
        }
      } finally {
        await web.app.close();
        await web.database.close();
      }
    });
  });
});
