// Statements sent on most requests, prepared once per database handle and sent by name: the
// server parses and plans them once per connection instead of on every request.
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

/** `build` (a Drizzle query ending in `.prepare(name)`) made once per handle, then reused. */
export function preparedPerHandle<T>(build: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let query = made.get(db);
    if (!query) {
      query = build(db);
      made.set(db, query);
    }
    return query;
  };
}

/** `column` is one of the text values of parameter `name` (a list filter of a named statement). */
export const inTextParam = (column: PgColumn, name: string): SQL =>
  sql`${column} = any(${sql.placeholder(name)}::text[])`;
