// The life both kinds of written content share in the back office (release notes and
// curtain-breeze articles): a list of drafts and published items with their state and languages,
// a new one, and per row edit, preview, publish (refused while a language is missing) or withdraw,
// each confirmed, and removing a draft. Each page gives its columns, its calls and its dialogs;
// texts come from its own section of the `manageContent` namespace (`notes.…`, `articles.…`).
import type { ContentState } from '@atelier/domain';
import { Badge, Button } from '@mantine/core';
import {
  IconArrowBackUp,
  IconEye,
  IconPencil,
  IconPlus,
  IconSend,
  IconTrash,
} from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdempotentMutation } from '../../api/idempotent-mutation';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageHeader } from '../../components/page-header';
import { useRouteTitle } from '../../components/route-title';
import { type ListColumn, ListPage, useListParams } from '../../kits/list-page';

type Item = { id: number; state: ContentState; missing: string[] };
type Action = 'publish' | 'withdraw' | 'remove';

export function ContentStateBadge({ state, section }: { state: ContentState; section: string }) {
  const { t } = useTranslation('manageContent');
  return (
    <Badge color={state === 'published' ? 'teal' : 'gray'} variant="light">
      {t(`${section}.states.${state}`)}
    </Badge>
  );
}

function LanguagesCell({ missing, section }: { missing: string[]; section: string }) {
  const { t } = useTranslation('manageContent');
  return missing.length === 0
    ? t(`${section}.allLanguages`)
    : t(`${section}.missingCount`, { count: missing.length });
}

/** The languages column: all seven, or how many texts the publish rule still misses. */
export function languagesColumn<T extends Item>(section: string, title: string): ListColumn<T> {
  return {
    accessor: 'missing',
    title,
    priority: 5,
    render: (item) => <LanguagesCell missing={item.missing} section={section} />,
  };
}

export function ContentDesk<T extends Item>({
  section,
  query,
  columns,
  names,
  calls,
  invalidate,
  editor,
  preview,
}: {
  /** The page's section of the `manageContent` texts. */
  section: 'notes' | 'articles';
  query: UseQueryResult<T[]>;
  columns: ListColumn<T>[];
  /** What the texts call an item (`{{version}}`, `{{title}}`, …). */
  names: (item: T) => Record<string, string>;
  calls: Record<Action, (id: number) => Promise<unknown>>;
  invalidate: readonly unknown[];
  editor: (existing: T | null, onClose: () => void) => ReactNode;
  preview: (item: T, onClose: () => void) => ReactNode;
}) {
  const { t } = useTranslation('manageContent');
  const title = useRouteTitle();
  const { params, update } = useListParams({ pageSize: 50 });
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [previewing, setPreviewing] = useState<T | null>(null);
  const [confirming, setConfirming] = useState<{ item: T; action: Action } | null>(null);

  const act = useIdempotentMutation(
    async ({ item, action }: { item: T; action: Action }): Promise<unknown> =>
      calls[action](item.id),
    {
      success: (_answer, { item, action }) => t(`${section}.${action}Done`, names(item)),
      failure: ({ action }) => t(`${section}.${action}Failed`),
    },
    { invalidate: [invalidate], onSuccess: () => setConfirming(null) },
  );

  const rows = query.data ?? [];
  const records = rows.slice((params.page - 1) * params.pageSize, params.page * params.pageSize);
  const confirmTexts = confirming
    ? {
        title: t(`${section}.${confirming.action}Title`, names(confirming.item)),
        body:
          confirming.action === 'publish' && confirming.item.missing.length > 0
            ? t(`${section}.publishIncomplete`, { count: confirming.item.missing.length })
            : t(`${section}.${confirming.action}Body`, names(confirming.item)),
        label: t(`${section}.${confirming.action}`),
      }
    : { title: '', body: '', label: '' };

  return (
    <>
      <PageHeader
        title={title}
        description={t(`${section}.intro`)}
        actions={
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setEditing('new')}
          >
            {t(`${section}.new`)}
          </Button>
        }
      />
      <ListPage<T>
        label={title}
        params={params}
        update={update}
        state={{
          isPending: query.isPending,
          isError: query.isError,
          error: query.error,
          refetch: () => void query.refetch(),
          records,
          total: rows.length,
        }}
        columns={columns}
        idAccessor={(item) => item.id}
        rowActionsLabel={(item) => t(`${section}.actionsOf`, names(item))}
        rowActions={(item) => [
          {
            key: 'edit',
            label: t(`${section}.edit`),
            icon: <IconPencil size={16} aria-hidden />,
            onClick: () => setEditing(item),
          },
          {
            key: 'preview',
            label: t(`${section}.preview`),
            icon: <IconEye size={16} aria-hidden />,
            onClick: () => setPreviewing(item),
          },
          item.state === 'draft'
            ? {
                key: 'publish',
                label: t(`${section}.publish`),
                icon: <IconSend size={16} aria-hidden />,
                onClick: () => setConfirming({ item, action: 'publish' }),
              }
            : {
                key: 'withdraw',
                label: t(`${section}.withdraw`),
                icon: <IconArrowBackUp size={16} aria-hidden />,
                onClick: () => setConfirming({ item, action: 'withdraw' }),
              },
          ...(item.state === 'draft'
            ? [
                {
                  key: 'remove',
                  label: t(`${section}.remove`),
                  color: 'red',
                  icon: <IconTrash size={16} aria-hidden />,
                  onClick: () => setConfirming({ item, action: 'remove' as const }),
                },
              ]
            : []),
        ]}
        emptyText={t(`${section}.empty`)}
        errorText={t(`${section}.failed`)}
      />
      {editing ? editor(editing === 'new' ? null : editing, () => setEditing(null)) : null}
      {previewing ? preview(previewing, () => setPreviewing(null)) : null}
      <ConfirmDialog
        opened={confirming !== null}
        title={confirmTexts.title}
        body={confirmTexts.body}
        confirmLabel={confirmTexts.label}
        danger={confirming?.action === 'remove'}
        disabled={confirming?.action === 'publish' && confirming.item.missing.length > 0}
        busy={act.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={() => confirming && act.mutate(confirming)}
      />
    </>
  );
}
