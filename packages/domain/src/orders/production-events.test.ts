import { describe, expect, it } from 'vitest';
import {
  isProductionEventInFuture,
  PRODUCTION_EVENT_CLOCK_SKEW_MINUTES,
  type ProductionEventBody,
  productionEventDifferences,
} from './production-events.js';

const now = new Date('2031-01-01T09:00:00Z');
const minutesAfter = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

describe('isProductionEventInFuture', () => {
  it('takes an event up to the clock skew ahead of the portal and refuses one beyond it', () => {
    expect(isProductionEventInFuture(minutesAfter(-600), now)).toBe(false);
    expect(isProductionEventInFuture(now, now)).toBe(false);
    expect(isProductionEventInFuture(minutesAfter(PRODUCTION_EVENT_CLOCK_SKEW_MINUTES), now)).toBe(
      false,
    );
    expect(
      isProductionEventInFuture(
        new Date(minutesAfter(PRODUCTION_EVENT_CLOCK_SKEW_MINUTES).getTime() + 1),
        now,
      ),
    ).toBe(true);
    expect(isProductionEventInFuture(new Date('2099-01-01T00:00:00Z'), now)).toBe(true);
  });
});

describe('productionEventDifferences', () => {
  const kept: ProductionEventBody = {
    order_number: '1000123',
    status: 'binnen',
    occurred_at: new Date('2030-01-01T08:01:00Z'),
    planned_date: '2030-01-20',
    stock_state: 'enoughstock',
    message: null,
  };

  it('finds none for the same event, whatever offset its moment is written with', () => {
    expect(
      productionEventDifferences(kept, {
        order_number: '1000123',
        status: 'binnen',
        occurred_at: '2030-01-01T09:01:00.000+01:00',
        planned_date: '2030-01-20',
        stock_state: 'enoughstock',
      }),
    ).toEqual([]);
  });

  it('counts a value left out as none, as it is kept', () => {
    const bare = { ...kept, planned_date: null, stock_state: null };
    expect(
      productionEventDifferences(bare, {
        order_number: '1000123',
        status: 'binnen',
        occurred_at: '2030-01-01T08:01:00Z',
      }),
    ).toEqual([]);
  });

  it('names every field that differs, in the order of the body', () => {
    expect(
      productionEventDifferences(kept, {
        ...kept,
        message: 'Rol besteld',
        order_number: '1000124',
        occurred_at: '2030-01-01T08:01:00.001Z',
      }),
    ).toEqual(['order_number', 'occurred_at', 'message']);
    expect(
      productionEventDifferences(kept, {
        ...kept,
        status: 'produktie',
        planned_date: null,
        stock_state: 'lessstock',
      }),
    ).toEqual(['status', 'planned_date', 'stock_state']);
  });
});
