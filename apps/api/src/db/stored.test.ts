// Reading stored settings: defaults fill what was never set, a withdrawn value falls back, and one
// stored value is parsed once (the same frozen reading for every request that reads it).
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readStored } from './stored.js';

const schema = z.object({
  colour: z.enum(['red', 'blue']).default('red'),
  widths: z.array(z.number()).default([100]),
});

describe('readStored', () => {
  it('fills defaults and drops a value that no longer passes', () => {
    expect(readStored(schema, null)).toEqual({ colour: 'red', widths: [100] });
    expect(readStored(schema, { colour: 'green', widths: [140] })).toEqual({
      colour: 'red',
      widths: [140],
    });
  });

  it('parses one stored value once and hands out the same frozen reading', () => {
    const first = readStored(schema, { colour: 'blue', widths: [120] });
    const again = readStored(schema, { colour: 'blue', widths: [120] });
    expect(again).toBe(first);
    expect(readStored(schema, { colour: 'blue', widths: [130] })).not.toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first.widths)).toBe(true);
    expect(() => {
      (first as { colour: string }).colour = 'red';
    }).toThrow(TypeError);
    expect(readStored(schema, { colour: 'blue', widths: [120] }).colour).toBe('blue');
  });
});
