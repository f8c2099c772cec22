import {
  type AccountSettings,
  accountSettingsSchema,
  featureAllowed,
  serviceItems,
} from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { accountRoutes } from './account-routes';
import { sidebarEntries } from './sidebar';

function account(overrides: Partial<AccountSettings> = {}): AccountSettings {
  return {
    ...accountSettingsSchema.parse({
      username: 'demo-shop',
      email: 'shop@example.test',
      is_service_account: false,
      debtor: null,
      all_debtors: [],
      group_name: 'Default',
      default_employee_name: '',
      employees: [],
      locations: [],
    }),
    ...overrides,
  };
}

const ids = (a: AccountSettings) => sidebarEntries(a).map((entry) => entry.id);

describe('the sidebar', () => {
  it('shows every entry when all flags are on', () => {
    expect(ids(account())).toEqual([
      'dashboard',
      'products',
      'offer',
      'order',
      'returns',
      'track',
      'sampleservice',
      'customerFabrics',
      'settings',
      'service',
      'curtainBreeze',
      'help',
      'releaseNotes',
    ]);
  });

  it('every entry an account cannot see has a route the guard closes too (and the pages under it)', () => {
    const accounts = [
      account({ show_sidebar_track_button: false }),
      account({ show_sample_service_buttons: false }),
      account({ show_sidebar_customer_fabrics_button: false }),
      account({ has_customer_fabrics: false }),
      account({ show_sidebar_settings_button: false }),
      account({ show_sidebar_service_account_button: false }),
      account({ show_sidebar_release_notes_button: false }),
      account({ show_only_tracking_page: true }),
    ];
    const all = ids(account());
    for (const closed of accounts) {
      const shown = ids(closed);
      const hidden = all.filter((id) => !shown.includes(id));
      expect(hidden.length).toBeGreaterThan(0);
      for (const id of hidden) {
        const root = accountRoutes.find((route) => route.id === id);
        const under = accountRoutes.filter(
          (route) => route === root || route.path.startsWith(`${root?.path.replace(/\/$/, '')}/`),
        );
        for (const route of under) {
          expect(route.feature, route.id).toBeDefined();
          expect(featureAllowed(closed, route.feature!), route.id).toBe(false);
        }
      }
      // And the other way round: what shows, opens.
      for (const id of shown) {
        const feature = accountRoutes.find((route) => route.id === id)?.feature;
        expect(feature && featureAllowed(closed, feature), id).toBe(true);
      }
    }
  });

  it('opens no page but track to a tracking-only account, as the API answers no call but tracking', () => {
    const tracking = account({ show_only_tracking_page: true });
    // The guard opens a page without a feature to everyone: none may lack one.
    const open = accountRoutes
      .filter((route) => route.feature === undefined || featureAllowed(tracking, route.feature))
      .map((route) => route.id);
    expect(open).toEqual(['track']);
  });

  it('hides the entries whose show_sidebar flags are off', () => {
    const shown = ids(
      account({
        show_sidebar_track_button: false,
        show_sidebar_customer_fabrics_button: false,
        show_sidebar_service_account_button: false,
        show_sidebar_release_notes_button: false,
        show_sample_service_buttons: false,
        show_sidebar_settings_button: false,
      }),
    );
    expect(shown).toEqual([
      'dashboard',
      'products',
      'offer',
      'order',
      'returns',
      'curtainBreeze',
      'help',
    ]);
  });

  it('hides customer fabrics from an account that has none', () => {
    expect(ids(account({ has_customer_fabrics: false }))).not.toContain('customerFabrics');
  });

  it('shows only track to a tracking-only account', () => {
    expect(ids(account({ show_only_tracking_page: true }))).toEqual(['track']);
  });

  it('links the service group to each download category and the videos on the service page', () => {
    const service = sidebarEntries(
      account({
        service_items: serviceItems(new Set(['fabric-collection-images', 'videos']), true),
      }),
    ).find((entry) => entry.id === 'service');
    expect(service?.children?.map((child) => child.to)).toEqual([
      '/account/service#general',
      '/account/service#forms',
      '/account/service#price-lists',
      '/account/service#promotion-materials',
      '/account/service#fabric-collection-images',
      '/account/service#videos',
    ]);
  });

  it('leaves out price lists without show_price_lists, and collection images and videos a group lacks', () => {
    const service = sidebarEntries(account({ service_items: serviceItems(new Set(), false) })).find(
      (entry) => entry.id === 'service',
    );
    expect(service?.children?.map((child) => child.id)).toEqual([
      'service-general',
      'service-forms',
      'service-promotion-materials',
    ]);
  });
});
