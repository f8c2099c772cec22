// Every route of the account area (portal §2) with its title. Later issues fill the pages; the
// shell (router, sidebar, titles, servicing-debtor rule) only reads this table.
import type { Feature } from '@atelier/domain';
import type { Namespace } from '@atelier/i18n';
import type { ComponentType } from 'react';
import { matchRoutes, type Params, type RouteObject } from 'react-router';
import { CONFIGURATOR_NAMESPACES } from '../kits/configurator/namespaces';

export interface AccountRoute {
  id: string;
  /** Relative to /account. */
  path: string;
  /** Key of the title in the `shell` namespace (`routes.<titleKey>`), or a full `ns:key`. */
  titleKey: string;
  /**
   * The page header's description (a full `ns:key`), for a page whose header is fixed text: the
   * page draws it from here (`useRouteIntro`), and so does the frame its first HTML carries
   * (decision 107), in the same place, before the page's code and data have arrived.
   */
  intro?: string;
  /** The page names itself from its data (an article being edited): the frame holds the title's place. */
  titleFromData?: boolean;
  /**
   * The link back to a list above the page's header (`label` a full `ns:key`): the page draws it
   * from here (`useRouteBack`), and the frame draws its picture in the same place.
   */
  back?: { label: string; to: string };
  /** New articles are ordered for a shop: a service account must have chosen its servicing debtor. */
  needsDebtor?: boolean;
  /**
   * The part of the portal the page belongs to: the guard opens it only when the domain's
   * `featureAllowed` says yes (the same feature the API asks for the page's calls).
   */
  feature: Feature;
  load: () => Promise<ComponentType>;
  /** Catalogues the page reads, loaded beside its code rather than after its first render. */
  namespaces?: readonly Namespace[];
  /** Starts the page's first requests while its code loads (with the route's parameters and the
   * URL's search parameters). */
  prefetch?: (
    params: Readonly<Record<string, string | undefined>>,
    search: URLSearchParams,
  ) => Promise<unknown>;
}

const prefetchCurtain = (params: Readonly<Record<string, string | undefined>>) =>
  import('../features/curtain/curtain-prefetch').then((m) =>
    m.prefetchCurtain(params.articleOrderId),
  );

const prefetchOffer = (_params: unknown, search: URLSearchParams) =>
  import('../features/offer/offer-queries').then((m) => m.prefetchOffer(search));
const prefetchOrderList = (_params: unknown, search: URLSearchParams) =>
  import('../features/order/order-list').then((m) => m.prefetchOrderList(search));

const prefetchOrderDetail = (params: Readonly<Record<string, string | undefined>>) =>
  import('../features/order/order-detail-queries').then((m) =>
    m.prefetchOrderDetail(params.orderId),
  );
const prefetchTrack = (_params: unknown, search: URLSearchParams) =>
  import('../features/track/track-queries').then((m) => m.prefetchTrack(search));

const prefetchDashboard = () =>
  import('../features/dashboard/dashboard-queries').then((m) => m.prefetchDashboard());

