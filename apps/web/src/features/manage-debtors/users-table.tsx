// The shop's dealer accounts with their state and the way to their flags; on a phone each account
// is a card (the list kit's stacking table), nothing scrolls sideways.
import type { DebtorUser } from '@atelier/domain';
import { Badge, Button, Group, Paper, Table, Text } from '@mantine/core';
import { IconAdjustments } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StackingTable, stackCell } from '../../kits/list-page';
import { languageName } from '../../lib/i18n';

export function UsersTable({
  users,
  canChange,
  onFlags,
}: {
  users: DebtorUser[];
  canChange: boolean;
  onFlags: (user: DebtorUser) => void;
}) {
  const { t } = useTranslation(['manageDebtors', 'common']);
  if (users.length === 0) {
    return (
      <Text size="sm" c="dimmed" role="status">
        {t('users.empty')}
      </Text>
    );
  }
  return (
    <Paper withBorder radius="md">
      <StackingTable striped minWidth={640} aria-label={t('detail.tabs.users')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('users.username')}</Table.Th>
            <Table.Th>{t('users.email')}</Table.Th>
            <Table.Th>{t('users.language')}</Table.Th>
            <Table.Th>{t('users.status')}</Table.Th>
            {canChange ? (
              <Table.Th>
                <span style={{ position: 'absolute', left: -10000 }}>{t('flags.access')}</span>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td {...stackCell(t('users.username'), 1)}>{user.username}</Table.Td>
              <Table.Td {...stackCell(t('users.email'), 3)}>{user.email}</Table.Td>
              <Table.Td {...stackCell(t('users.language'), 4)}>
                {languageName(user.preferred_language)}
              </Table.Td>
              <Table.Td {...stackCell(t('users.status'), 2)}>
                <Group gap={4}>
                  <Badge color={user.is_active ? 'teal' : 'gray'} variant="light">
                    {user.is_active ? t('users.active') : t('users.inactive')}
                  </Badge>
                  {user.invited ? (
                    <Badge color="orange" variant="light">
                      {t('users.invited')}
                    </Badge>
                  ) : null}
                  {user.is_service_account ? (
                    <Badge color="blue" variant="light">
                      {t('users.serviceAccount')}
                    </Badge>
                  ) : null}
                </Group>
              </Table.Td>
              {canChange ? (
                <Table.Td {...stackCell(false, 5)}>
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconAdjustments size={14} aria-hidden />}
                    onClick={() => onFlags(user)}
                  >
                    {t('users.editFlags', { username: user.username })}
                  </Button>
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </StackingTable>
    </Paper>
  );
}
