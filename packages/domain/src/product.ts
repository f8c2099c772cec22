// The product's identity and languages: what every page, the login page first, needs. Kept apart
// from the enumerations (enums.ts re-exports it) so that the web app's first chunk stays small.

export const PRODUCT = 'atelier' as const;
export const APP_VERSION = '2025.7.17' as const;

export const LOCALES = ['nl', 'en', 'en-au', 'de', 'fr', 'pl', 'lt'] as const;
export type Locale = (typeof LOCALES)[number];
/** Default language of the interface. */
export const DEFAULT_UI_LOCALE: Locale = 'nl';
/** Default `accept-language` of requests. */
export const DEFAULT_REQUEST_LOCALE: Locale = 'en-au';

/** Version check interval. */
export const VERSION_CHECK_INTERVAL_MS = 60 * 60 * 1000;
export const BRAND_COLOR = '#b6735c';
