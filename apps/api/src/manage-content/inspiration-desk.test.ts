// The back office's curtain-breeze articles: a draft is the back office's alone; published with
// title, intro and body in all seven languages it reaches every account; withdrawn it is gone
// again; every write audited; bad input answered per field; the content permission alone.
import {
  inspirationArticleSchema,
  inspirationCollectionSchema,
  inspirationSummarySchema,
  manageInspirationArticleSchema,
  manageInspirationArticlesSchema,
} from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { caller } from '../articles/test-support.js';
import { useTestApp } from '../test/app.js';
import { auditEntriesOf } from '../test/audit.js';
import { multipart, pngOfSize } from '../test/upload-files.js';

const ctx = useTestApp();
const call = caller(ctx);

const all = (text: string) => ({
  en: text,
  'en-au': text,
  nl: `${text} (nl)`,
  de: `${text} (de)`,
  fr: `${text} (fr)`,
  pl: `${text} (pl)`,
  lt: `${text} (lt)`,
});
const form = (slug: string, overrides: Record<string, unknown> = {}) => ({
  slug,
  published_on: '2026-11-27',
  title: all('Linen for spring'),
  intro: all('Light cloth for light rooms.'),
  body: all('Linen **breathes**.'),
  collections: ['LINO'],
  ...overrides,
});

async function dealerSlugs() {
  const answer = await call('demo-shop', 'GET', '/api/inspiration/');
  expect(answer.statusCode, answer.body).toBe(200);
  return z
    .array(inspirationSummarySchema)
    .parse(answer.json())
    .map((article) => article.slug);
}

async function create(payload: unknown) {
  const answer = await call('staff-admin', 'POST', '/api/manage/inspiration/', { payload });
  expect(answer.statusCode, answer.body).toBe(201);
  return manageInspirationArticleSchema.parse(answer.json());
}

describe('curtain-breeze articles in the back office', () => {
  it('lists the seeded articles as published, every language', async () => {
    const answer = await call('staff-admin', 'GET', '/api/manage/inspiration/');
    expect(answer.statusCode, answer.body).toBe(200);
    const articles = manageInspirationArticlesSchema.parse(answer.json());
    expect(articles.map((article) => article.slug)).toEqual(await dealerSlugs());
    expect(articles.every((article) => article.state === 'published')).toBe(true);
    expect(articles.every((article) => article.missing.length === 0)).toBe(true);
  });

  it('keeps a draft from dealers, publishes it in their language, withdraws it; audited', async () => {
    const draft = await create(form('linen-for-spring'));
    expect(draft).toMatchObject({ state: 'draft', image: null, collections: ['LINO'] });
    expect(await dealerSlugs()).not.toContain('linen-for-spring');
    const hidden = await call('demo-shop', 'GET', '/api/inspiration/linen-for-spring/');
    expect(hidden.statusCode).toBe(404);
    expect(
      (await auditEntriesOf(ctx, 'inspirationArticle.create', draft.id))[0]?.after,
    ).toMatchObject({ slug: 'linen-for-spring', state: 'draft' });

    const published = await call(
      'staff-admin',
      'POST',
      `/api/manage/inspiration/${draft.id}/publish/`,
    );
    expect(published.json().state).toBe('published');
    const read = await call('demo-shop', 'GET', '/api/inspiration/linen-for-spring/', {
      headers: { 'accept-language': 'de' },
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(inspirationArticleSchema.parse(read.json())).toMatchObject({
      title: 'Linen for spring (de)',
      body: 'Linen **breathes**. (de)',
      collections: [expect.objectContaining({ code: 'LINO' })],
    });
    const [entry] = await auditEntriesOf(ctx, 'inspirationArticle.publish', draft.id);
    expect(entry?.before).toMatchObject({ state: 'draft' });
    expect(entry?.after).toMatchObject({ state: 'published' });

    await call('staff-admin', 'POST', `/api/manage/inspiration/${draft.id}/withdraw/`);
    expect(await dealerSlugs()).not.toContain('linen-for-spring');
    const removed = await call('staff-admin', 'DELETE', `/api/manage/inspiration/${draft.id}/`);
    expect(removed.statusCode).toBe(204);
    expect(await auditEntriesOf(ctx, 'inspirationArticle.delete', draft.id)).toHaveLength(1);
  });

  it('publishes only with every language, and keeps a published article complete', async () => {
    const draft = await create(form('velvet-notes', { intro: { nl: 'Alleen Nederlands' } }));
    const refused = await call(
      'staff-admin',
      'POST',
      `/api/manage/inspiration/${draft.id}/publish/`,
    );
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json())).toEqual(draft.missing);
    expect(draft.missing).toContain('intro.en');

    const complete = await call('staff-admin', 'PUT', `/api/manage/inspiration/${draft.id}/`, {
      payload: form('velvet-notes'),
    });
    expect(complete.statusCode, complete.body).toBe(200);
    await call('staff-admin', 'POST', `/api/manage/inspiration/${draft.id}/publish/`);
    const blanked = await call('staff-admin', 'PUT', `/api/manage/inspiration/${draft.id}/`, {
      payload: form('velvet-notes', { body: { ...all('x'), pl: '' } }),
    });
    expect(blanked.statusCode).toBe(400);
    expect(Object.keys(blanked.json())).toEqual(['body.pl']);
    const kept = await call('staff-admin', 'DELETE', `/api/manage/inspiration/${draft.id}/`);
    expect(kept.statusCode).toBe(409);
  });

  it('answers every bad field with its message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ slug: 'Not A Slug' }, 'slug'],
      [{ slug: '' }, 'slug'],
      [{ published_on: 'yesterday' }, 'published_on'],
      [{ title: { ...all('x'), de: 'x'.repeat(121) } }, 'title.de'],
      [{ intro: { ...all('x'), zz: 'x' } }, 'intro.zz'],
      [{ collections: ['NO-SUCH-COLLECTION'] }, 'collections.0'],
      [{ slug: 'velvet-for-the-darker-months' }, 'slug'],
    ];
    for (const [override, field] of cases) {
      const answer = await call('staff-admin', 'POST', '/api/manage/inspiration/', {
        payload: form('a-new-article', override),
      });
      expect(answer.statusCode, JSON.stringify(override)).toBe(400);
      expect(Object.keys(answer.json()), JSON.stringify(override)).toEqual([field]);
    }
  });

  it('lists the catalogue collections an article may feature, each of them accepted', async () => {
    const answer = await call('staff-admin', 'GET', '/api/manage/inspiration/collections/');
    expect(answer.statusCode, answer.body).toBe(200);
    const collections = z.array(inspirationCollectionSchema).parse(answer.json());
    expect(collections.map((collection) => collection.code)).toContain('LINO');
    const names = collections.map((collection) => collection.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const draft = await create(
      form('every-collection', { collections: collections.slice(0, 12).map((c) => c.code) }),
    );
    expect(draft.collections).toHaveLength(Math.min(12, collections.length));
    for (const username of ['staff-service', 'staff-planner']) {
      const refused = await call(username, 'GET', '/api/manage/inspiration/collections/');
      expect(refused.json().code, username).toBe('permission_denied');
    }
  });

  it('is for staff with the content permission alone', async () => {
    for (const username of ['staff-service', 'staff-planner', 'staff-driver']) {
      const answer = await call(username, 'POST', '/api/manage/inspiration/', {
        payload: form('by-someone-else'),
      });
      expect(answer.json().code, username).toBe('permission_denied');
    }
    expect((await call('demo-shop', 'GET', '/api/manage/inspiration/')).json().code).toBe(
      'staff_only',
    );
  });
});

