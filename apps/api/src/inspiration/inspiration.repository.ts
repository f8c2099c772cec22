import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { fabricFamily, inspirationArticle } from '../db/schema/index.js';

const columns = {
  slug: inspirationArticle.slug,
  publishedOn: inspirationArticle.publishedOn,
  imageId: inspirationArticle.imageId,
  texts: inspirationArticle.texts,
  collectionCodes: inspirationArticle.collectionCodes,
};
export type InspirationRow = Awaited<ReturnType<typeof allInspirationArticles>>[number];

/** Every published article, newest first; a draft is the back office's alone. */
export async function allInspirationArticles(db: Db) {
  return db
    .select(columns)
    .from(inspirationArticle)
    .where(isNotNull(inspirationArticle.publishedAt))
    .orderBy(desc(inspirationArticle.publishedOn), desc(inspirationArticle.id));
}

export async function inspirationArticleBySlug(db: Db, slug: string) {
  const [row] = await db
    .select(columns)
    .from(inspirationArticle)
    .where(and(eq(inspirationArticle.slug, slug), isNotNull(inspirationArticle.publishedAt)));
  return row ?? null;
}

/** The collections of these codes that the catalogue has. */
export async function familiesByCode(db: Db, codes: string[]) {
  if (codes.length === 0) return [];
  return db
    .select({ id: fabricFamily.id, code: fabricFamily.code, name: fabricFamily.name })
    .from(fabricFamily)
    .where(inArray(fabricFamily.code, codes));
}
