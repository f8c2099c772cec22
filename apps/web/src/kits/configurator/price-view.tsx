// The price of an article as the account wants prices shown, with its breakdown line by line.
import {
  type AccessoryItem,
  type ArticlePrice,
  firstPriceShown,
  formatMoney,
  formatQuantity,
  lineLengthText,
  type PriceLine,
  priceLineNameParams,
  salesTaxOf,
} from '@atelier/domain';
import { Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAccountSettings } from '../../api/settings';
import { currentLocale } from '../../lib/i18n';
import { KEEP_TOGETHER, NARROW_CELL_SPACING } from './facts-table';
import { usePartName } from './part-name';

export interface PricedPart {
  label: string;
  price: ArticlePrice;
}

/** The catalogue parts a breakdown may name (a loose-part line names its part), by id. */
export type PartItems = Readonly<Record<string, Pick<AccessoryItem, 'type' | 'variant'>>>;

export function PriceView({ parts, items }: { parts: readonly PricedPart[]; items?: PartItems }) {
  const { t } = useTranslation(['configurator', 'calc']);
  const partName = usePartName();
  const lineLabel = (line: PriceLine) => {
    const item = line.item === undefined ? undefined : items?.[line.item];
    return item
      ? partName(item)
      : t(`calc:lines.${line.code}`, priceLineNameParams(line.code, locale, unitSystem));
  };
  const account = useAccountSettings().data;
  const priceTypeDefault = account?.price_type_default;
  const debtor = account?.debtor;
  const unitSystem = account?.unit_system ?? 'metric';
  const tax = salesTaxOf(debtor?.country ?? '', debtor?.postalcode ?? '');
  const locale = currentLocale();
  const first = parts[0]?.price;
  if (!first) {
    return (
      <Text size="sm" c="dimmed">
        {t('configurator:summary.noPrice')}
      </Text>
    );
  }
  const shown = first.shown;
  if (!shown.wholesale && !shown.sales) {
    return (
      <Text size="sm" c="dimmed">
        {t('configurator:summary.pricesHidden')}
      </Text>
    );
  }
  const money = (cents: number) => formatMoney(cents, first.currency, locale);
  const wholesale = parts.reduce((sum, part) => sum + part.price.wholesale, 0);
  const sales = parts.reduce((sum, part) => sum + part.price.sales, 0);
  // An account whose default is the purchase price sees the purchase price first.
  const firstKind = firstPriceShown(priceTypeDefault);
  const ordered = (firstKind === 'sales' ? ['sales', 'wholesale'] : ['wholesale', 'sales']).filter(
    (kind) => shown[kind as 'sales' | 'wholesale'],
  ) as ('sales' | 'wholesale')[];
  return (
    <Stack gap="xs">
      <Group gap="xl" align="flex-end">
        {ordered.map((kind, index) => (
          <Stack gap={0} key={kind}>
            <Text size="xs" c="dimmed">
              {t(`configurator:summary.${kind}`)}
            </Text>
            <Text
              fz={index === 0 ? 26 : 18}
              fw={index === 0 ? 700 : 600}
              data-testid={`price-${kind}`}
              aria-live="polite"
            >
              {money(kind === 'sales' ? sales : wholesale)}
            </Text>
          </Stack>
        ))}
      </Group>
      <Text size="xs" c="dimmed">
        {t('configurator:summary.excludingVat', {
          tax: t(`common:taxNames.${tax?.name ?? 'vat'}`),
        })}
      </Text>
      <details>
        <summary style={{ cursor: 'pointer', fontSize: 'var(--mantine-font-size-sm)' }}>
          {t('configurator:summary.breakdown')}
        </summary>
        <ScrollArea>
          <Table
            fz="xs"
            verticalSpacing={4}
            horizontalSpacing={NARROW_CELL_SPACING}
            mt="xs"
            aria-label={t('configurator:summary.breakdown')}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('configurator:summary.line')}</Table.Th>
                {shown.wholesale ? (
                  <Table.Th ta="right">{t('configurator:summary.wholesale')}</Table.Th>
                ) : null}
                {shown.sales ? (
                  <Table.Th ta="right">{t('configurator:summary.sales')}</Table.Th>
                ) : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {parts.flatMap((part, partIndex) =>
                part.price.lines.map((line, index) => (
                  // A price list is a fixed list per render: lines never move, so position is identity.
                  // biome-ignore lint/suspicious/noArrayIndexKey: lines are neither reordered nor edited
                  <Table.Tr key={`${partIndex}-${line.code}-${index}`}>
                    <Table.Td>
                      {parts.length > 1 && index === 0 ? (
                        <Text span size="xs" fw={600}>
                          {part.label}:{' '}
                        </Text>
                      ) : null}
                      {lineLabel(line)}
                      {/* The quantity under the line's name rather than in a column of its own:
                          three columns fit a phone's summary in every language. */}
                      <Text size="xs" c="dimmed" style={KEEP_TOGETHER}>
                        {lineLengthText(line.quantity, line.unit, locale, unitSystem) ??
                          `${formatQuantity(line.quantity, locale)} ${t(`calc:units.${line.unit}`, { count: line.quantity })}`}
                      </Text>
                    </Table.Td>
                    {shown.wholesale ? (
                      <Table.Td ta="right" style={KEEP_TOGETHER}>
                        {money(line.amount)}
                      </Table.Td>
                    ) : null}
                    {shown.sales ? (
                      <Table.Td ta="right" style={KEEP_TOGETHER}>
                        {money(line.salesAmount)}
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                )),
              )}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      </details>
    </Stack>
  );
}
