// The address-book dialog (portal §2 dialogs): list, search, add, change and delete (after a
// confirmation) the shop's addresses, with the alerts of configurators §8. With `onChoose` each
// address can also be picked, as the sample service and returns do.
import type { AddressBookEntry, AddressBookEntryValues, Country } from '@atelier/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddAddress, useChangeAddress, useDeleteAddress } from '../../api/address-book';
import { LayeredModal } from '../../components/layered-modal';
import { AddressForm } from './address-form';
import { AddressList } from './address-list';

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
