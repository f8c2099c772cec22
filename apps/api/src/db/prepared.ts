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

/** How many shapes of one kind of statement a handle names (a connection keeps a plan per name). */
export const NAMED_SHAPES = 200;

/** A query built with placeholders: sent unnamed (`execute`), or named once (`prepare`). */
interface ShapedQuery<E> {
  prepare(name: string): { execute: E };
  execute: E;
}

/**
 * Statements of one kind, one per shape (which filters, sort and direction a call uses), their
 * values as parameters: built and named on first use per handle, then sent by name. Past `limit`
 * shapes a new shape is built on each call and sent unnamed, so no caller can make every
 * connection keep a plan for each combination of filters there is.
 */
export function statementsPerShape<E>(limit = NAMED_SHAPES) {
  const made = preparedPerHandle(() => new Map<string, { execute: E }>());
  return (db: Db, name: string, build: () => ShapedQuery<E>): { execute: E } => {
    const statements = made(db);
    const found = statements.get(name);
    if (found) return found;
    if (statements.size >= limit) return build();
    const statement = build().prepare(name);
    statements.set(name, statement);
    return statement;
  };
}
