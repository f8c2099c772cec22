// Every page of the back office (`/manage`) with its title and the staff permission it needs. The
// manage shell (router, sidebar, guard) only reads this table; each desk adds its own entries.
import type { ManagePermission } from '@atelier/domain';
import type { Namespace } from '@atelier/i18n';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

export interface ManageRoute {
  id: string;
  /** Relative to /manage ('' for the landing page). */
  path: string;
  /** The title's full key, `namespace:key`. */
  titleKey: string;
  /** The staff permission the page needs (domain `staffAllowed`); the guard and sidebar ask it. */
  permission: ManagePermission;
  /** Shown in the sidebar (a detail page is not). */
  inSidebar?: boolean;
  load: () => Promise<ComponentType>;
  /** Catalogues the page reads, loaded beside its code. */
  namespaces?: readonly Namespace[];
  /**
   * The overview's count of work waiting on this page (open conversations, samples to pick), with
   * its label's full key (`{{count}}` in it). Fetched only for staff holding the permission.
   */
  count?: { labelKey: string; fetch: (client: QueryClient) => Promise<number> };
}

export const manageRoutes: readonly ManageRoute[] = [
  {
    id: 'support',
    path: 'support',
    titleKey: 'manageSupport:title',
    permission: 'support',
    inSidebar: true,
    load: () =>
      import('../features/manage-support/manage-support-page').then((m) => m.ManageSupportPage),
    namespaces: ['manageSupport'],
    count: {
      labelKey: 'manageSupport:count',
      fetch: async (client) => {
        const { inboxSummaryQuery } = await import('../api/manage-support');
        return (await client.fetchQuery(inboxSummaryQuery())).open;
      },
    },
  },
  {
    id: 'samples',
    path: 'samples',
    titleKey: 'manageSamples:title',
    permission: 'samples',
    inSidebar: true,
    load: () =>
      import('../features/manage-samples/manage-samples-page').then((m) => m.ManageSamplesPage),
    namespaces: ['manageSamples', 'validation'],
    count: {
      labelKey: 'manageSamples:count',
      fetch: async (client) => {
        const { sampleDeskSummaryQuery } = await import('../api/manage-samples');
        return (await client.fetchQuery(sampleDeskSummaryQuery())).to_pick;
      },
    },
  },
];
