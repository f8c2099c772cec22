// `/account/track` (portal §2; the default and only page of tracking-only accounts): one row per
// confirmed article with its production status, stock, planned date and last change; filters by
// status group, search, order date range and (service accounts) shop, all in the URL. A row opens
// the article's production history. Statuses change on screen as the factory reports them.
import {
  type AccountSettings,
  isServiceAccount,
  PRODUCTION_STATUS_GROUPS,
  TRACK_ORDERINGS,
  trackDebtorOf,
} from '@atelier/domain';
import { Badge, Button, Group, Select, Tooltip } from '@mantine/core';
import { IconHistory, IconX } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountSettings } from '../../api/settings';
import { type TrackRow, useLiveProduction, useTrackPage } from '../../api/track';
import { DayInput } from '../../components/day-input';
import { FilterMultiSelect } from '../../components/fit-to-texts';
import { PageHeader } from '../../components/page-header';
import { useRouteIntro, useRouteTitle } from '../../components/route-title';
import { useLabelled } from '../../components/use-labelled';
import {
  CellLine,
  CellLines,
  type ListColumn,
  ListPage,
  useListParams,
} from '../../kits/list-page';
import { formatDay, formatMoment } from '../../kits/orders';
import { currentLocale } from '../../lib/i18n';
import { TRACK_LIST_DEFAULTS, trackChoices, trackFilters } from './track-queries';
import { StatusBadge } from './track-status';
import { TrackTimelineDialog } from './track-timeline-dialog';

function useTrackColumns(account: AccountSettings | undefined): ListColumn<TrackRow>[] {
  const { t } = useTranslation(['track', 'enums']);
  const { labelled } = useLabelled();
  const locale = currentLocale();
  return useMemo(() => {
    const statusShown = account?.show_tracking_order_status ?? true;
    const stock = (row: TrackRow) =>
      row.stock_state === 'inapplicable' ? '' : t(`enums:stockStates.${row.stock_state}`);
    // Related fields share a column (number over name, commission over its references, status
    // over stock), so the list fits a 1366 px screen without scrolling sideways. On a phone a row
    // is a card led by the commission and the status.
    const columns: (ListColumn<TrackRow> | false)[] = [
      {
        accessor: 'order_number',
        priority: 3,
        title: t('columns.article'),
        render: (row) => (
          <CellLines>
            <CellLine strong>{row.order_number}</CellLine>
            <CellLine>{row.article_name}</CellLine>
            {row.room ? (
              <CellLine size="xs" dimmed>
                {t(`enums:rooms.${row.room}`)}
              </CellLine>
            ) : null}
          </CellLines>
        ),
      },
      {
        accessor: 'commission',
        priority: 1,
        title: t('columns.commission'),
        render: (row) => (
          <CellLines>
            <CellLine>{row.commission}</CellLine>
            <CellLine size="xs" dimmed>
              {t('columns.order')} {row.order_id}
              {row.customer_order_number
                ? ` · ${t('columns.customer_order_number')} ${row.customer_order_number}`
                : ''}
            </CellLine>
          </CellLines>
        ),
      },
      statusShown
        ? {
            accessor: 'status',
            priority: 2,
            title: t('columns.status'),
            render: (row) => (
              <CellLines tight>
                <StatusBadge group={row.status_group} label={row.status_description} />
                {stock(row) ? (
                  <CellLine size="xs" dimmed>
                    {labelled(t('columns.stock'), stock(row))}
                  </CellLine>
                ) : null}
              </CellLines>
            ),
          }
        : { accessor: 'stock_state', priority: 2, title: t('columns.stock'), render: stock },
      (account?.show_plan_date ?? true) && {
        accessor: 'planned_date',
        priority: 4,
        title: t('columns.planned_date'),
        noWrap: true,
        render: (row) => formatDay(row.planned_date, locale),
      },
      {
        accessor: 'last_change',
        priority: 5,
        title: t('columns.last_change'),
        render: (row) => formatMoment(row.last_change, locale),
      },
      account !== undefined &&
        isServiceAccount(account) && {
          accessor: 'debtor_name',
          title: t('columns.shop'),
        },
    ];
    return columns.filter((column): column is ListColumn<TrackRow> => column !== false);
  }, [t, labelled, locale, account]);
}

