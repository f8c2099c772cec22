// The message catalogues as the build provides them (catalogues-plugin.ts).
declare module 'virtual:atelier-catalogues' {
  import type { Locale } from '@atelier/domain';
  import type { Messages, Namespace } from '@atelier/i18n';

  /** The namespaces the public pages need before their first paint. */
  export const FIRST_PAINT_NAMESPACES: Namespace[];
  /** Each language's name in itself, for the language pickers. */
  export const LANGUAGE_NAMES: Record<Locale, string>;
  /** One namespace in one language. */
  export function loadCatalogue(namespace: string, locale: string): Promise<Messages>;
}
