// What a version changes against the list in force: the counts, a filter by entry and kind of
// change, and every change with its old and new amounts and the change in percent.
import { formatMoney, type PriceListVersionDifference, percentChange } from '@atelier/domain';
import {
  Badge,
  Group,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../lib/i18n';

type Change = PriceListVersionDifference['changes'][number];
type Row = NonNullable<Change['before']>;
const FILTERS = ['all', 'changed', 'added', 'removed'] as const;

function shown(row: Row | null, change: Change): string {
  if (!row) return '–';
  const locale = currentLocale();
  if (change.kind === 'price' && change.currency && row.wholesale !== null) {
    const sales = row.sales === null ? '' : ` / ${formatMoney(row.sales, change.currency, locale)}`;
    return `${formatMoney(row.wholesale, change.currency, locale)}${sales}`;
  }
  return String(row.value ?? '');
}

function percentOf(change: Change): string {
  const number = (row: Row | null) =>
    change.kind === 'price' ? row?.wholesale : typeof row?.value === 'number' ? row.value : null;
  const before = number(change.before);
  const after = number(change.after);
  if (change.change !== 'changed' || before == null || after == null) return '';
  const percent = percentChange(before, after);
  if (percent === null) return '';
  const text = new Intl.NumberFormat(currentLocale(), {
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }).format(percent);
  return `${text} %`;
}

export function DifferenceView({ difference }: { difference: PriceListVersionDifference }) {
  const { t } = useTranslation('managePrices');
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<(typeof FILTERS)[number]>('all');
  const rows = useMemo(() => {
    const words = query.trim().toLowerCase();
    return difference.changes.filter(
      (change) =>
        (filter === 'all' || change.change === filter) &&
        (!words || `${change.key} ${change.currency ?? ''}`.toLowerCase().includes(words)),
    );
  }, [difference.changes, filter, query]);
  const { counts } = difference;
  return (
    <Stack gap="sm">
      <Title order={3} fz="h4">
        {t('difference.title', { id: difference.version.id })}
      </Title>
      <Group gap="xs">
        <Badge color="blue.9" variant="outline">
          {t('difference.changed', { count: counts.changed })}
        </Badge>
        <Badge color="teal.9" variant="outline">
          {t('difference.added', { count: counts.added })}
        </Badge>
        <Badge color="red.9" variant="outline">
          {t('difference.removed', { count: counts.removed })}
        </Badge>
        <Badge color="gray.8" variant="outline">
          {t('difference.unchanged', { count: counts.unchanged })}
        </Badge>
      </Group>
      {difference.changes.length === 0 ? (
        <Text size="sm">{t('difference.none')}</Text>
      ) : (
        <>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label={t('difference.filter')}
              placeholder={t('difference.filterPlaceholder')}
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
              w={260}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500} id="difference-show">
                {t('difference.show')}
              </Text>
              <SegmentedControl
                aria-labelledby="difference-show"
                value={filter}
                onChange={(value) => setFilter(value as (typeof FILTERS)[number])}
                data={FILTERS.map((value) => ({
                  value,
                  label: value === 'all' ? t('difference.all') : t(`difference.kinds.${value}`),
                }))}
              />
            </Stack>
          </Group>
          {rows.length === 0 ? (
            <Text size="sm">{t('difference.noMatch')}</Text>
          ) : (
            <Table.ScrollContainer
              minWidth={640}
              scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}
            >
              <Table
                striped
                withTableBorder
                aria-label={t('difference.title', { id: difference.version.id })}
              >
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('difference.change')}</Table.Th>
                    <Table.Th>{t('difference.entry')}</Table.Th>
                    <Table.Th>{t('difference.currency')}</Table.Th>
                    <Table.Th>{t('difference.before')}</Table.Th>
                    <Table.Th>{t('difference.after')}</Table.Th>
                    <Table.Th ta="right">{t('difference.percent')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((change) => (
                    <Table.Tr key={`${change.kind}:${change.currency ?? ''}:${change.key}`}>
                      <Table.Td>{t(`difference.kinds.${change.change}`)}</Table.Td>
                      <Table.Td>
                        <Text size="sm" ff="monospace">
                          {change.kind === 'default' ? `default · ${change.key}` : change.key}
                        </Text>
                      </Table.Td>
                      <Table.Td>{change.currency?.toUpperCase() ?? ''}</Table.Td>
                      <Table.Td>{shown(change.before, change)}</Table.Td>
                      <Table.Td>{shown(change.after, change)}</Table.Td>
                      <Table.Td ta="right">{percentOf(change)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </>
      )}
    </Stack>
  );
}
