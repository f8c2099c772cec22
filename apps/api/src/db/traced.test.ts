// The statement spans' wrapper on both databases: what a span is named from a statement's text,
// and that the driver's own method is still the one called (a wrapper of the prototype, as the
// bench's statement recorder, sees every statement after a client has connected).
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.js';
import type { Database } from './client.js';
import { shapeOf } from './traced.js';

describe('the shape of a statement', () => {
  it('names the operation and the table, never a value', () => {
    expect(shapeOf('select "id", "name" from "debtor" where "debtor"."id" = $1')).toEqual({
      operation: 'SELECT',
      table: 'debtor',
    });
    expect(shapeOf('insert into "login_attempt" ("username") values ($1)')).toEqual({
      operation: 'INSERT',
      table: 'login_attempt',
    });
    expect(shapeOf('update "document_job" set "state" = $1')).toEqual({
      operation: 'UPDATE',
      table: 'document_job',
    });
    expect(shapeOf('delete from drizzle.__drizzle_migrations where created_at = $1')).toEqual({
      operation: 'DELETE',
      table: 'drizzle.__drizzle_migrations',
    });
    expect(shapeOf('  begin')).toEqual({ operation: 'BEGIN', table: null });
    expect(shapeOf('with x as (select 1) select * from x')).toEqual({
      operation: 'WITH',
      table: null,
    });
    expect(shapeOf('')).toEqual({ operation: 'QUERY', table: null });
  });
});

describe('the wrapped driver', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('calls the driver’s method as it is at each call', async () => {
    await database.db.execute(sql`select 1`);
    const original = pg.Client.prototype.query;
    const seen: string[] = [];
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const first = args[0] as string | { text: string };
      seen.push(typeof first === 'string' ? first : first.text);
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof original;
    try {
      await database.db.execute(sql`select 2 as two`);
    } finally {
      pg.Client.prototype.query = original;
    }
    expect(seen).toEqual(['select 2 as two']);
  });
});
