// The delivery run (issue 29 §2, decision 087): which dealers the driver visits on a day, what is
// handed over and collected there, and in which order. The run's day is the manufacturer's
// calendar day (Genemuiden, the Netherlands).
import { type IsoDate, parseIsoDate } from '../calendar/working-days.js';
import { DELIVERY_DAYS, type DeliveryDay, type ProductionStatus } from '../enums.js';

/** An article is handed over on the run when the factory reported it ready to ship. */
export const DELIVERY_READY_STATUS = 'gerverz' as const satisfies ProductionStatus;
/** Handing it over reports this status, through the factories' own transition. */
export const DELIVERED_STATUS = 'bezorgd' as const satisfies ProductionStatus;
/** The country whose calendar day "today" is for the run. */
export const DELIVERY_RUN_COUNTRY = 'nl' as const;

/** The weekday of a calendar day, as a delivery trip names it. */
export function deliveryDayOf(day: IsoDate): DeliveryDay {
  // getUTCDay: 0 is Sunday; DELIVERY_DAYS starts on Monday.
  return DELIVERY_DAYS[(parseIsoDate(day).getUTCDay() + 6) % 7]!;
}

/** Is something with this due date (a planned delivery date, a pick-up's day) due by `day`? */
export function dueBy(due: IsoDate | null, day: IsoDate): boolean {
  return due === null || due <= day;
}

/** What one dealer has waiting, as the run's rule needs it. */
export interface DealerWork {
  /** The weekdays of the dealer's delivery trips. */
  tripDays: readonly DeliveryDay[];
  /** Planned delivery dates of its articles ready to ship (null: none planned). */
  articleDates: readonly (IsoDate | null)[];
  /** The days its customer fabrics are to be picked up. */
  pickupDates: readonly IsoDate[];
}

/**
 * Does the driver call on the dealer on `day`? When something is due by then (an article ready
 * to ship whose planned date has come, a fabric to pick up) and either the day is one of the
 * dealer's trip days or something is due exactly that day (a planned date is a promise kept
 * outside the trip). Work overdue from an earlier day waits for the next trip day.
 */
export function visitedOn(work: DealerWork, day: IsoDate): boolean {
  const dates = [...work.articleDates, ...work.pickupDates];
  if (!dates.some((date) => dueBy(date, day))) return false;
  return work.tripDays.includes(deliveryDayOf(day)) || dates.some((date) => date === day);
}

/** Where a stop is, as the route order reads it. */
export interface RoutePlace {
  /** Does the dealer have a trip on the run's weekday (the planned round)? */
  onTrip: boolean;
  country: string;
  postalcode: string;
  name: string;
}

/** A postcode compared by its digits as a number, then the rest (8011 RD before 8013 NL). */
function postcodeKey(postalcode: string): [number, string] {
  const digits = postalcode.match(/\d+/)?.[0];
  return [
    digits === undefined ? Number.MAX_SAFE_INTEGER : Number(digits),
    postalcode.toUpperCase().replace(/\s+/g, ''),
  ];
}

/**
 * The route order: the planned round first (dealers with a trip that weekday), then the extra
 * stops; within each by country, then postcode (numerically), then name. Stable and total.
 */
export function compareRoute(a: RoutePlace, b: RoutePlace): number {
  if (a.onTrip !== b.onTrip) return a.onTrip ? -1 : 1;
  if (a.country !== b.country) return a.country < b.country ? -1 : 1;
  const [an, ar] = postcodeKey(a.postalcode);
  const [bn, br] = postcodeKey(b.postalcode);
  if (an !== bn) return an - bn;
  if (ar !== br) return ar < br ? -1 : 1;
  return a.name.localeCompare(b.name, 'nl');
}

/** The stops in route order (a new array). */
export function inRouteOrder<T extends RoutePlace>(stops: readonly T[]): T[] {
  return [...stops].sort(compareRoute);
}
