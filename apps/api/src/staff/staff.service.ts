// The employees and locations of the shop the caller acts for (portal §6). A service account
// manages the shop it has chosen, never another of its shops'; another shop's row answers 404.
import type { Employee, EmployeeValues, Location, LocationValues } from '@atelier/domain';
import type { Db } from '../db/client.js';
import { AppError } from '../http/errors.js';
import {
  currentDebtorScope,
  debtorScope,
  type Principal,
  requireCurrentDebtor,
} from '../tenancy/scope.js';
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

  async employees(principal: Principal, window: StaffWindow) {
    const { count, rows } = await listEmployees(this.db, currentDebtorScope(principal), window);
    return { count, results: rows };
  }

  addEmployee(principal: Principal, values: EmployeeValues): Promise<Employee> {
    return insertEmployee(this.db, requireCurrentDebtor(debtorScope(principal)), values);
  }

  async changeEmployee(principal: Principal, id: number, values: EmployeeValues) {
    return found(await updateEmployee(this.db, currentDebtorScope(principal), id, values));
  }

  async archiveEmployee(principal: Principal, id: number, archived: boolean) {
    return found(await setEmployeeArchived(this.db, currentDebtorScope(principal), id, archived));
  }

  async locations(principal: Principal, window: StaffWindow) {
    const { count, rows } = await listLocations(this.db, currentDebtorScope(principal), window);
    return { count, results: rows };
  }

  addLocation(principal: Principal, values: LocationValues): Promise<Location> {
    return insertLocation(this.db, requireCurrentDebtor(debtorScope(principal)), values);
  }

  async changeLocation(principal: Principal, id: number, values: LocationValues) {
    return found(await updateLocation(this.db, currentDebtorScope(principal), id, values));
  }

  async archiveLocation(principal: Principal, id: number, archived: boolean) {
    return found(await setLocationArchived(this.db, currentDebtorScope(principal), id, archived));
  }
}
