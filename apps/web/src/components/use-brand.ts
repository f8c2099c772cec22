// The brand the signed-in account sees (domain `groupBrand`): the partner group's users see the
// partner's name and mark wherever the supplier's would be. Before log-in, the supplier's.
import { type Brand, groupBrand } from '@atelier/domain';
import { useQuery } from '@tanstack/react-query';
import { accountSettingsKey, fetchAccountSettings } from '../api/settings';

export function useBrand(): Brand {
  // Reads the account already loaded (never fetches it: the public pages have no session).
  const account = useQuery({
    queryKey: accountSettingsKey,
    queryFn: ({ signal }) => fetchAccountSettings(signal),
    enabled: false,
  });
  return groupBrand(account.data?.group_name);
}
