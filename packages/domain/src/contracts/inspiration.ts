// Curtain-breeze (portal §2 `curtain-breeze`): the manufacturer's inspiration and trend articles.
// The same articles for every account; each names the catalogue collections it features, and the
// answer carries only those the catalogue still has.
import { z } from 'zod';
import { lazySchema } from '../pure.js';
import { integer } from './text.js';

/** An article's address: lower-case words joined by hyphens. */
export const INSPIRATION_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const inspirationSlugSchema = lazySchema(() => z.string().max(80).regex(INSPIRATION_SLUG));

export const inspirationCollectionSchema = lazySchema(() =>
  z.object({
    /** The collection (fabric family) id: the catalogue's page `fabrics/family/{id}`. */
    id: integer,
    code: z.string(),
    name: z.string(),
  }),
);
export type InspirationCollection = z.infer<typeof inspirationCollectionSchema>;

export const inspirationSummarySchema = lazySchema(() =>
  z.object({
    slug: z.string(),
    /** ISO date (yyyy-mm-dd). */
    published_on: z.string(),
    /** In the caller's language. */
    title: z.string(),
    intro: z.string(),
    /** The article's picture. */
    image: z.string().nullable(),
    collections: z.array(inspirationCollectionSchema),
  }),
);
export type InspirationSummary = z.infer<typeof inspirationSummarySchema>;

export const inspirationArticleSchema = lazySchema(() =>
  inspirationSummarySchema.extend({
    /** Markdown: paragraphs and emphasis. */
    body: z.string(),
  }),
);
export type InspirationArticle = z.infer<typeof inspirationArticleSchema>;
