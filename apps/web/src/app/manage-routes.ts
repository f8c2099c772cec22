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
  /**
   * The overview's figure for the page (for example the delivery stops left today), fetched when
   * the overview shows; its code loads only then.
   */
  count?: () => Promise<number>;
}

export const manageRoutes: readonly ManageRoute[] = [
  {
    id: 'delivery',
    path: 'delivery',
    titleKey: 'manageDelivery:title',
    permission: 'delivery',
    inSidebar: true,
    load: () => import('../features/manage-delivery/delivery-page').then((m) => m.DeliveryPage),
    namespaces: ['manageDelivery'],
    count: () => import('../api/manage-delivery').then((m) => m.deliveryStopsLeft()),
  },
];
