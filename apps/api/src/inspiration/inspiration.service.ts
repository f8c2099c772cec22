import {
  type InspirationArticle,
  type InspirationSummary,
  type Locale,
  localizedEntry,
} from '@atelier/domain';
import type { RequestContext } from '../context/request-context.js';
import type { Db } from '../db/client.js';
import { fileUrl } from '../files/files.js';
import { AppError } from '../http/errors.js';
import {
  allInspirationArticles,
  familiesByCode,
  type InspirationRow,
  inspirationArticleBySlug,
} from './inspiration.repository.js';

type Family = Awaited<ReturnType<typeof familiesByCode>>[number];

/** The same articles for every account (no tenant data); texts in the caller's language. */
export class InspirationService {
  constructor(private readonly db: Db) {}

  private async families(rows: InspirationRow[]): Promise<Map<string, Family>> {
    const codes = [...new Set(rows.flatMap((row) => row.collectionCodes))];
    const found = await familiesByCode(this.db, codes);
    return new Map(found.map((family) => [family.code, family]));
  }

  /** The article's texts in the caller's language, by the seeded content's one fallback rule. */
  private texts(row: InspirationRow, locale: Locale) {
    const text = localizedEntry(row.texts, locale);
    if (!text) throw new AppError('not_found');
    return text;
  }

  private summary(row: InspirationRow, locale: Locale, families: Map<string, Family>) {
    const text = this.texts(row, locale);
    return {
      slug: row.slug,
      published_on: row.publishedOn,
      title: text.title,
      intro: text.intro,
      image: fileUrl(row.imageId),
      // Only the collections the catalogue still has: a link never leads to a missing page.
      collections: row.collectionCodes.flatMap((code) => {
        const family = families.get(code);
        return family ? [{ id: family.id, code: family.code, name: family.name }] : [];
      }),
    };
  }

  async list({ locale }: RequestContext): Promise<InspirationSummary[]> {
    const rows = await allInspirationArticles(this.db);
    const families = await this.families(rows);
    return rows.map((row) => this.summary(row, locale, families));
  }

  async get({ locale }: RequestContext, slug: string): Promise<InspirationArticle> {
    const row = await inspirationArticleBySlug(this.db, slug);
    if (!row) throw new AppError('not_found');
    const families = await this.families([row]);
    return { ...this.summary(row, locale, families), body: this.texts(row, locale).body };
  }
}
