import { describe, expect, it } from 'vitest';
import { onPickList, pickListFabrics, sampleShippable, samplesAvailable } from './pick-list.js';

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

describe('samplesAvailable', () => {
  it('is the desk’s flag, and a colour that left the catalogue is out whatever the flag says', () => {
    expect(samplesAvailable({ samples_in_stock: true, is_active: true })).toBe(true);
    expect(samplesAvailable({ samples_in_stock: false, is_active: true })).toBe(false);
    expect(samplesAvailable({ samples_in_stock: true, is_active: false })).toBe(false);
    expect(samplesAvailable({ samples_in_stock: false, is_active: false })).toBe(false);
  });
});
