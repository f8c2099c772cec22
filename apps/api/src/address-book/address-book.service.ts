// The address book of the shop the caller acts for (portal §7 `api/customers/address-book/`). A
// service account works in the book of the shop it has chosen, never in another of its shops'.
import type { AddressBookEntry, AddressBookEntryValues } from '@atelier/domain';
import { type Answer, type RequestContext, writeOnce } from '../context/request-context.js';
import type { Db } from '../db/client.js';
import { AppError } from '../http/errors.js';
import { currentDebtorScope, requireCurrentDebtor } from '../tenancy/scope.js';
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

  async list(ctx: RequestContext, filter: AddressFilter) {
    const { count, rows } = await listAddresses(this.db, currentDebtorScope(ctx.scope), filter);
    return { count, results: rows.map(toAddressEntry) };
  }

  async get(ctx: RequestContext, id: number): Promise<AddressBookEntry> {
    const row = await findAddress(this.db, currentDebtorScope(ctx.scope), id);
    if (!row) throw new AppError('not_found');
    return toAddressEntry(row);
  }

  create(ctx: RequestContext, values: AddressBookEntryValues): Promise<Answer<AddressBookEntry>> {
    return writeOnce(ctx, this.db, () => {
      const debtorId = requireCurrentDebtor(ctx.scope);
      return async (tx) => ({
        status: 201,
        body: toAddressEntry(await insertAddress(tx, debtorId, values)),
      });
    });
  }

  async update(
    ctx: RequestContext,
    id: number,
    values: AddressBookEntryValues,
  ): Promise<AddressBookEntry> {
    const row = await updateAddress(this.db, currentDebtorScope(ctx.scope), id, values);
    if (!row) throw new AppError('not_found');
    return toAddressEntry(row);
  }

  async remove(ctx: RequestContext, id: number): Promise<void> {
    if (!(await deleteAddress(this.db, currentDebtorScope(ctx.scope), id))) {
      throw new AppError('not_found');
    }
  }
}
