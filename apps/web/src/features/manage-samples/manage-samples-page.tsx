// The back office's samples desk (/manage/samples, permission `samples`): the pick list of a day
// (every shop's requests made by then and not shipped), the fabrics summed with those out of stock
// named, each request's address, and marking one shipped with its tracking reference; a colour's
// sample stock set from its line or a search (decision 092). Prints as a pick list
// (manage-samples.css).
import { addressLine, formatDay, type SamplePickRequest } from '@atelier/domain';
import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertTriangle, IconPrinter, IconTruck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { pickListQuery } from '../../api/manage-samples';
import { DayInput } from '../../components/day-input';
import { PageHeader } from '../../components/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../components/state-views';
import { StackingTable, stackCell } from '../../kits/list-page';
import { currentLocale } from '../../lib/i18n';
import './manage-samples.css';
import { ShipDialog } from './ship-dialog';
import { StockSearch } from './stock-search';
import { StockToggle } from './stock-toggle';

function addressText(request: SamplePickRequest): string[] {
  const { address } = request;
  return [
    address.company && address.company !== address.name
      ? `${address.name}, ${address.company}`
      : address.name,
    addressLine(address),
    address.country.toUpperCase(),
  ];
}

export function ManageSamplesPage() {
  const { t } = useTranslation('manageSamples');
  const [search, setSearch] = useSearchParams();
  const day = search.get('day');
  const list = useQuery(pickListQuery(day));
  const [shipping, setShipping] = useState<SamplePickRequest | null>(null);
  const locale = currentLocale();
  const setDay = (value: string) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set('day', value);
      else next.delete('day');
      return next;
    });

  let body: React.ReactNode;
  if (list.isPending) body = <LoadingState />;
  else if (list.isError) {
    body = <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  } else if (list.data.requests.length === 0) {
    body = <EmptyState>{t('empty')}</EmptyState>;
  } else {
    const out = list.data.fabrics.filter((line) => !line.in_stock);
    body = (
      <Stack gap="lg">
        {out.length > 0 ? (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
            {t('fabrics.outNamed', { names: out.map((line) => line.name).join(', ') })}
          </Alert>
        ) : null}
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="pick-fabrics">
          <Title order={2} fz="h4" id="pick-fabrics" mb="sm">
            {t('fabrics.title')}
          </Title>
          {/* On a phone each fabric is a card: its stock never beyond a scrolling edge. */}
          <StackingTable striped minWidth={420} aria-labelledby="pick-fabrics">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('fabrics.fabric')}</Table.Th>
                <Table.Th>{t('fabrics.color')}</Table.Th>
                <Table.Th ta="right">{t('fabrics.quantity')}</Table.Th>
                <Table.Th>{t('fabrics.stock')}</Table.Th>
                <Table.Th className="no-print">
                  <VisuallyHidden>{t('stock.change')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.fabrics.map((line) => (
                <Table.Tr key={line.fabric_uuid}>
                  <Table.Td {...stackCell(t('fabrics.fabric'), 1)}>{line.name}</Table.Td>
                  <Table.Td {...stackCell(t('fabrics.color'), 2)}>{line.color}</Table.Td>
                  <Table.Td ta="right" {...stackCell(t('fabrics.quantity'), 3)}>
                    {line.quantity}
                  </Table.Td>
                  <Table.Td {...stackCell(t('fabrics.stock'), 4)}>
                    <Badge
                      variant="light"
                      tt="none"
                      color={line.in_stock ? 'teal' : 'red'}
                      style={{ minWidth: 'max-content' }}
                    >
                      {line.in_stock ? t('fabrics.inStock') : t('fabrics.outOfStock')}
                    </Badge>
                  </Table.Td>
                  <Table.Td className="no-print">
                    <StockToggle fabric={line} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </StackingTable>
        </Paper>
        <Stack gap="sm" component="section" aria-labelledby="pick-requests">
          <Title order={2} fz="h4" id="pick-requests">
            {t('requests.title')}
          </Title>
          {list.data.requests.map((request) => (
            <Paper
              key={request.id}
              withBorder
              radius="md"
              p="md"
              className="pick-request"
              component="article"
              aria-label={`${request.debtor_name} #${request.id}`}
            >
              <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
                <Stack gap={2}>
                  <Text fw={600}>
                    #{request.id} · {request.debtor_name} ({request.debtor_number})
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('requests.requested', { date: formatDay(request.requested_on, locale) })}
                  </Text>
                </Stack>
                <Button
                  className="no-print"
                  leftSection={<IconTruck size={16} aria-hidden />}
                  aria-label={t('requests.shipLabel', {
                    id: request.id,
                    debtor: request.debtor_name,
                  })}
                  onClick={() => setShipping(request)}
                >
                  {t('requests.ship')}
                </Button>
              </Group>
              <Group align="flex-start" gap="xl" mt="sm" wrap="wrap">
                <Stack gap={0}>
                  <Text size="xs" c="dimmed">
                    {t('requests.address')}
                  </Text>
                  {addressText(request).map((line) => (
                    <Text size="sm" key={line}>
                      {line}
                    </Text>
                  ))}
                </Stack>
                <Stack gap={0}>
                  <Text size="xs" c="dimmed">
                    {t('requests.fabrics')}
                  </Text>
                  {request.fabrics.map((fabric) => (
                    <Text size="sm" key={fabric.fabric_uuid}>
                      {fabric.name} {fabric.color}
                    </Text>
                  ))}
                </Stack>
                {request.note ? (
                  <Stack gap={0}>
                    <Text size="xs" c="dimmed">
                      {t('requests.note')}
                    </Text>
                    <Text size="sm">{request.note}</Text>
                  </Stack>
                ) : null}
              </Group>
            </Paper>
          ))}
        </Stack>
      </Stack>
    );
  }

  return (
    <Stack gap="lg" className="samples-desk">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Button
            variant="default"
            className="no-print"
            leftSection={<IconPrinter size={16} aria-hidden />}
            onClick={() => window.print()}
          >
            {t('print')}
          </Button>
        }
      />
      <Group className="no-print">
        <DayInput label={t('day')} value={day ?? list.data?.day ?? ''} onChange={setDay} w={220} />
      </Group>
      {list.data ? (
        <Text className="print-only" fw={600}>
          {t('day')} {formatDay(list.data.day, locale)}
        </Text>
      ) : null}
      {body}
      <StockSearch />
      <ShipDialog request={shipping} onClose={() => setShipping(null)} />
    </Stack>
  );
}
