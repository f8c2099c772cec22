import { desc, eq, inArray } from 'drizzle-orm';
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

/** Every article, newest first. */
export async function allInspirationArticles(db: Db) {
  return db
    .select(columns)
    .from(inspirationArticle)
    .orderBy(desc(inspirationArticle.publishedOn), desc(inspirationArticle.id));
}

export async function inspirationArticleBySlug(db: Db, slug: string) {
  const [row] = await db
    .select(columns)
    .from(inspirationArticle)
    .where(eq(inspirationArticle.slug, slug));
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
