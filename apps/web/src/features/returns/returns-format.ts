import type { RmaState } from '@atelier/domain';

/** An ISO calendar date in the user's language ("1 Dec 2026"). */
export function formatIsoDate(isoDate: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${isoDate.slice(0, 10)}T00:00:00Z`),
  );
}

const COLORS: Record<RmaState, string> = {
  confirmed: 'blue',
  received: 'grape',
  resolved: 'teal',
  rejected: 'red',
};
export const stateColor = (state: RmaState) => COLORS[state];
