import { INT4_MAX } from '@atelier/domain';

/**
 * What the order lists (the dealer's and the manufacturer's) share in a statement's shape: the
 * values are parameters, so the shape says only which filters are used.
 */

/** The search text as an order id, when it is one: digits only and within the id column's int4. */
export function orderIdOf(q: string | undefined): number | null {
  return q && /^[0-9]{1,10}$/.test(q) && Number(q) <= INT4_MAX ? Number(q) : null;
}

/**
 * How a production-status filter shapes the statement: `any` when not given, `none` when given
 * empty (asked for no status at all: matches nothing), `some` otherwise.
 */
export type StatusesShape = 'any' | 'some' | 'none';

export function statusesShape(statuses: readonly unknown[] | undefined): StatusesShape {
  return !statuses ? 'any' : statuses.length === 0 ? 'none' : 'some';
}

/** The shape's letter in a statement name. */
export function statusesKey(shape: StatusesShape): string {
  return shape === 'any' ? '' : shape === 'some' ? 'p' : 'n';
}
