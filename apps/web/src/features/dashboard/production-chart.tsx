// The dashboard's chart of the last twelve weeks: the articles confirmed each week, stacked by
// their status group now. Loaded on its own (lazy): the chart library is large and only the
// dashboard needs it.
import '@mantine/charts/styles.css';
import { PRODUCTION_STATUS_GROUPS, type TrackWeek } from '@atelier/domain';
import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../kits/orders';
import { currentLocale } from '../../lib/i18n';

const GROUP_COLOUR = {
  received: 'gray.5',
  inprogress: 'blue.6',
  withoutstock: 'orange.6',
  onhold: 'red.6',
  ready: 'teal.6',
} as const;

export default function ProductionChart({ weeks }: { weeks: TrackWeek[] }) {
  const { t } = useTranslation(['track', 'enums']);
  const locale = currentLocale();
  const data = weeks.map((week) => ({
    ...week,
    week: formatDay(week.week_start, locale),
  }));
  return (
    <div role="img" aria-label={t('summary.chartLabel')}>
      <BarChart
        h={260}
        data={data}
        dataKey="week"
        type="stacked"
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        series={PRODUCTION_STATUS_GROUPS.map((group) => ({
          name: group,
          label: t(`enums:productionStatusGroups.${group}`),
          color: GROUP_COLOUR[group],
        }))}
        tickLine="y"
        xAxisProps={{ interval: 'preserveStartEnd' }}
        yAxisProps={{ allowDecimals: false }}
      />
    </div>
  );
}
