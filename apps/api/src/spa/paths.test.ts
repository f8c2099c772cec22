// Paths that try to climb out of the web app's folder, or name no file in a form no client sends,
// answer 404 in the documented shape (never 5xx, never a file outside the folder). Each path is
// sent on the wire exactly as written and, where `inject` keeps it, in-process too.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { translate } from '@atelier/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, type TestContext } from '../test/app.js';
import { rawRequest } from '../test/raw-request.js';

// The web app's folder sits beside a file it must never serve.
const base = mkdtempSync(path.join(tmpdir(), 'atelier-paths-'));
const webRoot = path.join(base, 'web');
const SECRET = `secret-${randomBytes(8).toString('hex')}`;
const SCRIPT = 'console.log("atelier")';
mkdirSync(path.join(webRoot, 'assets'), { recursive: true });
writeFileSync(path.join(base, 'secret.txt'), SECRET);
mkdirSync(path.join(base, 'web-private'));
writeFileSync(path.join(base, 'web-private', 'secret.txt'), SECRET);
writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Atelier</title>');
writeFileSync(path.join(webRoot, 'assets', 'app-1a2b3c.js'), SCRIPT);

let web: TestContext;
let shop: Record<string, string>;

beforeAll(async () => {
  web = await createTestApp({ webRoot });
  await web.app.listen({ port: 0, host: '127.0.0.1' });
  shop = bearer((await login(web.app, 'demo-shop')).access);
});

afterAll(async () => {
  await web?.app.close();
  await web?.database.close();
  rmSync(base, { recursive: true, force: true });
});

const long = (char: string, length: number) => char.repeat(length);

/** Paths with dot segments, empty segments, backslashes, encoded separators, NUL or over-long names. */
const REFUSED_PATHS = [
  '/..%2f',
  '/..%2fsecret.txt',
  '/%2e%2e/',
  '/%2e%2e/secret.txt',
  '/.%2e/secret.txt',
  '/%2E%2E/%2E%2E/secret.txt',
  '//etc/passwd',
  '//',
  '///',
  '/assets//app-1a2b3c.js',
  '/assets/../../secret.txt',
  '/../secret.txt',
  '/../web-private/secret.txt',
  '/assets/../index.html',
  '/easyorder/../assets/app-1a2b3c.js',
  '/assets/%2e%2e%2f..',
  '/assets/%2e%2e/%2e%2e/secret.txt',
  '/assets/..%2f..%2fsecret.txt',
  '/assets/%2fetc%2fpasswd',
  '/%2fetc/passwd',
  '/./index.html',
  '/assets/./app-1a2b3c.js',
  '/assets/%2e/app-1a2b3c.js',
  '/assets/app-1a2b3c.js/.',
  '/assets/app-1a2b3c.js/..',
  '/..\\secret.txt',
  '/assets\\..\\..\\secret.txt',
  '/assets\\app-1a2b3c.js',
  '/%5c..%5csecret.txt',
  '/assets/..%5c..%5csecret.txt',
  '/%2e%2e%5csecret.txt',
  '/%252e%252e/secret.txt',
  '/assets/%252e%252e%252f%252e%252e%252fsecret.txt',
  '/%25252e%25252e/secret.txt',
  '/assets/%255c..%255csecret.txt',
  '/%00',
  '/index.html%00',
  '/assets/app-1a2b3c.js%00.png',
  '/assets/%2500',
  '/account/%0d%0aset-cookie:x=1',
  '/%c0%ae%c0%ae/secret.txt',
  '/..%c0%afsecret.txt',
  '/%E0%A4%A',
  `/assets/${long('a', 256)}.js`,
  `/${long('b', 5000)}`,
  `/account/${long('c', 300)}/`,
  '/api//orders/',
  '//api/orders/',
];

/** Ids no record can have, on routes that exist for the method used. */
const OVERLONG_IDS: [string, string][] = [
  ['GET', `/api/orders/${long('9', 200)}/`],
  ['GET', `/api/orders/${long('9', 200)}`],
  ['HEAD', `/api/orders/${long('9', 200)}/`],
  ['PUT', `/api/orders/${long('9', 200)}/`],
  ['PATCH', `/api/orders/${long('9', 200)}/`],
  ['DELETE', `/api/orders/${long('9', 200)}/`],
  ['GET', `/api/orders/1/articles/pleatcurtain/${long('9', 200)}/`],
  ['PUT', `/api/orders/1/articles/pleatcurtain/${long('9', 200)}/`],
  ['DELETE', `/api/orders/1/articles/pleatcurtain/${long('9', 200)}/`],
  ['GET', `/api/customer-fabrics/cf-${long('a', 300)}/`],
  ['DELETE', `/api/customer-fabrics/cf-${long('a', 300)}/`],
];

