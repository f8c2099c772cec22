// The brand the signed-in account sees (domain `groupBrand`): the partner group's users see the
// partner's name and mark wherever the supplier's would be. Before log-in, the supplier's.
import { type AccountSettings, type Brand, groupBrand } from '@atelier/domain';
import { QueryClientContext } from '@tanstack/react-query';
import { useCallback, useContext, useSyncExternalStore } from 'react';
import { accountSettingsKey } from '../api/settings';

export function useBrand(): Brand {
  // The public pages have no query client and no session: read the account only when one is
  // loaded, never fetch it from here.
  const client = useContext(QueryClientContext);
  const subscribe = useCallback(
    (onChange: () => void) => (client ? client.getQueryCache().subscribe(onChange) : () => {}),
    [client],
  );
  const group = useSyncExternalStore(
    subscribe,
    () => client?.getQueryData<AccountSettings>(accountSettingsKey)?.group_name ?? null,
  );
  return groupBrand(group);
}
