// Release notes in the back office (permission `content`): every note, drafts and published,
// newest day first; write a new one, edit, preview it as a dealer will read it, publish it (only
// with all seven languages written) or withdraw it, and remove a draft. Dealers see a change on
// their next load.
import { formatDay, type ManageReleaseNote } from '@atelier/domain';
import { Badge, Button } from '@mantine/core';
import {
  IconArrowBackUp,
  IconEye,
  IconPencil,
  IconPlus,
  IconSend,
  IconTrash,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdempotentMutation } from '../../api/idempotent-mutation';
import {
  manageReleaseNotesKey,
  manageReleaseNotesQuery,
  publishReleaseNote,
  removeReleaseNote,
  withdrawReleaseNote,
} from '../../api/manage-notes';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageHeader } from '../../components/page-header';
import { useRouteTitle } from '../../components/route-title';
import { type ListColumn, ListPage, useListParams } from '../../kits/list-page';
import { currentLocale } from '../../lib/i18n';
import { ReleaseNoteEditor } from './release-note-editor';
import { ReleaseNotePreview } from './release-note-preview';

type Confirming = { note: ManageReleaseNote; action: 'publish' | 'withdraw' | 'remove' };

export function ReleaseNotesDeskPage() {
  const { t } = useTranslation('manageContent');
  const title = useRouteTitle();
  const locale = currentLocale();
  const { params, update } = useListParams({ pageSize: 50 });
  const notes = useQuery(manageReleaseNotesQuery());
  const [editing, setEditing] = useState<ManageReleaseNote | 'new' | null>(null);
  const [previewing, setPreviewing] = useState<ManageReleaseNote | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const titleOf = (note: ManageReleaseNote) =>
    note.title[locale] || note.title.en || note.title.nl || note.version;

  const act = useIdempotentMutation(
    async ({ note, action }: Confirming): Promise<unknown> =>
      action === 'publish'
        ? publishReleaseNote(note.id)
        : action === 'withdraw'
          ? withdrawReleaseNote(note.id)
          : removeReleaseNote(note.id),
    {
      success: (_answer, { note, action }) => t(`notes.${action}Done`, { version: note.version }),
      failure: ({ action }) => t(`notes.${action}Failed`),
    },
    { invalidate: [manageReleaseNotesKey], onSuccess: () => setConfirming(null) },
  );

  const rows = notes.data ?? [];
  const records = rows.slice((params.page - 1) * params.pageSize, params.page * params.pageSize);
  const columns: ListColumn<ManageReleaseNote>[] = [
    { accessor: 'version', title: t('notes.version'), noWrap: true, priority: 1 },
    { accessor: 'title', title: t('notes.titleField'), priority: 2, render: titleOf },
    {
      accessor: 'state',
      title: t('notes.state'),
      priority: 3,
      render: (note) => (
        <Badge color={note.state === 'published' ? 'teal' : 'gray'} variant="light">
          {t(`notes.states.${note.state}`)}
        </Badge>
      ),
    },
    {
      accessor: 'missing',
      title: t('notes.languages'),
      priority: 5,
      render: (note) =>
        note.missing.length === 0
          ? t('notes.allLanguages')
          : t('notes.missingCount', { count: note.missing.length }),
    },
    {
      accessor: 'date',
      title: t('notes.date'),
      noWrap: true,
      priority: 4,
      render: (note) => formatDay(note.date, locale),
    },
  ];

  const confirmTexts = confirming
    ? {
        title: t(`notes.${confirming.action}Title`, { version: confirming.note.version }),
        body:
          confirming.action === 'publish' && confirming.note.missing.length > 0
            ? t('notes.publishIncomplete', { count: confirming.note.missing.length })
            : t(`notes.${confirming.action}Body`, { version: confirming.note.version }),
        label: t(`notes.${confirming.action}`),
      }
    : { title: '', body: '', label: '' };

  return (
    <>
      <PageHeader
        title={title}
        description={t('notes.intro')}
        actions={
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setEditing('new')}
          >
            {t('notes.new')}
          </Button>
        }
      />
      <ListPage<ManageReleaseNote>
        label={title}
        params={params}
        update={update}
        state={{
          isPending: notes.isPending,
          isError: notes.isError,
          error: notes.error,
          refetch: () => void notes.refetch(),
          records,
          total: rows.length,
        }}
        columns={columns}
        idAccessor={(note) => note.id}
        rowActionsLabel={(note) => t('notes.actionsOf', { version: note.version })}
        rowActions={(note) => [
          {
            key: 'edit',
            label: t('notes.edit'),
            icon: <IconPencil size={16} aria-hidden />,
            onClick: () => setEditing(note),
          },
          {
            key: 'preview',
            label: t('notes.preview'),
            icon: <IconEye size={16} aria-hidden />,
            onClick: () => setPreviewing(note),
          },
          note.state === 'draft'
            ? {
                key: 'publish',
                label: t('notes.publish'),
                icon: <IconSend size={16} aria-hidden />,
                onClick: () => setConfirming({ note, action: 'publish' }),
              }
            : {
                key: 'withdraw',
                label: t('notes.withdraw'),
                icon: <IconArrowBackUp size={16} aria-hidden />,
                onClick: () => setConfirming({ note, action: 'withdraw' }),
              },
          ...(note.state === 'draft'
            ? [
                {
                  key: 'remove',
                  label: t('notes.remove'),
                  color: 'red',
                  icon: <IconTrash size={16} aria-hidden />,
                  onClick: () => setConfirming({ note, action: 'remove' as const }),
                },
              ]
            : []),
        ]}
        emptyText={t('notes.empty')}
        errorText={t('notes.failed')}
      />
      {editing ? (
        <ReleaseNoteEditor
          existing={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {previewing ? (
        <ReleaseNotePreview note={previewing} onClose={() => setPreviewing(null)} />
      ) : null}
      <ConfirmDialog
        opened={confirming !== null}
        title={confirmTexts.title}
        body={confirmTexts.body}
        confirmLabel={confirmTexts.label}
        danger={confirming?.action === 'remove'}
        disabled={confirming?.action === 'publish' && confirming.note.missing.length > 0}
        busy={act.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={() => confirming && act.mutate(confirming)}
      />
    </>
  );
}
