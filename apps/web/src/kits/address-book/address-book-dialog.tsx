// The address-book dialog (portal §2 dialogs): list, search, add, change and delete (after a
// confirmation) the shop's addresses, with the alerts of configurators §8. With `onChoose` each
// address can also be picked, as the sample service and returns do.
import {
  type AddressBookEntry,
  type AddressBookEntryValues,
  addressLine,
  type Country,
} from '@atelier/domain';
import { Button, Group, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconPencil, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useAddAddress,
  useAddressBook,
  useChangeAddress,
  useDeleteAddress,
} from '../../api/address-book';
import { LayeredModal } from '../../components/layered-modal';
import { PagesNav } from '../../components/pages-nav';
import { EmptyState, ErrorState, LoadingState } from '../../components/state-views';
import { StackingTable, stackCell } from '../list-page';
import { AddressForm } from './address-form';

const PAGE_SIZE = 10;

type View =
  | { kind: 'list' }
  | { kind: 'add' }
  | { kind: 'edit'; entry: AddressBookEntry }
  | { kind: 'delete'; entry: AddressBookEntry };

function useAlert() {
  const { t } = useTranslation('common');
  return (ok: boolean, message: string) =>
    notifications.show({
      closeButtonProps: { 'aria-label': t('actions.close') },
      color: ok ? 'teal' : 'red',
      message,
    });
}

function AddressList({
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
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const [page, setPage] = useState(1);
  // A new search starts at the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs because the search changed
  useEffect(() => setPage(1), [q]);
  const book = useAddressBook({ q: q || undefined, page, page_size: PAGE_SIZE });

  let body: ReactNode;
  if (book.isPending) body = <LoadingState />;
  else if (book.isError) {
    body = <ErrorState message={t('failed')} onRetry={() => void book.refetch()} />;
  } else if (book.data.results.length === 0) {
    body = <EmptyState>{q ? t('noMatch') : t('empty')}</EmptyState>;
  } else {
    const pages = Math.max(1, Math.ceil(book.data.count / PAGE_SIZE));
    body = (
      <Stack gap="xs">
        {/* On a phone each address is a card: name, address, contact, its actions beneath. */}
        <StackingTable minWidth={560} verticalSpacing="xs" striped aria-label={t('title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.name')}</Table.Th>
              <Table.Th>{t('columns.address')}</Table.Th>
              <Table.Th>{t('columns.contact')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('actions.edit')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {book.data.results.map((entry) => (
              <Table.Tr key={entry.id}>
                <Table.Td {...stackCell(t('columns.name'), 1)}>
                  <Text size="sm" fw={500}>
                    {entry.name}
                  </Text>
                  {entry.company ? (
                    <Text size="xs" c="dimmed">
                      {entry.company}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td {...stackCell(t('columns.address'), 2)}>
                  <Text size="sm">{addressLine(entry)}</Text>
                </Table.Td>
                <Table.Td {...stackCell(t('columns.contact'), 3)}>
                  <Text size="sm">{[entry.phone, entry.email].filter(Boolean).join(' · ')}</Text>
                </Table.Td>
                <Table.Td {...stackCell(false, 4)}>
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
                      leftSection={
                        <IconTrash size={14} aria-hidden color="var(--mantine-color-red-7)" />
                      }
                      onClick={() => onDelete(entry)}
                    >
                      {t('actions.delete')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </StackingTable>
        {pages > 1 ? (
          <PagesNav label={t('title')} value={page} total={pages} onChange={setPage} />
        ) : null}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Group align="flex-end" justify="space-between" gap="sm">
        <TextInput
          label={t('search')}
          placeholder={t('searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          style={{ flex: 1, minWidth: 220 }}
        />
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
          {t('actions.add')}
        </Button>
      </Group>
      {body}
    </Stack>
  );
}

export function AddressBookDialog({
  opened,
  onClose,
  onChoose,
  defaultCountry,
}: {
  opened: boolean;
  onClose: () => void;
  /** Offers "Use" on each address; the dialog closes after a choice. */
  onChoose?: (entry: AddressBookEntry) => void;
  /** The country a new address starts with (the shop's own). */
  defaultCountry?: Country;
}) {
  const { t } = useTranslation(['addressBook', 'common']);
  const [view, setView] = useState<View>({ kind: 'list' });
  const alert = useAlert();
  const add = useAddAddress();
  const change = useChangeAddress();
  const remove = useDeleteAddress();
  const [dirty, setDirty] = useState(false);
  const toList = () => {
    setView({ kind: 'list' });
    setDirty(false);
  };
  const close = () => {
    toList();
    onClose();
  };

  const save = async (values: AddressBookEntryValues) => {
    if (view.kind === 'edit') {
      try {
        await change.mutateAsync({ id: view.entry.id, body: values });
      } catch (failure) {
        alert(false, t('alerts.changeFailed'));
        throw failure;
      }
      alert(true, t('alerts.changed', { name: values.name }));
    } else {
      try {
        await add.mutateAsync(values);
      } catch (failure) {
        alert(false, t('alerts.addFailed'));
        throw failure;
      }
      alert(true, t('alerts.added', { name: values.name }));
    }
    toList();
  };

  const confirmDelete = (entry: AddressBookEntry) =>
    remove.mutate(entry.id, {
      onSuccess: () => {
        alert(true, t('alerts.deleted', { name: entry.name }));
        toList();
      },
      onError: () => {
        alert(false, t('alerts.deleteFailed'));
        toList();
      },
    });

  let title = t('title');
  let body: ReactNode;
  if (view.kind === 'list') {
    body = (
      <AddressList
        onAdd={() => setView({ kind: 'add' })}
        onEdit={(entry) => setView({ kind: 'edit', entry })}
        onDelete={(entry) => setView({ kind: 'delete', entry })}
        onChoose={
          onChoose
            ? (entry) => {
                onChoose(entry);
                close();
              }
            : undefined
        }
      />
    );
  } else if (view.kind === 'delete') {
    title = t('confirmDelete.title');
    body = (
      <Stack gap="md">
        <Text>{t('confirmDelete.body', { name: view.entry.name })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={toList}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            color="red.8"
            loading={remove.isPending}
            onClick={() => confirmDelete(view.entry)}
          >
            {t('confirmDelete.confirm')}
          </Button>
        </Group>
      </Stack>
    );
  } else {
    title = view.kind === 'edit' ? t('form.editTitle') : t('form.addTitle');
    body = (
      <AddressForm
        key={view.kind === 'edit' ? view.entry.id : 'new'}
        entry={view.kind === 'edit' ? view.entry : undefined}
        defaultCountry={defaultCountry}
        pending={add.isPending || change.isPending}
        onSubmit={save}
        onCancel={toList}
        onDirty={setDirty}
      />
    );
  }

  return (
    <LayeredModal
      opened={opened}
      onClose={close}
      title={title}
      size="xl"
      dirty={view.kind !== 'list' && view.kind !== 'delete' && dirty}
    >
      {body}
    </LayeredModal>
  );
}
