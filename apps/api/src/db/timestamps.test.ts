import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoOfTimestamptz } from './timestamps.js';

/** PostgreSQL's text of `date` in UTC with `micros` after its milliseconds (0–999). */
function postgresText(date: Date, micros: number): string {
  const iso = date.toISOString();
  const millis = date.getUTCMilliseconds();
  const fraction =
    millis === 0 && micros === 0
      ? ''
      : `.${String(millis * 1000 + micros)
          .padStart(6, '0')
          .replace(/0+$/, '')}`;
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}${fraction}+00`;
}

describe('timestamps as ISO text', () => {
  it('writes what Date writes, for any UTC text PostgreSQL sends', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1970-01-01T00:00:00Z'),
          max: new Date('9999-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: 0, max: 999 }),
        (date, micros) => {
          const text = postgresText(date, micros);
          expect(isoOfTimestamptz(text)).toBe(new Date(text).toISOString());
          expect(isoOfTimestamptz(text)).toBe(date.toISOString());
        },
      ),
    );
  });

  it('cuts microseconds as Date does, and reads other offsets through Date', () => {
    expect(isoOfTimestamptz('2026-12-01 10:00:00.999999+00')).toBe('2026-12-01T10:00:00.999Z');
    expect(isoOfTimestamptz('2026-12-01 10:00:00.5+00')).toBe('2026-12-01T10:00:00.500Z');
    expect(isoOfTimestamptz('2026-12-01 10:00:00+00')).toBe('2026-12-01T10:00:00.000Z');
    expect(isoOfTimestamptz('2026-12-01 10:00:00.25+01')).toBe('2026-12-01T09:00:00.250Z');
    expect(isoOfTimestamptz('2026-12-01 10:00:00+05:30')).toBe('2026-12-01T04:30:00.000Z');
  });
});
