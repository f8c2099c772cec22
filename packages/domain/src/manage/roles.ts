// The manufacturer's staff and what each may do in the back office (`/manage`). The spec names two
// portal roles, `supplier` (the manufacturer's own people) and `driver`; the back office splits
// the supplier's people by their work. Every `/manage` route and page names one permission below,
// and this table is the only place that says who holds it.
import type { ROLES } from '../enums.js';

/** The work a member of staff does; stored on the account (`app_user.staff_role`). */
export const STAFF_ROLES = [
  'administrator',
  'customerService',
  'productionPlanner',
  'driver',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The spec's portal role of a member of staff: the driver drives, everyone else is the supplier. */
export type PortalRole = (typeof ROLES)[number];
export function portalRoleOf(role: StaffRole): PortalRole {
  return role === 'driver' ? 'driver' : 'supplier';
}

/**
 * The parts of the back office. `staff` is what every member of staff needs (who they are, the
 * staff list, their own account); `overview` is the landing page and the search; `audit` the trail
 * of every staff write; `viewAsDealer` opens a dealer's portal read-only; `errors` the browsers'
 * error reports the portal keeps (the errors desk).
 */
export const MANAGE_PERMISSIONS = [
  'staff',
  'overview',
  'returns',
  'samples',
  'support',
  'delivery',
  'debtors',
  'debtorFlags',
  'viewAsDealer',
  'priceLists',
  'content',
  'integrationKeys',
  'mailLog',
  'errors',
  'audit',
] as const;
export type ManagePermission = (typeof MANAGE_PERMISSIONS)[number];

const GRANTS: Record<StaffRole, readonly ManagePermission[]> = {
  administrator: MANAGE_PERMISSIONS,
  customerService: [
    'staff',
    'overview',
    'returns',
    'samples',
    'support',
    'debtors',
    'viewAsDealer',
    'mailLog',
    'errors',
  ],
  productionPlanner: ['staff', 'overview', 'returns', 'samples', 'delivery', 'debtors'],
  driver: ['staff', 'delivery'],
};

/** Whether a member of staff in `role` may use `permission`. */
export function staffAllowed(role: StaffRole | null, permission: ManagePermission): boolean {
  return role !== null && GRANTS[role].includes(permission);
}

/** Every permission of `role`, in the table's order (the shell's sidebar reads this). */
export function staffPermissions(role: StaffRole): ManagePermission[] {
  return MANAGE_PERMISSIONS.filter((permission) => GRANTS[role].includes(permission));
}

/** Where a member of staff lands after logging in: the first page their work needs. */
export function staffLandingPath(role: StaffRole): string {
  return role === 'driver' ? '/manage/delivery' : '/manage';
}
