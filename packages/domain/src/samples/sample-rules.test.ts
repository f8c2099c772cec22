import { describe, expect, it } from 'vitest';
import {
  canAddSample,
  deliveryCountry,
  MAX_SAMPLE_FABRICS,
  sampleDeliveryDates,
  sampleSelectionIssues,
} from './sample-rules.js';

describe('a sample request', () => {
  const uuids = (n: number) => Array.from({ length: n }, (_, i) => `fabric-${i}`);

  it('holds at most five fabrics, each once', () => {
    expect(MAX_SAMPLE_FABRICS).toBe(5);
    expect(sampleSelectionIssues(uuids(5))).toEqual([]);
    expect(sampleSelectionIssues(uuids(6))).toEqual([
      { field: 'fabrics', code: 'too_many_samples', params: { max: 5 }, severity: 'error' },
    ]);
    expect(sampleSelectionIssues(['a', 'b', 'a']).map((found) => found.code)).toEqual([
      'sample_fabric_twice',
    ]);
    expect(canAddSample(4)).toBe(true);
    expect(canAddSample(5)).toBe(false);
  });

  it('is expected five working days after the day it was made in the shop’s country', () => {
    // Tuesday 24 November 2026, afternoon in Europe: the following Tuesday.
    expect(sampleDeliveryDates(new Date('2026-11-24T15:00:00Z'), 'NL')).toEqual({
      requested_on: '2026-11-24',
      expected_date: '2026-12-01',
    });
    // Already Wednesday in Sydney.
    expect(sampleDeliveryDates(new Date('2026-11-24T15:00:00Z'), 'AU')).toEqual({
      requested_on: '2026-11-25',
      expected_date: '2026-12-02',
    });
    // Before Easter in Germany: Good Friday and Easter Monday are skipped.
    expect(sampleDeliveryDates(new Date('2026-04-01T09:00:00Z'), 'DE').expected_date).toBe(
      '2026-04-10',
    );
  });

  it('counts the manufacturer’s calendar for a country it has no holidays of', () => {
    expect(deliveryCountry(' be ')).toBe('be');
    expect(deliveryCountry('US')).toBe('nl');
  });
});
