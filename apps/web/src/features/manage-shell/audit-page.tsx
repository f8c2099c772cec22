// The audit trail (`/manage/audit`, administrators): every staff write, newest first, filtered by
// the URL's filters and paged; an entry's before and after open as a readable difference.
import { AUDIT_SUBJECTS, type AuditEntry, type AuditQuery, formatMoment } from '@atelier/domain';
import { Button, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { auditQuery } from '../../api/manage';
import { PageHeader } from '../../components/page-header';
import { useRouteTitle } from '../../components/route-title';
import { type ListColumn, ListPage, type ListParams, useListParams } from '../../kits/list-page';
import { currentLocale } from '../../lib/i18n';
import { AuditChangeDialog } from './audit-change-dialog';
import { AuditFilters } from './audit-filters';

const positiveId = (text: string) => (/^[1-9]\d{0,8}$/.test(text) ? Number(text) : undefined);
const day = (text: string) => (/^\d{4}-\d{2}-\d{2}$/.test(text) ? text : undefined);

/** The API's query from the URL's list state; a filter it would refuse is left out. */
export function auditQueryOf(params: ListParams): AuditQuery {
  const subject = params.value('subject');
  return {
    staff_user_id: positiveId(params.value('staff_user_id')),
    subject: (AUDIT_SUBJECTS as readonly string[]).includes(subject)
      ? (subject as AuditQuery['subject'])
      : undefined,
    action: params.value('action').trim() || undefined,
    debtor_id: positiveId(params.value('debtor_id')),
    from: day(params.value('from')),
    to: day(params.value('to')),
    page: params.page,
    page_size: params.pageSize,
  };
}

export function AuditPage() {
  const { t } = useTranslation('manage');
  const title = useRouteTitle();
  const locale = currentLocale();
  const { params, update } = useListParams({ pageSize: 25 });
  const page = useQuery(auditQuery(auditQueryOf(params)));
  const [shown, setShown] = useState<AuditEntry | null>(null);

  const columns: ListColumn<AuditEntry>[] = [
    {
      accessor: 'at',
      title: t('audit.columns.at'),
      noWrap: true,
      priority: 1,
      render: (entry) => formatMoment(entry.at, locale),
    },
    { accessor: 'staff_username', title: t('audit.columns.staff'), priority: 2 },
    {
      accessor: 'action',
      title: t('audit.columns.action'),
      priority: 3,
      render: (entry) => (
        <Text size="sm" ff="monospace">
          {entry.action}
        </Text>
      ),
    },
    {
      accessor: 'subject',
      title: t('audit.columns.subject'),
      priority: 4,
      render: (entry) => `${t(`audit.subjects.${entry.subject}`)} ${entry.subject_id}`,
    },
    {
      accessor: 'debtor_id',
      title: t('audit.columns.debtor'),
      priority: 5,
      render: (entry) => entry.debtor_id ?? '',
    },
    {
      accessor: 'change',
      title: '',
      stackLabel: false,
      priority: 6,
      textAlign: 'right',
      render: (entry) => (
        <Button
          size="compact-sm"
          variant="light"
          onClick={(event) => {
            event.stopPropagation();
            setShown(entry);
          }}
          aria-label={t('audit.show', { action: entry.action })}
        >
          {t('audit.details')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={title} description={t('audit.intro')} />
      <ListPage<AuditEntry>
        label={t('audit.table')}
        params={params}
        update={update}
        filterNames={['staff_user_id', 'subject', 'action', 'debtor_id', 'from', 'to']}
        filters={<AuditFilters params={params} update={update} />}
        state={{
          isPending: page.isPending,
          isError: page.isError,
          error: page.error,
          refetch: () => void page.refetch(),
          records: page.data?.results ?? [],
          total: page.data?.count ?? 0,
        }}
        columns={columns}
        idAccessor={(entry) => entry.id}
        onRowClick={setShown}
        emptyText={t('audit.none')}
        errorText={t('audit.failed')}
      />
      <AuditChangeDialog entry={shown} onClose={() => setShown(null)} />
    </>
  );
}
