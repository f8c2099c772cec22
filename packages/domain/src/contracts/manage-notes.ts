// Contracts of the back office's release notes (issue 29 §3 "Content"): staff write a note's title
// and body in each of the seven languages, save it as a draft, preview it as a dealer will see it,
// publish it and withdraw it. Dealers read only published notes.
import { z } from 'zod';
import { MAX_COLOUR_IMAGE_BYTES } from '../customer-fabric/schema.js';
import { LOCALES, type Locale } from '../product.js';
import { lazySchema } from '../pure.js';
import { INSPIRATION_SLUG } from './inspiration.js';
import { integer } from './text.js';

/** Where a note stands: a draft only staff see, or published to every dealer. */
export const CONTENT_STATES = ['draft', 'published'] as const;
export type ContentState = (typeof CONTENT_STATES)[number];

/** A note's version as the portal names its releases: digits and letters joined by dots or hyphens. */
export const RELEASE_NOTE_VERSION = /^[0-9A-Za-z]+(?:[.-][0-9A-Za-z]+)*$/;
const day = lazySchema(() => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'regex'));

/** A text per language that a draft may leave empty; publishing needs every one (see below). */
/*#__NO_SIDE_EFFECTS__*/
function perLanguage(max: number) {
  return z
    .object(
      Object.fromEntries(LOCALES.map((locale) => [locale, z.string().trim().max(max).default('')])),
    )
    .strict() as unknown as z.ZodObject<Record<Locale, z.ZodDefault<z.ZodString>>>;
}

export const RELEASE_NOTE_VERSION_MAX = 40;
export const RELEASE_NOTE_TITLE_MAX = 120;
export const RELEASE_NOTE_BODY_MAX = 8000;

/** The release note form, shared by the editor and `POST|PUT api/manage/release-notes/`. */
export const releaseNoteFormSchema = lazySchema(() =>
  z
    .object({
      version: z
        .string()
        .trim()
        .min(1)
        .max(RELEASE_NOTE_VERSION_MAX)
        .regex(RELEASE_NOTE_VERSION, 'regex'),
      /** The note's day (yyyy-mm-dd), shown to dealers beside it and ordering the list. */
      date: day,
      title: perLanguage(RELEASE_NOTE_TITLE_MAX),
      /** Markdown: paragraphs, lists, emphasis. */
      body: perLanguage(RELEASE_NOTE_BODY_MAX),
    })
    .strict(),
);
export type ReleaseNoteForm = z.infer<typeof releaseNoteFormSchema>;
export type ReleaseNoteFormInput = z.input<typeof releaseNoteFormSchema>;

/**
 * The publish rule: a note goes to dealers only with its title and body in all seven languages.
 * The answer lists the fields still empty (`title.de`, `body.lt`, …), none when it may go out.
 */
export function missingForPublish(note: Pick<ReleaseNoteForm, 'title' | 'body'>): string[] {
  return (['title', 'body'] as const).flatMap((field) =>
    LOCALES.filter((locale) => !note[field][locale]?.trim()).map((locale) => `${field}.${locale}`),
  );
}

export function isPublishable(note: Pick<ReleaseNoteForm, 'title' | 'body'>): boolean {
  return missingForPublish(note).length === 0;
}

/**
 * The markdown a dealer reads: the title as the note's heading, then the body. Dealers' notes have
 * always been one markdown text whose first heading is the title; the editor keeps the two apart.
 */
export function releaseNoteMessage(title: string, body: string): string {
  const heading = title.trim();
  const text = body.trim();
  if (!heading) return text;
  return text ? `## ${heading}\n\n${text}` : `## ${heading}`;
}

/** The title and body of a stored message: its leading heading, if it has one, and the rest. */
export function splitReleaseNoteMessage(message: string): { title: string; body: string } {
  const found = /^#{1,6}[ \t]+([^\n]*?)[ \t#]*(?:\n+|$)/.exec(message.trimStart());
  if (!found) return { title: '', body: message.trim() };
  return {
    title: found[1]!.trim(),
    body: message.trimStart().slice(found[0].length).trim(),
  };
}

