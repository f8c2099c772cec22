// Every code the domain and the API can put in front of a user has a message in every language.
// (The domain may not import i18n, so this check lives here.)
import {
  articleParameterSchemas,
  CALC_ISSUE_CODES,
  CUSTOMER_FABRIC_ISSUE_CODES,
  ERROR_CODES,
  LINE_UNITS,
  MEASUREMENT_CODES,
  PART_CODES,
  PRICE_LINE_CODES,
  RULE_ISSUE_CODES,
  SAMPLE_ISSUE_CODES,
  SCHEMA_ISSUE_CODES,
  VALIDATION_MESSAGE_KEYS,
} from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { catalogues, LOCALES, type Locale, type Messages, translate } from './index.js';

const expectations: Array<[string, readonly string[], (code: string) => string]> = [
  ['schema issues', SCHEMA_ISSUE_CODES, (c) => `rules:${c}`],
  ['rule issues', RULE_ISSUE_CODES, (c) => `rules:${c}`],
  ['customer fabric issues', CUSTOMER_FABRIC_ISSUE_CODES, (c) => `rules:${c}`],
  ['sample request issues', SAMPLE_ISSUE_CODES, (c) => `rules:${c}`],
  ['calculation issues', CALC_ISSUE_CODES, (c) => `calc:issues.${c}`],
  ['measurement warnings', MEASUREMENT_CODES, (c) => `measurement:codes.${c}`],
  ['price lines', PRICE_LINE_CODES, (c) => `calc:lines.${c}`],
  ['units', LINE_UNITS, (c) => `calc:units.${c}`],
  ['cut-list parts', PART_CODES, (c) => `calc:parts.${c}`],
  ['API errors', ERROR_CODES, (c) => `errors:${c}`],
  ['validation messages', VALIDATION_MESSAGE_KEYS, (c) => `validation:${c}`],
];

describe('every code a user can meet has a message', () => {
  for (const [what, codes, keyOf] of expectations) {
    it(`${what}: ${codes.length} codes in ${LOCALES.length} languages`, () => {
      const missing = LOCALES.flatMap((locale) =>
        codes
          .map(keyOf)
          .filter((key) => translate(locale, key) === key)
          .map((key) => `${locale} ${key}`),
      );
      expect(missing).toEqual([]);
    });
  }
});

describe('every article parameter has a label', () => {
  // Nested fields (parts.*, fabrics.*) are shown under their top-level name, so only that counts.
  const fields = [
    ...new Set(
      Object.values(articleParameterSchemas).flatMap((schema) => Object.keys(schema.shape)),
    ),
  ].sort();
  // The order header asks for these before any article schema is involved.
  const headerFields = ['fabric', 'employee', 'room', 'main_fabric', 'lining_fabric'];
  // Read the catalogue itself: translate() would hide a gap behind its English fallback.
  const section = (locale: Locale, name: string) =>
    (catalogues.articleFields[locale][name] ?? {}) as Messages;

  it(`${fields.length} schema fields and the header in ${LOCALES.length} languages`, () => {
    const missing = LOCALES.flatMap((locale) =>
      [...fields, ...headerFields]
        .filter((field) => typeof section(locale, 'labels')[field] !== 'string')
        .map((field) => `${locale} articleFields:labels.${field}`),
    );
    expect(missing).toEqual([]);
  });

  it('gives hints only for fields that exist, so a misspelt hint cannot go unseen', () => {
    const known = new Set([...fields, ...headerFields]);
    const hints = Object.keys(section('en', 'hints'));
    expect(hints.length).toBeGreaterThanOrEqual(25);
    expect(hints.filter((field) => !known.has(field))).toEqual([]);
  });
});
