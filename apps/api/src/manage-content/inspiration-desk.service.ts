// The back office's curtain-breeze articles (issue 29 §3 "Content"): the same life as a release
// note — a draft, published with every language written, withdrawn, a draft removed — with an
// intro and the featured collections. The picture of an article is kept as it is (a new article has
// none). Their life is the publishable desk's (`publishable-desk.ts`).

import { randomUUID } from 'node:crypto';
import {
  ARTICLE_IMAGE_TYPES,
  articleMissingForPublish,
  type InspirationArticleForm,
  type InspirationCollection,
  LOCALES,
  type Locale,
  MAX_ARTICLE_IMAGE_BYTES,
  type ManageInspirationArticle,
} from '@atelier/domain';
import type { z } from 'zod';
import { recordAudit } from '../audit/audit.js';
import type { RequestContext } from '../context/request-context.js';
import type { Db } from '../db/client.js';
import type { InspirationText } from '../db/schema/index.js';
import { fileUrl } from '../files/files.js';
import { insertFiles } from '../files/files.repository.js';
import { sniffImageType } from '../files/image-type.js';
import { type ReencodableType, reencodeImage } from '../files/reencode.js';
import { AppError } from '../http/errors.js';
import { RequestValidationError } from '../http/validation.js';
import {
  type ArticleWrite,
  articleIdBySlug,
  catalogueCollections,
  deleteArticle,
  insertArticle,
  knownCollectionCodes,
  type StaffArticleRow,
  setArticleImage,
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

  /**
   * Gives the article a new picture: PNG, JPEG or WebP, judged by its first bytes, re-encoded
   * (nothing but the pixels is kept), audited with the picture before and after.
   */
  async setImage(
    ctx: RequestContext,
    id: number,
    upload: { bytes: Buffer; truncated: boolean },
  ): Promise<ManageInspirationArticle> {
    if (upload.truncated || upload.bytes.length > MAX_ARTICLE_IMAGE_BYTES) {
      throw new AppError('image_too_large', { max: MAX_ARTICLE_IMAGE_BYTES, unit: 'bytes' });
    }
    if (upload.bytes.length === 0) throw new AppError('file_empty');
    const type = sniffImageType(upload.bytes);
    if (!type || !(ARTICLE_IMAGE_TYPES as readonly string[]).includes(type)) {
      throw new AppError('image_type_not_supported');
    }
    const bytes = await reencodeImage(upload.bytes, type as ReencodableType);
    const fileId = randomUUID();
    return this.db.transaction(async (tx) => {
      const before = await staffArticle(tx, id, true);
      if (!before) throw new AppError('not_found');
      await insertFiles(tx, [{ id: fileId, contentType: type, bytes }]);
      await setArticleImage(tx, id, fileId);
      const after = await staffArticle(tx, id);
      if (!after) throw new AppError('not_found');
      await recordAudit(tx, ctx, {
        action: 'inspirationArticle.image',
        subject: 'inspirationArticle',
        subjectId: id,
        before: { image: fileUrl(before.imageId) },
        after: { image: fileUrl(after.imageId) },
      });
      return answerOf(after);
    });
  }

  /** The collections an article may feature (code, name and the catalogue's id). */
  async collections(): Promise<InspirationCollection[]> {
    return catalogueCollections(this.db);
  }
}
