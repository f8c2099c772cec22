// A catalogue is one namespace in all seven languages. English is the reference: every other
// language must have exactly its keys (checked by the compiler here and by catalogues.test.ts).
export const LOCALES = ['nl', 'en', 'en-au', 'de', 'fr', 'pl', 'lt'] as const;
export type Locale = (typeof LOCALES)[number];

export type Messages = { readonly [key: string]: string | Messages };
type SameKeys<T> = { readonly [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };

export function defineCatalogue<const T extends Messages>(
  catalogue: { en: T } & { [L in Exclude<Locale, 'en'>]: SameKeys<T> },
): Record<Locale, Messages> {
  return catalogue;
}
