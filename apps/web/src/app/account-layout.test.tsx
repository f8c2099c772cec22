import { APP_VERSION } from '@atelier/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next, { type BackendModule } from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../api/query-client';
import { useRouteIntro } from '../components/route-title';
import { initI18n } from '../lib/i18n';
import { clearTokens, setTokens } from '../lib/session';
import { accountSettings, debtor } from '../test/account-fixture';
import { type Answer, fakeApi, makeToken, type SentRequest } from '../test/fake-api';
import { countDraws } from '../test/react-commits';
import { renderRoutes } from '../test/render';
import { AccountLayout } from './account-layout';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';

const SETTINGS = 'api/user/settings/';
const UNREAD = 'api/support/unread/';
const page = (text: string) => () => <p>{text}</p>;
const routes = [
  {
    path: '/account',
    Component: AccountLayout,
    children: [
      {
        path: 'dashboard',
        handle: { titleKey: 'shell:routes.dashboard' },
        Component: page('dashboard page'),
      },
      {
        path: 'track',
        handle: { titleKey: 'shell:routes.track', feature: 'track' },
        Component: page('track page'),
      },
      {
        path: 'customer-fabrics',
        handle: { titleKey: 'shell:routes.customerFabrics', feature: 'customerFabrics' },
        Component: page('customer fabrics page'),
      },
      {
        path: 'products/curtain',
        handle: { titleKey: 'shell:routes.curtain', needsDebtor: true },
        Component: page('curtain configurator'),
      },
      {
        path: 'settings',
        handle: { titleKey: 'shell:routes.settings', introKey: 'shell:account.title' },
        Component: page('settings page'),
      },
      {
        path: 'offer',
        handle: { titleKey: 'shell:routes.offer', introKey: 'orders:offer.intro' },
        Component: () => <p>offer page: {useRouteIntro()}</p>,
      },
    ],
  },
];

function api(settings: (request: SentRequest) => Answer, latest: string = APP_VERSION) {
  return fakeApi({
    [SETTINGS]: settings,
    'api/latest-tag/': () => ({ status: 200, body: { version: latest } }),
  });
}

/** A service account of two shops, working for `chosenId` (or none); a PATCH chooses another. */
function serviceAccountApi(chosenId: number | null) {
  const shops = [
    debtor(7, 'Maison Lemaire', 'Gent'),
    debtor(8, 'Raumausstattung Becker', 'Münster'),
  ];
  let chosen = shops.find((shop) => shop.id === chosenId) ?? null;
  return api((request) => {
    if (request.method === 'PATCH') {
      const id = (request.body as { servicing_debtor_id: number }).servicing_debtor_id;
      chosen = shops.find((shop) => shop.id === id) ?? chosen;
    }
    return {
      status: 200,
      body: accountSettings({
        username: 'demo-service',
        is_service_account: true,
        debtor: chosen,
        all_debtors: shops,
      }),
    };
  });
}

