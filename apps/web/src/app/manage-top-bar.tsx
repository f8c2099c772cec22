// The back office's top bar: the burger (phone), the brand, the search (where the role has the
// overview), the language and the member of staff's menu. No shop switch: staff act for every
// debtor.
import { type Locale, type StaffMe, staffAllowed, staffLandingPath } from '@atelier/domain';
import { Box, Burger, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSaveStaffLanguage } from '../api/manage';
import { BrandMark } from '../components/brand-mark';
import { LanguagePicker } from '../components/language-picker';
import { useBrand } from '../components/use-brand';
import { ManageSearch } from './manage-search';
import { StaffMenu } from './staff-menu';

export function ManageTopBar({
  me,
  navOpened,
  onToggleNav,
  onLogout,
}: {
  me: StaffMe;
  navOpened: boolean;
  onToggleNav: () => void;
  onLogout: () => void;
}) {
  const { t } = useTranslation('manage');
  const brand = useBrand();
  const saveLanguage = useSaveStaffLanguage();
  const onLanguage = (locale: Locale) =>
    saveLanguage.mutate(locale, {
      onError: () =>
        notifications.show({ color: 'red', message: t('shell:topbar.languageFailed') }),
    });
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="sm"
          size="sm"
          aria-label={t('shell:nav.toggle')}
          aria-expanded={navOpened}
        />
        <Link
          to={staffLandingPath(me.staff_role)}
          aria-label={t('nav.home', { brand: brand.name })}
          style={{ textDecoration: 'none' }}
        >
          <BrandMark size={26} nameFrom="md" />
        </Link>
      </Group>
      {staffAllowed(me.staff_role, 'overview') ? (
        <Box visibleFrom="sm" style={{ flex: 1, maxWidth: 480 }}>
          <ManageSearch />
        </Box>
      ) : null}
      <Group gap="xs" wrap="nowrap">
        <LanguagePicker onChange={onLanguage} />
        <StaffMenu me={me} onLogout={onLogout} />
      </Group>
    </Group>
  );
}
