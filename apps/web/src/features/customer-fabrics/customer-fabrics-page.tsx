// The dealer's own fabrics: search, active/inactive and main/lining (all in the URL), with edit,
// duplicate, delete (after confirmation) and how the fabric comes to the factory.
import {
  CUSTOMER_FABRIC_STATUSES,
  CUSTOMER_FABRIC_USAGES,
  type CustomerFabricAnswer,
} from '@atelier/domain';
import { Anchor, Badge, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCopy, IconPencil, IconPlus, IconTrash, IconTruck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  useCustomerFabrics,
  useDeleteCustomerFabric,
  useDuplicateCustomerFabric,
} from '../../api/customer-fabrics';
import { LayeredModal } from '../../components/layered-modal';
import { PageHeader } from '../../components/page-header';
import { useRouteTitle } from '../../components/route-title';
import { type ListColumn, ListPage, useListParams } from '../../kits/list-page';
import { FabricDeliveryDialog } from './fabric-delivery-dialog';

const ALL = 'all';

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
  const navigate = useNavigate();
  // The search, the filters and the page live in the URL: a reload or "back" shows the same list.
  const { params, update } = useListParams();
  const status = params.oneOf('status', CUSTOMER_FABRIC_STATUSES) || ALL;
  const usage = params.oneOf('usage', CUSTOMER_FABRIC_USAGES) || ALL;
  const [toDelete, setToDelete] = useState<CustomerFabricAnswer | null>(null);
  const [deliveryFor, setDeliveryFor] = useState<CustomerFabricAnswer | null>(null);
  const fabrics = useCustomerFabrics({
    q: params.q || undefined,
    status: status === ALL ? undefined : status,
    usage: usage === ALL ? undefined : usage,
    page: params.page,
    page_size: params.pageSize,
  });
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

  // On a phone each fabric is a card led by its name and status, its actions beneath.
  const columns: ListColumn<CustomerFabricAnswer>[] = [
    {
      accessor: 'name',
      title: t('columns.name'),
      priority: 1,
      render: (fabric) => (
        <Anchor component={Link} to={`/account/customer-fabrics/${fabric.fabric_uuid}/`}>
          {fabric.name}
        </Anchor>
      ),
    },
    { accessor: 'supplier_name', title: t('columns.supplier'), priority: 3 },
    {
      accessor: 'type',
      title: t('columns.type'),
      priority: 4,
      render: (fabric) => t(`enums:fabricTypes.${fabric.type}`),
    },
    {
      accessor: 'usage',
      title: t('columns.usage'),
      priority: 5,
      render: (fabric) => t(`enums:customerFabricUsages.${fabric.usage}`),
    },
    {
      accessor: 'status',
      title: t('columns.status'),
      priority: 2,
      render: (fabric) => (
        <Badge
          color={fabric.status === 'active' ? 'teal' : 'gray'}
          variant="dot"
          tt="none"
          style={{ minWidth: 'max-content' }}
        >
          {t(`enums:customerFabricStatuses.${fabric.status}`)}
        </Badge>
      ),
    },
    {
      accessor: 'colors',
      title: t('columns.colours'),
      priority: 6,
      render: (fabric) => fabric.colors.length,
    },
  ];

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
      <ListPage<CustomerFabricAnswer>
        label={title}
        params={params}
        update={update}
        search={{ label: t('search') }}
        filterNames={['status', 'usage']}
        filters={
          <>
            <Choice
              label={t('status')}
              value={status}
              onChange={(value) => update({ status: value === ALL ? '' : value })}
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
              onChange={(value) => update({ usage: value === ALL ? '' : value })}
              data={[
                { value: ALL, label: t('all') },
                ...CUSTOMER_FABRIC_USAGES.map((value) => ({
                  value,
                  label: t(`enums:customerFabricUsages.${value}`),
                })),
              ]}
            />
          </>
        }
        state={{
          isPending: fabrics.isPending,
          isError: fabrics.isError,
          error: fabrics.error,
          refetch: () => void fabrics.refetch(),
          records: fabrics.data?.results ?? [],
          total: fabrics.data?.count ?? 0,
        }}
        columns={columns}
        rowActions={(fabric) => [
          {
            key: 'edit',
            label: t('actions.edit'),
            icon: <IconPencil size={14} aria-hidden />,
            onClick: () => navigate(`/account/customer-fabrics/${fabric.fabric_uuid}/`),
          },
          {
            key: 'duplicate',
            label: t('actions.duplicate'),
            icon: <IconCopy size={14} aria-hidden />,
            onClick: () => onDuplicate(fabric),
          },
          {
            key: 'delivery',
            label: t('actions.delivery'),
            icon: <IconTruck size={14} aria-hidden />,
            onClick: () => setDeliveryFor(fabric),
          },
          {
            key: 'delete',
            label: t('actions.delete'),
            icon: <IconTrash size={14} aria-hidden />,
            color: 'red',
            onClick: () => setToDelete(fabric),
          },
        ]}
        rowActionsLabel={(fabric) => t('actions.label', { name: fabric.name })}
        idAccessor={(fabric) => fabric.fabric_uuid}
        emptyText={t('empty')}
        errorText={t('failed')}
      />
      <FabricDeliveryDialog fabric={deliveryFor} onClose={() => setDeliveryFor(null)} />
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
            color="red.9"
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
