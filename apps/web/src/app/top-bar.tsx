import {
  type AccountSettings,
  isServiceAccount,
  type Locale,
  supportChatOffered,
} from '@atelier/domain';
import { ActionIcon, Burger, Button, Group, Popover, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconBuildingStore,
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
} from '@tabler/icons-react';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSaveLanguage } from '../api/settings';
import { BrandMark } from '../components/brand-mark';
import { DebtorChooser } from '../components/debtor-chooser';
import { LanguagePicker } from '../components/language-picker';
import { useBrand } from '../components/use-brand';
import { currentLocale } from '../lib/i18n';
import { AccountMenu } from './account-menu';
import { SupportPanel } from './support-panel';

function ServicingDebtor({ account }: { account: AccountSettings }) {
  const { t } = useTranslation('shell');
  // Closed once a shop is chosen: the choice is the chooser's whole task, and the focus goes back
  // to the button, which now names the new shop.
  const [opened, setOpened] = useState(false);
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      shadow="md"
      width={320}
      withinPortal
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <Button
          onClick={() => setOpened((open) => !open)}
          variant="default"
          leftSection={
            <IconBuildingStore
              size={16}
              aria-hidden
              color={account.debtor ? undefined : 'var(--mantine-color-orange-7)'}
            />
          }
          // The name holds what the button shows ("no shop chosen" too): speech control and axe.
          aria-label={
            account.debtor
              ? t('debtor.open', { name: account.debtor.name })
              : t('common:labelled', { label: t('debtor.choose'), value: t('debtor.none') })
          }
          // On a phone the name gives way (truncated), and the brand shows its mark only, so the bar
          // fits beside the language and the account.
          maw={{ base: 120, sm: 260 }}
        >
          <Text span size="sm" truncate>
            {account.debtor?.name ?? t('debtor.none')}
          </Text>
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <DebtorChooser account={account} onChosen={() => setOpened(false)} />
      </Popover.Dropdown>
    </Popover>
  );
}

/** The shell's header; a memo for the reason `Sidebar` is one. */
export const TopBar = memo(function TopBar({
  account,
  navOpened,
  onToggleNav,
  collapsed,
  onToggleCollapsed,
  onLogout,
}: {
  account: AccountSettings;
  navOpened: boolean;
  onToggleNav: () => void;
  collapsed: boolean;
  onToggleCollapsed?: () => void;
  onLogout: () => void;
}) {
  const { t } = useTranslation('shell');
  const saveLanguage = useSaveLanguage();
  const onLanguage = (locale: Locale) =>
    saveLanguage.mutate(locale, {
      onError: () => notifications.show({ color: 'red', message: t('topbar.languageFailed') }),
    });
  const brand = useBrand();
  const chatOffered = supportChatOffered(currentLocale(), account);
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="sm"
          size="sm"
          aria-label={t('nav.toggle')}
        />
        {onToggleCollapsed ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            visibleFrom="sm"
            onClick={onToggleCollapsed}
            aria-label={collapsed ? t('nav.expand') : t('nav.collapse')}
            aria-expanded={!collapsed}
          >
            {collapsed ? (
              <IconLayoutSidebarLeftExpand size={20} aria-hidden />
            ) : (
              <IconLayoutSidebarLeftCollapse size={20} aria-hidden />
            )}
          </ActionIcon>
        ) : null}
        <Link
          to="/account"
          aria-label={t('nav.home', { brand: brand.name })}
          style={{ textDecoration: 'none' }}
        >
          <BrandMark size={26} nameFrom={isServiceAccount(account) ? 'sm' : undefined} />
        </Link>
      </Group>
      <Group gap="xs" wrap="nowrap">
        {isServiceAccount(account) ? <ServicingDebtor account={account} /> : null}
        {chatOffered ? <SupportPanel account={account} /> : null}
        <LanguagePicker onChange={onLanguage} />
        <AccountMenu account={account} onLogout={onLogout} />
      </Group>
    </Group>
  );
});
