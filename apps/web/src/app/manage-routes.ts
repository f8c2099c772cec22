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
    id: 'manage-downloads',
    path: 'content/downloads',
    titleKey: 'manageContent:routes.downloads',
    permission: 'content',
    inSidebar: true,
    load: () =>
      import('../features/manage-content/downloads-page').then((module) => module.DownloadsPage),
    namespaces: ['manageContent'],
  },
  {
    id: 'manage-integration-keys',
    path: 'content/integration-keys',
    titleKey: 'manageContent:routes.integrationKeys',
    permission: 'integrationKeys',
    inSidebar: true,
    load: () =>
      import('../features/manage-content/integration-keys-page').then(
        (module) => module.IntegrationKeysPage,
      ),
    namespaces: ['manageContent'],
  },
  {
    id: 'manage-mail-log',
    path: 'content/mail',
    titleKey: 'manageContent:routes.mailLog',
    permission: 'mailLog',
    inSidebar: true,
    load: () =>
      import('../features/manage-content/mail-log-page').then((module) => module.MailLogPage),
    namespaces: ['manageContent'],
  },
];