describe('an article’s picture', () => {
  const upload = (id: number, bytes: Buffer, type = 'image/png', username = 'staff-admin') =>
    call(username, 'PUT', `/api/manage/inspiration/${id}/image/`, {
      ...multipart({}, { field: 'image', name: 'picture.png', type, bytes }),
    });

  it('takes a PNG, re-encoded, audited with the picture before and after', async () => {
    const draft = await create(form('picture-of-linen'));
    expect(draft.image).toBeNull();
    const answer = await upload(draft.id, pngOfSize(20_000));
    expect(answer.statusCode, answer.body).toBe(200);
    const article = manageInspirationArticleSchema.parse(answer.json());
    expect(article.image).toMatch(/^\/api\/files\//);
    const served = await call('staff-admin', 'GET', article.image as string);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    // Re-encoded: the test image's padding chunk is gone.
    expect(served.rawPayload.length).toBeLessThan(20_000);
    const [entry] = await auditEntriesOf(ctx, 'inspirationArticle.image', draft.id);
    expect(entry?.before).toEqual({ image: null });
    expect(entry?.after).toEqual({ image: article.image });
  });

  it('refuses what is not a picture, too large, empty or missing, and another role', async () => {
    const draft = await create(form('picture-refusals'));
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary');
    expect((await upload(draft.id, gif, 'image/png')).statusCode).toBe(415);
    expect((await upload(draft.id, pngOfSize(1_200_000))).statusCode).toBe(413);
    expect((await upload(draft.id, Buffer.alloc(0))).statusCode).toBe(400);
    const noFile = await call('staff-admin', 'PUT', `/api/manage/inspiration/${draft.id}/image/`, {
      ...multipart({ note: 'x' }, null),
    });
    expect(noFile.statusCode).toBe(400);
    expect((await upload(999_999, pngOfSize(20_000))).statusCode).toBe(404);
    const planner = await upload(draft.id, pngOfSize(20_000), 'image/png', 'staff-planner');
    expect(planner.statusCode).toBe(403);
    const dealer = await upload(draft.id, pngOfSize(20_000), 'image/png', 'demo-shop');
    expect(dealer.json().code).toBe('staff_only');
    expect(await auditEntriesOf(ctx, 'inspirationArticle.image', draft.id)).toEqual([]);
  });
});
