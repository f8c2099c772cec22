// The errors desk (/manage/errors, permission `errors`): the browsers' error reports the portal
// keeps, grouped by cause, open ones first by default. The status, the search (a title, the
// reference a dealer reads out, a trace id) and the ordering live in the URL.
import {
  ERROR_GROUP_STATUSES,
  type ErrorGroup,
  formatMoment,
  manageErrorsQuerySchema,
} from '@atelier/domain';
import { Alert, Anchor, Badge, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorGroupsQuery, errorSummaryQuery } from '../../api/manage-errors';
import { PageHeader } from '../../components/page-header';
import { type ListColumn, ListPage, useListParams } from '../../kits/list-page';
import { currentLocale } from '../../lib/i18n';
import { statusColor } from './error-view';

/** The orderings offered, newest or most first (the API takes the ascending ones too). */
const ORDERINGS = [
  ['-last_seen', 'lastSeen'],
  ['-first_seen', 'firstSeen'],
  ['-count', 'count'],
] as const;

export function ErrorsPage() {
  const { t } = useTranslation('manageErrors');
  const { params, update } = useListParams({
    tab: 'open',
    ordering: '-last_seen',
    pageSize: 25,
  });
  const query = manageErrorsQuerySchema.safeParse({
    status: params.tab === 'all' ? undefined : params.tab,
    q: params.q || undefined,
    ordering: params.ordering,
    page: params.page,
    page_size: params.pageSize,
  });
  const list = useQuery(errorGroupsQuery(query.success ? query.data : { status: 'open' }));
  const summary = useQuery(errorSummaryQuery());
  const columns: ListColumn<ErrorGroup>[] = [
    {
      accessor: 'title',
      title: t('columns.title'),
      priority: 1,
      render: (group) => (
        <Anchor
          component={Link}
          to={`/manage/errors/${group.id}`}
          size="sm"
          aria-label={t('openGroup', { title: group.title })}
          style={{ wordBreak: 'break-word' }}
        >
          {group.title}
        </Anchor>
      ),
    },
    {
      accessor: 'culprit',
      title: t('columns.culprit'),
      priority: 3,
      render: (group) => (
        <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
          {group.culprit ?? '–'}
        </Text>
      ),
    },
    {
      accessor: 'status',
      title: t('columns.status'),
      priority: 2,
      render: (group) => (
        <Badge tt="none" variant="light" color={statusColor(group.status)}>
          {t(`status.${group.status}`)}
        </Badge>
      ),
    },
    { accessor: 'count', title: t('columns.count'), priority: 2, textAlign: 'right' },
    {
      accessor: 'last_seen',
      title: t('columns.lastSeen'),
      priority: 4,
      noWrap: true,
      render: (group) => (
        <Text size="sm" component="time" dateTime={group.last_seen}>
          {formatMoment(group.last_seen, currentLocale())}
        </Text>
      ),
    },
    {
      accessor: 'last_release',
      title: t('columns.release'),
      render: (group) => group.last_release ?? '–',
    },
  ];
  return (
    <Stack gap="md">
      <PageHeader title={t('title')} description={t('description')} />
      {summary.data?.kept === false ? (
        <Alert color="blue" variant="light">
          {t('forwarded')}
        </Alert>
      ) : null}
      <ListPage<ErrorGroup>
        label={t('title')}
        params={params}
        update={update}
        tabs={[
          ...ERROR_GROUP_STATUSES.map((status) => ({
            value: status,
            label: t(`status.${status}`),
          })),
          { value: 'all', label: t('filters.allStatuses') },
        ]}
        search={{ label: t('search'), placeholder: t('searchPlaceholder') }}
        orderings={ORDERINGS.map(([value, key]) => ({ value, label: t(`orderings.${key}`) }))}
        state={{
          isPending: list.isPending,
          isError: list.isError,
          error: list.error,
          refetch: () => void list.refetch(),
          records: list.data?.results ?? [],
          total: list.data?.count ?? 0,
        }}
        columns={columns}
        idAccessor={(group) => group.id}
        emptyText={t('empty')}
        errorText={t('failed')}
      />
    </Stack>
  );
}
