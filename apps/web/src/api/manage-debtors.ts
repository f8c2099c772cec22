// `api/manage/debtors/…`: the back office's debtor desk — find and open a shop, change the
// manufacturer's flags, entitlements and group, invite a dealer user, view the shop as its dealer.
import {
  type DebtorEntitlementsUpdate,
  type DebtorGroupUpdate,
  type DebtorUserCreate,
  type DebtorUserFlagsUpdate,
  debtorUserSchema,
  entitlementsSchema,
  type ManageDebtorQuery,
  manageDebtorDetailSchema,
  manageDebtorPageSchema,
  staffMeSchema,
  viewAsGrantSchema,
} from '@atelier/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http, request } from '../lib/http';

export const manageDebtorsKey = ['manage', 'debtors'] as const;
const BASE = 'api/manage/debtors/';

function queryString(query: ManageDebtorQuery): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export const manageDebtorsQuery = (query: ManageDebtorQuery) =>
  queryOptions({
    queryKey: [...manageDebtorsKey, 'list', query],
    queryFn: async ({ signal }) =>
      manageDebtorPageSchema.parse(await http.get(`${BASE}${queryString(query)}`, signal)),
  });

export const manageDebtorQuery = (id: number) =>
  queryOptions({
    queryKey: [...manageDebtorsKey, 'detail', id],
    queryFn: async ({ signal }) =>
      manageDebtorDetailSchema.parse(await http.get(`${BASE}${id}/`, signal)),
  });

export const useManageDebtors = (query: ManageDebtorQuery) => useQuery(manageDebtorsQuery(query));
export const useManageDebtor = (id: number) => useQuery(manageDebtorQuery(id));

const write = (path: string, method: 'PATCH' | 'PUT' | 'POST', body: unknown, key: string) =>
  request(path, { method, body, headers: { 'idempotency-key': key } });

export async function setUserFlags(
  input: { debtorId: number; userId: number; changes: DebtorUserFlagsUpdate },
  key: string,
) {
  return debtorUserSchema.parse(
    await write(
      `${BASE}${input.debtorId}/users/${input.userId}/flags/`,
      'PATCH',
      input.changes,
      key,
    ),
  );
}

export async function setEntitlements(
  input: { debtorId: number; changes: DebtorEntitlementsUpdate },
  key: string,
) {
  return entitlementsSchema.parse(
    await write(`${BASE}${input.debtorId}/entitlements/`, 'PATCH', input.changes, key),
  );
}

export async function setDebtorGroup(
  input: { debtorId: number; body: DebtorGroupUpdate },
  key: string,
) {
  return manageDebtorDetailSchema.parse(
    await write(`${BASE}${input.debtorId}/group/`, 'PUT', input.body, key),
  );
}

export async function addDebtorUser(
  input: { debtorId: number; body: DebtorUserCreate },
  key: string,
) {
  return debtorUserSchema.parse(
    await write(`${BASE}${input.debtorId}/users/`, 'POST', input.body, key),
  );
}

export async function startViewAs(debtorId: number) {
  return viewAsGrantSchema.parse(await http.post(`${BASE}${debtorId}/view-as/`));
}

export async function endViewAs(debtorId: number) {
  await http.delete(`${BASE}${debtorId}/view-as/`);
}

/** The member of staff's permissions (which of the desk's writes to offer). */
export const staffMeQuery = queryOptions({
  queryKey: ['manage', 'me'],
  queryFn: async ({ signal }) => staffMeSchema.parse(await http.get('api/manage/me/', signal)),
  staleTime: 5 * 60 * 1000,
});
