import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { initI18n, loadNamespaces } from './i18n';

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
});
