// Timestamps answered as text. An answer writes a timestamp as `Date#toISOString` does; read
// through Drizzle, a `timestamp with time zone` column becomes a `Date` (parsed from the
// database's text) only to be written back as text: for a list of fifty orders, a hundred of
// each.
import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** PostgreSQL's text of a timestamp with time zone in UTC, as its ISO output style writes it. */
const UTC_TEXT = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?:\.\d{1,6})?\+00$/;

/**
 * The ISO text (`2026-12-01T10:00:00.123Z`) of PostgreSQL's text of a timestamp with time zone,
 * exactly as `new Date(text).toISOString()` writes it: milliseconds cut, not rounded. Text in UTC
 * (the sessions' time zone) is rewritten in place; any other offset or form goes through `Date`.
 */
export function isoOfTimestamptz(text: string): string {
  if (!UTC_TEXT.test(text)) return new Date(text).toISOString();
  const fraction = text.length === 22 ? '000' : `${text.slice(20, -3)}00`.slice(0, 3);
  return `${text.slice(0, 10)}T${text.slice(11, 19)}.${fraction}Z`;
}

/** A timestamp column selected as its ISO text (the same SQL as the column itself). */
export const isoTimestamp = (column: PgColumn) => sql<string>`${column}`.mapWith(isoOfTimestamptz);
