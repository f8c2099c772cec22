// Working days of the countries the manufacturer delivers to: Monday to Friday, minus the
// country's national public holidays. Holidays are data (fixed dates, days counted from Easter,
// the n-th weekday of a month, Monday substitutes for a weekend holiday), so a year needs no list
// typed by hand. Dates are ISO calendar dates (`2026-04-06`), computed in UTC so no time zone can
// shift a day.
import type { Country } from '../enums.js';

export type IsoDate = string;

type HolidayRule =
  /** The same date every year; `substitute` moves it to the next free weekday when it falls on a
   * weekend (Australia's "Monday holiday"). */
  | { kind: 'fixed'; month: number; day: number; substitute?: boolean }
  /** Days from Easter Sunday (Good Friday −2, Easter Monday +1, Ascension +39, Whit Monday +50,
   * Corpus Christi +60). */
  | { kind: 'easter'; offset: number }
  /** The n-th weekday (0 Sunday … 6 Saturday) of a month. */
  | { kind: 'nth-weekday'; month: number; weekday: number; n: number }
  /** A fixed date moved to the day before when it falls on a Sunday (the Dutch King's Day). */
  | { kind: 'fixed-not-sunday'; month: number; day: number };

const fixed = (month: number, day: number, substitute = false): HolidayRule => ({
  kind: 'fixed',
  month,
  day,
  substitute,
});
const easter = (offset: number): HolidayRule => ({ kind: 'easter', offset });

const GOOD_FRIDAY = easter(-2);
const EASTER_MONDAY = easter(1);
const ASCENSION = easter(39);
const WHIT_MONDAY = easter(50);
const CORPUS_CHRISTI = easter(60);

/**
 * National public holidays on which carriers do not deliver. Regional holidays (a German state's,
 * an Australian state's other than the national ones) are left out: a shop's region is not known.
 */
export const PUBLIC_HOLIDAY_RULES: Record<Country, readonly HolidayRule[]> = {
  nl: [
    fixed(1, 1),
    EASTER_MONDAY,
    { kind: 'fixed-not-sunday', month: 4, day: 27 },
    ASCENSION,
    WHIT_MONDAY,
    fixed(12, 25),
    fixed(12, 26),
  ],
  be: [
    fixed(1, 1),
    EASTER_MONDAY,
    fixed(5, 1),
    ASCENSION,
    WHIT_MONDAY,
    fixed(7, 21),
    fixed(8, 15),
    fixed(11, 1),
    fixed(11, 11),
    fixed(12, 25),
  ],
  de: [
    fixed(1, 1),
    GOOD_FRIDAY,
    EASTER_MONDAY,
    fixed(5, 1),
    ASCENSION,
    WHIT_MONDAY,
    fixed(10, 3),
    fixed(12, 25),
    fixed(12, 26),
  ],
  fr: [
    fixed(1, 1),
    EASTER_MONDAY,
    fixed(5, 1),
    fixed(5, 8),
    ASCENSION,
    WHIT_MONDAY,
    fixed(7, 14),
    fixed(8, 15),
    fixed(11, 1),
    fixed(11, 11),
    fixed(12, 25),
  ],
  pl: [
    fixed(1, 1),
    fixed(1, 6),
    EASTER_MONDAY,
    fixed(5, 1),
    fixed(5, 3),
    CORPUS_CHRISTI,
    fixed(8, 15),
    fixed(11, 1),
    fixed(11, 11),
    // Christmas Eve is a public holiday in Poland from 2025.
    fixed(12, 24),
    fixed(12, 25),
    fixed(12, 26),
  ],
  lt: [
    fixed(1, 1),
    fixed(2, 16),
    fixed(3, 11),
    EASTER_MONDAY,
    fixed(5, 1),
    fixed(6, 24),
    fixed(7, 6),
    fixed(8, 15),
    fixed(11, 1),
    fixed(11, 2),
    fixed(12, 24),
    fixed(12, 25),
    fixed(12, 26),
  ],
  au: [
    fixed(1, 1, true),
    fixed(1, 26, true),
    GOOD_FRIDAY,
    EASTER_MONDAY,
    fixed(4, 25),
    // The King's Birthday: the second Monday of June in most states.
    { kind: 'nth-weekday', month: 6, weekday: 1, n: 2 },
    fixed(12, 25, true),
    fixed(12, 26, true),
  ],
};

