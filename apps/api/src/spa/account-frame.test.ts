// An account page's first HTML (decision 107) on both databases: drawn with its frame in the
// language its cookie names, with the account layout's files announced; as built without the
// cookie, with a value that is no language, or for a path outside the account area. The frame is
// the same for every visitor of a language: it carries nothing of an account.
import { LANGUAGE_COOKIE } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { firstPageOf, INDEX, useAppWithWeb } from '../test/web-app.js';
import { cookieValue } from './account-frame.js';

/**
 * Draws the page it was given at its path, with a message of the language's shell catalogue; finds
 * the order list's route under `/account/order` only.
 */
const PAINTER = `export function firstPaint(page, data, language, messages, pathname) {
  return '<main data-painted="' + page + ':' + language + ':' + pathname + '">' + messages.shell.nav.toggle + '</main>';
}
export function firstPageRoute(page, pathname) {
  return page === 'account' && pathname === '/account/order' ? 'order' : null;
}
`;

describe('an account page’s first HTML', () => {
  const app = useAppWithWeb(PAINTER);
  const page = (url: string, cookie?: string) =>
    app().app.inject({ method: 'GET', url, headers: cookie === undefined ? {} : { cookie } });

  it('is drawn with its frame in the language the cookie names, and announces the layout and the page', async () => {
    const response = await page('/account/order?tab=drafts', `x=1; ${LANGUAGE_COOKIE}=de`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(String(response.headers.vary)).toContain('cookie');
    const html = response.body;
    expect(firstPageOf(html)).toEqual({
      page: 'account',
      path: '/account/order',
      language: 'de',
      data: null,
    });
    expect(html).toContain('<html lang="de" data-mantine-color-scheme="light">');
    // The built title stays: the tab is named by the page once it is here.
    expect(html).toContain('<title>Atelier</title>');
    expect(html).toContain(
      '<div id="root"><main data-painted="account:de:/account/order">Menü ein- oder ausblenden</main></div>',
    );
    const preloads = [...html.matchAll(/<link rel="modulepreload" [^>]*href="([^"]+)">/g)].map(
      (m) => m[1],
    );
    // The layout's, its catalogue, then the page's route's that the layout does not share.
    expect(preloads).toEqual([
      '/assets/framework-f1.js',
      '/assets/account-layout-a1.js',
      '/assets/catalogues/shell.de.h1.js',
      '/assets/order-page-o1.js',
      '/assets/table-t1.js',
    ]);
  });

  it('announces no route’s files for a page whose route the first paint does not find', async () => {
    const html = (await page('/account/dashboard', `${LANGUAGE_COOKIE}=nl`)).body;
    expect(html).toContain('data-painted="account:nl:/account/dashboard"');
    expect(html).toContain('href="/assets/account-layout-a1.js"');
    expect(html).not.toContain('order-page-o1.js');
  });

  it('draws the account area’s own address and every page under it', async () => {
    for (const url of ['/account', '/account/', '/account/products/curtain/12/']) {
      const html = (await page(url, `${LANGUAGE_COOKIE}=nl`)).body;
      expect(firstPageOf(html), url).toMatchObject({ page: 'account', language: 'nl' });
    }
  });

  it('is sent as built without the cookie, with a value that is no language, or outside the area', async () => {
    const cases: [string, string | undefined][] = [
      ['/account/order', undefined],
      ['/account/order', 'other=nl'],
      ['/account/order', `${LANGUAGE_COOKIE}=xx`],
      ['/account/order', `${LANGUAGE_COOKIE}=%3Cscript%3E`],
      ['/account/order', `${LANGUAGE_COOKIE}=%E0%A4%A`],
      ['/account/order', `${LANGUAGE_COOKIE}=NL`],
      ['/accounting', `${LANGUAGE_COOKIE}=nl`],
      ['/login', `${LANGUAGE_COOKIE}=nl`],
    ];
    for (const [url, cookie] of cases) {
      const response = await page(url, cookie);
      expect(response.statusCode, `${url} ${cookie}`).toBe(200);
      expect(response.body, `${url} ${cookie}`).toBe(INDEX);
    }
  });

  it('is the same for every visitor of a language: drawn once, nothing of an account in it', async () => {
    const first = await page('/account/track', `${LANGUAGE_COOKIE}=nl`);
    const second = await page('/account/track', `${LANGUAGE_COOKIE}=nl; atelier.session=abc`);
    expect(second.body).toBe(first.body);
    expect(first.body).not.toContain('abc');
  });
});

describe('cookieValue', () => {
  it('reads one cookie of a header, decoded, and nothing else', () => {
    expect(cookieValue('a=1; atelier.language=fr; b=2', 'atelier.language')).toBe('fr');
    expect(cookieValue('xatelier.language=fr', 'atelier.language')).toBeNull();
    expect(cookieValue('a=%41', 'a')).toBe('A');
    expect(cookieValue('a=%E0%A4%A', 'a')).toBeNull();
    expect(cookieValue('a', 'a')).toBeNull();
    expect(cookieValue(undefined, 'a')).toBeNull();
  });
});
