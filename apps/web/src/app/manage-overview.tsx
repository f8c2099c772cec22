// The back office's landing page (`/manage`): the desks the member of staff's role opens, each a
// card with its title, a line and, where the desk tells it (`ManageRoute.count`), its waiting work.
import type { StaffMe } from '@atelier/domain';
import { Badge, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { manageKey, staffMeQuery } from '../api/manage';
import { PageHeader } from '../components/page-header';
import { useRouteTitle } from '../components/route-title';
import { ErrorState, LoadingState } from '../components/state-views';
import { type ManageRoute, manageRoutePath, manageRoutes } from './manage-routes';
import { manageIcon } from './manage-sidebar';

/** The desks on the overview: the sidebar's pages the role opens, but the overview itself. */
export function overviewDesks(
  me: Pick<StaffMe, 'permissions'>,
  routes: readonly ManageRoute[] = manageRoutes,
): ManageRoute[] {
  return routes.filter(
    (route) => route.inSidebar && route.path !== '' && me.permissions.includes(route.permission),
  );
}

function DeskCount({ route }: { route: ManageRoute & { count: () => Promise<number> } }) {
  const { t } = useTranslation('manage');
  const count = useQuery({
    queryKey: [...manageKey, 'count', route.id],
    queryFn: route.count,
    refetchInterval: 60_000,
  });
  // Until the desk answers (or when it cannot), the card shows no count.
  if (count.data === undefined) return null;
  return (
    <Badge variant={count.data > 0 ? 'filled' : 'light'} color={count.data > 0 ? 'brand' : 'gray'}>
      {t('overview.waiting', { count: count.data })}
    </Badge>
  );
}

function DeskCard({ route }: { route: ManageRoute }) {
  const { t } = useTranslation('manage');
  const Icon = manageIcon(route.permission);
  const title = t(route.titleKey);
  return (
    <Card component={Link} to={manageRoutePath(route)} withBorder radius="md" padding="lg">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Group gap="sm" wrap="nowrap">
          <Icon size={24} stroke={1.6} aria-hidden color="var(--mantine-color-brand-7)" />
          <Title order={2} fz="h4">
            {title}
          </Title>
        </Group>
        {route.count ? <DeskCount route={{ ...route, count: route.count }} /> : null}
      </Group>
      <Text size="sm" c="dimmed" mt="xs">
        {t(route.descriptionKey ?? `desks.${route.permission}`)}
      </Text>
    </Card>
  );
}

export function ManageOverview() {
  const { t } = useTranslation('manage');
  const title = useRouteTitle();
  const me = useQuery(staffMeQuery());
  if (me.isPending) return <LoadingState />;
  if (me.isError) return <ErrorState error={me.error} onRetry={() => void me.refetch()} />;
  return (
    <>
      <PageHeader title={title} description={t('overview.intro', { name: me.data.username })} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {overviewDesks(me.data).map((route) => (
          <DeskCard key={route.id} route={route} />
        ))}
      </SimpleGrid>
    </>
  );
}
