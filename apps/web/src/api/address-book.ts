// `api/customers/address-book/`: the shop's addresses (portal §7), for the address-book dialog.
import {
  type AddressBookEntry,
  type AddressBookEntryBody,
  type AddressBookListQuery,
  addressBookEntrySchema,
  addressBookPageSchema,
} from '@atelier/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, request } from '../lib/http';
import { fabricQueryString } from './fabrics';
import { newIdempotencyKey } from './orders';

export const addressBookKey = ['address-book'] as const;
const BASE = 'api/customers/address-book/';

export async function fetchAddressBook(query: AddressBookListQuery, signal?: AbortSignal) {
  return addressBookPageSchema.parse(
    await http.get(`${BASE}${fabricQueryString({ ...query })}`, signal),
  );
}

export function useAddressBook(query: AddressBookListQuery, enabled = true) {
  return useQuery({
    queryKey: [...addressBookKey, query],
    queryFn: ({ signal }) => fetchAddressBook(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

function useAddressMutation<T>(send: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: addressBookKey });
    },
  });
}

/** A new address; one key per attempt, so a retried request adds it once. */
export function useAddAddress() {
  return useAddressMutation(
    async (body: AddressBookEntryBody): Promise<AddressBookEntry> =>
      addressBookEntrySchema.parse(
        await request(BASE, {
          method: 'POST',
          body,
          headers: { 'idempotency-key': newIdempotencyKey() },
        }),
      ),
  );
}

export function useChangeAddress() {
  return useAddressMutation(
    async ({ id, body }: { id: number; body: AddressBookEntryBody }): Promise<AddressBookEntry> =>
      addressBookEntrySchema.parse(await http.put(`${BASE}${id}/`, body)),
  );
}

export function useDeleteAddress() {
  return useAddressMutation((id: number) => http.delete(`${BASE}${id}/`));
}
