import { describe, expect, it } from 'vitest';
import { productionTransition } from '../orders/production-status.js';
import {
  compareRoute,
  DELIVERED_STATUS,
  DELIVERY_READY_STATUS,
  deliveryDayOf,
  dueBy,
  inRouteOrder,
  visitedOn,
} from './delivery.js';

describe('the delivery run', () => {
  it('names the weekday of a day as a delivery trip does', () => {
    expect(deliveryDayOf('2026-11-23')).toBe('monday');
    expect(deliveryDayOf('2026-11-28')).toBe('saturday');
    expect(deliveryDayOf('2026-11-29')).toBe('sunday');
  });

  it('counts work without a date, or dated on or before the day, as due', () => {
    expect(dueBy(null, '2026-11-24')).toBe(true);
    expect(dueBy('2026-11-24', '2026-11-24')).toBe(true);
    expect(dueBy('2026-11-23', '2026-11-24')).toBe(true);
    expect(dueBy('2026-11-25', '2026-11-24')).toBe(false);
  });

  it('calls on a dealer on its trip day when something is due', () => {
    const work = {
      tripDays: ['tuesday', 'friday'] as const,
      articleDates: ['2026-11-20'],
      pickupDates: [],
    };
    expect(visitedOn(work, '2026-11-24')).toBe(true);
    // Overdue work waits for the next trip day.
    expect(visitedOn(work, '2026-11-23')).toBe(false);
    // Nothing due: no stop, trip day or not.
    expect(visitedOn({ ...work, articleDates: ['2026-12-01'] }, '2026-11-24')).toBe(false);
  });

  it('calls outside the trip days when something is promised for that very day', () => {
    const work = { tripDays: ['tuesday'] as const, articleDates: [], pickupDates: ['2026-11-28'] };
    expect(visitedOn(work, '2026-11-28')).toBe(true);
    expect(visitedOn(work, '2026-11-29')).toBe(false);
    expect(
      visitedOn({ tripDays: [], articleDates: ['2026-11-28'], pickupDates: [] }, '2026-11-28'),
    ).toBe(true);
  });

  it('orders the route: the planned round first, then country, postcode by number, name', () => {
    const place = (name: string, postalcode: string, onTrip = true, country = 'NL') => ({
      name,
      postalcode,
      onTrip,
      country,
    });
    const stops = [
      place('Extra', '1000 AA', false),
      place('Zwolle B', '8013 NL'),
      place('Amersfoort', '3811 AB'),
      place('Zwolle A', '8011 RD'),
      place('Berlin', '10115', true, 'DE'),
      place('Zwolle A2', '8011 RD'),
    ];
    expect(inRouteOrder(stops).map((stop) => stop.name)).toEqual([
      'Berlin',
      'Amersfoort',
      'Zwolle A',
      'Zwolle A2',
      'Zwolle B',
      'Extra',
    ]);
    // A postcode compares by its number: 999 before 1000.
    expect(compareRoute(place('a', '999'), place('b', '1000'))).toBeLessThan(0);
    expect(compareRoute(place('a', '1000'), place('a', '1000'))).toBe(0);
  });

  it('delivers through the factories’ own transition: ready to ship may become delivered', () => {
    expect(productionTransition(DELIVERY_READY_STATUS, DELIVERED_STATUS)).toEqual({ ok: true });
    expect(productionTransition('afgewerkt', DELIVERED_STATUS).ok).toBe(false);
  });
});
