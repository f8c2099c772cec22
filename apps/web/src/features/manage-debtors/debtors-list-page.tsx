// The debtor desk's list: every shop, searched by name, number or city and filtered by customer
// group, in the URL like every list; a row opens the debtor.
import { CUSTOMER_GROUPS, type CustomerGroupName, type ManageDebtorRow } from '@atelier/domain';
import { Select } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { manageDebtorsQuery } from '../../api/manage-debtors';
import { PageHeader } from '../../components/page-header';
import { type ListColumn, ListPage, useListParams } from '../../kits/list-page';

const PAGE_SIZE = 25;

export function DebtorsListPage() {
  const { t } = useTranslation('manageDebtors');
  const navigate = useNavigate();
  const { params, update } = useListParams({ pageSize: PAGE_SIZE });
  const group = params.value('customer_group');
  const debtors = useQuery({
    ...manageDebtorsQuery({
      q: params.q.trim() || undefined,
      customer_group: (CUSTOMER_GROUPS as readonly string[]).includes(group)
        ? (group as CustomerGroupName)
        : undefined,
      page: params.page,
      page_size: params.pageSize,
    }),
    placeholderData: keepPreviousData,
  });

  const columns: ListColumn<ManageDebtorRow>[] = [
    { accessor: 'number', title: t('list.columns.number'), width: 110, noWrap: true, priority: 2 },
    { accessor: 'name', title: t('list.columns.name'), priority: 1 },
    { accessor: 'city', title: t('list.columns.city'), priority: 3 },
    { accessor: 'country', title: t('list.columns.country'), width: 90, priority: 5 },
    { accessor: 'customer_group', title: t('list.columns.group'), width: 140, priority: 4 },
    {
      accessor: 'users',
      title: t('list.columns.users'),
      width: 100,
      textAlign: 'right',
      priority: 6,
    },
  ];

  return (
    <>
      <PageHeader title={t('title')} />
      <ListPage<ManageDebtorRow>
        label={t('title')}
        params={params}
        update={update}
        search={{ label: t('list.search') }}
        filterNames={['customer_group']}
        filters={
          <Select
            label={t('list.group')}
            placeholder={t('list.allGroups')}
            data={CUSTOMER_GROUPS.map((name) => ({ value: name, label: name }))}
            value={group || null}
            onChange={(value) => update({ customer_group: value ?? undefined })}
            clearable
            w={200}
          />
        }
        state={{
          isPending: debtors.isPending,
          isError: debtors.isError,
          error: debtors.error,
          refetch: () => void debtors.refetch(),
          records: debtors.data?.results ?? [],
          total: debtors.data?.count ?? 0,
        }}
        columns={columns}
        idAccessor={(row) => row.id}
        onRowClick={(row) => navigate(`/manage/debtors/${row.id}`)}
        emptyText={t('list.empty')}
        noMatchText={t('list.empty')}
        errorText={t('list.failed')}
      />
    </>
  );
}

export default DebtorsListPage;