beforeEach(() => setTokens({ access: makeToken(300), refresh: 'r' }, false));
afterEach(() => {
  clearTokens();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('the account layout', () => {
  it('asks a service account to choose a shop before a new article, then shows the page', async () => {
    const server = serviceAccountApi(null);
    await renderRoutes(routes, { path: '/account/products/curtain' });

    const main = await screen.findByRole('main');
    expect(await within(main).findByText('Choose a shop first')).toBeInTheDocument();
    expect(screen.queryByText('curtain configurator')).toBeNull();
    // The help entry's unread count is a shop's: it is not asked for before one is chosen (the
    // API refuses it with a 409, a console error on every page of such an account).
    expect(server.calls(UNREAD)).toHaveLength(0);

    const user = userEvent.setup();
    await user.click(within(main).getByLabelText('Shop you work for', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Maison Lemaire (Gent)' }));

    expect(await screen.findByText('curtain configurator')).toBeInTheDocument();
    expect(server.calls(SETTINGS).find((r) => r.method === 'PATCH')?.body).toEqual({
      servicing_debtor_id: 7,
    });
    await waitFor(() => expect(server.calls(UNREAD).length).toBeGreaterThan(0));
  });

  it('closes the shop chooser once a shop is chosen, and gives the focus back to its button', async () => {
    serviceAccountApi(7);
    await renderRoutes(routes, { path: '/account/dashboard' });
    const user = userEvent.setup();
    const button = await screen.findByRole('button', {
      name: 'Working for: Maison Lemaire. Choose another shop',
    });
    button.focus();
    await user.keyboard('{Enter}');
    const field = await screen.findByRole('combobox', { name: 'Shop you work for' });
    await waitFor(() => expect(field).toHaveFocus());
    await user.keyboard('{Control>}a{/Control}Becker');
    await screen.findByRole('option', { name: 'Raumausstattung Becker (Münster)' });
    await user.keyboard('{ArrowDown}{Enter}');

    // The choice is made: the chooser closes and the focus is back on the button, which names
    // the new shop. Before, the field went disabled under the focus, which fell to the page, and
    // the open chooser no longer heard Escape.
    const renamed = await screen.findByRole('button', {
      name: 'Working for: Raumausstattung Becker. Choose another shop',
    });
    await waitFor(() =>
      expect(screen.queryByRole('combobox', { name: 'Shop you work for' })).toBeNull(),
    );
    expect(renamed).toHaveFocus();
    // (The test's providers draw the toasts too, so the message shows twice here.)
    expect(await screen.findAllByText('You now work for Raumausstattung Becker')).not.toHaveLength(
      0,
    );
  });

  it('lets a shop account straight into a new article', async () => {
    api(() => ({ status: 200, body: accountSettings() }));
    await renderRoutes(routes, { path: '/account/products/curtain' });
    expect(await screen.findByText('curtain configurator')).toBeInTheDocument();
    expect(document.title).toBe('New curtain · Atelier');
  });

  it('keeps a tracking-only account on the track page, with track as its only menu entry', async () => {
    api(() => ({ status: 200, body: accountSettings({ show_only_tracking_page: true }) }));
    const { router } = await renderRoutes(routes, { path: '/account/dashboard' });

    expect(await screen.findByText('track page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/track');
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Track orders']);
  });

  it('closes a page whose sidebar entry the flags hide, with a "not available" state', async () => {
    api(() => ({
      status: 200,
      body: accountSettings({ show_sidebar_customer_fabrics_button: false }),
    }));
    await renderRoutes(routes, { path: '/account/customer-fabrics' });
    const main = await screen.findByRole('main');
    expect(
      await within(main).findByText('This part of the portal is not available for your account.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('customer fabrics page')).toBeNull();
  });

  it('closes customer fabrics to a shop without the entitlement, as the sidebar hides them', async () => {
    api(() => ({ status: 200, body: accountSettings({ has_customer_fabrics: false }) }));
    await renderRoutes(routes, { path: '/account/customer-fabrics' });
    const main = await screen.findByRole('main');
    expect(
      await within(main).findByText('This part of the portal is not available for your account.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('customer fabrics page')).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).queryByRole('link', { name: 'Customer fabrics' })).toBeNull();
  });

  it('switches language: saves preferred_language, and the page and <html lang> follow', async () => {
    let language = 'en';
    const server = api((request) => {
      if (request.method === 'PATCH')
        language = (request.body as { preferred_language: string }).preferred_language;
      return { status: 200, body: accountSettings({ preferred_language: language }) };
    });
    await renderRoutes(routes, { path: '/account/dashboard' });
    await screen.findByText('dashboard page');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Language: EN' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Deutsch' }));

    await waitFor(() => expect(document.documentElement.lang).toBe('de'));
    expect(await screen.findByRole('link', { name: 'Übersicht' })).toBeInTheDocument();
    expect(document.title).toBe('Übersicht · Atelier');
    expect(server.calls(SETTINGS).find((r) => r.method === 'PATCH')?.body).toEqual({
      preferred_language: 'de',
    });
  });

  it('draws the shell first in the account’s saved language, not in the one this device remembered', async () => {
    api(() => ({ status: 200, body: accountSettings({ preferred_language: 'lt' }) }));
    // The Lithuanian texts come over a slow line, after the shell could have been drawn.
    await initI18n('en');
    const backend = i18next.services.backendConnector.backend as BackendModule;
    const read = backend.read.bind(backend);
    const slow = vi
      .spyOn(backend, 'read')
      .mockImplementation((language, namespace, callback) =>
        setTimeout(() => read(language, namespace, callback), language === 'lt' ? 1000 : 0),
      );
    // Every name the main menu's first link ever has, however briefly.
    const drawn = new Set<string>();
    const observer = new MutationObserver(() => {
      const first = document.querySelector('nav a');
      if (first) drawn.add(first.textContent ?? '');
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    await renderRoutes(routes, { path: '/account/dashboard', locale: 'en' });
    expect(
      await screen.findByRole('link', { name: 'Pradžia' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    observer.disconnect();
    slow.mockRestore();
    expect([...drawn]).not.toContain('Dashboard');
    expect(document.documentElement.lang).toBe('lt');
    expect(await screen.findByText('dashboard page')).toBeVisible();
  });

  it('draws the page’s frame while the account is on its way, and the page then takes its place', async () => {
    let answer: (value: Answer) => void = () => undefined;
    api(() => new Promise((resolve) => (answer = resolve)));
    await renderRoutes(routes, { path: '/account/settings', locale: 'en' });
    // The frame: the route's title and description, a loading state, no menu and no account yet.
    const main = await screen.findByRole('main');
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Settings');
    expect(within(main).getByText('Account details', { selector: 'p' })).toBeInTheDocument();
    expect(within(main).getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('link')).toBeNull();
    answer({ status: 200, body: accountSettings() });
    // The page is drawn into the same shell: the frame's main element is the page's.
    expect(await within(main).findByText('settings page')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBe(main);
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  });

  it('does not draw the menu and the header again when the page’s texts arrive after them', async () => {
    api(() => ({ status: 200, body: accountSettings() }));
    await initI18n('en');
    // The page's texts come over a slow line, after the shell is drawn: the shell then draws its
    // header again, and the menu and the top bar, unchanged, need not follow.
    const backend = i18next.services.backendConnector.backend as BackendModule;
    const read = backend.read.bind(backend);
    vi.spyOn(backend, 'read').mockImplementation((language, namespace, callback) =>
      setTimeout(() => read(language, namespace, callback), namespace === 'orders' ? 300 : 0),
    );
    const menu = countDraws(Sidebar);
    const header = countDraws(TopBar);
    await renderRoutes(routes, { path: '/account/offer', locale: 'en' });
    expect(await screen.findByText(/^offer page: Your drafts, one per commission/)).toBeVisible();
    menu.stop();
    header.stop();
    expect(menu.draws).toBe(1);
    expect(header.draws).toBe(1);
  });

  it('draws the shell first and the page in a commit of its own', async () => {
    api(() => ({ status: 200, body: accountSettings() }));
    // Whether the page was there when the menu first was (one commit), or came after it.
    let pageWithMenu: boolean | null = null;
    const observer = new MutationObserver(() => {
      if (pageWithMenu === null && document.querySelector('nav a')) {
        pageWithMenu = document.body.textContent?.includes('dashboard page') ?? false;
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    await renderRoutes(routes, { path: '/account/dashboard', locale: 'en' });
    expect(await screen.findByText('dashboard page')).toBeVisible();
    observer.disconnect();
    expect(pageWithMenu).toBe(false);
  });

  it('offers the support contact only in Dutch', async () => {
    api(() => ({ status: 200, body: accountSettings({ preferred_language: 'nl' }) }));
    await renderRoutes(routes, { path: '/account/dashboard', locale: 'nl' });
    expect(await screen.findByRole('button', { name: 'Support' })).toBeInTheDocument();
  });

  it('offers no support chat in other languages or to tracking-only accounts', async () => {
    api(() => ({
      status: 200,
      body: accountSettings({ preferred_language: 'nl', show_only_tracking_page: true }),
    }));
    await renderRoutes(routes, { path: '/account/track', locale: 'nl' });
    await screen.findByText('track page');
    expect(screen.queryByRole('button', { name: 'Support' })).toBeNull();
  });

  it('shows the account overlay with address and delivery days as a list of the language', async () => {
    api(() => ({ status: 200, body: accountSettings() }));
    await renderRoutes(routes, { path: '/account/dashboard' });
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: /^Account of Woonwinkel De Linde/ }));
    const overlay = await screen.findByRole('dialog');
    expect(overlay).toHaveTextContent('Kerkstraat 1');
    expect(overlay).toHaveTextContent('8011 AB');
    expect(overlay).toHaveTextContent('Netherlands');
    expect(overlay).toHaveTextContent('Tuesday and Friday');
    expect(within(overlay).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('offers a newer published version, and checks again only after an hour', async () => {
    const server = api(() => ({ status: 200, body: accountSettings() }), '2099.1.1');
    const { unmount } = await renderRoutes(routes, { path: '/account/dashboard' });
    expect(await screen.findByRole('button', { name: 'Get the new version' })).toBeInTheDocument();
    unmount();

    await renderRoutes(routes, { path: '/account/dashboard' });
    expect(await screen.findByRole('button', { name: 'Get the new version' })).toBeInTheDocument();
    expect(server.calls('api/latest-tag/')).toHaveLength(1);
  });
});
