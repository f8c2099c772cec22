// `api/user/settings/` and `api/user/pleatcurtain/`: the account, its settings and its debtors.
import {
  type AccountSettings,
  accountSettingsSchema,
  type Locale,
  type pleatCurtainSettingsSchema,
  type UserSettings,
} from '@atelier/domain';
import {
  QueryClientContext,
  queryOptions,
  type UseQueryResult,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { createContext, createElement, type ReactNode, useContext } from 'react';
import type { z } from 'zod';
import { traceDebtor } from '../lib/error-tracing';
import { http } from '../lib/http';
import { ACCOUNT_SETTINGS_PATH, accountSettingsKey } from './account-key';
import { changePassword } from './session';

export { accountSettingsKey };

/** The account as answered; an error report names the debtor it acts for now (by id only). */
function account(answer: unknown): AccountSettings {
  const parsed = accountSettingsSchema.parse(answer);
  traceDebtor(parsed.debtor?.id ?? null);
  return parsed;
}

export async function fetchAccountSettings(signal?: AbortSignal): Promise<AccountSettings> {
  return account(await http.get(ACCOUNT_SETTINGS_PATH, signal));
}

/** The account query, shared by its hook and the account area's prefetch. */
export const accountSettingsQuery = () =>
  queryOptions({
    queryKey: accountSettingsKey,
    queryFn: ({ signal }) => fetchAccountSettings(signal),
  });

const SharedAccount = createContext<UseQueryResult<AccountSettings> | null>(null);

/**
 * The account area's one reader of the account query, shared by every component under it. A
 * configurator asks for the account in about ninety places (each size field, hint and price): as
 * a query observer each, their mounting alone set ninety timers and told the query cache ninety
 * times that an observer came, and every answer was compared ninety times.
 */
export function AccountSettingsProvider({ children }: { children: ReactNode }) {
  return createElement(
    SharedAccount.Provider,
    { value: useQuery(accountSettingsQuery()) },
    children,
  );
}

/** The account query: the account area's shared reader, or a reader of its own elsewhere. */
export function useAccountSettings(): UseQueryResult<AccountSettings> {
  const shared = useContext(SharedAccount);
  if (shared) return shared;
  // A component is inside the account area's provider or outside it for its whole life, so the
  // hooks it calls are the same on every render.
  // biome-ignore lint/correctness/useHookAtTopLevel: the branch never changes for a mounted component (above)
  return useQuery(accountSettingsQuery());
}

/**
 * The account's unit system as already loaded, for drawings that may also be shown outside the
 * app's providers (metric then). Configurator pages load the account before they draw.
 */
export function useLoadedUnitSystem(): AccountSettings['unit_system'] {
  const client = useContext(QueryClientContext);
  const account = client?.getQueryData<AccountSettings>(accountSettingsKey);
  return account?.unit_system ?? 'metric';
}

/** The settings answer after an update is the new account; keep the cache in step with it. */
function useSettingsMutation<T>(send: (body: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: accountSettingsKey });
    },
  });
}

export function useSaveUserSettings() {
  return useSettingsMutation((body: Partial<UserSettings>) =>
    http.patch(ACCOUNT_SETTINGS_PATH, body),
  );
}

/** Display flags of the system settings tab; the API refuses the access flags. */
export function useSaveSystemSettings() {
  return useSettingsMutation((flags: Record<string, boolean>) =>
    http.patch(ACCOUNT_SETTINGS_PATH, { is_system_settings: true, ...flags }),
  );
}

export function useSaveLanguage() {
  return useSettingsMutation((preferred_language: Locale) =>
    http.patch(ACCOUNT_SETTINGS_PATH, { preferred_language }),
  );
}

/**
 * A service account switches the shop it acts for. Every query's key carries the shop
 * (api/query-client), so once the account names the new one each page asks for that shop's
 * answers. The switch answers with the account: it goes in the cache at once, so no request sent
 * after the switch is filed under the previous shop; requests still under way are called off, and
 * what is cached for any shop counts as stale, to be fetched again when shown.
 */
export function useChooseServicingDebtor() {
  const queryClient = useQueryClient();
  const others = { predicate: (query: { queryKey: readonly unknown[] }) => !isAccount(query) };
  return useMutation({
    mutationFn: async (servicing_debtor_id: number) =>
      account(await http.patch(ACCOUNT_SETTINGS_PATH, { servicing_debtor_id })),
    onMutate: () => queryClient.cancelQueries(others),
    onSuccess: async (account) => {
      queryClient.setQueryData(accountSettingsKey, account);
      await queryClient.invalidateQueries({ ...others, refetchType: 'none' });
    },
  });
}

const isAccount = (query: { queryKey: readonly unknown[] }) =>
  query.queryKey[0] === accountSettingsKey[0];

export function useSavePleatTypes() {
  return useSettingsMutation((body: z.infer<typeof pleatCurtainSettingsSchema>) =>
    http.put('api/user/pleatcurtain/', body),
  );
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
