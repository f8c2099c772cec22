// Dates, weekdays and country names in the user's language. Intl formatters are costly to build
// (a few hundred microseconds each) and pages format many dates on every render, so each one is
// built once per locale and kind and kept.
const formatters = new Map<string, Intl.DateTimeFormat>();
function dateFormat(key: string, locale: string, options: Intl.DateTimeFormatOptions) {
  const cacheKey = `${key}|${locale}`;
  let format = formatters.get(cacheKey);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formatters.set(cacheKey, format);
  }
  return format;
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * An ISO calendar date ("2026-12-01") or timestamp as a day in the user's language ("1 Dec 2026").
 * A calendar date is that day wherever the reader is; a timestamp is the reader's day. Empty for
 * nothing or for text that is no date.
 */
export function formatDay(iso: string | null | undefined, locale: string): string {
  if (!iso) return '';
  const calendar = CALENDAR_DATE.test(iso);
  const date = new Date(calendar ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return '';
  return calendar
    ? dateFormat('day-utc', locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date)
    : dateFormat('day', locale, { dateStyle: 'medium' }).format(date);
}

/** A moment with its time in the reader's zone ("1 Dec 2026, 14:05"); the text itself if no date. */
export function formatMoment(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateFormat('moment', locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** A weekday code ("monday") by its name in the user's language; an unknown code as it is. */
export function weekdayName(day: string, locale: string): string {
  const position = WEEKDAYS.indexOf(day);
  if (position < 0) return day;
  // 2024-01-01 was a Monday.
  return dateFormat('weekday', locale, { weekday: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2024, 0, 1 + position),
  );
}

const regionNames = new Map<string, Intl.DisplayNames | null>();

/** A country code ("nl") by its name in the user's language; the code when it has none. */
export function countryName(code: string, locale: string): string {
  let names = regionNames.get(locale);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([locale], { type: 'region' });
    } catch {
      names = null;
    }
    regionNames.set(locale, names);
  }
  try {
    return names?.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
