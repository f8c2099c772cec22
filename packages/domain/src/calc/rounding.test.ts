import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ceilDiv, chargedLength, roundToRepeat } from './rounding.js';

describe('units and rounding (§0)', () => {
  it('fabric is charged per started 10 cm', () => {
    expect(chargedLength(16_800, 100)).toBe(16_800);
    expect(chargedLength(16_801, 100)).toBe(16_900);
    expect(chargedLength(1, 100)).toBe(100);
    expect(chargedLength(0, 100)).toBe(0);
  });
  it('a derived length is rounded up to the whole millimetre', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 1, max: 1e5 }), (n, d) => {
        const q = ceilDiv(n, d);
        expect(q * d).toBeGreaterThanOrEqual(n);
        expect((q - 1) * d).toBeLessThan(n === 0 ? 1 : n);
      }),
    );
  });
  it('pattern rounding takes whole repeats and leaves plain fabric alone', () => {
    expect(roundToRepeat(2800, 640)).toBe(3200);
    expect(roundToRepeat(2560, 640)).toBe(2560);
    expect(roundToRepeat(2800, 0)).toBe(2800);
  });
});
