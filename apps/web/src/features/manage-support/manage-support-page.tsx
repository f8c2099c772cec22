// The back office's support inbox (/manage/support, permission `support`): every shop's
// conversations, searched and filtered by status and assignee in the URL; `?thread=` opens one.
import { formatMoment, SUPPORT_THREAD_STATUSES, type SupportThread } from '@atelier/domain';
import { Anchor, Badge, Group, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { inboxQuery, staffListQuery } from '../../api/manage-support';
import { PageHeader } from '../../components/page-header';
import { type ListColumn, ListPage, useListParams } from '../../kits/list-page';
import { currentLocale } from '../../lib/i18n';
import { InboxThread } from './inbox-thread';
import { ThreadStatusBadge } from './thread-status-badge';

export function ManageSupportPage() {
  const { t } = useTranslation('manageSupport');
  const { params, update } = useListParams({ pageSize: 25 });
  const shown = Number(params.value('thread')) || null;
  const status = params.oneOf('status', SUPPORT_THREAD_STATUSES);
  const assignee = params.value('assignee');
  const staff = useQuery(staffListQuery());
  const inbox = useQuery(
    inboxQuery({
      q: params.q || undefined,
      status: status || undefined,
      assignee: assignee || undefined,
      page: params.page,
      page_size: params.pageSize,
    }),
  );
  if (shown !== null) {
    return <InboxThread id={shown} onBack={() => update({ thread: null })} />;
  }
  const columns: ListColumn<SupportThread>[] = [
    {
      accessor: 'subject',
      title: t('columns.subject'),
      priority: 1,
      render: (thread) => (
        // A long subject wraps, and the unread badge follows it, on a phone's card too.
        <Group gap="xs" wrap="wrap">
          <Anchor
            component="button"
            type="button"
            size="sm"
            ta="left"
            fw={thread.unread ? 700 : 500}
            aria-label={t('openThread', { subject: thread.subject })}
            onClick={() => update({ thread: String(thread.id) })}
          >
            {thread.subject}
          </Anchor>
          {thread.unread ? (
            <Badge
              color="red.9"
              variant="filled"
              tt="none"
              size="sm"
              style={{ minWidth: 'max-content' }}
            >
              {t('unread')}
            </Badge>
          ) : null}
        </Group>
      ),
    },
    {
      accessor: 'debtor_name',
      title: t('columns.debtor'),
      priority: 2,
      render: (thread) => `${thread.debtor_name} (${thread.debtor_number})`,
    },
    {
      accessor: 'status',
      title: t('columns.status'),
      priority: 3,
      render: (thread) => <ThreadStatusBadge status={thread.status} />,
    },
    {
      accessor: 'assignee_name',
      title: t('columns.assignee'),
      render: (thread) => thread.assignee_name ?? '—',
    },
    {
      accessor: 'last_activity_at',
      title: t('columns.last'),
      noWrap: true,
      priority: 4,
      render: (thread) => (
        <Text size="sm" component="time" dateTime={thread.last_activity_at}>
          {formatMoment(thread.last_activity_at, currentLocale())}
        </Text>
      ),
    },
  ];
  const filters = (
    <>
      <Select
        label={t('filters.status')}
        value={status || null}
        placeholder={t('filters.allStatuses')}
        clearable
        data={SUPPORT_THREAD_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
        onChange={(value) => update({ status: value })}
        w={200}
      />
      <Select
        label={t('filters.assignee')}
        value={assignee || null}
        placeholder={t('filters.anyone')}
        clearable
        data={[
          { value: 'me', label: t('filters.me') },
          { value: 'none', label: t('filters.none') },
          ...(staff.data ?? []).map((member) => ({
            value: String(member.id),
            label: member.username,
          })),
        ]}
        onChange={(value) => update({ assignee: value })}
        w={200}
      />
    </>
  );
  return (
    <Stack gap="lg">
      <PageHeader title={t('title')} description={t('description')} />
      <ListPage<SupportThread>
        label={t('title')}
        params={params}
        update={update}
        search={{ label: t('search') }}
        filterNames={['status', 'assignee']}
        filters={filters}
        state={{
          isPending: inbox.isPending,
          isError: inbox.isError,
          error: inbox.error,
          refetch: () => void inbox.refetch(),
          records: inbox.data?.results ?? [],
          total: inbox.data?.count ?? 0,
        }}
        columns={columns}
        idAccessor={(thread) => thread.id}
        emptyText={t('empty')}
        errorText={t('failed')}
      />
    </Stack>
  );
}
