import type { AccountSettings } from '@atelier/domain';
import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
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
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccountSettings } from '../../api/settings';
import { PageHeader } from '../../components/page-header';
import { useRouteTitle } from '../../components/route-title';
import { ErrorState, LoadingState } from '../../components/state-views';

interface Tile {
  id: string;
  icon: Icon;
  to: string;
}

/** The dashboard tiles of portal §2, minus those the account's flags switch off. */
export function dashboardTiles(account: AccountSettings): Tile[] {
  const tiles: (Tile | false)[] = [
    { id: 'collections', icon: IconSparkles, to: '/account/fabrics' },
    { id: 'confirmedOrders', icon: IconChecklist, to: '/account/order?tab=confirmed' },
    { id: 'quotes', icon: IconFileInvoice, to: '/account/order?tab=offers' },
    { id: 'products', icon: IconBox, to: '/account/products' },
    account.show_sample_service_buttons && {
      id: 'sampleService',
      icon: IconColorSwatch,
      to: '/account/sampleservice',
    },
    { id: 'faq', icon: IconHelpCircle, to: '/account/help#faq' },
    { id: 'blog', icon: IconTrendingUp, to: '/account/help#blog' },
    { id: 'newsletter', icon: IconMail, to: '/account/help#newsletter' },
  ];
  return tiles.filter((tile): tile is Tile => tile !== false);
}

export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const title = useRouteTitle();
  const settings = useAccountSettings();
  if (settings.isPending) return <LoadingState />;
  if (settings.isError) {
    return <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />;
  }
  const account = settings.data;
  const name = account.debtor?.name ?? account.username;
  return (
    <>
      <PageHeader title={title} description={t('welcome', { name })} />
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
              <Text fw={600}>{t(`tiles.${tile.id}.title`)}</Text>
            </Group>
            <Text size="sm" c="dimmed">
              {t(`tiles.${tile.id}.body`)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}
