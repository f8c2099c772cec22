// The dashboard's production figures (issue: live counts and a 12-week chart): articles in
// production, with a problem and ready this week, kept current by the live stream, and the chart.
import {
  type AccountSettings,
  TRACK_FILTERS,
  type TrackFilter,
  trackSummaryScope,
} from '@atelier/domain';
import { Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconBuildingFactory2, IconPackage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLiveProduction, useTrackSummary } from '../../api/track';
import { ErrorState } from '../../components/state-views';
import ProductionChart from './production-chart';

const FIGURE_ICONS: Record<TrackFilter, typeof IconPackage> = {
  in_production: IconBuildingFactory2,
  problem: IconAlertTriangle,
  ready_this_week: IconPackage,
};

export function ProductionSummary({ account }: { account: AccountSettings }) {
  const { t } = useTranslation('track');
  // A service account that has not chosen a shop (and may not see all at once) has no figures.
  const { asked, debtorId } = trackSummaryScope(account);
  const summary = useTrackSummary(debtorId, asked);
  useLiveProduction();
  if (!asked) return null;
  if (summary.isError) {
    return (
      <ErrorState
        error={summary.error}
        message={t('summary.error')}
        onRetry={() => void summary.refetch()}
      />
    );
  }
  // Each figure opens the track list with its own filter: the articles it counts (domain
  // `orders/track-filters.ts`; the API counts and lists with the same criteria).
  const figures = TRACK_FILTERS.map((id) => ({
    id,
    icon: FIGURE_ICONS[id],
    value: summary.data?.[id],
  }));
  return (
    <Stack gap="md" mt="xl" component="section" aria-labelledby="production-summary">
      <Title order={2} fz="h4" id="production-summary">
        {t('summary.chartTitle')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {figures.map((figure) => (
          <Card
            key={figure.id}
            component={Link}
            to={`/account/track?filter=${figure.id}`}
            withBorder
            radius="md"
            padding="md"
            className="atelier-tile"
          >
            <Group gap="sm" wrap="nowrap">
              <figure.icon size={24} stroke={1.6} aria-hidden />
              <Text fw={600} style={{ flex: 1 }}>
                {t(`summary.${figure.id}`)}
              </Text>
              {figure.value === undefined ? (
                <Skeleton h={24} w={32} />
              ) : (
                <Text fz="xl" fw={700} data-testid={`summary-${figure.id}`}>
                  {figure.value}
                </Text>
              )}
            </Group>
          </Card>
        ))}
      </SimpleGrid>
      <Card withBorder radius="md" padding="md">
        {summary.data ? <ProductionChart weeks={summary.data.weeks} /> : <Skeleton h={260} />}
      </Card>
    </Stack>
  );
}
