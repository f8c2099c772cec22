// The dealer's own fabrics: search, active/inactive and main/lining, with edit, duplicate and
// delete (after confirmation).
import {
  CUSTOMER_FABRIC_STATUSES,
  CUSTOMER_FABRIC_USAGES,
  type CustomerFabricAnswer,
} from '@atelier/domain';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCopy, IconPencil, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  useCustomerFabrics,
  useDeleteCustomerFabric,
  useDuplicateCustomerFabric,
} from '../../api/customer-fabrics';
import { LayeredModal } from '../../components/layered-modal';
import { PageHeader } from '../../components/page-header';
import { PagesNav } from '../../components/pages-nav';
import { useRouteTitle } from '../../components/route-title';
import { EmptyState, ErrorState, LoadingState } from '../../components/state-views';
import { StackingTable, stackCell } from '../../kits/list-page';

const ALL = 'all';
const PAGE_SIZE = 25;

function Choice({
  label,
  value,
  onChange,
  data,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  data: { value: string; label: string }[];
}) {
  const id = `choice-${label.replace(/\W+/g, '-')}`;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={id}>
        {label}
      </Text>
      <SegmentedControl aria-labelledby={id} value={value} onChange={onChange} data={data} />
    </Stack>
  );
}

export function CustomerFabricsPage() {
  const { t } = useTranslation(['customerFabrics', 'enums']);
  const title = useRouteTitle();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [status, setStatus] = useState<string>(ALL);
  const [usage, setUsage] = useState<string>(ALL);
  const [toDelete, setToDelete] = useState<CustomerFabricAnswer | null>(null);
  const [page, setPage] = useState(1);
  // Another search or filter starts again at the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs because the filters changed
  useEffect(() => setPage(1), [q, status, usage]);
  const fabrics = useCustomerFabrics({
    q: q || undefined,
    status: status === ALL ? undefined : (status as CustomerFabricAnswer['status']),
    usage: usage === ALL ? undefined : (usage as CustomerFabricAnswer['usage']),
    page,
    page_size: PAGE_SIZE,
  });
  const pages = Math.max(1, Math.ceil((fabrics.data?.count ?? 0) / PAGE_SIZE));
  const duplicate = useDuplicateCustomerFabric();
  const remove = useDeleteCustomerFabric();

  const onDuplicate = (fabric: CustomerFabricAnswer) =>
    duplicate.mutate(fabric.fabric_uuid, {
      onSuccess: () =>
        notifications.show({
          closeButtonProps: { 'aria-label': t('common:actions.close') },
          color: 'teal',
          message: t('duplicated', { name: fabric.name }),
        }),
      onError: () =>
        notifications.show({
          closeButtonProps: { 'aria-label': t('common:actions.close') },
          color: 'red',
          message: t('duplicateFailed'),
        }),
    });
  const onDelete = (fabric: CustomerFabricAnswer) =>
    remove.mutate(fabric.fabric_uuid, {
      onSuccess: () => {
        setToDelete(null);
        notifications.show({
          closeButtonProps: { 'aria-label': t('common:actions.close') },
          color: 'teal',
          message: t('deleted', { name: fabric.name }),
        });
      },
      onError: () => {
        setToDelete(null);
        notifications.show({
          closeButtonProps: { 'aria-label': t('common:actions.close') },
          color: 'red',
          message: t('deleteFailed'),
        });
      },
    });

  let body: ReactNode;
  if (fabrics.isPending) body = <LoadingState />;
  else if (fabrics.isError) {
    body = <ErrorState message={t('failed')} onRetry={() => void fabrics.refetch()} />;
  } else if (fabrics.data.results.length === 0) body = <EmptyState>{t('empty')}</EmptyState>;
  else {
    body = (
      <>
        {/* On a phone each fabric is a card led by its name and status, its actions beneath. */}
        <StackingTable
          minWidth={720}
          striped
          highlightOnHover
          verticalSpacing="xs"
          aria-label={title}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.name')}</Table.Th>
              <Table.Th>{t('columns.supplier')}</Table.Th>
              <Table.Th>{t('columns.type')}</Table.Th>
              <Table.Th>{t('columns.usage')}</Table.Th>
              <Table.Th>{t('columns.status')}</Table.Th>
              <Table.Th>{t('columns.colours')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('actions.edit')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {fabrics.data.results.map((fabric) => (
              <Table.Tr key={fabric.fabric_uuid}>
                <Table.Td {...stackCell(t('columns.name'), 1)}>
                  <Anchor component={Link} to={`/account/customer-fabrics/${fabric.fabric_uuid}/`}>
                    {fabric.name}
                  </Anchor>
                </Table.Td>
                <Table.Td {...stackCell(t('columns.supplier'), 3)}>{fabric.supplier_name}</Table.Td>
                <Table.Td {...stackCell(t('columns.type'), 4)}>
                  {t(`enums:fabricTypes.${fabric.type}`)}
                </Table.Td>
                <Table.Td {...stackCell(t('columns.usage'), 5)}>
                  {t(`enums:customerFabricUsages.${fabric.usage}`)}
                </Table.Td>
                <Table.Td {...stackCell(t('columns.status'), 2)}>
                  <Badge
                    color={fabric.status === 'active' ? 'teal' : 'gray'}
                    variant="dot"
                    tt="none"
                  >
                    {t(`enums:customerFabricStatuses.${fabric.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td {...stackCell(t('columns.colours'), 6)}>{fabric.colors.length}</Table.Td>
                <Table.Td {...stackCell(false, 7)}>
                  <Group
                    gap={4}
                    wrap="nowrap"
                    role="group"
                    aria-label={t('actions.label', { name: fabric.name })}
                  >
                    <Button
                      component={Link}
                      to={`/account/customer-fabrics/${fabric.fabric_uuid}/`}
                      size="compact-sm"
                      variant="subtle"
                      leftSection={<IconPencil size={14} aria-hidden />}
                    >
                      {t('actions.edit')}
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      leftSection={<IconCopy size={14} aria-hidden />}
                      onClick={() => onDuplicate(fabric)}
                    >
                      {t('actions.duplicate')}
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      leftSection={
                        <IconTrash size={14} aria-hidden color="var(--mantine-color-red-7)" />
                      }
                      onClick={() => setToDelete(fabric)}
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
          <Group justify="space-between" mt="sm">
            <Text size="sm" c="dimmed">
              {t('pagination.range', {
                from: (page - 1) * PAGE_SIZE + 1,
                to: Math.min(page * PAGE_SIZE, fabrics.data.count),
                total: fabrics.data.count,
              })}
            </Text>
            <PagesNav total={pages} value={page} onChange={setPage} label={t('pagination.label')} />
          </Group>
        ) : null}
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={title}
        description={t('intro')}
        actions={
          <Button
            component={Link}
            to="/account/customer-fabrics/add"
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            {t('add')}
          </Button>
        }
      />
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <Group align="flex-end" gap="lg" wrap="wrap">
            <TextInput
              label={t('search')}
              leftSection={<IconSearch size={16} aria-hidden />}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              w={300}
            />
            <Choice
              label={t('status')}
              value={status}
              onChange={setStatus}
              data={[
                { value: ALL, label: t('all') },
                ...CUSTOMER_FABRIC_STATUSES.map((value) => ({
                  value,
                  label: t(`enums:customerFabricStatuses.${value}`),
                })),
              ]}
            />
            <Choice
              label={t('usage')}
              value={usage}
              onChange={setUsage}
              data={[
                { value: ALL, label: t('all') },
                ...CUSTOMER_FABRIC_USAGES.map((value) => ({
                  value,
                  label: t(`enums:customerFabricUsages.${value}`),
                })),
              ]}
            />
          </Group>
          {body}
        </Stack>
      </Paper>
      <LayeredModal
        opened={toDelete !== null}
        onClose={() => setToDelete(null)}
        title={t('confirmDelete.title')}
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      >
        <Text size="sm">{t('confirmDelete.body', { name: toDelete?.name ?? '' })}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setToDelete(null)}>
            {t('confirmDelete.cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => toDelete && onDelete(toDelete)}
          >
            {t('confirmDelete.confirm')}
          </Button>
        </Group>
      </LayeredModal>
    </>
  );
}
