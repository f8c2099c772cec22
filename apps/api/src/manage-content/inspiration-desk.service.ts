// The back office's curtain-breeze articles (issue 29 §3 "Content"): the same life as a release
// note — a draft, published with every language written, withdrawn, a draft removed — with an
// intro and the featured collections. The picture of an article is kept as it is (a new article has
// none). Every write records its audit entry, before and after, inside its own transaction.
import {
  articleMissingForPublish,
  type InspirationArticleForm,
  type InspirationCollection,
  LOCALES,
  type Locale,
  type ManageInspirationArticle,
} from '@atelier/domain';
import type { z } from 'zod';
import { recordAudit } from '../audit/audit.js';
import type { RequestContext } from '../context/request-context.js';
import type { Db, Tx } from '../db/client.js';
import type { InspirationText } from '../db/schema/index.js';
import { fileUrl } from '../files/files.js';
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
  setArticlePublished,
  staffArticle,
  staffArticles,
  updateArticle,
} from './inspiration-desk.repository.js';

const issue = (path: (string | number)[], message: string) =>
  ({ code: 'custom', path, message, input: undefined }) as z.core.$ZodIssue;

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

function audited(row: StaffArticleRow | null) {
  if (!row) return null;
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

function refuseIncomplete(missing: string[]): void {
  if (missing.length > 0) {
    throw new RequestValidationError(missing.map((path) => issue(path.split('.'), 'required')));
  }
}

export class InspirationDeskService {
  constructor(private readonly db: Db) {}

  async list(): Promise<ManageInspirationArticle[]> {
    return (await staffArticles(this.db)).map(answerOf);
  }

  /** The collections an article may feature (code, name and the catalogue's id). */
  async collections(): Promise<InspirationCollection[]> {
    return catalogueCollections(this.db);
  }

  async get(id: number): Promise<ManageInspirationArticle> {
    const row = await staffArticle(this.db, id);
    if (!row) throw new AppError('not_found');
    return answerOf(row);
  }

  /** A slug another article has, or a collection the catalogue lacks: field errors. */
  private async checkReferences(tx: Tx, form: InspirationArticleForm, id: number | null) {
    const issues: z.core.$ZodIssue[] = [];
    const holder = await articleIdBySlug(tx, form.slug);
    if (holder !== null && holder !== id) issues.push(issue(['slug'], 'slug_taken'));
    const known = await knownCollectionCodes(tx, form.collections);
    form.collections.forEach((code, index) => {
      if (!known.has(code)) issues.push(issue(['collections', index], 'invalid_choice'));
    });
    if (issues.length > 0) throw new RequestValidationError(issues);
  }

  private async locked(tx: Tx, id: number) {
    const row = await staffArticle(tx, id, true);
    if (!row) throw new AppError('not_found');
    return row;
  }

  async create(ctx: RequestContext, form: InspirationArticleForm) {
    return this.db.transaction(async (tx) => {
      await this.checkReferences(tx, form, null);
      const id = await insertArticle(tx, writeOf(form));
      const after = await staffArticle(tx, id);
      await recordAudit(tx, ctx, {
        action: 'inspirationArticle.create',
        subject: 'inspirationArticle',
        subjectId: id,
        after: audited(after),
      });
      return answerOf(after!);
    });
  }

  async update(ctx: RequestContext, id: number, form: InspirationArticleForm) {
    return this.db.transaction(async (tx) => {
      const before = await this.locked(tx, id);
      if (before.publishedAt) refuseIncomplete(articleMissingForPublish(form));
      await this.checkReferences(tx, form, id);
      await updateArticle(tx, id, writeOf(form));
      const after = await staffArticle(tx, id);
      await recordAudit(tx, ctx, {
        action: 'inspirationArticle.update',
        subject: 'inspirationArticle',
        subjectId: id,
        before: audited(before),
        after: audited(after),
      });
      return answerOf(after!);
    });
  }

  async publish(ctx: RequestContext, id: number) {
    return this.setPublished(ctx, id, true);
  }

  async withdraw(ctx: RequestContext, id: number) {
    return this.setPublished(ctx, id, false);
  }

  private async setPublished(ctx: RequestContext, id: number, publish: boolean) {
    return this.db.transaction(async (tx) => {
      const before = await this.locked(tx, id);
      if (Boolean(before.publishedAt) === publish) return answerOf(before);
      if (publish) refuseIncomplete(answerOf(before).missing);
      await setArticlePublished(tx, id, publish ? new Date() : null);
      const after = await staffArticle(tx, id);
      await recordAudit(tx, ctx, {
        action: publish ? 'inspirationArticle.publish' : 'inspirationArticle.withdraw',
        subject: 'inspirationArticle',
        subjectId: id,
        before: audited(before),
        after: audited(after),
      });
      return answerOf(after!);
    });
  }

  async remove(ctx: RequestContext, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const before = await this.locked(tx, id);
      if (before.publishedAt) throw new AppError('conflict');
      await deleteArticle(tx, id);
      await recordAudit(tx, ctx, {
        action: 'inspirationArticle.delete',
        subject: 'inspirationArticle',
        subjectId: id,
        before: audited(before),
      });
    });
  }
}
