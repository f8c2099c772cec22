// The back office's shell (`/manage`): the top bar, the sidebar from the table of back-office pages
// filtered by the permissions `GET /api/manage/me/` answers, and the page. A page whose permission
// the member of staff lacks is not drawn (the route's guard sends such a role to its landing page
// already; this holds when the role changed since the token was issued).
import '@mantine/notifications/styles.css';
import { AppShell, Box, Button, Center, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';
import { staffMeQuery } from '../api/manage';
import { queryClient } from '../api/query-client';
import { PageHeader } from '../components/page-header';
import { useDocumentTitle, useRouteHandle, useRouteTitle } from '../components/route-title';
import { ErrorState, LoadingState } from '../components/state-views';
import { logOut } from '../lib/session';
import { useAccountLanguage } from './account-language';
import { titleNamespaces } from './manage-routes';
import { ManageSearch } from './manage-search';
import { ManageSidebar } from './manage-sidebar';
import { ManageTopBar } from './manage-top-bar';
import { VersionBanner } from './version-banner';

export function ManageLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <ManageShell />
    </QueryClientProvider>
  );
}

function Forbidden() {
  const { t } = useTranslation('manage');
  const title = useRouteTitle();
  return (
    <>
      <PageHeader title={title} />
      <Paper withBorder p="xl" radius="md" maw={520} role="status">
        <Stack gap="xs">
          <Text fw={600}>{t('forbidden.title')}</Text>
          <Text size="sm">{t('forbidden.body')}</Text>
        </Stack>
      </Paper>
    </>
  );
}

function ManageShell() {
  const { t, i18n } = useTranslation('manage');
  const me = useQuery(staffMeQuery());
  // The sidebar's and the overview's titles are each desk's own: their catalogues load beside.
  const titles = useTranslation(titleNamespaces(), { useSuspense: false });
  const handle = useRouteHandle();
  const navigate = useNavigate();
  const cache = useQueryClient();
  const [navOpened, nav] = useDisclosure(false);
  useDocumentTitle(useRouteTitle());

  const switching = useAccountLanguage(me.data?.preferred_language, i18n);

  const logout = () => {
    void logOut();
    cache.clear();
    void navigate('/login', { replace: true });
  };

  if (me.isPending || (me.isSuccess && !titles.ready) || switching) {
    return (
      <Center mih="100vh">
        <LoadingState />
      </Center>
    );
  }
  if (me.isError) {
    return (
      <Center mih="100vh" p="md">
        <Stack maw={480} w="100%">
          <ErrorState
            error={me.error}
            message={t('shell:account.loadFailed')}
            onRetry={() => void me.refetch()}
          />
          <Button variant="subtle" onClick={logout} style={{ alignSelf: 'flex-start' }}>
            {t('shell:account.logout')}
          </Button>
        </Stack>
      </Center>
    );
  }
  const staff = me.data;
  const forbidden =
    handle?.permission !== undefined && !staff.permissions.includes(handle.permission);

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 248, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      padding="lg"
    >
      <Notifications position="top-right" />
      <AppShell.Header>
        <ManageTopBar me={staff} navOpened={navOpened} onToggleNav={nav.toggle} onLogout={logout} />
      </AppShell.Header>
      <AppShell.Navbar>
        {staff.permissions.includes('overview') ? (
          // On a phone the search lives at the top of the drawer; the top bar has no room.
          <Box hiddenFrom="sm" p="xs" pb={0}>
            <ManageSearch onOpen={nav.close} />
          </Box>
        ) : null}
        <ManageSidebar permissions={staff.permissions} onNavigate={nav.close} />
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0">
        <Box maw={1400} mx="auto">
          <VersionBanner />
          <Suspense fallback={<LoadingState />}>{forbidden ? <Forbidden /> : <Outlet />}</Suspense>
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
