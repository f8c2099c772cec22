// The hosted shop's first HTML (decision 102) on both databases: `/shop/{slug}` carries the shop's
// public answer exactly as `GET api/shop/{slug}/` gives it (so never a wholesale figure), in the
// shop's language, with its route's files announced and its first paint drawn in the root; no
// dealer's text can leave the JSON element; and an unknown, switched-off or throttled shop, a
// request page or a failing paint gets the page as built, never a 5xx.
import { gunzipSync } from 'node:zlib';
import { SHOP_LIMITS } from '@atelier/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hostedShop } from '../db/schema/index.js';
import { firstPageOf, INDEX, useAppWithWeb } from '../test/web-app.js';

const SLUG = 'woonwinkel-de-linde';
/** Draws the shop's name and a message of its language's shop catalogue; fails for "Boom". */
const PAINTER = `export function firstPaint(page, data, language, messages) {
  if (data.title === 'Boom') throw new Error('boom');
  const contact = messages.shop.header.contact;
  return '<main data-painted="' + page + ':' + language + '">' + data.title.replace(/</g, '&lt;') + ' · ' + contact + '</main>';
}
`;

let addresses = 0;
const newAddress = () => `10.40.${Math.floor(++addresses / 250)}.${addresses % 250}`;

describe('the hosted shop’s first HTML', () => {
  const app = useAppWithWeb(PAINTER);

  const page = (url: string, address = newAddress(), headers: Record<string, string> = {}) =>
    app().app.inject({ method: 'GET', url, remoteAddress: address, headers });
  const setShop = (values: Partial<typeof hostedShop.$inferInsert>) =>
    app().database.db.update(hostedShop).set(values).where(eq(hostedShop.slug, SLUG));

  it('carries the shop’s public answer as its API gives it, in the shop’s language, drawn', async () => {
    const address = newAddress();
    const response = await page(`/shop/${SLUG}`, address);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    const api = await page(`/api/shop/${SLUG}/`, address);
    const first = firstPageOf(response.body);
    expect(first).toEqual({
      page: 'shop',
      path: `/shop/${SLUG}`,
      language: 'nl',
      data: api.json(),
    });
    const shop = api.json();
    expect(response.body).toContain(`<title>${shop.title}</title>`);
    expect(response.body).toContain('<html lang="nl" data-mantine-color-scheme="light">');
    // Drawn by the web app's first paint, with the shop catalogue of the shop's language.
    expect(response.body).toContain(
      `<div id="root"><main data-painted="shop:nl">${shop.title} · Contact</main></div>`,
    );
  });

  it('announces the route’s files and its catalogues once each, after the stylesheets', async () => {
    const html = (await page(`/shop/${SLUG}`)).body;
    const preloads = [...html.matchAll(/<link rel="modulepreload" ([^>]*)>/g)].map((m) => m[1]);
    expect(preloads).toEqual([
      'fetchpriority="low" crossorigin href="/assets/framework-f1.js"',
      'fetchpriority="low" crossorigin href="/assets/shop-page-s1.js"',
      'fetchpriority="low" crossorigin href="/assets/catalogues/common.nl.c1.js"',
      'fetchpriority="low" crossorigin href="/assets/catalogues/shop.nl.s1.js"',
    ]);
    expect(html).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-e1.js">',
    );
  });

  it('opens in the shop’s first language', async () => {
    await setShop({ languages: ['en', 'nl'] });
    try {
      const html = (await page(`/shop/${SLUG}/`)).body;
      expect(firstPageOf(html)).toMatchObject({ language: 'en', path: `/shop/${SLUG}/` });
      expect(html).toContain('<html lang="en"');
      expect(html).toContain('href="/assets/catalogues/shop.en.s1.js"');
      expect(html).not.toContain('shop.nl.s1.js');
    } finally {
      await setShop({ languages: ['nl', 'en'] });
    }
  });

  it('sends it gzipped to a browser that takes it', async () => {
    const plain = await page(`/shop/${SLUG}`);
    const zipped = await page(`/shop/${SLUG}`, newAddress(), { 'accept-encoding': 'gzip, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('lets no text of the dealer’s close the JSON element or the title', async () => {
    const intro = '</script><script>alert(1)</script><!-- \u2028';
    const [before] = await app()
      .database.db.select()
      .from(hostedShop)
      .where(eq(hostedShop.slug, SLUG));
    await setShop({ intro, title: 'De </title> <b>Linde</b>' });
    try {
      const html = (await page(`/shop/${SLUG}`)).body;
      expect(html).not.toContain('<script>alert(1)');
      expect(html).not.toContain('<b>Linde');
      expect(html).toContain('<title>De &lt;/title&gt; &lt;b&gt;Linde&lt;/b&gt;</title>');
      const first = firstPageOf(html);
      expect(first?.data).toMatchObject({ intro });
    } finally {
      await setShop({ intro: before!.intro, title: before!.title });
    }
  });

  it('is the page as built for an unknown, switched-off or malformed shop and a request page', async () => {
    await setShop({ enabled: false });
    try {
      for (const url of [
        `/shop/${SLUG}`,
        '/shop/no-such-shop',
        '/shop/Not%20A%20Slug',
        `/shop/${SLUG}/request/abc`,
        '/shop/',
      ]) {
        const response = await page(url);
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).toBe(INDEX);
      }
    } finally {
      await setShop({ enabled: true });
    }
    const request = await page(`/shop/${SLUG}/request/abc`);
    expect(firstPageOf(request.body)).toBeNull();
  });

  it('counts as one of the address’s reads, and past the limit is the page as built', async () => {
    const address = newAddress();
    for (let read = 0; read < SHOP_LIMITS.readsPerMinute; read++) {
      const response = await page(`/shop/${SLUG}`, address);
      expect(firstPageOf(response.body), `read ${read}`).not.toBeNull();
    }
    const past = await page(`/shop/${SLUG}`, address);
    expect(past.statusCode).toBe(200);
    expect(past.body).toBe(INDEX);
    expect((await page(`/api/shop/${SLUG}/`, address)).statusCode).toBe(429);
  });

  it('sends the answer undrawn when the first paint fails', async () => {
    await setShop({ title: 'Boom' });
    try {
      const html = (await page(`/shop/${SLUG}`)).body;
      expect(firstPageOf(html)).toMatchObject({ data: { title: 'Boom' } });
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('fetchpriority');
    } finally {
      await setShop({ title: 'Woonwinkel De Linde' });
    }
  });
});

describe('without a first paint in the build', () => {
  const app = useAppWithWeb(null);

  it('still carries the answer, and leaves the drawing to the browser', async () => {
    const response = await app().app.inject({ method: 'GET', url: `/shop/${SLUG}` });
    expect(response.statusCode).toBe(200);
    expect(firstPageOf(response.body)).toMatchObject({ page: 'shop', language: 'nl' });
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('<html lang="nl">');
  });
});
