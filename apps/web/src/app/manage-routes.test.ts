// The back office's route table: every page names a permission the domain knows, and the shell
// builds its sidebar and overview from the permissions a role holds.
import { LOCALES, MANAGE_PERMISSIONS, type STAFF_ROLES, staffPermissions } from '@atelier/domain';
import { NAMESPACES, translate } from '@atelier/i18n';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { overviewDesks } from './manage-overview';
import { type ManageRoute, manageRoutePath, manageRoutes, titleNamespaces } from './manage-routes';
import { searchGroups } from './manage-search-results';
import { manageSidebarEntries } from './manage-sidebar';
import { discoverManageRoutes } from './router';

const load = async () => () => null;
const route = (id: string, permission: ManageRoute['permission'], path = id): ManageRoute => ({
  id,
  path,
  titleKey: `manage:routes.${id}`,
  permission,
  inSidebar: true,
  load,
});

describe('the back office route table', () => {
  it('names a permission of MANAGE_PERMISSIONS for every page', () => {
    const without = manageRoutes.filter(
      (entry) => !(MANAGE_PERMISSIONS as readonly string[]).includes(entry.permission),
    );
    expect(without.map((entry) => entry.id)).toEqual([]);
  });

  it('has unique ids and paths, and titles as `namespace:key` of a known catalogue', () => {
    expect(new Set(manageRoutes.map((entry) => entry.id)).size).toBe(manageRoutes.length);
    expect(new Set(manageRoutes.map((entry) => entry.path)).size).toBe(manageRoutes.length);
    for (const entry of manageRoutes) {
      expect(entry.titleKey, entry.id).toMatch(/^[a-zA-Z]+:[\w.]+$/);
      expect(entry.path, entry.id).not.toMatch(/^\//);
    }
    for (const namespace of titleNamespaces()) expect(NAMESPACES).toContain(namespace);
  });

  it('holds the overview at /manage and the audit trail at /manage/audit', () => {
    const byId = new Map(manageRoutes.map((entry) => [entry.id, entry]));
    expect(byId.get('overview')).toMatchObject({ path: '', permission: 'overview' });
    expect(byId.get('audit')).toMatchObject({ path: 'audit', permission: 'audit' });
    expect(manageRoutePath({ path: '' })).toBe('/manage');
    expect(manageRoutePath({ path: 'returns/:orderNumber' })).toBe('/manage/returns/:orderNumber');
  });
});

describe('the sidebar and the overview', () => {
  const table = [
    route('overview', 'overview', ''),
    route('returns', 'returns'),
    { ...route('returnDetail', 'returns', 'returns/:orderNumber'), inSidebar: false },
    route('delivery', 'delivery'),
    route('audit', 'audit'),
  ];

  it('lists the pages whose permission the role holds, in the table’s order', () => {
    const ids = (role: (typeof STAFF_ROLES)[number]) =>
      manageSidebarEntries(staffPermissions(role), table).map((entry) => entry.id);
    expect(ids('administrator')).toEqual(['overview', 'returns', 'delivery', 'audit']);
    expect(ids('customerService')).toEqual(['overview', 'returns']);
    expect(ids('productionPlanner')).toEqual(['overview', 'returns', 'delivery']);
    expect(ids('driver')).toEqual(['delivery']);
  });

  it('gives every desk on the overview a line of its own, in every language', () => {
    const desks = overviewDesks({ permissions: staffPermissions('administrator') }, manageRoutes);
    expect(desks.map((desk) => desk.id)).toContain('manage-release-notes');
    for (const locale of LOCALES) {
      const lines = desks.map((desk) =>
        translate(locale, desk.descriptionKey ?? `manage:desks.${desk.permission}`),
      );
      expect(new Set(lines).size, locale).toBe(lines.length);
    }
  });

  it('shows every desk but itself on the overview', () => {
    expect(
      overviewDesks({ permissions: staffPermissions('customerService') }, table).map((e) => e.id),
    ).toEqual(['returns']);
  });
});

describe('the back office’s routes reach the router', () => {
  it('once, on the first visit below /manage, each with its permission in the handle', async () => {
    const discover = discoverManageRoutes();
    const patch = vi.fn();
    await discover({ path: '/account/dashboard', patch });
    await discover({ path: '/managers', patch });
    expect(patch).not.toHaveBeenCalled();
    await discover({ path: '/manage', patch });
    await discover({ path: '/manage/audit', patch });
    expect(patch).toHaveBeenCalledOnce();
    const [parent, children] = patch.mock.calls[0] as [string, RouteObject[]];
    expect(parent).toBe('manage');
    // The landing page is the router's static index route, loaded from the table.
    expect(children.find((child) => child.index || child.path === '')).toBeUndefined();
    expect(children.find((child) => child.path === 'audit')?.handle).toEqual({
      titleKey: 'manage:routes.audit',
      permission: 'audit',
    });
  });
});

describe('the landing page', () => {
  it('is the router’s index route, guarded by the overview permission', async () => {
    const { manageIndex } = await import('./manage-children');
    const index = await manageIndex();
    expect(index.handle).toEqual({ titleKey: 'manage:routes.overview', permission: 'overview' });
    expect(typeof index.Component).toBe('function');
  });
});

describe('the search box’s results', () => {
  it('open a debtor’s page for a debtor and an order, the returns desk for a return', () => {
    const [debtors, orders, returns] = searchGroups({
      debtors: [{ id: 3, number: '100231', name: 'De Linde', city: 'Zwolle' }],
      orders: [
        {
          id: 41,
          commission: 'Jansen',
          order_type: 'confirmed',
          debtor_id: 3,
          debtor_name: 'De Linde',
        },
      ],
      returns: [
        {
          order_number: '1000123',
          rma_number: 'RMA-000001',
          state: 'confirmed',
          customer_name: 'Jansen',
          debtor_id: 3,
          debtor_name: 'De Linde',
        },
      ],
    });
    expect(debtors.options.map((o) => [o.value, o.to])).toEqual([
      ['debtor:3', '/manage/debtors/3'],
    ]);
    expect(orders.options.map((o) => [o.value, o.to])).toEqual([['order:41', '/manage/debtors/3']]);
    expect(returns.options.map((o) => [o.value, o.to])).toEqual([
      ['return:1000123', '/manage/returns/1000123'],
    ]);
  });
});