/** One note as staff see it: every language, its state. */
export const manageReleaseNoteSchema = lazySchema(() =>
  z.object({
    id: integer,
    version: z.string(),
    date: z.string(),
    state: z.enum(CONTENT_STATES),
    published_at: z.string().nullable(),
    updated_at: z.string(),
    title: z.record(z.enum(LOCALES), z.string()),
    body: z.record(z.enum(LOCALES), z.string()),
    /** The fields the publish rule still misses. */
    missing: z.array(z.string()),
  }),
);
export type ManageReleaseNote = z.infer<typeof manageReleaseNoteSchema>;
export const manageReleaseNotesSchema = lazySchema(() => z.array(manageReleaseNoteSchema));

// Curtain-breeze articles: the same states and the same publish rule, with an intro and the
// collections the article features.

/** An article's picture: one file in `image`, PNG, JPEG or WebP, as large as a colour photo. */
export const ARTICLE_IMAGE_FIELD = 'image' as const;
export const MAX_ARTICLE_IMAGE_BYTES = MAX_COLOUR_IMAGE_BYTES;
export const ARTICLE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const ARTICLE_SLUG_MAX = 80;
/** How many collections an article may feature. */
export const ARTICLE_COLLECTIONS_MAX = 12;
export const ARTICLE_TITLE_MAX = 120;
export const ARTICLE_INTRO_MAX = 400;
export const ARTICLE_BODY_MAX = 12000;

/** The article form, shared by the editor and `POST|PUT api/manage/inspiration/`. */
export const inspirationArticleFormSchema = lazySchema(() =>
  z
    .object({
      /** The article's address (lower-case words joined by hyphens), unique. */
      slug: z.string().trim().min(1).max(ARTICLE_SLUG_MAX).regex(INSPIRATION_SLUG, 'regex'),
      /** The day shown with it and ordering the page (yyyy-mm-dd). */
      published_on: day,
      title: perLanguage(ARTICLE_TITLE_MAX),
      intro: perLanguage(ARTICLE_INTRO_MAX),
      /** Markdown. */
      body: perLanguage(ARTICLE_BODY_MAX),
      /** Codes of the featured collections (fabric families), in order. */
      collections: z
        .array(z.string().trim().min(1).max(40))
        .max(ARTICLE_COLLECTIONS_MAX)
        .default([]),
    })
    .strict(),
);
export type InspirationArticleForm = z.infer<typeof inspirationArticleFormSchema>;
export type InspirationArticleFormInput = z.input<typeof inspirationArticleFormSchema>;

/** The publish rule for an article: title, intro and body in all seven languages. */
export function articleMissingForPublish(
  article: Pick<InspirationArticleForm, 'title' | 'intro' | 'body'>,
): string[] {
  return (['title', 'intro', 'body'] as const).flatMap((field) =>
    LOCALES.filter((locale) => !article[field][locale]?.trim()).map(
      (locale) => `${field}.${locale}`,
    ),
  );
}

export const manageInspirationArticleSchema = lazySchema(() =>
  z.object({
    id: integer,
    slug: z.string(),
    published_on: z.string(),
    state: z.enum(CONTENT_STATES),
    published_at: z.string().nullable(),
    updated_at: z.string(),
    /** The article's picture, if it has one. */
    image: z.string().nullable(),
    title: z.record(z.enum(LOCALES), z.string()),
    intro: z.record(z.enum(LOCALES), z.string()),
    body: z.record(z.enum(LOCALES), z.string()),
    collections: z.array(z.string()),
    missing: z.array(z.string()),
  }),
);
export type ManageInspirationArticle = z.infer<typeof manageInspirationArticleSchema>;
export const manageInspirationArticlesSchema = lazySchema(() =>
  z.array(manageInspirationArticleSchema),
);