export const accountRoutes: readonly AccountRoute[] = [
  {
    id: 'dashboard',
    feature: 'dashboard',
    path: 'dashboard',
    titleKey: 'dashboard',
    intro: 'dashboard:intro',
    load: () => import('../features/dashboard/dashboard-page').then((m) => m.DashboardPage),
    namespaces: ['dashboard', 'orders', 'track', 'enums'],
    prefetch: prefetchDashboard,
  },
  {
    id: 'products',
    feature: 'products',
    path: 'products',
    titleKey: 'products',
    intro: 'dashboard:products.intro',
    load: () => import('../features/products/products-page').then((m) => m.ProductsPage),
  },
  {
    id: 'curtain',
    feature: 'products',
    path: 'products/curtain',
    titleKey: 'curtain',
    intro: 'curtain:intro',
    needsDebtor: true,
    load: () => import('../features/curtain/curtain-page').then((m) => m.CurtainPage),
    namespaces: ['curtain', ...CONFIGURATOR_NAMESPACES],
    prefetch: prefetchCurtain,
  },
  {
    id: 'curtainEdit',
    feature: 'products',
    path: 'products/curtain/:articleOrderId/',
    titleKey: 'curtainEdit',
    intro: 'curtain:intro',
    titleFromData: true,
    load: () => import('../features/curtain/curtain-page').then((m) => m.CurtainPage),
    namespaces: ['curtain', ...CONFIGURATOR_NAMESPACES],
    prefetch: prefetchCurtain,
  },
  {
    id: 'foldcurtain',
    feature: 'products',
    path: 'products/foldcurtain',
    titleKey: 'foldcurtain',
    needsDebtor: true,
    load: () => import('../features/foldcurtain/foldcurtain-page').then((m) => m.FoldcurtainPage),
    namespaces: ['foldcurtain', ...CONFIGURATOR_NAMESPACES],
  },
  {
    id: 'foldcurtainEdit',
    feature: 'products',
    path: 'products/foldcurtain/:articleOrderId/',
    titleKey: 'foldcurtainEdit',
    needsDebtor: true,
    load: () => import('../features/foldcurtain/foldcurtain-page').then((m) => m.FoldcurtainPage),
    namespaces: ['foldcurtain', ...CONFIGURATOR_NAMESPACES],
  },
  {
    id: 'railrod',
    feature: 'products',
    path: 'products/railrod',
    titleKey: 'railrod',
    needsDebtor: true,
    load: () => import('../features/railrod/railrod-page').then((m) => m.RailrodPage),
    namespaces: CONFIGURATOR_NAMESPACES,
  },
  {
    id: 'railrodEdit',
    feature: 'products',
    path: 'products/railrod/:articleOrderId/',
    titleKey: 'railrodEdit',
    load: () => import('../features/railrod/railrod-page').then((m) => m.RailrodPage),
    namespaces: CONFIGURATOR_NAMESPACES,
  },
  {
    id: 'railrodparts',
    feature: 'products',
    path: 'products/railrodparts',
    titleKey: 'railrodparts',
    needsDebtor: true,
    load: () =>
      import('../features/railrodparts/railrodparts-page').then((m) => m.RailrodpartsPage),
    namespaces: ['railrodparts', ...CONFIGURATOR_NAMESPACES],
  },
  {
    id: 'railrodpartsEdit',
    feature: 'products',
    path: 'products/railrodparts/:articleOrderId/',
    titleKey: 'railrodpartsEdit',
    load: () =>
      import('../features/railrodparts/railrodparts-page').then((m) => m.RailrodpartsPage),
    namespaces: ['railrodparts', ...CONFIGURATOR_NAMESPACES],
  },
  {
    id: 'offer',
    feature: 'offer',
    path: 'offer',
    titleKey: 'offer',
    intro: 'orders:offer.intro',
    load: () => import('../features/offer/offer-page').then((m) => m.OfferPage),
    namespaces: ['orders', 'enums', 'documents', 'lists', 'measurement'],
    prefetch: prefetchOffer,
  },
  {
    id: 'order',
    feature: 'order',
    path: 'order',
    titleKey: 'order',
    intro: 'orders:list.intro',
    load: () => import('../features/order/order-page').then((m) => m.OrderPage),
    namespaces: ['orders', 'enums', 'documents', 'lists'],
    prefetch: prefetchOrderList,
  },
  {
    id: 'orderDetail',
    feature: 'order',
    path: 'order/:orderId',
    titleKey: 'orders:detail.title',
    intro: 'orders:detail.intro',
    titleFromData: true,
    back: { label: 'orders:detail.back', to: '/account/order' },
    load: () => import('../features/order/order-detail-page').then((m) => m.OrderDetailPage),
    namespaces: ['orders', 'enums', 'documents', 'lists', 'measurement'],
    prefetch: prefetchOrderDetail,
  },
  {
    id: 'documents',
    // An order's documents are order work, as their calls are.
    feature: 'orderWork',
    path: 'documents/:orderId?',
    titleKey: 'documents:page.title',
    load: () => import('../features/documents/documents-page').then((m) => m.DocumentsPage),
  },
  {
    id: 'returns',
    // Returns are order work: closed to a tracking-only account.
    feature: 'orderWork',
    path: 'returns',
    titleKey: 'returns',
    intro: 'returns:intro',
    needsDebtor: true,
    namespaces: ['returns', 'manageReturns'],
    load: () => import('../features/returns/returns-page').then((m) => m.ReturnsPage),
  },
  {
    id: 'externalOrder',
    // A link from a shop system opens order work for the shop acted for.
    feature: 'orderWork',
    path: 'external-order',
    titleKey: 'track:external.title',
    needsDebtor: true,
    load: () =>
      import('../features/external-order/external-order-page').then((m) => m.ExternalOrderPage),
  },
  {
    id: 'track',
    feature: 'track',
    path: 'track',
    titleKey: 'track',
    intro: 'track:description',
    load: () => import('../features/track/track-page').then((m) => m.TrackPage),
    namespaces: ['track', 'enums', 'lists'],
    prefetch: prefetchTrack,
  },
  {
    id: 'sampleservice',
    feature: 'sampleservice',
    path: 'sampleservice',
    titleKey: 'sampleservice',
    needsDebtor: true,
    load: () =>
      import('../features/sample-service/sample-service-page').then((m) => m.SampleServicePage),
  },
  {
    id: 'fabrics',
    // The catalogue the configurators read (the API's `products`).
    feature: 'products',
    path: 'fabrics',
    titleKey: 'fabrics:title',
    load: () => import('../features/fabrics/fabrics-page').then((m) => m.FabricsPage),
  },
  {
    id: 'fabricsFamily',
    feature: 'products',
    path: 'fabrics/family/:familyId',
    titleKey: 'fabrics:title',
    load: () => import('../features/fabrics/family-page').then((m) => m.FamilyPage),
  },
  {
    id: 'customerFabrics',
    feature: 'customerFabrics',
    path: 'customer-fabrics',
    titleKey: 'customerFabrics',
    load: () =>
      import('../features/customer-fabrics/customer-fabrics-page').then(
        (m) => m.CustomerFabricsPage,
      ),
  },
  {
    id: 'customerFabricsAdd',
    feature: 'customerFabrics',
    path: 'customer-fabrics/add',
    titleKey: 'customerFabricsAdd',
    load: () =>
      import('../features/customer-fabrics/customer-fabric-edit-page').then(
        (m) => m.CustomerFabricEditPage,
      ),
  },
  {
    id: 'customerFabricsEdit',
    feature: 'customerFabrics',
    path: 'customer-fabrics/:fabricUuid/',
    titleKey: 'customerFabricsEdit',
    load: () =>
      import('../features/customer-fabrics/customer-fabric-edit-page').then(
        (m) => m.CustomerFabricEditPage,
      ),
  },
  {
    id: 'settings',
    feature: 'settings',
    path: 'settings/',
    titleKey: 'settings',
    intro: 'settings:intro',
    load: () => import('../features/settings/settings-page').then((m) => m.SettingsPage),
    namespaces: ['settings', 'account', 'shop', 'enums'],
  },
  {
    id: 'service',
    feature: 'service',
    path: 'service',
    titleKey: 'service',
    load: () => import('../features/service/service-page').then((m) => m.ServicePage),
  },
  {
    id: 'curtainBreeze',
    feature: 'curtainBreeze',
    path: 'curtain-breeze',
    titleKey: 'curtainBreeze',
    load: () =>
      import('../features/curtain-breeze/curtain-breeze-page').then((m) => m.CurtainBreezePage),
  },
  {
    id: 'curtainBreezeArticle',
    feature: 'curtainBreeze',
    path: 'curtain-breeze/:slug',
    titleKey: 'curtainBreeze',
    load: () =>
      import('../features/curtain-breeze/curtain-breeze-page').then((m) => m.CurtainBreezePage),
  },
  {
    id: 'help',
    feature: 'help',
    path: 'help',
    titleKey: 'help',
    intro: 'support:help.intro',
    load: () => import('../features/help/help-page').then((m) => m.HelpPage),
  },
  {
    id: 'releaseNotes',
    feature: 'releaseNotes',
    path: 'release-notes',
    titleKey: 'releaseNotes',
    intro: 'releaseNotes:intro',
    load: () =>
      import('../features/release-notes/release-notes-page').then((m) => m.ReleaseNotesPage),
  },
];

export const accountPath = (id: string): string => {
  const route = accountRoutes.find((r) => r.id === id);
  return `/account/${(route?.path ?? id).replace(/\/$/, '')}`;
};

/** The feature whose access rule opens the route (and shows its sidebar entry). */
export const routeFeature = (id: string): Feature | undefined =>
  accountRoutes.find((r) => r.id === id)?.feature;

/** The full i18n key of a route's title (`shell:routes.<titleKey>` unless it names its own). */
export const routeTitleKey = (route: AccountRoute): string =>
  route.titleKey.includes(':') ? route.titleKey : `shell:routes.${route.titleKey}`;

/** The account route at `pathname` (`/account/order/12`) and its parameters, or null. */
export function matchAccountRoute(
  pathname: string,
): { route: AccountRoute; params: Params<string> } | null {
  const table: RouteObject[] = [
    { path: 'account', children: accountRoutes.map(({ id, path }) => ({ id, path })) },
  ];
  const leaf = matchRoutes(table, pathname)?.at(-1);
  const route = accountRoutes.find(({ id }) => id === leaf?.route.id);
  return leaf && route ? { route, params: leaf.params } : null;
}
