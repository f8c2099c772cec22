import '@mantine/notifications/styles.css';
import { type AccountSettings, awaitsShopChoice, featureAllowed } from '@atelier/domain';
import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure, useLocalStorage } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { Fragment, type ReactNode, Suspense, useCallback, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { queryClient } from '../api/query-client';
import { AccountSettingsProvider, useAccountSettings } from '../api/settings';
import { useAfterFirstCommit } from '../components/after-first-commit';
import { DebtorChooser } from '../components/debtor-chooser';
import { PageHeader } from '../components/page-header';
import {
  useDocumentTitle,
  useRouteBack,
  useRouteHandle,
  useRouteIntro,
  useRouteTitle,
} from '../components/route-title';
import { ErrorState, LoadingState } from '../components/state-views';
import { logOut } from '../lib/session';
import { AccountFrame, FrameContent, type FrameHeader, SHELL_NAVBAR_WIDTH } from './account-frame';
import { useAccountLanguage } from './account-language';
import { accountPath } from './account-routes';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import { VersionBanner } from './version-banner';
import { ViewAsBanner } from './view-as-banner';

/** A page the account's flags close (the API refuses its calls too). */
function NotAvailable() {
  const { t } = useTranslation('errors');
  const title = useRouteTitle();
  return (
    <>
      <PageHeader title={title} />
      <Paper withBorder p="xl" radius="md" maw={520} role="status">
        <Text size="sm">{t('feature_disabled')}</Text>
      </Paper>
    </>
  );
}

function DebtorRequired({ account }: { account: AccountSettings }) {
  const { t } = useTranslation('shell');
  const title = useRouteTitle();
  return (
    <>
      <PageHeader title={title} />
      <Paper withBorder p="xl" radius="md" maw={520}>
        <Stack gap="sm">
          <Title order={2} fz="h4">
            {t('debtor.requiredTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('debtor.requiredBody')}
          </Text>
          <DebtorChooser account={account} autoFocus />
        </Stack>
      </Paper>
    </>
  );
}

/** The route's header as the page's frame draws it (decision 107), once its texts are here. */
function useFrameHeader(): FrameHeader | null {
  const handle = useRouteHandle();
  const title = useRouteTitle();
  const intro = useRouteIntro();
  const back = useRouteBack();
  const namespace = handle?.titleKey.split(':')[0] ?? 'shell';
  const { ready } = useTranslation(namespace, { useSuspense: false });
  if (!handle?.introKey || !ready || !intro) return null;
  return { title: handle.titleFromData ? null : title, intro, back: back?.label ?? null };
}

/**
 * The page inside the shell. On the shell's first draw the place holds what the frame showed (the
 * route's header and a loading state), and the page follows in a render and commit of its own:
 * a phone's main thread then never takes the shell and the page in one long task.
 */
function ShellPage({ header, children }: { header: FrameHeader | null; children: ReactNode }) {
  const shellDrawn = useAfterFirstCommit();
  if (!shellDrawn) return <FrameContent header={header} />;
  return <Suspense fallback={<LoadingState />}>{children}</Suspense>;
}

export function AccountLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <AccountSettingsProvider>
        <AccountShell />
      </AccountSettingsProvider>
    </QueryClientProvider>
  );
}

function AccountShell() {
  const { t, i18n } = useTranslation('shell');
  const settings = useAccountSettings();
  const handle = useRouteHandle();
  const location = useLocation();
  const navigate = useNavigate();
  const cache = useQueryClient();
  const [navOpened, nav] = useDisclosure(false);
  // Read as the shell first renders, not in an effect after it: an effect's read would draw the
  // whole shell again in the task of its first commit.
  const [collapsed, setCollapsed] = useLocalStorage({
    key: 'atelier.sidebarCollapsed',
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  useDocumentTitle(useRouteTitle());
  // The shell and its page are a large tree: once the account is there React draws them as a
  // transition, in slices the browser can breathe between, while the loader stays on screen.
  const account = useDeferredValue(settings.data, undefined);

  const switching = useAccountLanguage(settings.data?.preferred_language, i18n);
  const frameHeader = useFrameHeader();

  // The menu and the header are memos: their handlers stay the same objects from draw to draw.
  const logout = useCallback(() => {
    void logOut();
    cache.clear();
    void navigate('/login', { replace: true });
  }, [cache, navigate]);
  const toggleCollapsed = useCallback(() => setCollapsed((value) => !value), [setCollapsed]);

  if (settings.isPending) return <AccountFrame header={frameHeader} />;
  if (settings.isError) {
    return (
      <Center mih="100vh" p="md">
        <Stack maw={480} w="100%">
          <ErrorState
            error={settings.error}
            message={t('account.loadFailed')}
            onRetry={() => void settings.refetch()}
          />
          <Button variant="subtle" onClick={logout} style={{ alignSelf: 'flex-start' }}>
            {t('account.logout')}
          </Button>
        </Stack>
      </Center>
    );
  }
  // While the language changes, the header is not drawn in the one it is leaving.
  if (account === undefined || switching) {
    return <AccountFrame header={switching ? null : frameHeader} />;
  }

  const trackPath = accountPath('track');
  if (account.show_only_tracking_page && handle && location.pathname !== trackPath) {
    return <Navigate to={trackPath} replace />;
  }
  const collapsible = account.collapsible_sidebar;
  const isCollapsed = collapsible && collapsed;
  const blocked = handle?.needsDebtor === true && awaitsShopChoice(account);
  const closed = handle?.feature !== undefined && !featureAllowed(account, handle.feature);

  return (
    <AccountFrame
      navbarWidth={isCollapsed ? 68 : SHELL_NAVBAR_WIDTH}
      navOpened={navOpened}
      topBar={
        <TopBar
          account={account}
          navOpened={navOpened}
          onToggleNav={nav.toggle}
          collapsed={isCollapsed}
          onToggleCollapsed={collapsible ? toggleCollapsed : undefined}
          onLogout={logout}
        />
      }
      navbar={<Sidebar account={account} collapsed={isCollapsed} onNavigate={nav.close} />}
    >
      <Notifications position="top-right" />
      <ViewAsBanner />
      <VersionBanner />
      <ShellPage header={frameHeader}>
        {closed ? (
          <NotAvailable />
        ) : blocked ? (
          <DebtorRequired account={account} />
        ) : (
          // A service account's shop switch draws the page afresh: an open dialog or form
          // holding the previous shop's record closes, and every query asks for the new shop.
          <Fragment key={account.debtor?.id ?? 'none'}>
            <Outlet />
          </Fragment>
        )}
      </ShellPage>
    </AccountFrame>
  );
}
