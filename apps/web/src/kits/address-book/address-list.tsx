// The address book's list: search and pages (held by the dialog, not the page's URL), each address
// with change and delete, and "Use" when the caller picks one.
import { type AddressBookEntry, addressLine } from '@atelier/domain';
import { Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAddressBook } from '../../api/address-book';
import { type ListColumn, ListPage, useLocalListParams } from '../list-page';

const PAGE_SIZE = 10;

export function AddressList({
  onAdd,
  onEdit,
  onDelete,
  onChoose,
}: {
  onAdd: () => void;
  onEdit: (entry: AddressBookEntry) => void;
  onDelete: (entry: AddressBookEntry) => void;
  onChoose?: (entry: AddressBookEntry) => void;
}) {
  const { t } = useTranslation('addressBook');
  const { params, update } = useLocalListParams({ pageSize: PAGE_SIZE });
  const book = useAddressBook({
    q: params.q || undefined,
    page: params.page,
    page_size: params.pageSize,
  });
  // On a phone each address is a card: name, address, contact, its actions beneath.
  const columns: ListColumn<AddressBookEntry>[] = [
    {
      accessor: 'name',
      title: t('columns.name'),
      priority: 1,
      render: (entry) => (
        <>
          <Text size="sm" fw={500}>
            {entry.name}
          </Text>
          {entry.company ? (
            <Text size="xs" c="dimmed">
              {entry.company}
            </Text>
          ) : null}
        </>
      ),
    },
    {
      accessor: 'address',
      title: t('columns.address'),
      priority: 2,
      render: (entry) => <Text size="sm">{addressLine(entry)}</Text>,
    },
    {
      accessor: 'contact',
      title: t('columns.contact'),
      priority: 3,
      render: (entry) => (
        <Text size="sm">{[entry.phone, entry.email].filter(Boolean).join(' · ')}</Text>
      ),
    },
    {
      accessor: 'actions',
      title: <VisuallyHidden>{t('actions.edit')}</VisuallyHidden>,
      priority: 4,
      stackLabel: false,
      render: (entry) => (
        <Group
          gap={4}
          wrap="nowrap"
          justify="flex-end"
          role="group"
          aria-label={t('actions.label', { name: entry.name })}
        >
          {onChoose ? (
            <Button
              size="compact-sm"
              leftSection={<IconCheck size={14} aria-hidden />}
              onClick={() => onChoose(entry)}
              aria-label={t('actions.chooseLabel', { name: entry.name })}
            >
              {t('actions.choose')}
            </Button>
          ) : null}
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={() => onEdit(entry)}
          >
            {t('actions.edit')}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconTrash size={14} aria-hidden color="var(--mantine-color-red-7)" />}
            onClick={() => onDelete(entry)}
          >
            {t('actions.delete')}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <ListPage<AddressBookEntry>
      label={t('title')}
      params={params}
      update={update}
      search={{ label: t('search'), placeholder: t('searchPlaceholder') }}
      filters={
        <Group style={{ flex: 1 }} justify="flex-end">
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
            {t('actions.add')}
          </Button>
        </Group>
      }
      state={{
        isPending: book.isPending,
        isError: book.isError,
        error: book.error,
        refetch: () => void book.refetch(),
        records: book.data?.results ?? [],
        total: book.data?.count ?? 0,
      }}
      columns={columns}
      idAccessor={(entry) => entry.id}
      emptyText={t('empty')}
      noMatchText={t('noMatch')}
      errorText={t('failed')}
    />
  );
}
