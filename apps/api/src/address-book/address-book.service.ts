// The address book of the shop the caller acts for (portal §7 `api/customers/address-book/`). A
// service account works in the book of the shop it has chosen, never in another of its shops'.
import type { AddressBookEntry, AddressBookEntryValues } from '@atelier/domain';
import type { Db } from '../db/client.js';
import { AppError } from '../http/errors.js';
import {
  type Answer,
  type IdempotencyClaim,
  replayOf,
  writeOnce,
} from '../idempotency/idempotency.js';
import {
  currentDebtorScope,
  debtorScope,
  type Principal,
  requireCurrentDebtor,
} from '../tenancy/scope.js';
import {
  type AddressFilter,
  type AddressRow,
  deleteAddress,
  findAddress,
  insertAddress,
  listAddresses,
  updateAddress,
} from './address-book.repository.js';

export type { AddressFilter };

export function toAddressEntry(row: AddressRow): AddressBookEntry {
  return {
    id: row.id,
    debtor_id: row.debtorId,
    name: row.name,
    company: row.company,
    street: row.street,
    house_number: row.houseNumber,
    postcode: row.postcode,
    city: row.city,
    country: row.country,
    phone: row.phone,
    email: row.email,
    notes: row.notes,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export class AddressBookService {
  constructor(private readonly db: Db) {}

  async list(principal: Principal, filter: AddressFilter) {
    const { count, rows } = await listAddresses(this.db, currentDebtorScope(principal), filter);
    return { count, results: rows.map(toAddressEntry) };
  }

  async get(principal: Principal, id: number): Promise<AddressBookEntry> {
    const row = await findAddress(this.db, currentDebtorScope(principal), id);
    if (!row) throw new AppError('not_found');
    return toAddressEntry(row);
  }

  async create(
    principal: Principal,
    values: AddressBookEntryValues,
    claim: IdempotencyClaim | null,
  ): Promise<Answer<AddressBookEntry>> {
    const replay = await replayOf<AddressBookEntry>(this.db, claim);
    if (replay) return replay;
    const debtorId = requireCurrentDebtor(debtorScope(principal));
    return writeOnce(this.db, claim, async (tx) => ({
      status: 201,
      body: toAddressEntry(await insertAddress(tx, debtorId, values)),
    }));
  }

  async update(
    principal: Principal,
    id: number,
    values: AddressBookEntryValues,
  ): Promise<AddressBookEntry> {
    const row = await updateAddress(this.db, currentDebtorScope(principal), id, values);
    if (!row) throw new AppError('not_found');
    return toAddressEntry(row);
  }

  async remove(principal: Principal, id: number): Promise<void> {
    if (!(await deleteAddress(this.db, currentDebtorScope(principal), id))) {
      throw new AppError('not_found');
    }
  }
}
