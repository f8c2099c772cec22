// One debtor in the back office: its address and group, its users with the manufacturer's flags,
// its entitlements, its latest orders, returns and samples; move it to another customer group,
// add a dealer user, and open its portal read-only ("view as dealer", decision 088).
import {
  CUSTOMER_GROUPS,
  type CustomerGroupName,
  type DebtorUser,
  staffAllowed,
} from '@atelier/domain';
import { Anchor, Button, Group, Paper, Select, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { IconEye, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { apiMessage } from '../../api/api-message';
import { useIdempotentMutation } from '../../api/idempotent-mutation';
import {
  manageDebtorsKey,
  setDebtorGroup,
  staffMeQuery,
  startViewAs,
  useManageDebtor,
} from '../../api/manage-debtors';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageHeader } from '../../components/page-header';
import { ErrorState, LoadingState } from '../../components/state-views';
import { beginViewAs } from '../../lib/view-as';
import { AddUserDialog } from './add-user-dialog';
import { EntitlementsPanel } from './entitlements-panel';
import { UserFlagsDialog } from './user-flags-dialog';
import { UsersTable } from './users-table';
import { OrdersTable, ReturnsTable, SamplesTable } from './work-tables';

export function DebtorPage() {
  const { t } = useTranslation(['manageDebtors', 'common']);
  const id = Number(useParams().debtorId);
  const navigate = useNavigate();
  const debtor = useManageDebtor(id);
  const me = useQuery(staffMeQuery);
  const may = (permission: 'debtorFlags' | 'viewAsDealer') =>
    me.data ? staffAllowed(me.data.staff_role, permission) : false;
  const [flagsOf, setFlagsOf] = useState<DebtorUser | null>(null);
  const [adding, setAdding] = useState(false);
  const [group, setGroup] = useState<CustomerGroupName | null>(null);
  const [opening, setOpening] = useState(false);
  const [openError, setOpenError] = useState<string | null>(null);
  const move = useIdempotentMutation(
    setDebtorGroup,
    {
      success: (answer) => t('group.saved', { name: answer.name, group: answer.customer_group }),
      failure: t('group.failed'),
    },
    { invalidate: [manageDebtorsKey], onSuccess: () => setGroup(null) },
  );

  if (debtor.isPending) return <LoadingState />;
  if (debtor.isError) {
    return (
      <ErrorState
        error={debtor.error}
        message={t('detail.failed')}
        onRetry={() => void debtor.refetch()}
      />
    );
  }
  const shop = debtor.data;

  const viewAsDealer = async () => {
    setOpening(true);
    setOpenError(null);
    try {
      const grant = await startViewAs(shop.id);
      beginViewAs({ debtorId: shop.id, name: grant.debtor_name, expiresAt: grant.expires_at });
      navigate('/account/dashboard');
    } catch (error) {
      setOpenError(`${t('viewAs.failed')} ${apiMessage(error) ?? ''}`.trim());
    } finally {
      setOpening(false);
    }
  };

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/manage/debtors" size="sm">
        {t('detail.back')}
      </Anchor>
      <PageHeader
        title={shop.name}
        description={t('detail.number', { number: shop.number })}
        actions={
          may('viewAsDealer') ? (
            <Button
              leftSection={<IconEye size={16} aria-hidden />}
              loading={opening}
              onClick={() => void viewAsDealer()}
            >
              {t('viewAs.open')}
            </Button>
          ) : null
        }
      />
      {openError ? (
        <Text c="red.8" size="sm" role="alert">
          {openError}
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Paper withBorder p="md" radius="md">
          <Text size="xs" c="dimmed" fw={600}>
            {t('detail.address')}
          </Text>
          <Text size="sm">{shop.address}</Text>
          <Text size="sm">
            {shop.postalcode} {shop.city} ({shop.country})
          </Text>
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Text size="xs" c="dimmed" fw={600}>
            {t('detail.contact')}
          </Text>
          <Text size="sm">{shop.phone}</Text>
          <Text size="sm">{shop.email}</Text>
          <Text size="sm">
            {t('common:labelled', { label: t('detail.currency'), value: shop.currency })}
          </Text>
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <Select
              label={t('detail.group')}
              data={CUSTOMER_GROUPS.map((name) => ({ value: name, label: name }))}
              value={shop.customer_group}
              disabled={!may('debtorFlags')}
              allowDeselect={false}
              onChange={(value) =>
                value && value !== shop.customer_group && setGroup(value as CustomerGroupName)
              }
              style={{ flex: 1 }}
            />
          </Group>
        </Paper>
      </SimpleGrid>

      <Tabs defaultValue="users" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="users">{t('detail.tabs.users')}</Tabs.Tab>
          <Tabs.Tab value="entitlements">{t('detail.tabs.entitlements')}</Tabs.Tab>
          <Tabs.Tab value="orders">{t('detail.tabs.orders')}</Tabs.Tab>
          <Tabs.Tab value="returns">{t('detail.tabs.returns')}</Tabs.Tab>
          <Tabs.Tab value="samples">{t('detail.tabs.samples')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="users" pt="md">
          <Stack gap="sm">
            {may('debtorFlags') ? (
              <Group justify="flex-end">
                <Button
                  variant="light"
                  leftSection={<IconUserPlus size={16} aria-hidden />}
                  onClick={() => setAdding(true)}
                >
                  {t('users.add')}
                </Button>
              </Group>
            ) : null}
            <UsersTable users={shop.users} canChange={may('debtorFlags')} onFlags={setFlagsOf} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="entitlements" pt="md">
          <EntitlementsPanel
            debtorId={shop.id}
            entitlements={shop.entitlements}
            canChange={may('debtorFlags')}
          />
        </Tabs.Panel>
        <Tabs.Panel value="orders" pt="md">
          <OrdersTable debtor={shop} />
        </Tabs.Panel>
        <Tabs.Panel value="returns" pt="md">
          <ReturnsTable debtor={shop} />
        </Tabs.Panel>
        <Tabs.Panel value="samples" pt="md">
          <SamplesTable debtor={shop} />
        </Tabs.Panel>
      </Tabs>

      <UserFlagsDialog debtorId={shop.id} user={flagsOf} onClose={() => setFlagsOf(null)} />
      <AddUserDialog debtorId={shop.id} opened={adding} onClose={() => setAdding(false)} />
      <ConfirmDialog
        opened={group !== null}
        title={t('group.confirmTitle')}
        body={t('group.confirm', { name: shop.name, group: group ?? '' })}
        confirmLabel={t('group.move')}
        busy={move.busy}
        onClose={() => setGroup(null)}
        onConfirm={() =>
          group && void move.run({ debtorId: shop.id, body: { customer_group: group } })
        }
      />
    </Stack>
  );
}

export default DebtorPage;
