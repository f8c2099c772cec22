// Message catalogues of Atelier. The web hands `resources` to i18next; the API translates with
// `translate`. Both use i18next's `{{name}}` interpolation, so one message serves both.

import account from './catalogues/account.js';
import addressBook from './catalogues/addressBook.js';
import articleFields from './catalogues/articleFields.js';
import auth from './catalogues/auth.js';
import calc from './catalogues/calc.js';
import common from './catalogues/common.js';
import configurator from './catalogues/configurator.js';
import consumer from './catalogues/consumer.js';
import curtain from './catalogues/curtain.js';
import customerFabrics from './catalogues/customerFabrics.js';
import dashboard from './catalogues/dashboard.js';
import documents from './catalogues/documents.js';
import enums from './catalogues/enums.js';
import errors from './catalogues/errors.js';
import fabrics from './catalogues/fabrics.js';
import foldcurtain from './catalogues/foldcurtain.js';
import inspiration from './catalogues/inspiration.js';
import lists from './catalogues/lists.js';
import mail from './catalogues/mail.js';
import manage from './catalogues/manage.js';
import manageContent from './catalogues/manageContent.js';
import manageDebtors from './catalogues/manageDebtors.js';
import manageDelivery from './catalogues/manageDelivery.js';
import manageErrors from './catalogues/manageErrors.js';
import managePrices from './catalogues/managePrices.js';
import manageReturns from './catalogues/manageReturns.js';
import manageSamples from './catalogues/manageSamples.js';
import manageSupport from './catalogues/manageSupport.js';
import measurement from './catalogues/measurement.js';
import orders from './catalogues/orders.js';
import preview from './catalogues/preview.js';
import productionMail from './catalogues/productionMail.js';
import railrod from './catalogues/railrod.js';
import railrodparts from './catalogues/railrodparts.js';
import recovery from './catalogues/recovery.js';
import releaseNotes from './catalogues/releaseNotes.js';
import returns from './catalogues/returns.js';
import rules from './catalogues/rules.js';
import samples from './catalogues/samples.js';
import settings from './catalogues/settings.js';
import shell from './catalogues/shell.js';
import shop from './catalogues/shop.js';
import support from './catalogues/support.js';
import track from './catalogues/track.js';
import validation from './catalogues/validation.js';
import { LOCALES, type Locale, type Messages } from './define.js';

export { defineCatalogue, LOCALES, type Locale, type Messages } from './define.js';

export const catalogues = {
  common,
  shell,
  auth,
  recovery,
  dashboard,
  settings,
  releaseNotes,
  validation,
  errors,
  mail,
  rules,
  enums,
  calc,
  fabrics,
  customerFabrics,
  articleFields,
  configurator,
  curtain,
  foldcurtain,
  railrod,
  railrodparts,
  preview,
  addressBook,
  samples,
  lists,
  orders,
  returns,
  documents,
  account,
  support,
  inspiration,
  track,
  measurement,
  productionMail,
  manageDebtors,
  manage,
  manageReturns,
  manageDelivery,
  managePrices,
  manageSupport,
  manageSamples,
  manageContent,
  manageErrors,
  consumer,
  shop,
} as const;
export type Namespace = keyof typeof catalogues;
export const NAMESPACES = Object.keys(catalogues) as Namespace[];

/** `resources[locale][namespace]`, the shape i18next expects. */
export const resources: Record<Locale, Record<Namespace, Messages>> = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    Object.fromEntries(NAMESPACES.map((ns) => [ns, catalogues[ns][locale]])),
  ]),
) as Record<Locale, Record<Namespace, Messages>>;

export const DEFAULT_REQUEST_LOCALE: Locale = 'en-au';
export const DEFAULT_UI_LOCALE: Locale = 'nl';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The best supported locale of an `accept-language` header (q-values honoured; `en-AU` matches
 * `en-au`, `de-CH` falls back to `de`); null when it names none of ours.
 */
export function preferredLocale(header: string | undefined | null): Locale | null {
  if (!header) return null;
  const wanted = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number.parseFloat(q.slice(2)) : 1;
      return { tag: tag.toLowerCase(), quality: Number.isNaN(quality) ? 0 : quality, index };
    })
    .filter((entry) => entry.tag && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of wanted) {
    if (isLocale(tag)) return tag;
    const base = tag.split('-')[0];
    if (isLocale(base)) return base;
  }
  return null;
}

/** `preferredLocale`, defaulting to en-au, the request default. */
export function negotiateLocale(header: string | undefined | null): Locale {
  return preferredLocale(header) ?? DEFAULT_REQUEST_LOCALE;
}

function lookup(messages: Messages | string | undefined, path: string[]): string | undefined {
  let node: Messages | string | undefined = messages;
  for (const part of path) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * Translates `namespace:key.path` (or a key of `common`) with `{{name}}` parameters. A missing
 * key in a language falls back to English, then to the key itself, so a user never sees nothing.
 */
export function translate(
  locale: Locale,
  key: string,
  params: Record<string, string | number> = {},
): string {
  const [ns, rest] = key.includes(':') ? key.split(':', 2) : ['common', key];
  const path = (rest ?? '').split('.');
  const catalogue = catalogues[ns as Namespace];
  const text =
    (catalogue && (lookup(catalogue[locale], path) ?? lookup(catalogue.en, path))) ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}
