import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { initI18n } from './i18n';

describe('line units take the plural of their quantity', () => {
  it('14 metres and 1 metre in English, metry/metrów in Polish, metro for a fraction in Lithuanian', async () => {
    await initI18n('en');
    await i18next.loadNamespaces('calc');
    const unit = async (locale: string, key: string, count: number) => {
      await i18next.changeLanguage(locale);
      return i18next.t(`calc:units.${key}`, { count });
    };
    expect(await unit('en', 'metre', 14)).toBe('metres');
    expect(await unit('en', 'metre', 1)).toBe('metre');
    expect(await unit('en', 'piece', 6)).toBe('pieces');
    expect(await unit('nl', 'piece', 6)).toBe('stuks');
    expect(await unit('pl', 'metre', 2)).toBe('metry');
    expect(await unit('pl', 'metre', 5)).toBe('metrów');
    expect(await unit('lt', 'metre', 16.8)).toBe('metro');
  });
});
