// Employees and locations in SQL. Every statement is limited to the caller's shop with `inScope`.
import type { Employee, EmployeeValues, Location, LocationValues } from '@atelier/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { employee, location } from '../db/schema/index.js';
import { type DebtorScope, inScope } from '../tenancy/scope.js';

const employeeColumns = {
  id: employee.id,
  name: employee.name,
  email: employee.email,
  is_archived: employee.isArchived,
};

const locationColumns = {
  id: location.id,
  name: location.name,
  address: location.address,
  postalcode: location.postalcode,
  city: location.city,
  country: location.country,
  is_archived: location.isArchived,
};

export interface StaffWindow {
  archived: boolean;
  limit: number;
  offset: number;
}

export async function listEmployees(
  db: Db,
  scope: DebtorScope,
  window: StaffWindow,
): Promise<{ count: number; rows: Employee[] }> {
  const where = and(inScope(employee.debtorId, scope), eq(employee.isArchived, window.archived));
  const [total] = await db.select({ count: count() }).from(employee).where(where);
  const rows = await db
    .select(employeeColumns)
    .from(employee)
    .where(where)
    .orderBy(asc(employee.name), asc(employee.id))
    .limit(window.limit)
    .offset(window.offset);
  return { count: Number(total?.count ?? 0), rows };
}

const oneEmployee = (scope: DebtorScope, id: number) =>
  and(eq(employee.id, id), inScope(employee.debtorId, scope));

export async function insertEmployee(
  db: Db,
  debtorId: number,
  values: EmployeeValues,
): Promise<Employee> {
  const [row] = await db
    .insert(employee)
    .values({ debtorId, name: values.name, email: values.email })
    .returning(employeeColumns);
  if (!row) throw new Error('employee not inserted');
  return row;
}

export async function updateEmployee(
  db: Db,
  scope: DebtorScope,
  id: number,
  values: EmployeeValues,
): Promise<Employee | null> {
  const [row] = await db
    .update(employee)
    .set({ name: values.name, email: values.email })
    .where(oneEmployee(scope, id))
    .returning(employeeColumns);
  return row ?? null;
}

/** Archiving also drops the preselection: an archived employee is not offered on a new order. */
export async function setEmployeeArchived(
  db: Db,
  scope: DebtorScope,
  id: number,
  archived: boolean,
): Promise<Employee | null> {
  const [row] = await db
    .update(employee)
    .set(archived ? { isArchived: true, isDefault: false } : { isArchived: false })
    .where(oneEmployee(scope, id))
    .returning(employeeColumns);
  return row ?? null;
}

export async function listLocations(
  db: Db,
  scope: DebtorScope,
  window: StaffWindow,
): Promise<{ count: number; rows: Location[] }> {
  const where = and(inScope(location.debtorId, scope), eq(location.isArchived, window.archived));
  const [total] = await db.select({ count: count() }).from(location).where(where);
  const rows = await db
    .select(locationColumns)
    .from(location)
    .where(where)
    .orderBy(asc(location.name), asc(location.id))
    .limit(window.limit)
    .offset(window.offset);
  return { count: Number(total?.count ?? 0), rows };
}

const oneLocation = (scope: DebtorScope, id: number) =>
  and(eq(location.id, id), inScope(location.debtorId, scope));

export async function insertLocation(
  db: Db,
  debtorId: number,
  values: LocationValues,
): Promise<Location> {
  const [row] = await db
    .insert(location)
    .values({ debtorId, ...values })
    .returning(locationColumns);
  if (!row) throw new Error('location not inserted');
  return row;
}

export async function updateLocation(
  db: Db,
  scope: DebtorScope,
  id: number,
  values: LocationValues,
): Promise<Location | null> {
  const [row] = await db
    .update(location)
    .set(values)
    .where(oneLocation(scope, id))
    .returning(locationColumns);
  return row ?? null;
}

export async function setLocationArchived(
  db: Db,
  scope: DebtorScope,
  id: number,
  archived: boolean,
): Promise<Location | null> {
  const [row] = await db
    .update(location)
    .set({ isArchived: archived })
    .where(oneLocation(scope, id))
    .returning(locationColumns);
  return row ?? null;
}
