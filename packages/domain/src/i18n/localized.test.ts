import { describe, expect, it } from 'vitest';
import { isComplete, localized, localizedEntry } from './localized.js';

describe('localized', () => {
  const text = { nl: 'Gewassen linnen', en: 'Washed linen', pl: 'Prany len' };

  it('answers the text of the language asked for', () => {
    expect(localized(text, 'pl')).toBe('Prany len');
    expect(localized(text, 'nl')).toBe('Gewassen linnen');
  });

  it('lets one English table stand in for the other', () => {
    expect(localized(text, 'en-au')).toBe('Washed linen');
    expect(localized({ 'en-au': 'Colour' }, 'en')).toBe('Colour');
  });

  it('falls back to English, then Dutch, for a row without the language', () => {
    expect(localized(text, 'de')).toBe('Washed linen');
    expect(localized({ nl: 'Alleen Nederlands' }, 'lt')).toBe('Alleen Nederlands');
  });

  it('answers an empty text for a row without any', () => {
    expect(localized({}, 'fr')).toBe('');
    expect(localized(null, 'fr')).toBe('');
  });

  it('knows a text given in all seven languages', () => {
    expect(isComplete(text)).toBe(false);
    expect(isComplete({ nl: 'a', en: 'b', 'en-au': 'c', de: 'd', fr: 'e', pl: 'f', lt: 'g' })).toBe(
      true,
    );
  });
});

describe('localizedEntry', () => {
  it('picks a whole entry per language by the same fallbacks', () => {
    const article = { nl: { title: 'Fluweel' }, en: { title: 'Velvet' } };
    expect(localizedEntry(article, 'nl')).toEqual({ title: 'Fluweel' });
    expect(localizedEntry(article, 'fr')).toEqual({ title: 'Velvet' });
    expect(localizedEntry({ nl: { title: 'Fluweel' } }, 'en-au')).toEqual({ title: 'Fluweel' });
    expect(localizedEntry({}, 'pl')).toBeUndefined();
    expect(localizedEntry(null, 'pl')).toBeUndefined();
  });
});
