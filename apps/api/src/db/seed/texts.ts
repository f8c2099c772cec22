// Seeded texts are given in every language of the portal (domain `LocalizedText`). The two
// English tables share one text: the seed's English is the Australian and British spelling.
import type { Locale } from '@atelier/domain';

export type Texts = Record<Locale, string>;

export const texts = (en: string, rest: Omit<Texts, 'en' | 'en-au'>): Texts => ({
  en,
  'en-au': en,
  ...rest,
});
