// The back office's curtain-breeze articles: every article, drafts and published, in every language.
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { fabricFamily, inspirationArticle } from '../db/schema/index.js';

const columns = {
  id: inspirationArticle.id,
  slug: inspirationArticle.slug,
  publishedOn: inspirationArticle.publishedOn,
  imageId: inspirationArticle.imageId,
  texts: inspirationArticle.texts,
  collectionCodes: inspirationArticle.collectionCodes,
  publishedAt: inspirationArticle.publishedAt,
  updatedAt: inspirationArticle.updatedAt,
};
export type StaffArticleRow = Awaited<ReturnType<typeof staffArticles>>[number];
export type ArticleWrite = Pick<
  typeof inspirationArticle.$inferInsert,
  'slug' | 'publishedOn' | 'texts' | 'collectionCodes'
>;

export async function staffArticles(db: Db | Tx) {
  return db
    .select(columns)
    .from(inspirationArticle)
    .orderBy(desc(inspirationArticle.publishedOn), desc(inspirationArticle.id));
}

/** One article; `lock` holds its row until the transaction ends. */
export async function staffArticle(db: Db | Tx, id: number, lock = false) {
  const query = db.select(columns).from(inspirationArticle).where(eq(inspirationArticle.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function articleIdBySlug(db: Db | Tx, slug: string) {
  const [row] = await db
    .select({ id: inspirationArticle.id })
    .from(inspirationArticle)
    .where(eq(inspirationArticle.slug, slug));
  return row?.id ?? null;
}

/** Every collection of the catalogue an article may feature, by name. */
export async function catalogueCollections(db: Db) {
  return db
    .select({ id: fabricFamily.id, code: fabricFamily.code, name: fabricFamily.name })
    .from(fabricFamily)
    .orderBy(asc(fabricFamily.name), asc(fabricFamily.code));
}

/** Which of these collection codes the catalogue has. */
export async function knownCollectionCodes(db: Db | Tx, codes: string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db
    .select({ code: fabricFamily.code })
    .from(fabricFamily)
    .where(inArray(fabricFamily.code, codes));
  return new Set(rows.map((row) => row.code));
}

export async function insertArticle(tx: Tx, values: ArticleWrite): Promise<number> {
  const [row] = await tx
    .insert(inspirationArticle)
    .values({ ...values, publishedAt: null, updatedAt: new Date() })
    .returning({ id: inspirationArticle.id });
  return row!.id;
}

export async function updateArticle(tx: Tx, id: number, values: ArticleWrite) {
  await tx
    .update(inspirationArticle)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(inspirationArticle.id, id));
}

export async function setArticlePublished(tx: Tx, id: number, publishedAt: Date | null) {
  await tx
    .update(inspirationArticle)
    .set({ publishedAt, updatedAt: new Date() })
    .where(eq(inspirationArticle.id, id));
}

export async function deleteArticle(tx: Tx, id: number) {
  await tx.delete(inspirationArticle).where(eq(inspirationArticle.id, id));
}

/** Gives the article its picture (a stored file). */
export async function setArticleImage(tx: Tx, id: number, fileId: string): Promise<void> {
  await tx
    .update(inspirationArticle)
    .set({ imageId: fileId, updatedAt: new Date() })
    .where(eq(inspirationArticle.id, id));
}
