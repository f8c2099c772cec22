import { describe, expect, it } from 'vitest';
import { canCancel, canSchedule, versionInForce, versionState } from './price-list-versions.js';

const versions = [
  { id: 1, validFrom: '2026-01-01' },
  { id: 2, validFrom: '2026-06-01' },
  { id: 3, validFrom: '2026-06-01' },
  { id: 4, validFrom: '2026-12-01' },
  { id: 5, validFrom: null },
];

describe('price list versions', () => {
  it('the version in force is the latest started one, the newest upload on the same day', () => {
    expect(versionInForce(versions, '2025-12-31')).toBeNull();
    expect(versionInForce(versions, '2026-01-01')?.id).toBe(1);
    expect(versionInForce(versions, '2026-06-01')?.id).toBe(3);
    expect(versionInForce(versions, '2026-11-30')?.id).toBe(3);
    expect(versionInForce(versions, '2027-01-01')?.id).toBe(4);
  });
  it('states: draft, scheduled, current, past', () => {
    const day = '2026-07-01';
    const inForce = versionInForce(versions, day);
    expect(versions.map((version) => versionState(version, inForce, day))).toEqual([
      'past',
      'past',
      'current',
      'scheduled',
      'draft',
    ]);
  });
  it('schedules from today on, and cancels only what has not started', () => {
    const day = '2026-07-01';
    expect(canSchedule({ id: 5, validFrom: null }, '2026-07-01', day)).toBe(true);
    expect(canSchedule({ id: 5, validFrom: null }, '2026-06-30', day)).toBe(false);
    expect(canSchedule({ id: 4, validFrom: '2026-12-01' }, '2026-08-01', day)).toBe(true);
    expect(canSchedule({ id: 3, validFrom: '2026-06-01' }, '2026-08-01', day)).toBe(false);
    expect(canCancel({ id: 4, validFrom: '2026-12-01' }, day)).toBe(true);
    expect(canCancel({ id: 4, validFrom: '2026-07-01' }, day)).toBe(false);
    expect(canCancel({ id: 5, validFrom: null }, day)).toBe(false);
  });
});
