import { describe, expect, it } from 'vitest';
import { onPickList, pickListFabrics, sampleShippable } from './pick-list.js';

const fabric = (uuid: string, name: string) => ({ fabric_uuid: uuid, name, color: 'Wit' });

describe('the samples desk', () => {
  it('picks requests made on or before the day that are not shipped', () => {
    expect(onPickList({ state: 'requested', requested_on: '2026-11-20' }, '2026-11-20')).toBe(true);
    expect(onPickList({ state: 'requested', requested_on: '2026-11-18' }, '2026-11-20')).toBe(true);
    expect(onPickList({ state: 'requested', requested_on: '2026-11-21' }, '2026-11-20')).toBe(
      false,
    );
    expect(onPickList({ state: 'sent', requested_on: '2026-11-18' }, '2026-11-20')).toBe(false);
  });

  it('ships a waiting request once', () => {
    expect(sampleShippable('requested')).toBe(true);
    expect(sampleShippable('sent')).toBe(false);
  });

  it('sums the samples per fabric and names those out of stock first', () => {
    const lines = pickListFabrics(
      [
        { fabrics: [fabric('a', 'Linnen 01'), fabric('b', 'Velours 02')] },
        { fabrics: [fabric('a', 'Linnen 01'), fabric('c', 'Aurora 03')] },
      ],
      (uuid) => uuid !== 'b',
    );
    expect(lines.map((line) => [line.fabric_uuid, line.quantity, line.in_stock])).toEqual([
      ['b', 1, false],
      ['c', 1, true],
      ['a', 2, true],
    ]);
  });
});
