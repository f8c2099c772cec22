// i18next over the shared catalogues. Each namespace is its own chunk, loaded when a page first
// asks for it, so the login page does not carry the configurator's enumerations. A namespace
// module holds all seven languages, so switching language costs no further download. The chosen
// language is remembered on this device (the login page speaks it too) and mirrored to
// `<html lang>`.
import { DEFAULT_UI_LOCALE, LOCALES, type Locale } from '@atelier/domain';
import type { Messages, Namespace } from '@atelier/i18n';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';

const STORAGE_KEY = 'atelier.language';

type CatalogueModule = Promise<{ default: Record<Locale, Messages> }>;
const catalogueLoaders = {
  common: () => import('@atelier/i18n/catalogues/common') as CatalogueModule,
  shell: () => import('@atelier/i18n/catalogues/shell') as CatalogueModule,
  auth: () => import('@atelier/i18n/catalogues/auth') as CatalogueModule,
  recovery: () => import('@atelier/i18n/catalogues/recovery') as CatalogueModule,
  dashboard: () => import('@atelier/i18n/catalogues/dashboard') as CatalogueModule,
  settings: () => import('@atelier/i18n/catalogues/settings') as CatalogueModule,
  releaseNotes: () => import('@atelier/i18n/catalogues/releaseNotes') as CatalogueModule,
  validation: () => import('@atelier/i18n/catalogues/validation') as CatalogueModule,
  errors: () => import('@atelier/i18n/catalogues/errors') as CatalogueModule,
  mail: () => import('@atelier/i18n/catalogues/mail') as CatalogueModule,
  rules: () => import('@atelier/i18n/catalogues/rules') as CatalogueModule,
  enums: () => import('@atelier/i18n/catalogues/enums') as CatalogueModule,
  calc: () => import('@atelier/i18n/catalogues/calc') as CatalogueModule,
  fabrics: () => import('@atelier/i18n/catalogues/fabrics') as CatalogueModule,
  customerFabrics: () => import('@atelier/i18n/catalogues/customerFabrics') as CatalogueModule,
  articleFields: () => import('@atelier/i18n/catalogues/articleFields') as CatalogueModule,
  configurator: () => import('@atelier/i18n/catalogues/configurator') as CatalogueModule,
  curtain: () => import('@atelier/i18n/catalogues/curtain') as CatalogueModule,
  foldcurtain: () => import('@atelier/i18n/catalogues/foldcurtain') as CatalogueModule,
  railrod: () => import('@atelier/i18n/catalogues/railrod') as CatalogueModule,
  railrodparts: () => import('@atelier/i18n/catalogues/railrodparts') as CatalogueModule,
  preview: () => import('@atelier/i18n/catalogues/preview') as CatalogueModule,
  addressBook: () => import('@atelier/i18n/catalogues/addressBook') as CatalogueModule,
  samples: () => import('@atelier/i18n/catalogues/samples') as CatalogueModule,
  lists: () => import('@atelier/i18n/catalogues/lists') as CatalogueModule,
  orders: () => import('@atelier/i18n/catalogues/orders') as CatalogueModule,
  returns: () => import('@atelier/i18n/catalogues/returns') as CatalogueModule,
  documents: () => import('@atelier/i18n/catalogues/documents') as CatalogueModule,
  account: () => import('@atelier/i18n/catalogues/account') as CatalogueModule,
  support: () => import('@atelier/i18n/catalogues/support') as CatalogueModule,
  inspiration: () => import('@atelier/i18n/catalogues/inspiration') as CatalogueModule,
  track: () => import('@atelier/i18n/catalogues/track') as CatalogueModule,
  measurement: () => import('@atelier/i18n/catalogues/measurement') as CatalogueModule,
  productionMail: () => import('@atelier/i18n/catalogues/productionMail') as CatalogueModule,
  manageDebtors: () => import('@atelier/i18n/catalogues/manageDebtors') as CatalogueModule,
  manage: () => import('@atelier/i18n/catalogues/manage') as CatalogueModule,
  manageReturns: () => import('@atelier/i18n/catalogues/manageReturns') as CatalogueModule,
  manageDelivery: () => import('@atelier/i18n/catalogues/manageDelivery') as CatalogueModule,
  managePrices: () => import('@atelier/i18n/catalogues/managePrices') as CatalogueModule,
  manageSupport: () => import('@atelier/i18n/catalogues/manageSupport') as CatalogueModule,
  manageSamples: () => import('@atelier/i18n/catalogues/manageSamples') as CatalogueModule,
  manageContent: () => import('@atelier/i18n/catalogues/manageContent') as CatalogueModule,
  manageErrors: () => import('@atelier/i18n/catalogues/manageErrors') as CatalogueModule,
} satisfies Record<Namespace, () => CatalogueModule>;

/** Namespaces the public pages need, loaded before the first render; the rest on demand. */
const SHELL_NAMESPACES: Namespace[] = ['common', 'auth'];

const catalogueBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = catalogueLoaders[namespace as Namespace];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default[language as Locale] ?? {}),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

function storedLanguage(): Locale {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
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

/** Starts i18next once; resolves when the shell's namespaces are there in every language. */
export function initI18n(language: Locale = storedLanguage()): Promise<unknown> {
  if (ready) return ready;
  i18next.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
    try {
      window.localStorage.setItem(STORAGE_KEY, lng);
    } catch {
      // Private mode without storage: the language still applies for this visit.
    }
  });
  document.documentElement.lang = language;
  ready = i18next
    .use(catalogueBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: 'en',
      supportedLngs: [...LOCALES],
      lowerCaseLng: true,
      // The language picker names every language in itself, so the shell speaks all of them.
      preload: [...LOCALES],
      // Each namespace is one read per language; i18next's default of ten reads at a time queued
      // a page's catalogues behind the layout's (three namespaces in seven languages) though
      // they are one file each, already on their way.
      maxParallelReads: 1000,
      ns: SHELL_NAMESPACES,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  return ready;
}

/** Loads namespaces ahead of a page that needs them, so it does not wait after its own chunk. */
export function loadNamespaces(namespaces: Namespace[]): Promise<unknown> {
  return i18next.loadNamespaces(namespaces);
}
