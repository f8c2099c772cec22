// The returns desk (issue 29 §2): every shop's returns, by default those waiting for a decision;
// the state, the shop and the search live in the URL, so a link or a reload shows the same list.
import {
  formatDay,
  MANAGE_RETURN_FILTERS,
  type ManageReturn,
  manageReturnsQuerySchema,
} from '@atelier/domain';
import { Anchor, Badge, Button, Select, Stack } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { manageReturnsQuery, manageReturnsWaitingQuery } from '../../api/manage-returns';
import { PageHeader } from '../../components/page-header';
import { type ListColumn, ListPage, useListParams } from '../../kits/list-page';
import { stateBadge } from '../../kits/returns/state-color';

export function ManageReturnsPage() {
  const { t, i18n } = useTranslation(['manageReturns', 'returns', 'enums']);
  const { params, update } = useListParams({ tab: 'waiting', pageSize: 25 });
  const debtor = params.value('debtor');
  const query = manageReturnsQuerySchema.safeParse({
    state: params.tab === 'all' ? undefined : params.tab,
    debtor: debtor || undefined,
    search: params.q || undefined,
    page: params.page,
    page_size: params.pageSize,
  });
  const list = useQuery({
    ...manageReturnsQuery(query.success ? query.data : { state: 'waiting' }),
  });
  const waiting = useQuery(manageReturnsWaitingQuery());
  const columns: ListColumn<ManageReturn>[] = [
    {
      accessor: 'rma_number',
      title: t('list.columns.rma'),
      priority: 4,
      render: (rma) => (
        <Anchor component={Link} to={`/manage/returns/${rma.order_number}`} size="sm">
          {rma.rma_number}
        </Anchor>
      ),
    },
    {
      accessor: 'debtor_name',
      title: t('list.columns.shop'),
      priority: 1,
      // The shop's name narrows the list to its returns (`debtor` in the URL).
      render: (rma) => (
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => update({ debtor: rma.debtor_id })}
          aria-label={t('list.filters.onlyShop', { name: rma.debtor_name })}
        >
          {`${rma.debtor_name} (${rma.debtor_number})`}
        </Anchor>
      ),
    },
    {
      accessor: 'article',
      title: t('list.columns.article'),
      priority: 2,
      render: (rma) =>
        `${rma.article.order_number} · ${t(`enums:articleTypes.${rma.article.article_type}`)}`,
    },
    {
      accessor: 'customer_name',
      title: t('list.columns.customer'),
      priority: 3,
    },
    {
      accessor: 'state',
      title: t('list.columns.state'),
      priority: 4,
      render: (rma) => (
        <Badge tt="none" {...stateBadge(rma.state)}>
          {t(`returns:states.${rma.state}`)}
        </Badge>
      ),
    },
    {
      accessor: 'created_at',
      title: t('list.columns.filed'),
      priority: 3,
      noWrap: true,
      render: (rma) => formatDay(rma.created_at, i18n.language),
    },
  ];
  const tabs = [
    { value: 'waiting', label: t('list.filters.waiting') },
    ...MANAGE_RETURN_FILTERS.filter((state) => state !== 'waiting').map((state) => ({
      value: state,
      label: t(`returns:states.${state}`),
    })),
    { value: 'all', label: t('list.filters.all') },
  ];
  return (
    <Stack gap="md">
      <PageHeader
        title={t('title')}
        description={
          waiting.data === undefined ? undefined : t('list.waitingCount', { count: waiting.data })
        }
      />
      <ListPage<ManageReturn>
        label={t('title')}
        params={params}
        update={update}
        search={{
          label: t('list.filters.search'),
          placeholder: t('list.filters.searchPlaceholder'),
        }}
        filterNames={['debtor']}
        filters={
          <>
            <Select
              label={t('list.filters.state')}
              data={tabs}
              value={params.tab}
              allowDeselect={false}
              onChange={(value) => update({ tab: value ?? 'waiting' })}
            />
            {debtor ? (
              <Button
                variant="light"
                rightSection={<IconX size={14} aria-hidden />}
                onClick={() => update({ debtor: null })}
                style={{ alignSelf: 'flex-end' }}
              >
                {t('list.filters.allShops')}
              </Button>
            ) : null}
          </>
        }
        state={{
          isPending: list.isPending,
          isError: list.isError,
          error: list.error,
          refetch: () => void list.refetch(),
          records: list.data?.results ?? [],
          total: list.data?.count ?? 0,
        }}
        columns={columns}
        idAccessor={(rma) => rma.order_number}
        emptyText={t('list.empty')}
      />
    </Stack>
  );
}
