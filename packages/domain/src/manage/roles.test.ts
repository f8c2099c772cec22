import { describe, expect, it } from 'vitest';
import {
  MANAGE_PERMISSIONS,
  portalRoleOf,
  STAFF_ROLES,
  staffAllowed,
  staffLandingPath,
  staffPermissions,
} from './roles.js';

describe('staff roles', () => {
  it('gives the administrator every permission and nobody without a role any', () => {
    expect(staffPermissions('administrator')).toEqual([...MANAGE_PERMISSIONS]);
    for (const permission of MANAGE_PERMISSIONS) expect(staffAllowed(null, permission)).toBe(false);
  });

  it('keeps the driver to the delivery run', () => {
    expect(staffPermissions('driver')).toEqual(['staff', 'delivery']);
    expect(staffLandingPath('driver')).toBe('/manage/delivery');
    expect(portalRoleOf('driver')).toBe('driver');
  });

  it('keeps price lists, content, keys and the audit trail to the administrator', () => {
    for (const role of STAFF_ROLES.filter((r) => r !== 'administrator')) {
      for (const permission of ['priceLists', 'content', 'integrationKeys', 'audit'] as const) {
        expect(staffAllowed(role, permission), `${role} ${permission}`).toBe(false);
      }
      expect(portalRoleOf(role)).toBe(role === 'driver' ? 'driver' : 'supplier');
    }
  });

  it('lets customer service and the planner work the desks they run', () => {
    expect(staffAllowed('customerService', 'support')).toBe(true);
    expect(staffAllowed('customerService', 'delivery')).toBe(false);
    expect(staffAllowed('productionPlanner', 'delivery')).toBe(true);
    expect(staffAllowed('productionPlanner', 'support')).toBe(false);
  });

  it('opens the errors desk to the administrator and customer service only', () => {
    expect(STAFF_ROLES.filter((role) => staffAllowed(role, 'errors'))).toEqual([
      'administrator',
      'customerService',
    ]);
  });
});
