// Downloads and videos per customer group (back office, permission `content`): one group's service
// page as staff keep it, by section; upload a PDF or a video for one or more groups, replace one,
// add captions to a video, remove one. The dealer's service page shows a change on its next load.
import {
  CUSTOMER_GROUPS,
  type CustomerGroupName,
  formatFileSize,
  type ManageDownload,
  SERVICE_ITEMS,
  type ServiceItem,
} from '@atelier/domain';
import { Button, Group, Select } from '@mantine/core';
import { IconFileUpload, IconLanguage, IconReplace, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdempotentMutation } from '../../api/idempotent-mutation';
import { manageDownloadsKey, manageDownloadsQuery, removeDownload } from '../../api/manage-content';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageHeader } from '../../components/page-header';
import { useRouteTitle } from '../../components/route-title';
import { type ListColumn, ListPage, useListParams } from '../../kits/list-page';
import { currentLocale } from '../../lib/i18n';
import { CaptionsDialog } from './captions-dialog';
import { DownloadDialog } from './download-dialog';

const isGroup = (value: string): value is CustomerGroupName =>
  (CUSTOMER_GROUPS as readonly string[]).includes(value);
const isSection = (value: string): value is ServiceItem =>
  (SERVICE_ITEMS as readonly string[]).includes(value);

export function DownloadsPage() {
  const { t } = useTranslation('manageContent');
  const title = useRouteTitle();
  const locale = currentLocale();
  const { params, update } = useListParams({ pageSize: 50 });
  const groupParam = params.value('group');
  const group: CustomerGroupName = isGroup(groupParam) ? groupParam : 'Default';
  const sectionParam = params.value('section');
  const section = isSection(sectionParam) ? sectionParam : undefined;
  const downloads = useQuery(manageDownloadsQuery({ customer_group: group, category: section }));
  const [editing, setEditing] = useState<ManageDownload | 'new' | null>(null);
  const [captioning, setCaptioning] = useState<ManageDownload | null>(null);
  const [removing, setRemoving] = useState<ManageDownload | null>(null);
  const remove = useIdempotentMutation(
    (row: ManageDownload) => removeDownload(row.id),
    { success: t('downloads.removed'), failure: t('downloads.removeFailed') },
    { invalidate: [manageDownloadsKey], onSuccess: () => setRemoving(null) },
  );
  const titleOf = (row: ManageDownload) => row.title[locale] ?? row.title.en ?? row.file_name;

  const rows = downloads.data ?? [];
  const records = rows.slice((params.page - 1) * params.pageSize, params.page * params.pageSize);
  const columns: ListColumn<ManageDownload>[] = [
    { accessor: 'title', title: t('downloads.columns.title'), priority: 1, render: titleOf },
    {
      accessor: 'category',
      title: t('downloads.columns.section'),
      priority: 2,
      render: (row) => t(`sections.${row.category}`),
    },
    {
      accessor: 'file_name',
      title: t('downloads.columns.file'),
      priority: 3,
      render: (row) => `${row.file_name} · ${formatFileSize(row.size, locale)}`,
    },
    { accessor: 'language', title: t('downloads.columns.language'), priority: 4 },
    {
      accessor: 'captions',
      title: t('downloads.columns.captions'),
      priority: 5,
      render: (row) =>
        row.category === 'videos' ? row.captions.join(', ') || t('downloads.none') : '',
    },
  ];

  return (
    <>
      <PageHeader
        title={title}
        description={t('downloads.intro')}
        actions={
          <Button
            leftSection={<IconFileUpload size={16} aria-hidden />}
            onClick={() => setEditing('new')}
          >
            {t('downloads.upload')}
          </Button>
        }
      />
      <ListPage<ManageDownload>
        label={title}
        params={params}
        update={update}
        filterNames={['section']}
        filters={
          <Group gap="sm" align="flex-end">
            <Select
              label={t('downloads.group')}
              data={[...CUSTOMER_GROUPS]}
              value={group}
              allowDeselect={false}
              onChange={(value) => value && update({ group: value, page: null })}
            />
            <Select
              label={t('downloads.section')}
              data={[
                { value: '', label: t('downloads.allSections') },
                ...SERVICE_ITEMS.map((item) => ({ value: item, label: t(`sections.${item}`) })),
              ]}
              value={section ?? ''}
              allowDeselect={false}
              onChange={(value) => update({ section: value ?? '', page: null })}
            />
          </Group>
        }
        state={{
          isPending: downloads.isPending,
          isError: downloads.isError,
          error: downloads.error,
          refetch: () => void downloads.refetch(),
          records,
          total: rows.length,
        }}
        columns={columns}
        idAccessor={(row) => row.id}
        rowActionsLabel={(row) => t('downloads.actionsOf', { title: titleOf(row) })}
        rowActions={(row) => [
          {
            key: 'replace',
            label: t('downloads.replace'),
            icon: <IconReplace size={16} aria-hidden />,
            onClick: () => setEditing(row),
          },
          ...(row.category === 'videos'
            ? [
                {
                  key: 'captions',
                  label: t('downloads.captions'),
                  icon: <IconLanguage size={16} aria-hidden />,
                  onClick: () => setCaptioning(row),
                },
              ]
            : []),
          {
            key: 'remove',
            label: t('downloads.remove'),
            color: 'red',
            icon: <IconTrash size={16} aria-hidden />,
            onClick: () => setRemoving(row),
          },
        ]}
        emptyText={t('downloads.empty')}
        errorText={t('downloads.failed')}
      />
      {editing ? (
        <DownloadDialog
          existing={editing === 'new' ? null : editing}
          group={group}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {captioning ? (
        <CaptionsDialog video={captioning} onClose={() => setCaptioning(null)} />
      ) : null}
      <ConfirmDialog
        opened={removing !== null}
        title={t('downloads.removeTitle')}
        body={t('downloads.removeBody', {
          title: removing ? titleOf(removing) : '',
          group: removing?.customer_group ?? '',
        })}
        confirmLabel={t('downloads.remove')}
        danger
        busy={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing)}
      />
    </>
  );
}
