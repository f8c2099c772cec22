// The mail log (back office, permission `mailLog`): every kept message, newest first, searched by
// recipient, subject and kind and filtered by day; a message opens in a dialog and can be sent
// again (a new message through the mailer, audited).
import { formatMoment, type MailLogEntry } from '@atelier/domain';
import { Group, TextInput } from '@mantine/core';
import { IconMailForward, IconMailOpened } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdempotentMutation } from '../../api/idempotent-mutation';
import { mailLogKey, mailLogQuery, resendMail } from '../../api/manage-content';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageHeader } from '../../components/page-header';
import { useRouteTitle } from '../../components/route-title';
import { type ListColumn, ListPage, useListParams } from '../../kits/list-page';
import { currentLocale } from '../../lib/i18n';
import { MailMessageDialog } from './mail-message-dialog';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function MailLogPage() {
  const { t } = useTranslation('manageContent');
  const title = useRouteTitle();
  const { params, update } = useListParams({ pageSize: 25 });
  const from = params.value('from');
  const to = params.value('to');
  const query = {
    q: params.q.trim() || undefined,
    from: DAY.test(from) ? from : undefined,
    to: DAY.test(to) ? to : undefined,
    page: params.page,
    page_size: params.pageSize,
  };
  const mail = useQuery({ ...mailLogQuery(query), placeholderData: keepPreviousData });
  const [open, setOpen] = useState<MailLogEntry | null>(null);
  const [resending, setResending] = useState<MailLogEntry | null>(null);
  const resend = useIdempotentMutation(
    (entry: MailLogEntry, key: string) => resendMail(entry.id, key),
    { success: t('mail.resent'), failure: t('mail.resendFailed') },
    { invalidate: [mailLogKey], onSuccess: () => setResending(null) },
  );
  const locale = currentLocale();

  const columns: ListColumn<MailLogEntry>[] = [
    {
      accessor: 'created_at',
      title: t('mail.columns.sent'),
      noWrap: true,
      priority: 2,
      render: (entry) => formatMoment(entry.created_at, locale),
    },
    { accessor: 'to', title: t('mail.columns.to'), priority: 1 },
    { accessor: 'subject', title: t('mail.columns.subject'), priority: 1 },
    { accessor: 'kind', title: t('mail.columns.kind'), priority: 3 },
  ];

  return (
    <>
      <PageHeader title={title} description={t('mail.intro')} />
      <ListPage<MailLogEntry>
        label={title}
        params={params}
        update={update}
        search={{ label: t('mail.search'), placeholder: t('mail.searchPlaceholder') }}
        filterNames={['from', 'to']}
        filters={
          <Group gap="sm" align="flex-end">
            <TextInput
              type="date"
              label={t('mail.from')}
              value={from}
              onChange={(event) => update({ from: event.currentTarget.value, page: null })}
            />
            <TextInput
              type="date"
              label={t('mail.to')}
              value={to}
              onChange={(event) => update({ to: event.currentTarget.value, page: null })}
            />
          </Group>
        }
        state={{
          isPending: mail.isPending,
          isError: mail.isError,
          error: mail.error,
          refetch: () => void mail.refetch(),
          records: mail.data?.results ?? [],
          total: mail.data?.count ?? 0,
        }}
        columns={columns}
        idAccessor={(entry) => entry.id}
        onRowClick={setOpen}
        rowActionsLabel={(entry) => t('mail.actionsOf', { subject: entry.subject })}
        rowActions={(entry) => [
          {
            key: 'open',
            label: t('mail.open'),
            icon: <IconMailOpened size={16} aria-hidden />,
            onClick: () => setOpen(entry),
          },
          {
            key: 'resend',
            label: t('mail.resend'),
            icon: <IconMailForward size={16} aria-hidden />,
            onClick: () => setResending(entry),
          },
        ]}
        emptyText={t('mail.empty')}
        noMatchText={t('mail.noMatch')}
        errorText={t('mail.failed')}
      />
      {open ? <MailMessageDialog id={open.id} to={open.to} onClose={() => setOpen(null)} /> : null}
      <ConfirmDialog
        opened={resending !== null}
        title={t('mail.resendTitle')}
        body={t('mail.resendBody', { subject: resending?.subject ?? '', to: resending?.to ?? '' })}
        confirmLabel={t('mail.resend')}
        busy={resend.isPending}
        onClose={() => setResending(null)}
        onConfirm={() => resending && resend.mutate(resending)}
      />
    </>
  );
}
