// Curtain-breeze articles: the same for every account, in the caller's language, linking only
// collections the catalogue has; closed to a tracking-only account like the page.
import { inspirationArticleSchema, inspirationSummarySchema, LOCALES } from '@atelier/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { caller } from '../articles/test-support.js';
import { inspirationArticle } from '../db/schema/index.js';
import { DEMO_INSPIRATION } from '../db/seed/inspiration.js';
import { useTestApp } from '../test/app.js';

const ctx = useTestApp();
const call = caller(ctx);
const list = z.array(inspirationSummarySchema);

describe('GET api/inspiration/', () => {
  it('answers every article newest first, in the language asked, with a picture and its collections', async () => {
    const response = await call('demo-shop', 'GET', '/api/inspiration/', {
      headers: { 'accept-language': 'de' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const articles = list.parse(response.json());
    expect(articles.map((article) => article.slug)).toEqual(
      [...DEMO_INSPIRATION]
        .sort((a, b) => b.publishedOn.localeCompare(a.publishedOn))
        .map((article) => article.slug),
    );
    expect(articles[0]!.title).toBe('Samt für die dunklen Monate');
    expect(articles[0]!.collections.map((c) => c.code)).toEqual(['VELLUTO', 'NOCTURNE', 'OBSCURA']);
    expect(articles.every((article) => !('body' in article))).toBe(true);

    const image = await ctx.app.inject({ method: 'GET', url: articles[0]!.image! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(image.body).toContain('<svg');
  });

  it('has every article in every language of the portal', () => {
    for (const article of DEMO_INSPIRATION) {
      for (const locale of LOCALES) {
        const text = article.texts[locale];
        expect(text.title && text.intro && text.body, `${article.slug} ${locale}`).toBeTruthy();
      }
    }
  });

  it('answers the same articles to every shop and service account', async () => {
    const shop = await call('demo-shop', 'GET', '/api/inspiration/');
    for (const username of ['demo-service', 'demo-pl', 'demo-au']) {
      const other = await call(username, 'GET', '/api/inspiration/', {
        headers: { 'accept-language': 'nl' },
      });
      expect(other.statusCode).toBe(200);
      expect(other.json().map((a: { slug: string }) => a.slug)).toEqual(
        shop.json().map((a: { slug: string }) => a.slug),
      );
    }
  });

  it('leaves out a featured collection the catalogue does not have', async () => {
    const slug = 'stripes-and-checks-are-back';
    await ctx.database.db
      .update(inspirationArticle)
      .set({ collectionCodes: ['LIGNE', 'NO-SUCH-COLLECTION', 'TARTAN'] })
      .where(eq(inspirationArticle.slug, slug));
    const response = await call('demo-shop', 'GET', `/api/inspiration/${slug}/`);
    expect(response.json().collections.map((c: { code: string }) => c.code)).toEqual([
      'LIGNE',
      'TARTAN',
    ]);
  });

  it('is closed to a tracking-only account and needs a log-in', async () => {
    const refused = await call('demo-tracking', 'GET', '/api/inspiration/');
    expect(refused.statusCode).toBe(403);
    // A tracking-only account hears why, whatever it asked for.
    expect(refused.json().code).toBe('tracking_only');
    expect(
      (await call('demo-tracking', 'GET', '/api/inspiration/velvet-for-the-darker-months/'))
        .statusCode,
    ).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/inspiration/' })).statusCode).toBe(
      401,
    );
  });
});

describe('GET api/inspiration/{slug}/', () => {
  it('answers one article with its markdown body', async () => {
    const response = await call(
      'demo-shop',
      'GET',
      '/api/inspiration/natural-linen-and-sheer-layers/',
      {
        headers: { 'accept-language': 'fr' },
      },
    );
    expect(response.statusCode).toBe(200);
    const article = inspirationArticleSchema.parse(response.json());
    expect(article.title).toBe('Le lin naturel en superposition');
    expect(article.body).toContain('**voilage grande largeur**');
    expect(article.published_on).toBe('2026-08-25');
    expect(article.collections.every((c) => c.id > 0)).toBe(true);
  });

  it('answers 404 for an unknown article and for a malformed address', async () => {
    expect((await call('demo-shop', 'GET', '/api/inspiration/no-such-article/')).statusCode).toBe(
      404,
    );
    expect((await call('demo-shop', 'GET', '/api/inspiration/Bad%20Slug!/')).statusCode).toBe(404);
  });
});
