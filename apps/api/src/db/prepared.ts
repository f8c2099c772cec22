// Statements sent on most requests, prepared once per database handle and sent by name: the
// server parses and plans them once per connection instead of on every request.
import { Column, is, SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

/**
 * `build` (a Drizzle query ending in `.prepare(name)`) made once per handle, then reused; a flat
 * selection's rows mapped by `withFlatRows`.
 */
export function preparedPerHandle<T>(build: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let query = made.get(db);
    if (!query) {
      query = withFlatRows(build(db));
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
    const statement = withFlatRows(build().prepare(name));
    statements.set(name, statement);
    return statement;
  };
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** What Drizzle's prepared select keeps of its selection, and the hook its relational reads use. */
interface PreparedSelect {
  fields?: { path: string[]; field: unknown }[];
  customResultMapper?: (rows: unknown[][]) => unknown;
}

/** The decoder Drizzle's mapping reads for a selected field (an expression's is not public). */
function decoderOf(field: unknown): Decoder | undefined {
  const decoderOfSql = (expression: SQL) => (expression as unknown as { decoder: Decoder }).decoder;
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, SQL.Aliased)) return decoderOfSql(field.sql);
  return undefined;
}

/**
 * A prepared select of a flat selection (every field at the top level, a column or an SQL
 * expression) whose rows are made objects by a mapper built once per statement. Drizzle's own
 * mapping looks up each field's class and walks its path again for every value of every row
 * (about a tenth of a list's CPU in the ceiling bench's profiles); this one reads the same
 * decoders from arrays of keys and decoders, into the same objects. A selection with nested
 * objects, or one already mapped, is left to Drizzle.
 */
export function withFlatRows<S>(statement: S): S {
  const prepared = statement as PreparedSelect;
  const fields = prepared.fields;
  if (!fields || prepared.customResultMapper) return statement;
  const keys: string[] = [];
  const decoders: Decoder[] = [];
  for (const { path, field } of fields) {
    const decoder = decoderOf(field);
    const [key] = path;
    if (path.length !== 1 || key === undefined || !decoder) return statement;
    keys.push(key);
    decoders.push(decoder);
  }
  const width = keys.length;
  prepared.customResultMapper = (rows) => {
    const objects = new Array<Record<string, unknown>>(rows.length);
    for (let index = 0; index < rows.length; index += 1) {
      const row = rows[index] as unknown[];
      const object: Record<string, unknown> = {};
      for (let column = 0; column < width; column += 1) {
        const value = row[column];
        object[keys[column] as string] =
          value === null ? null : (decoders[column] as Decoder).mapFromDriverValue(value);
      }
      objects[index] = object;
    }
    return objects;
  };
  return statement;
}
