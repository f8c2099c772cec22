import { describe, expect, it } from 'vitest';
import { addressBookEntryBodySchema } from './address-book.js';
import { supportMessageBodySchema } from './support.js';
import {
  INT4_MAX,
  int4,
  isUnsafeText,
  requiredText,
  unsafeTextPaths,
  withSafeText,
} from './text.js';

describe('text no column can hold', () => {
  it('finds a NUL and unpaired surrogates, not a paired one', () => {
    expect(isUnsafeText('a\u0000b')).toBe(true);
    expect(isUnsafeText('a\ud800')).toBe(true);
    expect(isUnsafeText('\udc00a')).toBe(true);
    expect(isUnsafeText('😀 gordijn')).toBe(false);
    expect(isUnsafeText('')).toBe(false);
  });

  it('names the path of every unsafe string, a bad key at its object', () => {
    expect(
      unsafeTextPaths({ ok: 'x', colors: [{ color: 'a\u0000' }], nested: { 'k\ud800': 1 } }),
    ).toEqual(expect.arrayContaining([['colors', 0, 'color'], ['nested']]));
    expect(unsafeTextPaths({ ok: 'x', n: 1, list: [null, true] })).toEqual([]);
  });

  it('walks a value nested far deeper than the call stack allows', () => {
    let value: unknown = 'a\u0000';
    for (let level = 0; level < 100_000; level += 1) value = [value];
    expect(unsafeTextPaths(value)).toHaveLength(1);
  });
});

describe('text made safe to keep', () => {
  it('replaces a NUL and unpaired surrogates in strings and keys, and leaves the rest', () => {
    const at = new Date(0);
    const value = { 'k\u0000': ['a\u0000b', 'x\ud800', '😀'], n: 1, at, nothing: null };
    expect(withSafeText(value)).toEqual({
      'k\ufffd': ['a\ufffdb', 'x\ufffd', '😀'],
      n: 1,
      at,
      nothing: null,
    });
    expect(unsafeTextPaths(withSafeText(value))).toEqual([]);
  });
});

describe('int4', () => {
  it('holds what an integer column holds', () => {
    expect(int4().safeParse(INT4_MAX).success).toBe(true);
    expect(int4().safeParse(INT4_MAX + 1).success).toBe(false);
    expect(int4().safeParse(-INT4_MAX - 2).success).toBe(false);
  });
});

describe('text a form requires', () => {
  const messageOf = (
    schema: { safeParse: (value: unknown) => { error?: { issues: { message: string }[] } } },
    value: unknown,
  ) => schema.safeParse(value).error?.issues[0]?.message;

  it('tells an empty field it is required, not that it needs more characters', () => {
    for (const schema of [requiredText(2, 120), requiredText(1, 20), requiredText(10, 4000)]) {
      expect(messageOf(schema, '')).toBe('required');
      expect(messageOf(schema, '   ')).toBe('required');
      expect(messageOf(schema, undefined)).toBe('required');
    }
    expect(messageOf(requiredText(2, 120), 'a')).toBe('min');
    expect(messageOf(requiredText(2, 5), 'abcdef')).toBe('max');
    expect(requiredText(2, 120).parse('  Ede ')).toBe('Ede');
  });

  it('is what the address book, returns, staff and support forms report', () => {
    const address = addressBookEntryBodySchema.safeParse({
      name: '',
      street: ' ',
      house_number: '',
      postcode: '1',
      city: 'Ede',
      country: 'nl',
    });
    const byField = Object.fromEntries(
      (address.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(byField).toMatchObject({
      name: 'required',
      street: 'required',
      house_number: 'required',
      postcode: 'min',
    });
    expect(messageOf(supportMessageBodySchema, { subject: '', message: '' })).toBe('required');
  });
});
