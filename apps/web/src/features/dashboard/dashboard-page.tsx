import { type AccountSettings, featureAllowed } from '@atelier/domain';
import { Badge, Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import {
  type Icon,
  IconBox,
  IconChecklist,
  IconColorSwatch,
  IconFileInvoice,
  IconHelpCircle,
  IconMail,
  IconSparkles,
  IconTrendingUp,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccountSettings } from '../../api/settings';
import { PageHeader } from '../../components/page-header';
import { useRouteIntro, useRouteTitle } from '../../components/route-title';
import { ErrorState, LoadingState } from '../../components/state-views';
import { COUNTED_STATUSES, tileCountQuery } from './dashboard-queries';
import { PreparedOffers } from './prepared-offers';
import { ProductionSummary } from './production-summary';

interface Tile {
  id: string;
  icon: Icon;
  to: string;
  /** The order status whose number the tile shows live. */
  counts?: string;
}

/** How many orders a tile stands for, asked of the API (one row, its count). */
function TileCount({ status, account }: { status: string; account: AccountSettings }) {
  const { t } = useTranslation('orders');
  const count = useQuery(tileCountQuery(status, account));
  if (count.isError) {
    return (
      <Text size="xs" c="dimmed">
        {t('dashboard.countFailed')}
      </Text>
    );
  }
  if (count.data === undefined) return null;
  return (
    // Never narrower than its number: beside a long title (Polish) the row would squeeze it away.
    <Badge
      variant="light"
      size="lg"
      style={{ flexShrink: 0 }}
      aria-label={t('dashboard.countLabel', { count: count.data })}
    >
      {count.data}
    </Badge>
  );
}

/** The dashboard tiles of portal §2, minus those the account's flags switch off. */
export function dashboardTiles(account: AccountSettings): Tile[] {
  const tiles: (Tile | false)[] = [
    { id: 'collections', icon: IconSparkles, to: '/account/fabrics' },
    {
      id: 'confirmedOrders',
      icon: IconChecklist,
      to: '/account/order?tab=confirmed',
      counts: COUNTED_STATUSES.confirmedOrders,
    },
    {
      id: 'quotes',
      icon: IconFileInvoice,
      to: '/account/order?tab=offers',
      counts: COUNTED_STATUSES.quotes,
    },
    { id: 'products', icon: IconBox, to: '/account/products' },
    featureAllowed(account, 'sampleservice') && {
      id: 'sampleService',
      icon: IconColorSwatch,
      to: '/account/sampleservice',
    },
    { id: 'faq', icon: IconHelpCircle, to: '/account/help#faq' },
    featureAllowed(account, 'curtainBreeze') && {
      id: 'blog',
      icon: IconTrendingUp,
      to: '/account/curtain-breeze',
    },
    { id: 'newsletter', icon: IconMail, to: '/account/help#newsletter' },
  ];
  return tiles.filter((tile): tile is Tile => tile !== false);
}

export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const title = useRouteTitle();
  const intro = useRouteIntro();
  const settings = useAccountSettings();
  // The header is the route's fixed text, drawn by the page's first HTML (decision 107); the
  // greeting names the account once its settings are here.
  const header = <PageHeader title={title} description={intro} />;
  if (settings.isPending) {
    return (
      <>
        {header}
        <LoadingState />
      </>
    );
  }
  if (settings.isError) {
    return (
      <>
        {header}
        <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />
      </>
    );
  }
  const account = settings.data;
  const name = account.debtor?.name ?? account.username;
  return (
    <>
      {header}
      <Text fw={500} mt="-sm" mb="md">
        {t('welcome', { name })}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        {dashboardTiles(account).map((tile) => (
          <Card
            key={tile.id}
            component={Link}
            to={tile.to}
            withBorder
            radius="md"
            padding="lg"
            className="atelier-tile"
          >
            <Group gap="sm" wrap="nowrap" mb="xs">
              <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
                <tile.icon size={22} stroke={1.6} />
              </ThemeIcon>
              <Text fw={600} style={{ flex: 1 }}>
                {t(`tiles.${tile.id}.title`)}
              </Text>
              {tile.counts ? <TileCount status={tile.counts} account={account} /> : null}
            </Group>
            <Text size="sm" c="dimmed">
              {t(`tiles.${tile.id}.body`)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <PreparedOffers account={account} />
      {account.show_tracking_order_status ? <ProductionSummary account={account} /> : null}
    </>
  );
}
