// Every page of the back office (`/manage`) with its title and the staff permission it needs. The
// manage shell (router, sidebar, guard) only reads this table; each desk adds its own entries.
import type { ManagePermission } from '@atelier/domain';
import type { Namespace } from '@atelier/i18n';
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
}

export const manageRoutes: readonly ManageRoute[] = [
  {
    id: 'price-lists',
    path: 'price-lists',
    titleKey: 'managePrices:title',
    permission: 'priceLists',
    inSidebar: true,
    load: () => import('../features/manage-prices/manage-prices-page').then((page) => page.default),
    namespaces: ['managePrices'],
  },
];
