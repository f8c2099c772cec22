// The articles of a shared quote with their drawings and sales prices including tax, the totals
// (the tax named and worked out as the dealer's country does), the validity and the PDF.
import { type Currency, formatDay, formatMoney, formatPercent } from '@atelier/domain';
import { Anchor, Group, Image, Paper, Stack, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type PublicQuoteAnswer, publicQuotePdfUrl } from '../../api/documents';
import { useLabelled } from '../../components/use-labelled';
import { StackingTable, stackCell } from '../../kits/list-page';

export const svgSrc = (svg: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

export function QuoteArticles({ quote, token }: { quote: PublicQuoteAnswer; token: string }) {
  const { t } = useTranslation(['documents', 'common']);
  const { labelled } = useLabelled();
  const locale = quote.locale;
  const money = (cents: number) => formatMoney(cents, quote.currency as Currency, locale);
  const tax = t(`common:taxNames.${quote.tax_name}`);
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Text>{t('quoteText.intro')}</Text>
        {/* On a phone each article is a card: what it is, its price, quantity and drawing. */}
        <StackingTable minWidth={520} verticalSpacing="sm" aria-label={t('titles.quote')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={180}>{t('fields.drawing')}</Table.Th>
              <Table.Th>{t('fields.article')}</Table.Th>
              <Table.Th ta="right">{t('fields.quantity')}</Table.Th>
              <Table.Th ta="right">{t('fields.price')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {quote.articles.map((article) => (
              <Table.Tr key={article.position}>
                <Table.Td {...stackCell(false, 4)}>
                  {article.drawing ? (
                    <Image
                      src={svgSrc(article.drawing)}
                      alt={`${article.name} ${article.description}`}
                      w={160}
                      radius="sm"
                    />
                  ) : null}
                </Table.Td>
                <Table.Td {...stackCell(t('fields.article'), 1)}>
                  <Text fw={600} size="sm">
                    {article.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {article.description}
                  </Text>
                </Table.Td>
                <Table.Td ta="right" {...stackCell(t('fields.quantity'), 3)}>
                  {article.quantity}
                </Table.Td>
                <Table.Td ta="right" {...stackCell(t('fields.price'), 2)}>
                  {money(article.price)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </StackingTable>
        <Stack gap={2} align="flex-end">
          <Text size="sm">{labelled(t('fields.totalNet', { tax }), money(quote.net))}</Text>
          {quote.vat_percent !== null ? (
            <Text size="sm">
              {labelled(
                t('fields.vat', { tax, percent: formatPercent(quote.vat_percent, locale) }),
                money(quote.vat),
              )}
            </Text>
          ) : null}
          <Text fw={700}>{labelled(t('fields.totalGross', { tax }), money(quote.gross))}</Text>
          {quote.valid_until ? (
            <Text size="sm" c="dimmed">
              {t('quoteText.validity', { date: formatDay(quote.valid_until, locale) })}
            </Text>
          ) : null}
        </Stack>
        <Group justify="space-between" wrap="wrap">
          <Anchor href={publicQuotePdfUrl(token, locale)} target="_blank" rel="noopener" size="sm">
            <Group gap={4} wrap="nowrap">
              <IconDownload size={14} aria-hidden />
              {t('page.download')} (PDF)
            </Group>
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
