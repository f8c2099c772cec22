// i18next over the shared catalogues. Each namespace is a file per language, loaded when a page
// first asks for it and only in the language on screen (catalogues-plugin.ts), so the login page
// does not carry the configurator's enumerations nor six languages nobody reads; switching
// language loads the namespaces in use again in the new one. The chosen language is remembered on
// this device (the login page speaks it too) and mirrored to `<html lang>`.

import { FIRST_PAINT_NAMESPACES, LANGUAGE_NAMES, loadCatalogue } from 'virtual:atelier-catalogues';
import { DEFAULT_UI_LOCALE, LANGUAGE_COOKIE, LOCALES, type Locale } from '@atelier/domain';
import type { Namespace } from '@atelier/i18n';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_STORAGE_KEY } from './language-key';

const catalogueBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    loadCatalogue(namespace, language).then(
      (messages) => callback(null, messages),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language this browser last showed the portal in, or the default. */
export function storedLanguage(): Locale {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLocale(stored) ? stored : DEFAULT_UI_LOCALE;
  } catch {
    return DEFAULT_UI_LOCALE;
  }
}

export function currentLocale(): Locale {
  const language = i18next.resolvedLanguage ?? i18next.language;
  return isLocale(language) ? language : DEFAULT_UI_LOCALE;
}

let ready: Promise<unknown> | null = null;

/** A year, in seconds: the language cookie lasts as long as this device keeps choosing it. */
const LANGUAGE_COOKIE_AGE = 365 * 24 * 60 * 60;

/**
 * Remembers the language on screen for the server too (domain `LANGUAGE_COOKIE`), which draws an
 * account page's first HTML in it (decision 107). A language, not a credential.
 */
export function rememberLanguage(language: Locale): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode without storage: the language still applies for this visit.
  }
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the portal serves
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_AGE}; SameSite=Lax${secure}`;
}

/** Starts i18next once; resolves when the first paint's namespaces are there in its language. */
export function initI18n(language: Locale = storedLanguage()): Promise<unknown> {
  if (ready) return ready;
  i18next.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
    if (isLocale(lng)) rememberLanguage(lng);
  });
  document.documentElement.lang = language;
  ready = i18next
    .use(catalogueBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      // Every language has every message (the catalogues' keys are checked against English), so
      // nothing falls back, and "en-au" is a language of its own: only the language on screen is
      // read, not English beside it.
      fallbackLng: false,
      load: 'currentOnly',
      supportedLngs: [...LOCALES],
      lowerCaseLng: true,
      // i18next's default of ten reads at a time queued a page's catalogues behind the layout's
      // though each is one small file, already on its way.
      maxParallelReads: 1000,
      ns: FIRST_PAINT_NAMESPACES,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  return ready;
}

/** A language's name in itself, for the language pickers (read in every language at once). */
export function languageName(locale: Locale): string {
  return LANGUAGE_NAMES[locale];
}

/** Loads namespaces ahead of a page that needs them, so it does not wait after its own chunk. */
export function loadNamespaces(namespaces: Namespace[]): Promise<unknown> {
  return i18next.loadNamespaces(namespaces);
}
