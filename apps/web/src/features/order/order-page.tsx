// `/account/order` (portal §2, §3 "Order list filters"): the orders per tab (confirmed, delivered,
// draft, offers), filtered by article type, production status group, a search and the own-created
// toggle, sorted and paged. Everything is in the URL. A row opens the order.
import {
  ARTICLE_TYPES,
  ORDER_ORDERINGS,
  type OrderOrdering,
  orderHasDocuments,
  PRODUCTION_STATUS_GROUPS,
} from '@atelier/domain';
import { Switch } from '@mantine/core';
import { IconEye, IconFiles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type OrderRow, useOrderPage } from '../../api/order-book';
import { useAccountSettings } from '../../api/settings';
import { FilterMultiSelect, FittedSelect } from '../../components/fit-to-texts';
import { PageHeader } from '../../components/page-header';
import { useRouteIntro, useRouteTitle } from '../../components/route-title';
import { ListPage, optionsByLabel, useListParams } from '../../kits/list-page';
import { ORDER_TABS, TAB_STATUS, useOrderColumns } from '../../kits/orders';
import { currentLocale } from '../../lib/i18n';
import { ORDER_LIST_DEFAULTS, orderFilterValues, orderListFilters, orderTabOf } from './order-list';

/** The name of each ordering the API offers (the domain's list; the compiler checks every one). */
const ORDERING_LABEL: Record<OrderOrdering, string> = {
  '-created_at': 'newest',
  created_at: 'oldest',
  '-updated_at': 'changedNewest',
  updated_at: 'changedOldest',
  '-id': 'idDesc',
  id: 'idAsc',
  '-order_date': 'orderDateNewest',
  order_date: 'orderDateOldest',
  '-offer_valid_until': 'validLatest',
  offer_valid_until: 'validSoonest',
  commission: 'commissionAsc',
  '-commission': 'commissionDesc',
};

export function OrderPage() {
  const { t } = useTranslation(['orders', 'enums', 'documents']);
  const title = useRouteTitle();
  const intro = useRouteIntro();
  const navigate = useNavigate();
  const account = useAccountSettings().data;
  const { params, update } = useListParams(ORDER_LIST_DEFAULTS);
  const tab = orderTabOf(params);
  const filters = orderFilterValues(params);
  const page = useOrderPage(
    // Until the account is there the filters are not asked for (the shop is not known yet).
    account ? orderListFilters(params, account) : { status: TAB_STATUS[tab] },
    account !== undefined,
  );
  const columns = useOrderColumns(tab);
  // Each type once, by the name shown, as the user's language sorts it.
  const articleTypeOptions = optionsByLabel(
    ARTICLE_TYPES.filter((type) => type !== 'sampleorder'),
    (type) => t(`enums:articleTypes.${type}`),
    currentLocale(),
  );
  const open = (order: OrderRow) => navigate(`/account/order/${order.id}`);

  return (
    <>
      <PageHeader title={title} description={intro} />
      <ListPage<OrderRow>
        label={t('list.label', { tab: t(`tabs.${tab}`) })}
        params={params}
        update={update}
        tabs={ORDER_TABS.map((value) => ({ value, label: t(`tabs.${value}`) }))}
        search={{ label: t('filters.search'), placeholder: t('filters.searchPlaceholder') }}
        orderings={ORDER_ORDERINGS.map((value) => ({
          value,
          label: t(`orderings.${ORDERING_LABEL[value]}`),
        }))}
        filterNames={['type', 'production_status', 'own']}
        filters={
          <>
            <FilterMultiSelect
              label={t('filters.type')}
              placeholder={filters.type.length === 0 ? t('filters.any') : undefined}
              data={articleTypeOptions}
              value={filters.type}
              onChange={(type) => update({ type })}
              clearable
              searchable
              w={260}
            />
            <FittedSelect
              label={t('filters.productionStatus')}
              placeholder={t('filters.any')}
              data={PRODUCTION_STATUS_GROUPS.map((group) => ({
                value: group,
                label: t(`enums:productionStatusGroups.${group}`),
              }))}
              value={filters.production_status || null}
              onChange={(value) => update({ production_status: value })}
              clearable
            />
            <Switch
              label={t('filters.own')}
              checked={params.flag('own')}
              onChange={(event) => update({ own: event.currentTarget.checked })}
              mb={8}
            />
          </>
        }
        state={{
          isPending: page.isPending || account === undefined,
          isError: page.isError,
          error: page.error,
          refetch: () => void page.refetch(),
          records: page.data?.results ?? [],
          total: page.data?.count ?? 0,
        }}
        columns={columns}
        idAccessor={(order) => order.id}
        onRowClick={open}
        rowActions={(order) => [
          {
            key: 'open',
            label: t('list.open'),
            icon: <IconEye size={16} aria-hidden />,
            onClick: () => open(order),
          },
          // The order's documents, to reprint, where its type has them (the domain's rule).
          ...(orderHasDocuments(order.order_type, account?.available_reports ?? [])
            ? [
                {
                  key: 'documents',
                  label: t('documents:page.title'),
                  icon: <IconFiles size={16} aria-hidden />,
                  onClick: () => void navigate(`/account/documents/${order.id}`),
                },
              ]
            : []),
        ]}
        rowActionsLabel={(order) => t('list.rowActions', { id: order.id })}
        emptyText={t('list.empty')}
        errorText={t('list.failed')}
      />
    </>
  );
}
