// `/shop/{slug}/request/{token}`: the customer's own request, from the link in the thank-you page
// and in their mail: what they asked for, the prices with tax, and where it stands with the dealer.
import { formatMoney, formatSize, type ShopRequestView } from '@atelier/domain';
import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { createQueryClient } from '../../api/query-client';
import { fetchShopRequest } from '../../api/shop';
import { LoadingState } from '../../components/state-views';
import { ShopFrame, ShopHeader, TaxNote, useShopLanguage } from '../../kits/consumer';
import { currentLocale } from '../../lib/i18n';
import { ShopUnavailable, shopQuery } from './shop-page';

export function ShopRequestPage() {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      <RequestView />
    </QueryClientProvider>
  );
}

function RequestView() {
  const { slug = '', token = '' } = useParams();
  const shop = useQuery(shopQuery(slug));
  const request = useQuery({
    queryKey: ['shop', slug, 'request', token],
    queryFn: ({ signal }) => fetchShopRequest(slug, token, signal),
    retry: false,
  });
  const { choose } = useShopLanguage(shop.data, `atelier.shop.${slug}.language`);
  if (shop.isPending || request.isPending) {
    return (
      <ShopFrame>
        <LoadingState />
      </ShopFrame>
    );
  }
  if (shop.isError) return <ShopUnavailable error={shop.error} />;
  if (request.isError) return <ShopUnavailable error={request.error} />;
  return (
    <ShopFrame>
      <Stack gap="md">
        <ShopHeader shop={shop.data} onLanguage={choose} />
        <RequestDetails request={request.data} unitSystem={shop.data.unit_system} />
      </Stack>
    </ShopFrame>
  );
}

function RequestDetails({
  request,
  unitSystem,
}: {
  request: ShopRequestView;
  unitSystem: 'metric' | 'imperial';
}) {
  const { t } = useTranslation(['shop', 'enums']);
  const locale = currentLocale();
  useEffect(() => {
    document.title = t('request.title', { reference: request.external_order_id });
  }, [t, request.external_order_id]);
  const money = (cents: number) => formatMoney(cents, request.currency, locale);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} fz="h3">
            {t('request.title', { reference: request.external_order_id })}
          </Title>
          <Badge size="lg" variant="light">
            {t(`request.states.${request.state}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t('request.sent', {
            date: new Date(request.created_at).toLocaleDateString(locale),
            name: request.contact.name,
          })}
        </Text>
        <Table.ScrollContainer minWidth={320} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('request.window')}</Table.Th>
                <Table.Th>{t('request.fabric')}</Table.Th>
                <Table.Th>{t('request.sizes')}</Table.Th>
                <Table.Th style={{ textAlign: 'right' }}>{t('request.price')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {request.lines.map((line) => (
                <Table.Tr key={line.index}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {t(`enums:articleTypes.${line.model}`)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {line.room ? t(`enums:rooms.${line.room}`) : t('basket.noRoom')}
                      {line.quantity > 1 ? ` · ${line.quantity}×` : ''}
                    </Text>
                  </Table.Td>
                  <Table.Td>{line.fabric_name}</Table.Td>
                  <Table.Td>
                    {t('basket.sizes', {
                      width: formatSize(line.width, locale, unitSystem),
                      height: formatSize(line.height, locale, unitSystem),
                    })}
                  </Table.Td>
                  <Table.Td style={{ textAlign: 'right' }}>{money(line.gross)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group justify="space-between" align="flex-end">
          <Text fw={600}>{t('basket.total')}</Text>
          <Stack gap={0} align="flex-end">
            <Text fw={700} fz={22}>
              {money(request.total.gross)}
            </Text>
            <TaxNote answer={request} />
          </Stack>
        </Group>
        {request.warnings.length > 0 ? (
          <Stack gap={4}>
            <Text fw={600} size="sm">
              {t('request.warnings')}
            </Text>
            {request.warnings.map((warning) => (
              <Text key={`${warning.line}-${warning.code}`} size="sm">
                {warning.message}
              </Text>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
