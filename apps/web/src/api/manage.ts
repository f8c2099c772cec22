// The back office's own calls: who the member of staff is (`api/manage/me/`), the staff list, the
// search and the audit trail; and the staff's own language (`api/user/settings/`).
import {
  type AuditQuery,
  auditPageSchema,
  type Locale,
  manageSearchSchema,
  staffMembersSchema,
  staffMeSchema,
} from '@atelier/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../lib/http';
import { ACCOUNT_SETTINGS_PATH } from './account-key';

export const manageKey = ['manage'] as const;
const staffMeKey = [...manageKey, 'me'] as const;

/** The member of staff and the permissions their role holds (the shell's sidebar and guard). */
export const staffMeQuery = () =>
  queryOptions({
    queryKey: staffMeKey,
    queryFn: async ({ signal }) => staffMeSchema.parse(await http.get('api/manage/me/', signal)),
    staleTime: 5 * 60_000,
  });

/** The manufacturer's active staff, for filters and "assign to". */
export const staffMembersQuery = () =>
  queryOptions({
    queryKey: [...manageKey, 'staff'],
    queryFn: async ({ signal }) =>
      staffMembersSchema.parse(await http.get('api/manage/staff/', signal)),
    staleTime: 5 * 60_000,
  });

/** The search box's answer for a text: a few debtors, orders and returns. */
export const manageSearchQuery = (q: string) =>
  queryOptions({
    queryKey: [...manageKey, 'search', q],
    queryFn: async ({ signal }) =>
      manageSearchSchema.parse(
        await http.get(`api/manage/search/?${new URLSearchParams({ q })}`, signal),
      ),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

/** A page of the audit trail; the filters left out are not sent. */
export const auditQuery = (query: AuditQuery) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  return queryOptions({
    queryKey: [...manageKey, 'audit', query],
    queryFn: async ({ signal }) =>
      auditPageSchema.parse(await http.get(`api/manage/audit/?${params}`, signal)),
    placeholderData: keepPreviousData,
  });
};

/** The staff's own language: saved on the account, as a dealer's is. */
export function useSaveStaffLanguage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (preferred_language: Locale) =>
      http.patch(ACCOUNT_SETTINGS_PATH, { preferred_language }),
    onSuccess: () => client.invalidateQueries({ queryKey: staffMeKey }),
  });
}
