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
    id: 'debtors',
    path: 'debtors',
    titleKey: 'manageDebtors:title',
    permission: 'debtors',
    inSidebar: true,
    load: () => import('../features/manage-debtors/debtors-list-page').then((m) => m.default),
    namespaces: ['manageDebtors'],
  },
  {
    id: 'debtor',
    path: 'debtors/:debtorId',
    titleKey: 'manageDebtors:title',
    permission: 'debtors',
    load: () => import('../features/manage-debtors/debtor-page').then((m) => m.default),
    namespaces: ['manageDebtors', 'enums', 'returns', 'samples'],
  },
];
