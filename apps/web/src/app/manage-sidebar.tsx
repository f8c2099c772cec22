// The back office's navigation: the table's sidebar pages whose permission the member of staff
// holds (`GET /api/manage/me/` answers them; the same domain table the guard and the API ask).
import type { ManagePermission } from '@atelier/domain';
import { NavLink, ScrollArea, Stack } from '@mantine/core';
import {
  type Icon,
  IconArrowBackUp,
  IconBug,
  IconBuildingStore,
  IconColorSwatch,
  IconEye,
  IconFileSpreadsheet,
  IconFlag,
  IconHistory,
  IconKey,
  IconLayoutDashboard,
  IconMail,
  IconMessages,
  IconNews,
  IconTruckDelivery,
  IconUsers,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink, useLocation } from 'react-router';
import { type ManageRoute, manageRoutePath, manageRoutes } from './manage-routes';

const ICONS: Record<ManagePermission, Icon> = {
  staff: IconUsers,
  overview: IconLayoutDashboard,
  returns: IconArrowBackUp,
  samples: IconColorSwatch,
  support: IconMessages,
  delivery: IconTruckDelivery,
  debtors: IconBuildingStore,
  debtorFlags: IconFlag,
  viewAsDealer: IconEye,
  priceLists: IconFileSpreadsheet,
  content: IconNews,
  integrationKeys: IconKey,
  mailLog: IconMail,
  errors: IconBug,
  audit: IconHistory,
};

export const manageIcon = (permission: ManagePermission): Icon => ICONS[permission];

/** The sidebar's pages for these permissions, in the table's order. */
export function manageSidebarEntries(
  permissions: readonly ManagePermission[],
  routes: readonly ManageRoute[] = manageRoutes,
): ManageRoute[] {
  return routes.filter((route) => route.inSidebar && permissions.includes(route.permission));
}

export function ManageSidebar({
  permissions,
  onNavigate,
}: {
  permissions: readonly ManagePermission[];
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('manage');
  const { pathname } = useLocation();
  const isActive = (to: string) =>
    to === '/manage' ? pathname === to : pathname === to || pathname.startsWith(`${to}/`);
  return (
    <ScrollArea component="nav" aria-label={t('nav.main')} style={{ flex: 1 }}>
      <Stack gap={2} p="xs">
        {manageSidebarEntries(permissions).map((route) => {
          const to = manageRoutePath(route);
          const Icon = manageIcon(route.permission);
          return (
            <NavLink
              key={route.id}
              component={RouterNavLink}
              to={to}
              end={to === '/manage'}
              label={t(route.titleKey)}
              leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
              active={isActive(to)}
              onClick={onNavigate}
              variant="light"
            />
          );
        })}
      </Stack>
    </ScrollArea>
  );
}
