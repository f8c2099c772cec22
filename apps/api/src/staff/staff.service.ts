// The employees and locations of the shop the caller acts for (portal §6). A service account
// manages the shop it has chosen, never another of its shops'; another shop's row answers 404.
import type { Employee, EmployeeValues, Location, LocationValues } from '@atelier/domain';
import type { RequestContext } from '../context/request-context.js';
import type { Db } from '../db/client.js';
import { AppError } from '../http/errors.js';
import { currentDebtorScope, requireCurrentDebtor } from '../tenancy/scope.js';
import {
  insertEmployee,
  insertLocation,
  listEmployees,
  listLocations,
  type StaffWindow,
  setEmployeeArchived,
  setLocationArchived,
  updateEmployee,
  updateLocation,
} from './staff.repository.js';

function found<T>(row: T | null): T {
  if (!row) throw new AppError('not_found');
  return row;
}

export class StaffService {
  constructor(private readonly db: Db) {}

  async employees(ctx: RequestContext, window: StaffWindow) {
    const { count, rows } = await listEmployees(this.db, currentDebtorScope(ctx.scope), window);
    return { count, results: rows };
  }

  addEmployee(ctx: RequestContext, values: EmployeeValues): Promise<Employee> {
    return insertEmployee(this.db, requireCurrentDebtor(ctx.scope), values);
  }

  async changeEmployee(ctx: RequestContext, id: number, values: EmployeeValues) {
    return found(await updateEmployee(this.db, currentDebtorScope(ctx.scope), id, values));
  }

  async archiveEmployee(ctx: RequestContext, id: number, archived: boolean) {
    return found(await setEmployeeArchived(this.db, currentDebtorScope(ctx.scope), id, archived));
  }

  async locations(ctx: RequestContext, window: StaffWindow) {
    const { count, rows } = await listLocations(this.db, currentDebtorScope(ctx.scope), window);
    return { count, results: rows };
  }

  addLocation(ctx: RequestContext, values: LocationValues): Promise<Location> {
    return insertLocation(this.db, requireCurrentDebtor(ctx.scope), values);
  }

  async changeLocation(ctx: RequestContext, id: number, values: LocationValues) {
    return found(await updateLocation(this.db, currentDebtorScope(ctx.scope), id, values));
  }

  async archiveLocation(ctx: RequestContext, id: number, archived: boolean) {
    return found(await setLocationArchived(this.db, currentDebtorScope(ctx.scope), id, archived));
  }
}
