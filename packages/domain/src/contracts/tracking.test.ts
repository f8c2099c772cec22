import { describe, expect, it } from 'vitest';
import { weekStartOf } from '../calendar/working-days.js';
import { chartWeeks, liveProductionEventSchema, trackListQuerySchema } from './tracking.js';

describe('track list query', () => {
  it('reads the status groups in either spelling and applies the defaults', () => {
    const query = trackListQuerySchema.parse({ group: 'in_progress,onhold' });
    expect(query.group).toEqual(['inprogress', 'onhold']);
    expect(query.ordering).toBe('-last_change');
    expect(query.page_size).toBe(25);
  });

  it('refuses an unknown group, a malformed date and a range that ends before it starts', () => {
    expect(trackListQuerySchema.safeParse({ group: 'shipped' }).success).toBe(false);
    expect(trackListQuerySchema.safeParse({ from: '24-11-2026' }).success).toBe(false);
    const backwards = trackListQuerySchema.safeParse({ from: '2026-11-24', to: '2026-11-01' });
    expect(backwards.success).toBe(false);
    expect(backwards.error?.issues[0]?.path).toEqual(['to']);
    expect(trackListQuerySchema.safeParse({ from: '2026-11-01', to: '2026-11-01' }).success).toBe(
      true,
    );
  });
});

describe('chart weeks', () => {
  it('starts a week on Monday, also from a Sunday', () => {
    expect(weekStartOf(new Date('2026-11-24T10:00:00Z'))).toBe('2026-11-23');
    expect(weekStartOf(new Date('2026-11-29T23:00:00Z'))).toBe('2026-11-23');
    expect(weekStartOf(new Date('2026-11-23T00:00:00Z'))).toBe('2026-11-23');
  });

  it('lists twelve Mondays ending with the current week, across a year end', () => {
    const weeks = chartWeeks(new Date('2027-01-06T12:00:00Z'));
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toBe('2027-01-04');
    expect(weeks[0]).toBe('2026-10-19');
    expect(new Set(weeks.map((week) => new Date(week).getUTCDay()))).toEqual(new Set([1]));
  });
});

describe('live event', () => {
  it('carries the status and refuses a status the domain does not know', () => {
    const event = {
      type: 'production',
      debtor_id: 1,
      order_id: 2,
      article_id: 3,
      status: 'produktie',
      stock_state: 'enoughstock',
      planned_date: '2026-12-01',
      at: '2026-11-24T10:00:00.000Z',
    };
    expect(liveProductionEventSchema.parse(event)).toEqual(event);
    expect(liveProductionEventSchema.safeParse({ ...event, status: 'shipped' }).success).toBe(
      false,
    );
  });
});
