import type { DEBTOR_ORDERINGS, Debtor, DeliveryDay, Employee, Location } from '@atelier/domain';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { preparedPerHandle } from '../db/prepared.js';
import { customerGroup, debtor, deliveryTrip, employee, location } from '../db/schema/index.js';
import { type DebtorScope, inScope, inScopeParam, scopeParams } from '../tenancy/scope.js';

const debtorColumns = {
  id: debtor.id,
  name: debtor.name,
  address: debtor.address,
  postalcode: debtor.postalcode,
  city: debtor.city,
  country: debtor.country,
  phone: debtor.phone,
  email: debtor.email,
  currency: debtor.currency,
  margin_type: debtor.marginType,
  customer_group: customerGroup.name,
  entitlements: debtor.entitlements,
  // In the same query: a debtor list is read on every settings load.
  delivery_trips: sql<
    { delivery_day: DeliveryDay }[]
  >`coalesce((select json_agg(json_build_object('delivery_day', ${deliveryTrip.deliveryDay}) order by ${deliveryTrip.id}) from ${deliveryTrip} where ${deliveryTrip.debtorId} = ${debtor.id}), '[]'::json)`,
};

export type DebtorRow = Debtor & { entitlements: unknown };

function toRow(row: Omit<DebtorRow, 'telephone'>): DebtorRow {
  // The spec names the field both ways (portal §3); one column serves both.
  return { ...row, telephone: row.phone };
}

const ORDER_COLUMNS = { name: debtor.name, city: debtor.city, id: debtor.id };

export async function listDebtors(
  db: Db,
  scope: DebtorScope,
  options: {
    q?: string | undefined;
    ordering: (typeof DEBTOR_ORDERINGS)[number];
    limit: number;
    offset: number;
  },
): Promise<{ count: number; rows: DebtorRow[] }> {
  const conditions: (SQL | undefined)[] = [inScope(debtor.id, scope)];
  if (options.q) {
    const pattern = `%${options.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    conditions.push(or(ilike(debtor.name, pattern), ilike(debtor.city, pattern)));
  }
  const where = and(...conditions);
  const field = options.ordering.replace(/^-/, '') as keyof typeof ORDER_COLUMNS;
  const direction = options.ordering.startsWith('-') ? desc : asc;
  const [total] = await db.select({ count: count() }).from(debtor).where(where);
  const rows = await db
    .select(debtorColumns)
    .from(debtor)
    .innerJoin(customerGroup, eq(customerGroup.id, debtor.customerGroupId))
    .where(where)
    .orderBy(direction(ORDER_COLUMNS[field]), asc(debtor.id))
    .limit(options.limit)
    .offset(options.offset);
  return { count: total?.count ?? 0, rows: rows.map(toRow) };
}

/** The debtors with these ids that are in the caller's scope, ordered by name. */
// The settings read (every page load) sends these three: named statements, planned once.
const debtorsByIds = preparedPerHandle((db) =>
  db
    .select(debtorColumns)
    .from(debtor)
    .innerJoin(customerGroup, eq(customerGroup.id, debtor.customerGroupId))
    .where(inScopeParam(debtor.id))
    .orderBy(asc(debtor.name), asc(debtor.id))
    .prepare('debtors_in_scope'),
);

const employeesByDebtor = preparedPerHandle((db) =>
  db
    .select({
      id: employee.id,
      name: employee.name,
      email: employee.email,
      is_archived: employee.isArchived,
      isDefault: employee.isDefault,
    })
    .from(employee)
    .where(inScopeParam(employee.debtorId))
    .orderBy(asc(employee.name), asc(employee.id))
    .prepare('employees_of_debtor'),
);

const locationsByDebtor = preparedPerHandle((db) =>
  db
    .select({
      id: location.id,
      name: location.name,
      address: location.address,
      postalcode: location.postalcode,
      city: location.city,
      country: location.country,
      is_archived: location.isArchived,
    })
    .from(location)
    .where(inScopeParam(location.debtorId))
    .orderBy(asc(location.name), asc(location.id))
    .prepare('locations_of_debtor'),
);

export async function debtorsInScope(db: Db, scope: DebtorScope, ids?: number[]) {
  if (!ids) {
    if (scope.debtorIds.length === 0) return [];
    const rows = await debtorsByIds(db).execute(scopeParams(scope));
    return rows.map(toRow);
  }
  const rows = await db
    .select(debtorColumns)
    .from(debtor)
    .innerJoin(customerGroup, eq(customerGroup.id, debtor.customerGroupId))
    .where(and(inScope(debtor.id, scope), ids ? inArray(debtor.id, ids) : undefined))
    .orderBy(asc(debtor.name), asc(debtor.id));
  return rows.map(toRow);
}

/** The employees of the debtors in `scope` (cut down with `scopeFor` to the one acted for). */
export async function employeesOf(
  db: Db,
  scope: DebtorScope,
): Promise<(Employee & { isDefault: boolean })[]> {
  return employeesByDebtor(db).execute(scopeParams(scope));
}

/** The locations of the debtors in `scope` (cut down with `scopeFor` to the one acted for). */
export async function locationsOf(db: Db, scope: DebtorScope): Promise<Location[]> {
  return locationsByDebtor(db).execute(scopeParams(scope));
}
