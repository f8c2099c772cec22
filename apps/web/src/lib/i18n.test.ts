import { LANGUAGE_COOKIE, LOCALES } from '@atelier/domain';
import { translate } from '@atelier/i18n';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { initI18n, languageName, loadNamespaces } from './i18n';

describe('catalogues', () => {
  it("reads a page's catalogues together with the layout's, none waiting in a queue", async () => {
    await initI18n('nl');
    const connector = i18next.services.backendConnector as unknown as { waitingReads: unknown[] };
    const layout = loadNamespaces(['shell', 'validation', 'errors']);
    const page = loadNamespaces(['orders', 'enums', 'documents', 'lists']);
    expect(connector.waitingReads).toHaveLength(0);
    await Promise.all([layout, page]);
    expect(i18next.t('orders:list.intro', { lng: 'nl' })).not.toBe('list.intro');
  });

  it('reads only the language on screen, and the next one when it changes', async () => {
    await initI18n('nl');
    await loadNamespaces(['orders']);
    // Neither English as a fallback nor the other languages for the pickers.
    for (const locale of LOCALES.filter((l) => l !== 'nl')) {
      expect(i18next.hasResourceBundle(locale, 'common')).toBe(false);
      expect(i18next.hasResourceBundle(locale, 'orders')).toBe(false);
    }
    await i18next.changeLanguage('de');
    expect(i18next.t('orders:list.intro')).toBe(translate('de', 'orders:list.intro'));
    expect(i18next.hasResourceBundle('en', 'orders')).toBe(false);
    await i18next.changeLanguage('nl');
  });

  it('tells the server the language on screen in its cookie, for an account page’s frame', async () => {
    await initI18n('nl');
    await i18next.changeLanguage('pl');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=pl`);
    await i18next.changeLanguage('nl');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=nl`);
  });

  it('names every language in itself without reading its catalogues', () => {
    for (const locale of LOCALES) {
      expect(languageName(locale)).toBe(translate(locale, 'common:language.self'));
    }
    expect(languageName('nl')).toBe('Nederlands');
  });
});