const DAY_MS = 86_400_000;

function utc(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month - 1, day));
}

export function toIsoDate(date: Date): IsoDate {
  return date.toISOString().slice(0, 10);
}

export function parseIsoDate(value: IsoDate): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) throw new RangeError(`not an ISO date: ${value}`);
  const date = utc(Number(match[1]), Number(match[2]), Number(match[3]));
  if (toIsoDate(date) !== value) throw new RangeError(`not a calendar date: ${value}`);
  return date;
}

const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);
const isWeekend = (date: Date) => date.getUTCDay() === 0 || date.getUTCDay() === 6;

/** Easter Sunday of the Gregorian calendar (the anonymous Gregorian algorithm). */
export function easterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return toIsoDate(utc(year, month, day));
}

function datesOf(rule: HolidayRule, year: number): Date[] {
  switch (rule.kind) {
    case 'fixed':
      return [utc(year, rule.month, rule.day)];
    case 'fixed-not-sunday': {
      const date = utc(year, rule.month, rule.day);
      return [date.getUTCDay() === 0 ? addDays(date, -1) : date];
    }
    case 'easter':
      return [addDays(parseIsoDate(easterSunday(year)), rule.offset)];
    case 'nth-weekday': {
      const first = utc(year, rule.month, 1);
      const shift = (rule.weekday - first.getUTCDay() + 7) % 7;
      return [addDays(first, shift + (rule.n - 1) * 7)];
    }
  }
}

const cache = new Map<string, ReadonlySet<IsoDate>>();

/** The public holidays of a country in a year, substitute days included. */
export function publicHolidays(country: Country, year: number): ReadonlySet<IsoDate> {
  const key = `${country}:${year}`;
  const known = cache.get(key);
  if (known) return known;
  const days = new Set<IsoDate>();
  const substitutes: Date[] = [];
  for (const rule of PUBLIC_HOLIDAY_RULES[country]) {
    for (const date of datesOf(rule, year)) {
      days.add(toIsoDate(date));
      if (rule.kind === 'fixed' && rule.substitute && isWeekend(date)) substitutes.push(date);
    }
  }
  // A weekend holiday's substitute is the first weekday after it that is not already a holiday
  // (Christmas on Saturday and Boxing Day on Sunday give Monday and Tuesday).
  for (const date of substitutes.sort((a, b) => a.getTime() - b.getTime())) {
    let next = addDays(date, 1);
    while (isWeekend(next) || days.has(toIsoDate(next))) next = addDays(next, 1);
    days.add(toIsoDate(next));
  }
  cache.set(key, days);
  return days;
}

export function isWorkingDay(date: IsoDate, country: Country): boolean {
  const day = parseIsoDate(date);
  return !isWeekend(day) && !publicHolidays(country, day.getUTCFullYear()).has(date);
}

/** The `count`-th working day after `start` (`start` itself never counts). */
export function addWorkingDays(start: IsoDate, count: number, country: Country): IsoDate {
  if (!Number.isInteger(count) || count < 1) throw new RangeError('count must be 1 or more');
  let date = parseIsoDate(start);
  let left = count;
  while (left > 0) {
    date = addDays(date, 1);
    if (isWorkingDay(toIsoDate(date), country)) left -= 1;
  }
  return toIsoDate(date);
}

/** The time zone whose calendar date counts as "today" for a shop in the country. */
export const COUNTRY_TIME_ZONES: Record<Country, string> = {
  nl: 'Europe/Amsterdam',
  be: 'Europe/Brussels',
  de: 'Europe/Berlin',
  fr: 'Europe/Paris',
  pl: 'Europe/Warsaw',
  lt: 'Europe/Vilnius',
  au: 'Australia/Sydney',
};

/** The calendar date of an instant in the country's time zone. */
export function calendarDateIn(instant: Date, country: Country): IsoDate {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: COUNTRY_TIME_ZONES[country],
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The Monday (yyyy-mm-dd, UTC) of the week holding `day`. */
export function weekStartOf(day: Date): string {
  const monday = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return monday.toISOString().slice(0, 10);
}
