import { describe, expect, it } from 'vitest';
import {
  catalogues,
  LOCALES,
  type Messages,
  NAMESPACES,
  negotiateLocale,
  preferredLocale,
  translate,
} from './index.js';

function keys(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();
}
function valueAt(messages: Messages, path: string): string {
  return path
    .split('.')
    .reduce<Messages | string>((node, part) => (node as Messages)[part] ?? '', messages) as string;
}

describe('message catalogues', () => {
  for (const ns of NAMESPACES) {
    const reference = keys(catalogues[ns].en).sort();
    for (const locale of LOCALES) {
      it(`${ns} in ${locale} has exactly the English keys, none empty, same placeholders`, () => {
        const messages = catalogues[ns][locale];
        expect(keys(messages).sort()).toEqual(reference);
        for (const key of reference) {
          const text = valueAt(messages, key);
          expect(text.trim(), `${ns}:${key} in ${locale}`).not.toBe('');
          expect(placeholders(text), `${ns}:${key} in ${locale}`).toEqual(
            placeholders(valueAt(catalogues[ns].en, key)),
          );
        }
      });
    }
  }

  it('translates the non-English languages rather than copying English', () => {
    for (const locale of ['nl', 'de', 'fr', 'pl', 'lt'] as const) {
      let total = 0;
      let same = 0;
      for (const ns of NAMESPACES) {
        for (const key of keys(catalogues[ns].en)) {
          const english = valueAt(catalogues[ns].en, key);
          if (english.length < 12) continue; // short words (OK, Email) may coincide
          total += 1;
          if (valueAt(catalogues[ns][locale], key) === english) same += 1;
        }
      }
      expect(
        same,
        `${locale}: ${same} of ${total} longer messages equal English`,
      ).toBeLessThanOrEqual(Math.ceil(total * 0.05));
    }
  });
});

describe('negotiateLocale', () => {
  it('defaults to en-au and honours q-values and base languages', () => {
    expect(negotiateLocale(undefined)).toBe('en-au');
    expect(negotiateLocale('')).toBe('en-au');
    expect(negotiateLocale('xx')).toBe('en-au');
    expect(negotiateLocale('en-AU,en;q=0.9')).toBe('en-au');
    expect(negotiateLocale('de-CH, fr;q=0.8')).toBe('de');
    expect(negotiateLocale('fr;q=0.5, pl;q=0.9')).toBe('pl');
    expect(negotiateLocale('lt;q=0, nl')).toBe('nl');
  });
  it('says when the header names none of ours (preferredLocale)', () => {
    expect(preferredLocale('ja, zh-CN;q=0.8')).toBeNull();
    expect(preferredLocale(undefined)).toBeNull();
    expect(preferredLocale('ja, de-AT;q=0.5')).toBe('de');
  });
});

describe('translate', () => {
  it('falls back to the key when nothing matches', () => {
    expect(translate('nl', 'common:__missing__')).toBe('common:__missing__');
  });
});
