// Dates, weekdays, country names and lists ("dinsdag en vrijdag") in the user's language. Intl
// formatters are costly to build (a few hundred microseconds each) and pages format many dates on
// every render, so each one is built once per locale and kind and kept.
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

const listFormats = new Map<string, Intl.ListFormat>();

/**
 * Items as a list in the user's language: "maandag, dinsdag en donderdag", "Monday, Tuesday and
 * Thursday" ("and" as the language writes it, its own separators). Built once per locale.
 */
export function listOf(items: readonly string[], locale: string): string {
  let format = listFormats.get(locale);
  if (!format) {
    format = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' });
    listFormats.set(locale, format);
  }
  return format.format(items);
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

type DayPart = 'day' | 'month' | 'year';
const dayOrders = new Map<string, { order: DayPart[]; separator: string }>();

/** The order of day, month and year in the user's language, and what separates them. */
function dayOrder(locale: string) {
  let found = dayOrders.get(locale);
  if (!found) {
    const parts = dateFormat('numeric-day', locale, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
    }).formatToParts(Date.UTC(2026, 10, 24));
    const order = parts
      .map((part) => part.type)
      .filter((type): type is DayPart => type === 'day' || type === 'month' || type === 'year');
    const literal = parts.find((part) => part.type === 'literal')?.value ?? '-';
    found = { order, separator: literal.trim() || literal };
    dayOrders.set(locale, found);
  }
  return found;
}

const TOKEN: Record<DayPart, string> = { day: 'DD', month: 'MM', year: 'YYYY' };

/**
 * How a typed day is written in the user's language, as day.js tokens: "DD-MM-YYYY" (nl),
 * "DD.MM.YYYY" (de), "MM/DD/YYYY" (en), "YYYY-MM-DD" (lt).
 */
export function dayInputPattern(locale: string): string {
  const { order, separator } = dayOrder(locale);
  return order.map((part) => TOKEN[part]).join(separator);
}

/**
 * The placeholder of a day field in the user's language: the language's order and separator with
 * its own names for the parts ("DD-MM-JJJJ" in Dutch, "TT.MM.JJJJ" in German, "JJ/MM/AAAA" in
 * French), where `dayInputPattern` gives day.js's tokens.
 */
export function dayInputHint(
  locale: string,
  parts: { day: string; month: string; year: string },
): string {
  const { order, separator } = dayOrder(locale);
  return order.map((part) => parts[part]).join(separator);
}

/** An ISO calendar date written as the user types one ("24-11-2026" in Dutch). */
export function formatDayInput(iso: string, locale: string): string {
  if (!CALENDAR_DATE.test(iso)) return '';
  const [year, month, day] = iso.split('-') as [string, string, string];
  const value: Record<DayPart, string> = { day, month, year };
  const { order, separator } = dayOrder(locale);
  return order.map((part) => value[part]).join(separator);
}

/**
 * A day typed in the user's order (any of . / - or space between the parts, one or two digits for
 * day and month) as an ISO calendar date; null when it is no day of the calendar.
 */
export function parseDayInput(text: string, locale: string): string | null {
  const pieces = text.trim().split(/[./\-\s]+/);
  const { order } = dayOrder(locale);
  if (pieces.length !== 3 || pieces.some((piece) => !/^\d+$/.test(piece))) return null;
  const value = Object.fromEntries(
    order.map((part, index) => [part, Number(pieces[index])]),
  ) as Record<DayPart, number>;
  const yearText = pieces[order.indexOf('year')]!;
  if (yearText.length !== 4) return null;
  const date = new Date(Date.UTC(value.year, value.month - 1, value.day));
  if (
    date.getUTCFullYear() !== value.year ||
    date.getUTCMonth() !== value.month - 1 ||
    date.getUTCDate() !== value.day
  ) {
    return null;
  }
  return date.toISOString().slice(0, 10);
}