/** What is wrong with an answer that should be the documented 404 (nothing when it is). */
function wrongNotFound(status: number, body: string, head = false): string | undefined {
  if (status !== 404) return `${status} ${body.slice(0, 60)}`;
  if (body.includes(SECRET) || body.includes(SCRIPT)) return 'a file in the body';
  if (head) return undefined;
  const expected = JSON.stringify({
    detail: translate('de', 'errors:not_found'),
    code: 'not_found',
  });
  return body === expected ? undefined : `body ${body.slice(0, 60)}`;
}

describe('paths that leave the web app or name no file', () => {
  it(`answers ${REFUSED_PATHS.length} such paths with 404 in the documented shape, on the wire and in-process`, async () => {
    expect(REFUSED_PATHS.length).toBeGreaterThanOrEqual(30);
    const wrong: string[] = [];
    const note = (label: string, problem: string | undefined) => {
      if (problem) wrong.push(`${label.slice(0, 80)}: ${problem}`);
    };
    for (const url of REFUSED_PATHS) {
      const get = await rawRequest(web.app, 'GET', url, { 'accept-language': 'de' });
      note(`GET ${url}`, wrongNotFound(get.status, get.body));
      const head = await rawRequest(web.app, 'HEAD', url);
      note(`HEAD ${url}`, wrongNotFound(head.status, head.body, true));
      // The same path through inject, which folds `..`, `%2e%2e` and `\` into an ordinary path
      // first: whatever it then names, nothing outside the folder and no 5xx.
      const injected = await web.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-language': 'de' },
      });
      if (injected.statusCode >= 500 || injected.body.includes(SECRET)) {
        note(`inject ${url}`, `${injected.statusCode} ${injected.body.slice(0, 60)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers an over-long id with 404 on every method its route has, not 405', async () => {
    const wrong: string[] = [];
    for (const [method, url] of OVERLONG_IDS) {
      const label = `${method} ${url.slice(0, 60)}`;
      const answer = await rawRequest(web.app, method, url, { ...shop, 'accept-language': 'de' });
      const problem = wrongNotFound(answer.status, answer.body, method === 'HEAD');
      if (problem) wrong.push(`${label}: ${problem}`);
      const injected = await web.app.inject({
        method: method as 'GET',
        url,
        headers: { ...shop, 'accept-language': 'de' },
      });
      const injectedProblem = wrongNotFound(injected.statusCode, injected.body, method === 'HEAD');
      if (injectedProblem) wrong.push(`inject ${label}: ${injectedProblem}`);
    }
    expect(wrong).toEqual([]);
  });

  it('still answers 405 for a method a path does not have', async () => {
    const post = await rawRequest(web.app, 'POST', '/api/orders/1/', shop);
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('DELETE, GET, HEAD, PATCH, PUT');
    expect(JSON.parse(post.body).code).toBe('method_not_allowed');
    const get = await rawRequest(web.app, 'GET', '/easyorder/token/');
    expect(get.status).toBe(405);
    expect(JSON.parse(get.body).code).toBe('method_not_allowed');
  });

  it('still serves the files, client routes and percent-encoded names of the web app', async () => {
    const asset = await rawRequest(web.app, 'GET', '/assets/app-1a2b3c.js');
    expect(asset.status).toBe(200);
    expect(asset.body).toBe(SCRIPT);
    for (const url of [
      '/',
      '/account/dashboard/',
      '/account/order/71',
      '/account/curtain-breeze/50%25-korting',
      '/documents/prijslijst%202026.pdf',
      '/quote/Ab-9_x',
    ]) {
      const page = await rawRequest(web.app, 'GET', url);
      expect(page.status, url).toBe(200);
      expect(page.body, url).toContain('<title>Atelier</title>');
    }
  });

  it('answers a range and a failed precondition on a file in the documented shape, never 5xx', async () => {
    for (const range of ['bytes=999999999-', 'bytes=5-1', 'bytes=0-4']) {
      // Ranges are not served: the whole file answers, as a server may do (RFC 9110 §14.2).
      const answer = await rawRequest(web.app, 'GET', '/assets/app-1a2b3c.js', { range });
      expect(answer.status, range).toBe(200);
      expect(answer.body, range).toBe(SCRIPT);
      expect(answer.headers['accept-ranges'], range).toBeUndefined();
    }
    const preconditions: Record<string, string>[] = [
      { 'if-match': '"not-this-one"' },
      { 'if-unmodified-since': 'Mon, 01 Jan 2001 00:00:00 GMT' },
    ];
    for (const headers of preconditions) {
      const answer = await rawRequest(web.app, 'GET', '/assets/app-1a2b3c.js', {
        ...headers,
        'accept-language': 'pl',
      });
      expect(answer.status).toBe(412);
      expect(JSON.parse(answer.body)).toEqual({
        code: 'precondition_failed',
        detail: translate('pl', 'errors:precondition_failed'),
      });
    }
  });
});
