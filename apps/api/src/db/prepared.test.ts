import { asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.js';
import type { Database, Db } from './client.js';
import { statementsPerShape, withFlatRows } from './prepared.js';
import { customerOrder, debtor, employee } from './schema/index.js';

/** A query of `shape` that records how it was sent. */
function fakeQuery(shape: string, sent: string[], built: string[]) {
  built.push(shape);
  const execute = async () => {
    sent.push(`unnamed ${shape}`);
    return shape;
  };
  return {
    execute,
    prepare: (name: string) => ({
      execute: async () => {
        sent.push(`named ${name}`);
        return shape;
      },
    }),
  };
}

describe('statements per shape', () => {
  it('names each shape once per handle, up to the limit; a shape past it is sent unnamed', async () => {
    const statements = statementsPerShape<() => Promise<string>>(2);
    const [one, other] = [{} as Db, {} as Db];
    const sent: string[] = [];
    const built: string[] = [];
    const call = (db: Db, shape: string) =>
      statements(db, `list_${shape}`, () => fakeQuery(shape, sent, built)).execute();
    for (const shape of ['a', 'b', 'a', 'c', 'b', 'c']) expect(await call(one, shape)).toBe(shape);
    expect(sent).toEqual([
      'named list_a',
      'named list_b',
      'named list_a',
      'unnamed c',
      'named list_b',
      'unnamed c',
    ]);
    // Built once per named shape, on every call past the limit.
    expect(built).toEqual(['a', 'b', 'c', 'c']);
    // Another handle (another database) names its own.
    expect(await call(other, 'c')).toBe('c');
    expect(sent.at(-1)).toBe('named list_c');
  });
});

describe('rows of a flat selection', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    const [shop] = await database.db.select({ id: debtor.id }).from(debtor).limit(1);
    const [seller] = await database.db.select({ id: employee.id }).from(employee).limit(1);
    if (!shop || !seller) throw new Error('the seed has no debtor or no employee');
    await database.db.insert(customerOrder).values([
      { debtorId: shop.id, employeeId: seller.id, orderType: 'draft', orderDate: '2026-11-30' },
      { debtorId: shop.id, employeeId: null, orderType: 'offered', commission: 'Kamer 2' },
      { debtorId: shop.id, employeeId: seller.id, orderType: 'confirmed', memo: 'ß – “x”' },
    ]);
  });
  afterAll(() => database.close());

  /** Columns of each kind (timestamps, dates, enums, a left join's nulls) and expressions. */
  const flat = (db: Db) =>
    db
      .select({
        id: customerOrder.id,
        orderType: customerOrder.orderType,
        debtorName: debtor.name,
        employeeName: employee.name,
        orderDate: customerOrder.orderDate,
        createdAt: customerOrder.createdAt,
        updatedAt: customerOrder.updatedAt,
        doubled: sql<number>`${customerOrder.id} * 2`.mapWith(Number),
        asText: sql<string>`${customerOrder.id}::text`,
        total: sql<string>`count(*) over ()`.as('total'),
      })
      .from(customerOrder)
      .innerJoin(debtor, eq(debtor.id, customerOrder.debtorId))
      .leftJoin(employee, eq(employee.id, customerOrder.employeeId))
      .orderBy(asc(customerOrder.id));

  it('maps each row to the object Drizzle makes of it', async () => {
    const expected = await flat(database.db).execute();
    expect(expected.length).toBe(3);
    expect(expected.some((row) => row.employeeName === null)).toBe(true);
    const statement = withFlatRows(flat(database.db).prepare('flat_rows_test'));
    // Drizzle calls the mapper (were its hook renamed, it would map the rows itself).
    const hooked = statement as unknown as { customResultMapper: (rows: unknown[][]) => unknown };
    const mapper = hooked.customResultMapper;
    expect(mapper).toBeTypeOf('function');
    let mapped = 0;
    hooked.customResultMapper = (raw) => {
      mapped += 1;
      return mapper(raw);
    };
    const rows = await statement.execute();
    expect(mapped).toBe(1);
    expect(rows).toEqual(expected);
    expect(rows[0]?.createdAt).toBeInstanceOf(Date);
    expect(Object.keys(rows[0] ?? {})).toEqual(Object.keys(expected[0] ?? {}));
  });

  it('leaves a selection with nested objects to Drizzle', async () => {
    const nested = database.db
      .select({ id: customerOrder.id, debtor: { name: debtor.name, orders: count() } })
      .from(customerOrder)
      .innerJoin(debtor, eq(debtor.id, customerOrder.debtorId))
      .groupBy(customerOrder.id, debtor.name)
      .orderBy(asc(customerOrder.id))
      .limit(3);
    const statement = withFlatRows(nested.prepare('nested_rows_test'));
    expect((statement as { customResultMapper?: unknown }).customResultMapper).toBeUndefined();
    const rows = await statement.execute();
    expect(rows[0]?.debtor.name).toEqual(expect.any(String));
  });
});
