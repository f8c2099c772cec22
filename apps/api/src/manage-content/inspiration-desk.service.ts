// The back office's curtain-breeze articles (issue 29 §3 "Content"): the same life as a release
// note — a draft, published with every language written, withdrawn, a draft removed — with an
// intro and the featured collections. The picture of an article is kept as it is (a new article has
// none). Their life is the publishable desk's (`publishable-desk.ts`).
import {
  articleMissingForPublish,
  type InspirationArticleForm,
  type InspirationCollection,
  LOCALES,
  type Locale,
  type ManageInspirationArticle,
} from '@atelier/domain';
import type { z } from 'zod';
import type { Db } from '../db/client.js';
import type { InspirationText } from '../db/schema/index.js';
import { fileUrl } from '../files/files.js';
import { RequestValidationError } from '../http/validation.js';
import {
  type ArticleWrite,
  articleIdBySlug,
  catalogueCollections,
  deleteArticle,
  insertArticle,
  knownCollectionCodes,
  type StaffArticleRow,
  setArticlePublished,
  staffArticle,
  staffArticles,
  updateArticle,
} from './inspiration-desk.repository.js';
import { formIssue, PublishableDesk, type PublishableKind } from './publishable-desk.js';

function textsOf(row: StaffArticleRow) {
  const pick = (field: keyof InspirationText) =>
    Object.fromEntries(
      LOCALES.map((locale) => [locale, row.texts[locale]?.[field] ?? '']),
    ) as Record<Locale, string>;
  return { title: pick('title'), intro: pick('intro'), body: pick('body') };
}

function answerOf(row: StaffArticleRow): ManageInspirationArticle {
  const texts = textsOf(row);
  return {
    id: row.id,
    slug: row.slug,
    published_on: row.publishedOn,
    state: row.publishedAt ? 'published' : 'draft',
    published_at: row.publishedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
    image: fileUrl(row.imageId),
    ...texts,
    collections: row.collectionCodes,
    missing: articleMissingForPublish(texts),
  };
}

function audited(row: StaffArticleRow) {
  const {
    id: _id,
    missing: _missing,
    updated_at: _updated,
    image: _image,
    ...rest
  } = answerOf(row);
  return rest;
}

function writeOf(form: InspirationArticleForm): ArticleWrite {
  const texts = Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      { title: form.title[locale], intro: form.intro[locale], body: form.body[locale] },
    ]),
  ) as Record<Locale, InspirationText>;
  return {
    slug: form.slug,
    publishedOn: form.published_on,
    texts,
    collectionCodes: [...new Set(form.collections)],
  };
}

const articleKind: PublishableKind<
  StaffArticleRow,
  InspirationArticleForm,
  ManageInspirationArticle
> = {
  subject: 'inspirationArticle',
  list: (db) => staffArticles(db),
  read: (db, id, lock) => staffArticle(db, id, lock),
  insert: (tx, form) => insertArticle(tx, writeOf(form)),
  update: (tx, id, form) => updateArticle(tx, id, writeOf(form)),
  setPublished: (tx, id, at) => setArticlePublished(tx, id, at),
  remove: (tx, id) => deleteArticle(tx, id),
  /** A slug another article has, or a collection the catalogue lacks: field errors. */
  async check(tx, form, id) {
    const issues: z.core.$ZodIssue[] = [];
    const holder = await articleIdBySlug(tx, form.slug);
    if (holder !== null && holder !== id) issues.push(formIssue(['slug'], 'slug_taken'));
    const known = await knownCollectionCodes(tx, form.collections);
    form.collections.forEach((code, index) => {
      if (!known.has(code)) issues.push(formIssue(['collections', index], 'invalid_choice'));
    });
    if (issues.length > 0) throw new RequestValidationError(issues);
  },
  answer: answerOf,
  audited,
  missing: (form) => articleMissingForPublish(form),
  missingOf: (row) => articleMissingForPublish(textsOf(row)),
};

export class InspirationDeskService extends PublishableDesk<
  StaffArticleRow,
  InspirationArticleForm,
  ManageInspirationArticle
> {
  constructor(db: Db) {
    super(db, articleKind);
  }

  /** The collections an article may feature (code, name and the catalogue's id). */
  async collections(): Promise<InspirationCollection[]> {
    return catalogueCollections(this.db);
  }
}
