import { describe, expect, it } from 'vitest';
import { auditDifference, auditValueText } from './audit-diff';

describe('an audit entry as a difference', () => {
  it('names only the changed keys, with old and new values', () => {
    expect(
      auditDifference(
        { state: 'confirmed', note: 'x', flags: { samples: true, reports: false } },
        { state: 'resolved', note: 'x', flags: { samples: false, reports: false } },
      ),
    ).toEqual([
      { key: 'state', before: 'confirmed', after: 'resolved' },
      { key: 'flags.samples', before: true, after: false },
    ]);
  });

  it('shows added and removed keys, and every key of a created or removed record', () => {
    expect(auditDifference({ a: 1 }, { b: 2 })).toEqual([
      { key: 'a', before: 1, after: undefined },
      { key: 'b', before: undefined, after: 2 },
    ]);
    expect(auditDifference(null, { name: 'Key A', site: 'genemuiden' })).toEqual([
      { key: 'name', before: undefined, after: 'Key A' },
      { key: 'site', before: undefined, after: 'genemuiden' },
    ]);
    expect(auditDifference({ id: 4 }, null)).toEqual([{ key: 'id', before: 4, after: undefined }]);
  });

  it('compares lists whole, and finds nothing between equal values', () => {
    expect(auditDifference({ days: [1, 2] }, { days: [1, 3] })).toEqual([
      { key: 'days', before: [1, 2], after: [1, 3] },
    ]);
    expect(auditDifference({ a: [1] }, { a: [1] })).toEqual([]);
    expect(auditDifference(null, null)).toEqual([]);
  });

  it('writes values for a reader', () => {
    expect(auditValueText('remake')).toBe('remake');
    expect(auditValueText(false)).toBe('false');
    expect(auditValueText({ a: 1 })).toBe('{"a":1}');
    expect(auditValueText(null)).toBeNull();
    expect(auditValueText(undefined)).toBeNull();
  });
});
