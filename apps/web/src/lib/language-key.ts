// Where this device remembers the chosen language. Read by lib/i18n.ts and, before the app's code
// has arrived, by the small script the build puts in the page's head to fetch the first paint's
// catalogues in that language (catalogues-plugin.ts).
export const LANGUAGE_STORAGE_KEY = 'atelier.language';
