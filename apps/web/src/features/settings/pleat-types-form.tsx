import { type AccountSettings, PLEAT_TYPES, type PleatType } from '@atelier/domain';
import { Alert, Button, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSavePleatTypes } from '../../api/settings';

/**
 * Which pleat types the curtain configurator offers, and which it preselects. A default must be
 * offered, so withdrawing a type also drops it from the defaults.
 */
export function PleatTypesForm({ account }: { account: AccountSettings }) {
  const { t } = useTranslation('settings');
  const save = useSavePleatTypes();
  const [available, setAvailable] = useState<PleatType[]>(account.available_pleat_types);
  const [defaults, setDefaults] = useState<PleatType[]>(
    account.default_pleat_types.filter((type) => account.available_pleat_types.includes(type)),
  );
  const toggleAvailable = (type: PleatType, on: boolean) => {
    setAvailable((list) => (on ? [...list, type] : list.filter((x) => x !== type)));
    if (!on) setDefaults((list) => list.filter((x) => x !== type));
  };
  const toggleDefault = (type: PleatType, on: boolean) =>
    setDefaults((list) => (on ? [...list, type] : list.filter((x) => x !== type)));
  const ordered = (list: PleatType[]) => PLEAT_TYPES.filter((type) => list.includes(type));

  return (
    <Stack gap="md" maw={560}>
      <Text size="sm" c="dimmed">
        {t('pleats.intro')}
      </Text>
      <Table withTableBorder verticalSpacing="xs" aria-label={t('tabs.pleats')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('pleats.type')}</Table.Th>
            <Table.Th ta="center">{t('pleats.offered')}</Table.Th>
            <Table.Th ta="center">{t('pleats.default')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {PLEAT_TYPES.map((type) => {
            const name = t(`options.pleatType.${type}`);
            const offered = available.includes(type);
            return (
              <Table.Tr key={type}>
                <Table.Td>{name}</Table.Td>
                <Table.Td>
                  <Group justify="center">
                    <Checkbox
                      aria-label={t('pleats.offeredLabel', { name })}
                      checked={offered}
                      onChange={(event) => toggleAvailable(type, event.currentTarget.checked)}
                    />
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Group justify="center">
                    <Checkbox
                      aria-label={t('pleats.defaultLabel', { name })}
                      checked={defaults.includes(type)}
                      disabled={!offered}
                      onChange={(event) => toggleDefault(type, event.currentTarget.checked)}
                    />
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {available.length === 0 ? (
        <Alert color="orange" variant="light" role="alert">
          {t('pleats.atLeastOne')}
        </Alert>
      ) : null}
      <Button
        style={{ alignSelf: 'flex-start' }}
        disabled={available.length === 0}
        loading={save.isPending}
        onClick={() =>
          save.mutate(
            { available_pleat_types: ordered(available), default_pleat_types: ordered(defaults) },
            {
              onSuccess: () => notifications.show({ color: 'green', message: t('pleats.saved') }),
              onError: () => notifications.show({ color: 'red', message: t('pleats.failed') }),
            },
          )
        }
      >
        {t('save')}
      </Button>
    </Stack>
  );
}