export function TrackPage() {
  const { t } = useTranslation(['track', 'enums']);
  const title = useRouteTitle();
  const intro = useRouteIntro();
  const account = useAccountSettings().data;
  const { params, update } = useListParams(TRACK_LIST_DEFAULTS);
  const [selected, setSelected] = useState<TrackRow | null>(null);
  const [opened, setOpened] = useState(false);
  useLiveProduction();
  const { filter, groups, from, to } = trackChoices(params);
  const debtorId = account ? trackDebtorOf(account, params.value('shop')) : null;
  const page = useTrackPage(account ? trackFilters(params, account) : {}, account !== undefined);
  const columns = useTrackColumns(account);
  const open = (row: TrackRow) => {
    if (!(account?.show_tracking_order_status ?? true)) return;
    setSelected(row);
    setOpened(true);
  };
  const statusShown = account?.show_tracking_order_status ?? true;

  return (
    <>
      <PageHeader
        title={title}
        description={intro}
        actions={
          <Tooltip label={t('liveHint')}>
            <Badge variant="dot" color="teal" size="lg" tt="none">
              {t('live')}
            </Badge>
          </Tooltip>
        }
      />
      <ListPage<TrackRow>
        label={t('table')}
        params={params}
        update={update}
        search={{ label: t('searchLabel'), placeholder: t('searchPlaceholder') }}
        orderings={TRACK_ORDERINGS.map((value) => ({ value, label: t(`orderings.${value}`) }))}
        filterNames={['filter', 'group', 'from', 'to']}
        filters={
          <Group gap="md" align="flex-end" wrap="wrap">
            {filter ? (
              // A dashboard figure's list: the articles it counts, until the dealer shows all.
              <Group gap="xs" wrap="nowrap" mb={4}>
                <Badge variant="light" size="lg" tt="none" data-testid="track-filter">
                  {t('summary.filterShown', { name: t(`summary.${filter}`) })}
                </Badge>
                <Button
                  variant="subtle"
                  size="compact-sm"
                  leftSection={<IconX size={14} aria-hidden />}
                  onClick={() => update({ filter: '' })}
                >
                  {t('summary.showAll')}
                </Button>
              </Group>
            ) : null}
            {statusShown ? (
              <FilterMultiSelect
                label={t('groups')}
                placeholder={groups.length === 0 ? t('anyGroup') : undefined}
                data={PRODUCTION_STATUS_GROUPS.map((group) => ({
                  value: group,
                  label: t(`enums:productionStatusGroups.${group}`),
                }))}
                value={groups}
                onChange={(group) => update({ group })}
                clearable
                searchable
                w={280}
              />
            ) : null}
            <DayInput
              label={t('from')}
              value={from}
              onChange={(day) => update({ from: day })}
              w={170}
            />
            <DayInput
              label={t('to')}
              value={to}
              minDate={from}
              onChange={(day) => update({ to: day })}
              w={170}
            />
            {account && isServiceAccount(account) && account.all_debtors.length > 0 ? (
              <Select
                label={t('shop')}
                data={[
                  ...(account.track_all_shops ? [{ value: '', label: t('allShops') }] : []),
                  ...account.all_debtors.map((shop) => ({
                    value: String(shop.id),
                    label: shop.name,
                  })),
                ]}
                value={debtorId === null ? '' : String(debtorId)}
                onChange={(shop) => update({ shop })}
                allowDeselect={false}
                w={240}
              />
            ) : null}
          </Group>
        }
        state={{
          isPending: page.isPending || account === undefined,
          isError: page.isError,
          error: page.error,
          refetch: () => void page.refetch(),
          records: page.data?.results ?? [],
          total: page.data?.count ?? 0,
        }}
        columns={columns}
        idAccessor={(row) => row.article_id}
        onRowClick={statusShown ? open : undefined}
        rowActions={
          statusShown
            ? (row) => [
                {
                  key: 'timeline',
                  label: t('openTimeline', { number: row.order_number }),
                  icon: <IconHistory size={16} aria-hidden />,
                  onClick: () => open(row),
                },
              ]
            : undefined
        }
        rowActionsLabel={(row) => t('rowActions', { number: row.order_number })}
        emptyText={t('empty')}
        errorText={t('error')}
      />
      <TrackTimelineDialog
        articleId={selected?.article_id ?? null}
        orderNumber={selected?.order_number ?? ''}
        opened={opened}
        onClose={() => setOpened(false)}
      />
    </>
  );
}
