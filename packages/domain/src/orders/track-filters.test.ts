import { describe, expect, it } from 'vitest';
import { trackListQuerySchema, trackSummarySchema } from '../contracts/tracking.js';
import { PRODUCTION_STATUSES, TRACK_FILTERS } from '../enums.js';
import { productionStatusesInGroup } from './production-status.js';
import { inTrackFilter, TRACK_FILTER_DEFINITIONS, trackFilterCriteria } from './track-filters.js';

// Thursday 2030-06-13; its week began on Monday 2030-06-10.
const today = new Date('2030-06-13T15:00:00Z');
const monday = new Date('2030-06-10T00:00:00Z');
const lastSunday = new Date('2030-06-09T23:59:59Z');

describe('the dashboard figures as track filters', () => {
  it('counts in production the whole in-progress group, at any time', () => {
    expect(trackFilterCriteria('in_production', today)).toEqual({
      statuses: productionStatusesInGroup('inprogress'),
      changedSince: null,
    });
    for (const status of productionStatusesInGroup('inprogress')) {
      expect(inTrackFilter('in_production', { status, lastChange: lastSunday }, today)).toBe(true);
    }
  });

  it('counts a problem as the problem status only: a cancelled line is on hold, not a problem', () => {
    expect(trackFilterCriteria('problem', today).statuses).toEqual(['probleem']);
    expect(inTrackFilter('problem', { status: 'probleem', lastChange: lastSunday }, today)).toBe(
      true,
    );
    expect(inTrackFilter('problem', { status: 'annuleer', lastChange: today }, today)).toBe(false);
  });

  it('counts ready this week: packed or ready to ship, reached since Monday (UTC)', () => {
    expect(trackFilterCriteria('ready_this_week', today)).toEqual({
      statuses: ['ingepakt', 'gerverz'],
      changedSince: monday,
    });
    const ready = (status: 'ingepakt' | 'gerverz' | 'bezorgd', lastChange: Date) =>
      inTrackFilter('ready_this_week', { status, lastChange }, today);
    expect(ready('ingepakt', monday)).toBe(true);
    expect(ready('gerverz', today)).toBe(true);
    expect(ready('ingepakt', lastSunday)).toBe(false);
    // Delivered is no longer waiting to be picked up.
    expect(ready('bezorgd', today)).toBe(false);
    // On a Monday the week starts that very day.
    expect(trackFilterCriteria('ready_this_week', monday).changedSince).toEqual(monday);
  });

  it('never selects an article without a status, and every status it names exists', () => {
    for (const filter of TRACK_FILTERS) {
      expect(inTrackFilter(filter, { status: null, lastChange: today }, today)).toBe(false);
      for (const status of TRACK_FILTER_DEFINITIONS[filter].statuses) {
        expect(PRODUCTION_STATUSES).toContain(status);
      }
    }
  });

  it('is what the list takes by name and what the summary answers per name', () => {
    for (const filter of TRACK_FILTERS) {
      expect(trackListQuerySchema.parse({ filter }).filter).toBe(filter);
    }
    expect(trackListQuerySchema.safeParse({ filter: 'onhold' }).success).toBe(false);
    const summary = trackSummarySchema.parse({
      in_production: 1,
      problem: 2,
      ready_this_week: 3,
      weeks: [],
    });
    expect(Object.keys(summary).filter((key) => key !== 'weeks')).toEqual([...TRACK_FILTERS]);
  });
});
