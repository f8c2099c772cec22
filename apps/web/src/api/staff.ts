// `api/employees/` and `api/locations/`: the people and places of the shop acted for (portal §6),
// with their archive.
import {
  type EmployeeBody,
  employeePageSchema,
  employeeSchema,
  type LocationBody,
  locationPageSchema,
  locationSchema,
} from '@atelier/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../lib/http';
import { accountSettingsKey } from './settings';

export type StaffKind = 'employees' | 'locations';

const schemas = {
  employees: { page: employeePageSchema, one: employeeSchema },
  locations: { page: locationPageSchema, one: locationSchema },
} as const;

export type StaffRow<K extends StaffKind> = z.infer<(typeof schemas)[K]['one']>;
export type StaffBody<K extends StaffKind> = K extends 'employees' ? EmployeeBody : LocationBody;

export const staffKey = (kind: StaffKind) => ['staff', kind] as const;

export interface StaffQuery {
  archived: boolean;
  page: number;
  page_size: number;
}

export function useStaff<K extends StaffKind>(kind: K, query: StaffQuery) {
  return useQuery({
    queryKey: [...staffKey(kind), query],
    queryFn: async ({ signal }) =>
      schemas[kind].page.parse(
        await http.get(
          `api/${kind}/?archived=${query.archived}&page=${query.page}&page_size=${query.page_size}`,
          signal,
        ),
      ) as unknown as { count: number; results: StaffRow<K>[] },
  });
}

/** A change shows in both views and in the account (the order header's employee list). */
function useStaffMutation<K extends StaffKind, T>(kind: K, send: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: T) =>
      schemas[kind].one.parse(await send(input)) as unknown as StaffRow<K>,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: staffKey(kind) }),
        queryClient.invalidateQueries({ queryKey: accountSettingsKey }),
      ]);
    },
  });
}

export function useSaveStaff<K extends StaffKind>(kind: K) {
  return useStaffMutation(kind, ({ id, body }: { id: number | null; body: StaffBody<K> }) =>
    id === null ? http.post(`api/${kind}/`, body) : http.put(`api/${kind}/${id}/`, body),
  );
}

export function useArchiveStaff<K extends StaffKind>(kind: K) {
  return useStaffMutation(kind, ({ id, archive }: { id: number; archive: boolean }) =>
    http.post(`api/${kind}/${id}/${archive ? 'archive' : 'restore'}/`, {}),
  );
}
