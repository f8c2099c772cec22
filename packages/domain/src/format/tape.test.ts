import { describe, expect, it } from 'vitest';
import { inchesToMm } from './index.js';
import { formatTapeSize, inchesAsTyped } from './tape.js';

const inches = (typed: number) => inchesToMm(typed) / 10;

describe('formatTapeSize', () => {
  it('reads whole inches and eighths as a tape measure does', () => {
    expect(formatTapeSize(inches(96), 'en')).toBe('96 in');
    expect(formatTapeSize(inches(113.25), 'en')).toBe('113¼ in');
    expect(formatTapeSize(inches(35.875), 'en')).toBe('35⅞ in');
    expect(formatTapeSize(inches(0.5), 'en')).toBe('½ in');
    expect(formatTapeSize(inches(1132.5), 'en')).toBe('1,132½ in');
  });
  it('a size on no eighth keeps one decimal', () => {
    expect(formatTapeSize(inches(243.8), 'en')).toBe('243.8 in');
  });
  it('in the user’s language', () => {
    expect(formatTapeSize(inches(113.25), 'de')).toMatch(/^113¼\s/);
  });
});

describe('inchesAsTyped', () => {
  it('reads back what was typed from the whole millimetres kept', () => {
    expect(
      [8, 12, 113.25, 95.5, 35.0625, 9.6].map((typed) => inchesAsTyped(inches(typed))),
    ).toEqual([8, 12, 113.25, 95.5, 35.0625, 9.6]);
  });
});
