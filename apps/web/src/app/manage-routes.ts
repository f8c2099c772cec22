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
   * The overview's count of work waiting on the page (for example returns waiting for a
   * decision), loaded lazily; the shell reads it under the query key `['manage', id, 'count']`
   * for staff holding the page's permission, so a desk's writes (which refresh `['manage', id]`)
   * refresh it too.
   */
  count?: () => Promise<number>;
}

export const manageRoutes: readonly ManageRoute[] = [
  {
    id: 'returns',
    path: 'returns',
    titleKey: 'manageReturns:title',
    permission: 'returns',
    inSidebar: true,
    load: () =>
      import('../features/manage-returns/manage-returns-page').then((m) => m.ManageReturnsPage),
    namespaces: ['manageReturns', 'returns', 'enums'],
    count: () => import('../api/manage-returns').then((m) => m.fetchReturnsWaiting()),
  },
  {
    id: 'returnDetail',
    path: 'returns/:orderNumber',
    titleKey: 'manageReturns:title',
    permission: 'returns',
    load: () =>
      import('../features/manage-returns/manage-return-page').then((m) => m.ManageReturnPage),
    namespaces: ['manageReturns', 'returns', 'enums'],
  },
];
