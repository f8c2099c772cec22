import type { AccountSettings } from '@atelier/domain';
import { Select } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useChooseServicingDebtor } from '../api/settings';
import { useListWhileOpen } from './list-while-open';

/**
 * Lets a service account choose the shop (servicing debtor) it works for. `onChosen` runs once
 * the account works for the new shop. While the choice is saved the field is read-only, not
 * disabled: a disabled field drops the focus to the page, out of a popover that holds it.
 */
export function DebtorChooser({
  account,
  autoFocus,
  onChosen,
}: {
  account: AccountSettings;
  autoFocus?: boolean;
  onChosen?: () => void;
}) {
  const { t } = useTranslation('shell');
  const choose = useChooseServicingDebtor();
  const listWhileOpen = useListWhileOpen();
  const data = account.all_debtors.map((debtor) => ({
    value: String(debtor.id),
    label: debtor.city ? `${debtor.name} (${debtor.city})` : debtor.name,
  }));
  return (
    <Select
      label={t('debtor.label')}
      placeholder={t('debtor.placeholder')}
      data={data}
      value={account.debtor ? String(account.debtor.id) : null}
      searchable
      nothingFoundMessage={t('debtor.nothingFound')}
      allowDeselect={false}
      readOnly={choose.isPending}
      autoFocus={autoFocus}
      comboboxProps={listWhileOpen}
      onChange={(value) => {
        const debtor = account.all_debtors.find((d) => String(d.id) === value);
        if (!debtor) return;
        choose.mutate(debtor.id, {
          onSuccess: () => {
            onChosen?.();
            notifications.show({
              color: 'green',
              message: t('debtor.changed', { name: debtor.name }),
            });
          },
          onError: () => notifications.show({ color: 'red', message: t('debtor.failed') }),
        });
      }}
    />
  );
}
