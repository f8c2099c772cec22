// Employees or locations of the shop (portal §6): the active list or the archive (in the URL, with
// the page), add, change, archive and restore. One component for both: they differ only in their
// fields.
import { Button, Group, SegmentedControl, Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArchive, IconArrowBackUp, IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type StaffKind, type StaffRow, useArchiveStaff, useStaff } from '../../api/staff';
import { useCountryName } from '../../components/country-name';
import { LayeredModal } from '../../components/layered-modal';
import { type ListColumn, ListPage, useListParams } from '../../kits/list-page';
import { type AnyRow, StaffForm } from './staff-form';

/** The rows of a page: 100 unless the URL asks for another size. */
const PAGE_SIZE = 100;

function describe(kind: StaffKind, row: AnyRow, country: (text: string) => string): string {
  if (kind === 'employees') return (row as StaffRow<'employees'>).email;
  const place = row as StaffRow<'locations'>;
  return [
    place.address,
    [place.postalcode, place.city].filter(Boolean).join(' '),
    country(place.country),
  ]
    .filter(Boolean)
    .join(', ');
}

export function StaffTab({ kind }: { kind: StaffKind }) {
  const { t } = useTranslation('account');
  // The settings page names the tab in the URL; the list adds its view and page beside it.
  const { params, update } = useListParams({ pageSize: PAGE_SIZE });
  const archived = params.value('view') === 'archive';
  const list = useStaff(kind, { archived, page: params.page, page_size: params.pageSize });
  const archive = useArchiveStaff(kind);
  const countryName = useCountryName();
  const [editing, setEditing] = useState<AnyRow | 'new' | null>(null);
  const [dirty, setDirty] = useState(false);

  const toggle = (row: AnyRow) =>
    archive.mutate(
      { id: row.id, archive: !row.is_archived },
      {
        onSuccess: () =>
          notifications.show({
            closeButtonProps: { 'aria-label': t('common:actions.close') },
            color: 'green',
            message: t(`staff.${kind}.${row.is_archived ? 'restored' : 'archived'}`, {
              name: row.name,
            }),
          }),
        onError: () =>
          notifications.show({
            closeButtonProps: { 'aria-label': t('common:actions.close') },
            color: 'red',
            message: t('staff.failed'),
          }),
      },
    );

  // On a phone each row is a card: the name, its details, its actions beneath.
  const columns: ListColumn<AnyRow>[] = [
    {
      accessor: 'name',
      title: t('staff.fields.name'),
      priority: 1,
      render: (row) => (
        <Text size="sm" fw={500}>
          {row.name}
        </Text>
      ),
    },
    {
      accessor: 'details',
      title: t(`staff.${kind}.details`),
      priority: 2,
      render: (row) => describe(kind, row, countryName),
    },
    {
      accessor: 'actions',
      title: <VisuallyHidden>{t('staff.actions')}</VisuallyHidden>,
      priority: 3,
      stackLabel: false,
      render: (row) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconPencil size={14} aria-hidden />}
            aria-label={t('staff.editOne', { name: row.name })}
            onClick={() => setEditing(row)}
          >
            {t('staff.edit')}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="gray"
            leftSection={
              row.is_archived ? (
                <IconArrowBackUp size={14} aria-hidden />
              ) : (
                <IconArchive size={14} aria-hidden />
              )
            }
            aria-label={t(row.is_archived ? 'staff.restoreOne' : 'staff.archiveOne', {
              name: row.name,
            })}
            loading={archive.isPending && archive.variables?.id === row.id}
            onClick={() => toggle(row)}
          >
            {t(row.is_archived ? 'staff.restore' : 'staff.archive')}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <>
      <ListPage<AnyRow>
        label={t(`account:tabs.${kind}`)}
        params={params}
        update={update}
        filters={
          <Group justify="space-between" wrap="wrap" style={{ flex: 1 }}>
            <SegmentedControl
              aria-label={t(`staff.${kind}.view`)}
              value={archived ? 'archive' : 'active'}
              onChange={(value) => update({ view: value === 'archive' ? value : '' })}
              data={[
                { value: 'active', label: t('staff.active') },
                { value: 'archive', label: t('staff.archiveView') },
              ]}
            />
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setEditing('new')}
            >
              {t(`staff.${kind}.add`)}
            </Button>
          </Group>
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
        idAccessor={(row) => row.id}
        emptyText={t(`staff.${kind}.${archived ? 'archiveEmpty' : 'empty'}`)}
      />
      <LayeredModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        dirty={editing !== null && dirty}
        title={t(`staff.${kind}.${editing === 'new' ? 'addTitle' : 'editTitle'}`)}
        size="lg"
      >
        {editing !== null ? (
          <StaffForm
            kind={kind}
            row={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
            onDirty={setDirty}
          />
        ) : null}
      </LayeredModal>
    </>
  );
}
