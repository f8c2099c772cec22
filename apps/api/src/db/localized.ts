// SQL over a `LocalizedText` jsonb column (one text per language; domain `localized` picks one
// in TypeScript). Search finds a text in any language; ordering follows the caller's language.
import type { Locale } from '@atelier/domain';
import { type AnyColumn, type Placeholder, type SQL, sql } from 'drizzle-orm';

/** Whether any language's text matches the ILIKE pattern. */
export function anyTextLike(column: AnyColumn, pattern: string | Placeholder): SQL {
  return sql`exists (select 1 from jsonb_each_text(${column}) as texts(language, value) where texts.value ilike ${pattern})`;
}

/** The text in the language, else the English one (as `localized` falls back), for ordering. */
export function textIn(column: AnyColumn, locale: Locale): SQL<string> {
  return sql<string>`coalesce(${column} ->> ${locale}, ${column} ->> 'en', '')`;
}
