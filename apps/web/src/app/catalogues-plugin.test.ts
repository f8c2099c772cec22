import { DEFAULT_UI_LOCALE, LOCALES } from '@atelier/domain';
import { catalogues } from '@atelier/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogueFiles } from '../../catalogues-plugin';
import { LANGUAGE_STORAGE_KEY } from '../lib/language-key';

// What the plugin reads when it builds (readSources, which the build itself runs).
const sources = {
  locales: LOCALES,
  defaultLocale: DEFAULT_UI_LOCALE,
  storageKey: LANGUAGE_STORAGE_KEY,
  catalogues,
};
const built = catalogueFiles(sources, '/');

/** Runs the first paint's script as the page's head does, and answers what it announced. */
function runFirstPaint(): string[] {
  const script = built.files.get(built.firstPaintScript);
  if (!script) throw new Error('no first paint script');
  new Function(script)();
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
    (link) => link.getAttribute('href') ?? '',
  );
}

afterEach(() => {
  document.head.innerHTML = '';
  window.localStorage.clear();
});

describe('the catalogue files of the build', () => {
  it('hold one namespace in one language each', () => {
    const file = built.manifest.files.orders?.de;
    expect(file).toMatch(/^assets\/catalogues\/orders\.de\.[0-9a-f]{10}\.js$/);
    const source = built.files.get(file ?? '') ?? '';
    expect(source).toBe(`export default ${JSON.stringify(catalogues.orders.de)};\n`);
    expect(Object.keys(built.manifest.files)).toHaveLength(Object.keys(catalogues).length);
    for (const locale of LOCALES) expect(built.manifest.files.common?.[locale]).toBeTruthy();
  });

  it('change their name when a text changes, so a browser never keeps an old one', () => {
    const changed = catalogueFiles(
      {
        ...sources,
        catalogues: {
          ...sources.catalogues,
          orders: { ...catalogues.orders, nl: { ...catalogues.orders.nl, extra: 'Nieuw' } },
        },
      },
      '/',
    );
    expect(changed.manifest.files.orders?.de).not.toBe(built.manifest.files.orders?.de);
    expect(changed.manifest.files.common?.de).toBe(built.manifest.files.common?.de);
  });

  it("announce the first paint's files in the language this device chose", () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'pl');
    expect(runFirstPaint()).toEqual(
      built.manifest.firstPaintNamespaces.map((ns) => `/${built.manifest.files[ns]?.pl}`),
    );
  });

  it('announce them in the default language on a first visit or a stored value not ours', () => {
    const inDutch = built.manifest.firstPaintNamespaces.map(
      (ns) => `/${built.manifest.files[ns]?.nl}`,
    );
    expect(built.manifest.defaultLocale).toBe('nl');
    expect(runFirstPaint()).toEqual(inDutch);
    document.head.innerHTML = '';
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, '../../evil');
    expect(runFirstPaint()).toEqual(inDutch);
  });
});
