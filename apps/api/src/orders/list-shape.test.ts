import { INT4_MAX } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { orderIdOf, statusesKey, statusesShape } from './list-shape.js';

describe('order list shapes', () => {
  it('reads a search text as an order id only when it fits the id column', () => {
    expect(orderIdOf('1042')).toBe(1042);
    expect(orderIdOf(String(INT4_MAX))).toBe(INT4_MAX);
    expect(orderIdOf(String(INT4_MAX + 1))).toBeNull();
    expect(orderIdOf('12345678901')).toBeNull();
    expect(orderIdOf('10a')).toBeNull();
    expect(orderIdOf('-5')).toBeNull();
    expect(orderIdOf('')).toBeNull();
    expect(orderIdOf(undefined)).toBeNull();
  });

  it('tells an absent status filter from an empty one, each with its own statement name', () => {
    expect(statusesShape(undefined)).toBe('any');
    expect(statusesShape([])).toBe('none');
    expect(statusesShape(['in_production'])).toBe('some');
    const keys = (['any', 'some', 'none'] as const).map(statusesKey);
    expect(new Set(keys).size).toBe(3);
  });
});
