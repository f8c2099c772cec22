// The brand the signed-in account sees (domain `groupBrand`): the partner group's users see the
// partner's name and mark wherever the supplier's would be. Before log-in, the supplier's.
import { type AccountSettings, type Brand, groupBrand } from '@atelier/domain';
import { hashKey, type QueryCacheNotifyEvent, QueryClientContext } from '@tanstack/react-query';
import { useContext, useEffect, useState } from 'react';
import { accountSettingsKey } from '../api/account-key';

const accountSettingsHash = hashKey(accountSettingsKey);
/** The query cache's events that can change a query's data (not its readers coming or going). */
const STATE_CHANGES = new Set<QueryCacheNotifyEvent['type']>(['added', 'removed', 'updated']);

export function useBrand(): Brand {
  // The public pages have no query client and no session: read the account only when one is
  // loaded, never fetch it from here.
  const client = useContext(QueryClientContext);
  const read = () => client?.getQueryData<AccountSettings>(accountSettingsKey)?.group_name ?? null;
  const [group, setGroup] = useState(read);
  useEffect(() => {
    if (!client) return undefined;
    const update = () => {
      const next = client.getQueryData<AccountSettings>(accountSettingsKey)?.group_name ?? null;
      setGroup((previous) => (previous === next ? previous : next));
    };
    update();
    // The cache tells of every query's changes (a page's load makes hundreds), while others
    // render, and of every reader coming and going: only a change of the account's own state is
    // read, after the current work.
    return client.getQueryCache().subscribe((event) => {
      if (event.query.queryHash === accountSettingsHash && STATE_CHANGES.has(event.type)) {
        queueMicrotask(update);
      }
    });
  }, [client]);
  return groupBrand(group);
}
