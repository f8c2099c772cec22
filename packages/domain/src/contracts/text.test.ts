import { describe, expect, it } from 'vitest';
import { INT4_MAX, int4, isUnsafeText, unsafeTextPaths } from './text.js';

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

describe('int4', () => {
  it('holds what an integer column holds', () => {
    expect(int4().safeParse(INT4_MAX).success).toBe(true);
    expect(int4().safeParse(INT4_MAX + 1).success).toBe(false);
    expect(int4().safeParse(-INT4_MAX - 2).success).toBe(false);
  });
});
