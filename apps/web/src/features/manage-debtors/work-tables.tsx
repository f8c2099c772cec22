// The shop's latest orders, returns and sample requests, as its own modules answer them; on a
// phone each row is a card (the list kit's stacking table), nothing scrolls sideways.
import type { ManageDebtorDetail } from '@atelier/domain';
import { formatDay } from '@atelier/domain';
import { Paper, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StackingTable, stackCell } from '../../kits/list-page';
import { currentLocale } from '../../lib/i18n';

function WorkTable({
  caption,
  head,
  rows,
  empty,
}: {
  caption: string;
  head: string[];
  rows: { key: string | number; cells: ReactNode[] }[];
  empty: string;
}) {
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed" role="status">
        {empty}
      </Text>
    );
  }
  return (
    <Paper withBorder radius="md">
      <StackingTable striped minWidth={560}>
        <caption className="visually-hidden" style={{ position: 'absolute', left: -10000 }}>
          {caption}
        </caption>
        <Table.Thead>
          <Table.Tr>
            {head.map((title) => (
              <Table.Th key={title}>{title}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              {row.cells.map((cell, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed.
                <Table.Td key={index} {...stackCell(head[index])}>
                  {cell}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </StackingTable>
    </Paper>
  );
}

const day = (value: string | null | undefined, locale: ReturnType<typeof currentLocale>) =>
  value ? formatDay(value, locale) : '';

export function OrdersTable({ debtor }: { debtor: ManageDebtorDetail }) {
  const { t } = useTranslation(['manageDebtors', 'enums']);
  const locale = currentLocale();
  return (
    <WorkTable
      caption={t('detail.tabs.orders')}
      head={[
        t('orders.columns.id'),
        t('orders.columns.commission'),
        t('orders.columns.type'),
        t('orders.columns.date'),
      ]}
      rows={debtor.orders.map((order) => ({
        key: order.id,
        cells: [
          order.id,
          order.commission,
          t(`enums:orderTypes.${order.order_type}`),
          day(order.order_date ?? order.created_at, locale),
        ],
      }))}
      empty={t('orders.empty')}
    />
  );
}

export function ReturnsTable({ debtor }: { debtor: ManageDebtorDetail }) {
  const { t } = useTranslation(['manageDebtors', 'returns']);
  const locale = currentLocale();
  return (
    <WorkTable
      caption={t('detail.tabs.returns')}
      head={[
        t('returns.columns.number'),
        t('returns.columns.article'),
        t('returns.columns.state'),
        t('returns.columns.date'),
      ]}
      rows={debtor.returns.map((rma) => ({
        key: rma.order_number,
        cells: [
          rma.rma_number,
          `${rma.article.order_number} ${rma.article.commission}`.trim(),
          t(`returns:states.${rma.state}`),
          day(rma.created_at, locale),
        ],
      }))}
      empty={t('returns.empty')}
    />
  );
}

export function SamplesTable({ debtor }: { debtor: ManageDebtorDetail }) {
  const { t } = useTranslation(['manageDebtors', 'samples']);
  const locale = currentLocale();
  return (
    <WorkTable
      caption={t('detail.tabs.samples')}
      head={[
        t('samples.columns.id'),
        t('samples.columns.fabrics'),
        t('samples.columns.state'),
        t('samples.columns.date'),
      ]}
      rows={debtor.samples.map((sample) => ({
        key: sample.id,
        cells: [
          sample.id,
          sample.fabrics.map((fabric) => `${fabric.name} ${fabric.color}`).join(', '),
          t(`samples:states.${sample.state}`),
          day(sample.requested_on, locale),
        ],
      }))}
      empty={t('samples.empty')}
    />
  );
}
