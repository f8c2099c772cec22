// Seeded content (collection descriptions, colour names, accessory names, download titles, release
// notes) is stored as one text per language (`LocalizedText`, a jsonb column) and answered in the
// request's language. `localized` is the one rule that picks the text.
import { LOCALES, type Locale } from '../product.js';

/** One text per language of the portal; the seed gives all seven. */
export type LocalizedText = Partial<Record<Locale, string>>;

/**
 * The other English table stands in for an English one; any other language falls back to English
 * only when the row lacks it (rows written before the text was translated), then to Dutch.
 */
const FALLBACKS: Record<Locale, readonly Locale[]> = {
  nl: ['en'],
  en: ['en-au', 'nl'],
  'en-au': ['en', 'nl'],
  de: ['en', 'nl'],
  fr: ['en', 'nl'],
  pl: ['en', 'nl'],
  lt: ['en', 'nl'],
};

/**
 * The entry of `locale` in anything kept per language (a text, or an article's title, intro and
 * body together), else by the fallback rules; undefined when none is there.
 */
export function localizedEntry<T>(
  entries: Partial<Record<Locale, T>> | null | undefined,
  locale: Locale,
): T | undefined {
  if (!entries) return undefined;
  for (const candidate of [locale, ...FALLBACKS[locale]]) {
    const found = entries[candidate];
    if (found) return found;
  }
  return undefined;
}

/** The text in `locale`, else by the fallback rules; '' when the row has none at all. */
export function localized(text: LocalizedText | null | undefined, locale: Locale): string {
  return localizedEntry(text, locale) ?? '';
}

/** Whether a text is given in every language (what the seed promises). */
export function isComplete(text: LocalizedText): text is Record<Locale, string> {
  return LOCALES.every((locale) => Boolean(text[locale]?.trim()));
}
