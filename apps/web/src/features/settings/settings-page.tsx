import { Paper, Tabs } from '@mantine/core';
import {
  IconAdjustments,
  IconBuildingStore,
  IconKey,
  IconLayoutColumns,
  IconMapPin,
  IconToggleRight,
  IconUsers,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAccountSettings } from '../../api/settings';
import { PageHeader } from '../../components/page-header';
import { useRouteIntro, useRouteTitle } from '../../components/route-title';
import { ErrorState, LoadingState } from '../../components/state-views';
import { PasswordForm } from './password-form';
import { PleatTypesForm } from './pleat-types-form';
import { ShopTab } from './shop-tab';
import { StaffTab } from './staff-tab';
import { SystemSettingsForm } from './system-settings-form';
import { UserSettingsForm } from './user-settings-form';

const TABS = ['user', 'password', 'pleats', 'employees', 'locations', 'system', 'shop'] as const;
type Tab = (typeof TABS)[number];

export function SettingsPage() {
  const { t } = useTranslation(['settings', 'account', 'shop']);
  const title = useRouteTitle();
  const intro = useRouteIntro();
  const settings = useAccountSettings();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = TABS.includes(requested as Tab) ? (requested as Tab) : 'user';

  let body = null;
  if (settings.isPending) body = <LoadingState />;
  else if (settings.isError) {
    body = <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />;
  }

  return (
    <>
      <PageHeader title={title} description={intro} />
      {body ?? (
        <Paper withBorder radius="md">
          <Tabs
            value={tab}
            onChange={(value) => setParams(value === 'user' ? {} : { tab: value ?? 'user' })}
            keepMounted={false}
          >
            <Tabs.List px="md" pt="xs">
              <Tabs.Tab value="user" leftSection={<IconAdjustments size={16} aria-hidden />}>
                {t('tabs.user')}
              </Tabs.Tab>
              <Tabs.Tab value="password" leftSection={<IconKey size={16} aria-hidden />}>
                {t('tabs.password')}
              </Tabs.Tab>
              <Tabs.Tab value="pleats" leftSection={<IconLayoutColumns size={16} aria-hidden />}>
                {t('tabs.pleats')}
              </Tabs.Tab>
              <Tabs.Tab value="employees" leftSection={<IconUsers size={16} aria-hidden />}>
                {t('account:tabs.employees')}
              </Tabs.Tab>
              <Tabs.Tab value="locations" leftSection={<IconMapPin size={16} aria-hidden />}>
                {t('account:tabs.locations')}
              </Tabs.Tab>
              <Tabs.Tab value="system" leftSection={<IconToggleRight size={16} aria-hidden />}>
                {t('account:tabs.system')}
              </Tabs.Tab>
              <Tabs.Tab value="shop" leftSection={<IconBuildingStore size={16} aria-hidden />}>
                {t('shop:settings.tab')}
              </Tabs.Tab>
            </Tabs.List>
            {settings.data ? (
              <>
                <Tabs.Panel value="user" p="lg">
                  <UserSettingsForm account={settings.data} />
                </Tabs.Panel>
                <Tabs.Panel value="password" p="lg">
                  <PasswordForm />
                </Tabs.Panel>
                <Tabs.Panel value="pleats" p="lg">
                  <PleatTypesForm account={settings.data} />
                </Tabs.Panel>
                <Tabs.Panel value="employees" p="lg">
                  <StaffTab kind="employees" />
                </Tabs.Panel>
                <Tabs.Panel value="locations" p="lg">
                  <StaffTab kind="locations" />
                </Tabs.Panel>
                <Tabs.Panel value="system" p="lg">
                  <SystemSettingsForm account={settings.data} />
                </Tabs.Panel>
                <Tabs.Panel value="shop" p="lg">
                  <ShopTab />
                </Tabs.Panel>
              </>
            ) : null}
          </Tabs>
        </Paper>
      )}
    </>
  );
}
