// Every page of the back office (`/manage`) with its title and the staff permission it needs. The
// manage shell (router, sidebar, guard, overview) only reads this table; each desk adds its own
// entries.
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
  /** The overview card's line, a full `namespace:key`; without it the permission's line (`manage`). */
  descriptionKey?: string;
  /**
   * The desk's waiting work, shown on its overview card (a card without it shows no count). Loaded
   * with the page's namespaces; a failure leaves the card without a count.
   */
  count?: () => Promise<number>;
  load: () => Promise<ComponentType>;
  /** Catalogues the page reads, loaded beside its code. */
  namespaces?: readonly Namespace[];
}

export const manageRoutes: readonly ManageRoute[] = [
  {
    id: 'overview',
    path: '',
    titleKey: 'manage:routes.overview',
    permission: 'overview',
    inSidebar: true,
    load: () => import('./manage-overview').then((m) => m.ManageOverview),
  },
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
  {
    id: 'samples',
    path: 'samples',
    titleKey: 'manageSamples:title',
    permission: 'samples',
    inSidebar: true,
    load: () =>
      import('../features/manage-samples/manage-samples-page').then((m) => m.ManageSamplesPage),
    namespaces: ['manageSamples', 'validation'],
    count: () => import('../api/manage-samples').then((m) => m.samplesToPick()),
  },
  {
    id: 'support',
    path: 'support',
    titleKey: 'manageSupport:title',
    permission: 'support',
    inSidebar: true,
    load: () =>
      import('../features/manage-support/manage-support-page').then((m) => m.ManageSupportPage),
    namespaces: ['manageSupport'],
    count: () => import('../api/manage-support').then((m) => m.openConversations()),
  },
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
  {
    id: 'price-lists',
    path: 'price-lists',
    titleKey: 'managePrices:title',
    permission: 'priceLists',
    inSidebar: true,
    load: () => import('../features/manage-prices/manage-prices-page').then((page) => page.default),
    namespaces: ['managePrices'],
  },
  {
    id: 'manage-downloads',
    path: 'content/downloads',
    titleKey: 'manageContent:routes.downloads',
    permission: 'content',
    descriptionKey: 'manage:desks.downloads',
    inSidebar: true,
    load: () =>
      import('../features/manage-content/downloads-page').then((module) => module.DownloadsPage),
    namespaces: ['manageContent'],
  },
  {
    id: 'manage-release-notes',
    path: 'content/release-notes',
    titleKey: 'manageContent:routes.releaseNotes',
    permission: 'content',
    descriptionKey: 'manage:desks.releaseNotes',
    inSidebar: true,
    load: () =>
      import('../features/manage-content/release-notes-page').then(
        (module) => module.ReleaseNotesDeskPage,
      ),
    namespaces: ['manageContent', 'releaseNotes'],
  },
  {
    id: 'manage-articles',
    path: 'content/articles',
    titleKey: 'manageContent:routes.articles',
    permission: 'content',
    descriptionKey: 'manage:desks.articles',
    inSidebar: true,
    load: () =>
      import('../features/manage-content/articles-page').then((module) => module.ArticlesDeskPage),
    namespaces: ['manageContent', 'inspiration'],
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
  {
    id: 'errors',
    path: 'errors',
    titleKey: 'manageErrors:title',
    permission: 'errors',
    inSidebar: true,
    load: () => import('../features/manage-errors/errors-page').then((m) => m.ErrorsPage),
    namespaces: ['manageErrors'],
    count: () => import('../api/manage-errors').then((m) => m.openErrorGroups()),
  },
  {
    id: 'errorGroup',
    path: 'errors/:id',
    titleKey: 'manageErrors:title',
    permission: 'errors',
    load: () => import('../features/manage-errors/error-group-page').then((m) => m.ErrorGroupPage),
    namespaces: ['manageErrors'],
  },
  {
    id: 'audit',
    path: 'audit',
    titleKey: 'manage:routes.audit',
    permission: 'audit',
    inSidebar: true,
    load: () => import('../features/manage-shell/audit-page').then((m) => m.AuditPage),
    namespaces: ['lists'],
  },
];

/** The address of a back-office page (its parameters left as written). */
export const manageRoutePath = (route: Pick<ManageRoute, 'path'>) =>
  route.path ? `/manage/${route.path}` : '/manage';

/** The catalogues the sidebar's titles come from (each desk's own namespace). */
export function titleNamespaces(routes: readonly ManageRoute[] = manageRoutes): Namespace[] {
  return [...new Set(routes.map((route) => route.titleKey.split(':')[0] as Namespace))];
}
