// The columns of an order list, per tab and per the account's show_* flags (portal §3 "Order (as
// listed)"): a service account also sees the shop; prices follow the price display type. On a
// phone each row is a card led by the commission, its status, its price and its day.
import { isServiceAccount } from '@atelier/domain';
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderRow } from '../../api/order-book';
import { useAccountSettings } from '../../api/settings';
import { useLabelled } from '../../components/use-labelled';
import { currentLocale } from '../../lib/i18n';
import { CellLine, CellLines, type ListColumn } from '../list-page';
import { QuoteAnswerBadge } from './answer-badge';
import { Amounts, formatDay, shownPrices } from './order-format';
import type { OrderTab } from './order-tabs';

export function useOrderColumns(tab: OrderTab): ListColumn<OrderRow>[] {
  const { t } = useTranslation(['orders', 'enums', 'documents']);
  const { labelled } = useLabelled();
  const account = useAccountSettings().data;
  const locale = currentLocale();
  const placed = tab === 'confirmed' || tab === 'delivered';
  const shown = shownPrices(account);
  const columns: (ListColumn<OrderRow> | false)[] = [
    {
      accessor: 'id',
      priority: 6,
      title: t('columns.id'),
      noWrap: true,
      render: (order) => (
        <CellLine size="md" strong>
          {order.id}
        </CellLine>
      ),
    },
    // Related fields share a column, so a laptop shows every column (the commission with the
    // dealer's own order number, the entry day with who entered it).
    {
      accessor: 'commission',
      priority: 1,
      title: t('columns.commission'),
      render: (order) => (
        <CellLines>
          <span>{order.commission}</span>
          {order.customer_order_number ? (
            <CellLine size="xs" dimmed>
              {labelled(t('columns.customerOrderNumber'), order.customer_order_number)}
            </CellLine>
          ) : null}
        </CellLines>
      ),
    },
    tab === 'offers' && {
      accessor: 'end_customer_name',
      priority: 2,
      title: t('columns.endCustomer'),
      // The end customer's answer on a shared quote, or that the offer changed after it and the
      // quote asks again; the dealer still confirms the order. An offer a chain, the web shop or
      // a kiosk prepared says where it came from.
      render: (order) => (
        <CellLines tight>
          <span>{order.end_customer_name}</span>
          {order.prepared_by ? (
            // A phrase, not a code: written as one and wrapped rather than cut short.
            <Badge
              color="indigo"
              variant="light"
              size="sm"
              tt="none"
              radius="sm"
              h="auto"
              maw="100%"
              styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
            >
              {t(`list.preparedBy.${order.prepared_by}`)}
            </Badge>
          ) : null}
          <QuoteAnswerBadge
            decision={order.end_customer_decision ?? null}
            voided={order.end_customer_answer_voided}
            size="sm"
          />
        </CellLines>
      ),
    },
    account !== undefined &&
      isServiceAccount(account) && {
        accessor: 'debtor_name',
        priority: 6,
        title: t('columns.debtor'),
      },
    {
      accessor: 'created_at',
      priority: 4,
      title: t('columns.createdAt'),
      render: (order) => (
        <CellLines>
          <CellLine noWrap>{formatDay(order.created_at, locale)}</CellLine>
          {(account?.show_employee ?? true) && order.employee_name ? (
            <CellLine size="xs" dimmed>
              {order.employee_name}
            </CellLine>
          ) : null}
        </CellLines>
      ),
    },
    placed && {
      accessor: 'order_date',
      priority: 4,
      title: t('columns.orderDate'),
      noWrap: true,
      render: (order) => formatDay(order.order_date, locale),
    },
    placed &&
      (account?.show_plan_date ?? true) && {
        accessor: 'planned_date',
        priority: 5,
        title: t('columns.plannedDate'),
        noWrap: true,
        render: (order) => formatDay(order.planned_date, locale),
      },
    tab === 'offers' && {
      accessor: 'offer_valid_until',
      priority: 4,
      title: t('columns.validUntil'),
      noWrap: true,
      render: (order) => (
        <Group gap={6} wrap="nowrap">
          <span>{formatDay(order.offer_valid_until, locale)}</span>
          {order.offer_expired ? (
            <Badge color="red" variant="light" size="sm">
              {t('list.expired')}
            </Badge>
          ) : null}
        </Group>
      ),
    },
    {
      accessor: 'order_type',
      priority: 2,
      title: t('columns.status'),
      render: (order) => t(`enums:orderTypes.${order.order_type}`),
    },
    {
      accessor: 'article_count',
      priority: 7,
      title: t('columns.articles'),
      textAlign: 'right',
    },
    (shown.sales || shown.wholesale) && {
      accessor: 'totals',
      priority: 3,
      title: t('columns.price'),
      textAlign: 'right',
      render: (order) => (
        <Amounts
          account={account}
          currency={order.totals.currency}
          sales={order.totals.sales}
          wholesale={order.totals.wholesale}
        />
      ),
    },
  ];
  return columns.filter((column): column is ListColumn<OrderRow> => column !== false);
}
