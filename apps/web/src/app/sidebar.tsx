// The account navigation (portal §2 "Sidebar"): an entry shows when the domain opens its page to
// the account (`featureAllowed`, asked by the route guard too); tracking-only accounts see track
// alone.
import { type AccountSettings, featureAllowed, SIDEBAR_TOOLTIP_THRESHOLD } from '@atelier/domain';
import { Badge, Box, NavLink, Stack, Tooltip } from '@mantine/core';
import {
  type Icon,
  IconArrowBackUp,
  IconBox,
  IconColorSwatch,
  IconDownload,
  IconFileInvoice,
  IconHelpCircle,
  IconLayoutDashboard,
  IconListDetails,
  IconNews,
  IconPalette,
  IconSettings,
  IconSparkles,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { memo, type ReactElement, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink, useLocation } from 'react-router';
import { useSupportUnread } from '../api/support';
import { accountPath, routeFeature } from './account-routes';

export interface SidebarEntry {
  id: string;
  labelKey: string;
  icon: Icon;
  to: string;
  children?: SidebarEntry[];
}

/** The entries an account may see, in menu order: the ones whose page the domain opens to it. */
export function sidebarEntries(account: AccountSettings): SidebarEntry[] {
  const entry = (id: string, icon: Icon): SidebarEntry | false => {
    // The same rule the route guard asks (domain `featureAllowed`, the route's `feature`).
    const feature = routeFeature(id);
    if (feature && !featureAllowed(account, feature)) return false;
    return { id, labelKey: `routes.${id}`, icon, to: accountPath(id) };
  };
  const service = entry('service', IconDownload);
  const entries: (SidebarEntry | false)[] = [
    entry('dashboard', IconLayoutDashboard),
    entry('products', IconBox),
    entry('offer', IconFileInvoice),
    entry('order', IconListDetails),
    entry('returns', IconArrowBackUp),
    entry('track', IconTruckDelivery),
    entry('sampleservice', IconColorSwatch),
    entry('customerFabrics', IconPalette),
    entry('settings', IconSettings),
    service && {
      ...service,
      // The domain decides the items (price lists with show_price_lists, collection images and
      // videos only where the group has some); the account answer carries them.
      children: account.service_items.map((item) => ({
        id: `service-${item}`,
        labelKey: `nav.service.${item}`,
        icon: IconDownload,
        to: `${accountPath('service')}#${item}`,
      })),
    },
    entry('curtainBreeze', IconSparkles),
    entry('help', IconHelpCircle),
    entry('releaseNotes', IconNews),
  ];
  return entries.filter((e): e is SidebarEntry => e !== false);
}

function WithTooltip({
  label,
  force,
  children,
}: {
  label: string;
  force: boolean;
  children: ReactElement;
}) {
  if (!force && label.length <= SIDEBAR_TOOLTIP_THRESHOLD) return children;
  return (
    <Tooltip label={label} position="right" withArrow openDelay={300}>
      {children}
    </Tooltip>
  );
}

/**
 * The help entry's badge: support answers the dealer has not read (docs/decisions/085), read again
 * on every navigation and when the window gets focus. A component of its own, so the count's
 * arrival draws the badge, not the whole sidebar. A service account that has not chosen a shop
 * has no conversations of its own: the count waits for the shop (the API refuses it before).
 */
function HelpUnread({ actsForShop }: { actsForShop: boolean }) {
  const location = useLocation();
  const unread = useSupportUnread(actsForShop);
  const refetchUnread = unread.refetch;
  useEffect(() => {
    if (actsForShop && location.pathname) void refetchUnread();
  }, [actsForShop, location.pathname, refetchUnread]);
  if (!unread.data) return null;
  return (
    <Badge size="sm" color="red.9" variant="filled" circle data-testid="help-unread">
      {unread.data}
    </Badge>
  );
}

/**
 * The main menu. Kept from drawing again while its own inputs hold (a memo): the shell draws
 * again for its page's header and texts, and the menu is the shell's largest part.
 */
export const Sidebar = memo(function Sidebar({
  account,
  collapsed,
  onNavigate,
}: {
  account: AccountSettings;
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const entries = sidebarEntries(account);
  const badgeOf = (id: string) =>
    id === 'help' ? <HelpUnread actsForShop={account.debtor !== null} /> : null;
  const isActive = (to: string) => {
    const [path] = to.split('#');
    return location.pathname === path || location.pathname.startsWith(`${path}/`);
  };
  return (
    <Box component="nav" aria-label={t('nav.main')} className="atelier-sidebar-nav">
      <Stack gap={2} p="xs">
        {entries.map((item) => {
          const label = t(item.labelKey);
          const icon = <item.icon size={20} stroke={1.6} aria-hidden />;
          if (item.children && !collapsed) {
            return (
              <WithTooltip key={item.id} label={label} force={false}>
                <NavLink
                  label={label}
                  leftSection={icon}
                  defaultOpened={isActive(item.to)}
                  active={isActive(item.to)}
                  variant="light"
                >
                  {item.children.map((child) => {
                    const childLabel = t(child.labelKey);
                    return (
                      <WithTooltip key={child.id} label={childLabel} force={false}>
                        <NavLink
                          component={RouterNavLink}
                          to={child.to}
                          label={childLabel}
                          onClick={onNavigate}
                          active={`${location.pathname}${location.hash}` === child.to}
                        />
                      </WithTooltip>
                    );
                  })}
                </NavLink>
              </WithTooltip>
            );
          }
          return (
            <WithTooltip key={item.id} label={label} force={collapsed}>
              <NavLink
                component={RouterNavLink}
                to={item.to}
                label={collapsed ? null : label}
                aria-label={collapsed ? label : undefined}
                leftSection={icon}
                rightSection={collapsed ? null : badgeOf(item.id)}
                active={isActive(item.to)}
                onClick={onNavigate}
                variant="light"
              />
            </WithTooltip>
          );
        })}
      </Stack>
    </Box>
  );
});
