// The "select products" list: filters (part type, colour, variant) and search over the loose parts
// and the bars sold per metre, each row with its price as the account shows prices, a quantity and
// — for a bar — the length to cut, and an "add" button.
import {
  ACCESSORY_BAR_TYPES,
  type AccessoryItem,
  type AccessoryListQuery,
  COLORS,
  formatMoney,
  isAccessoryBarType,
  pricesShown,
} from '@atelier/domain';
import {
  ActionIcon,
  Group,
  ScrollArea,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccessories, useAccessoryFilters } from '../../api/accessories';
import { PagesNav } from '../../components/pages-nav';
import { EmptyState, ErrorState, LoadingState } from '../../components/state-views';
import {
  partTypeLabelKey,
  partVariantLabelKey,
  SizeInput,
  type SizeValue,
  useAccountDefaults,
  usePartName,
} from '../../kits/configurator';
import { currentLocale } from '../../lib/i18n';
import { QuantityInput } from './quantity-input';

/** A page short enough that the chosen parts above stay in view. */
const PAGE_SIZE = 10;

export function PriceCell({ item }: { item: AccessoryItem }) {
  const { t } = useTranslation('railrodparts');
  const shown = pricesShown(useAccountDefaults()?.price_type ?? 'noprices');
  const locale = currentLocale();
  if (!item.price) return <Text size="sm">{t('list.noPrice')}</Text>;
  const { currency, price, wholesale_price } = item.price;
  return (
    <Stack gap={0} align="flex-end">
      {shown.sales ? (
        <Text size="sm" fw={600}>
          {formatMoney(price, currency, locale)}
        </Text>
      ) : null}
      {shown.wholesale ? (
        <Text size="xs" c={shown.sales ? 'dimmed' : undefined}>
          {shown.sales ? `${t('list.purchase')} ` : ''}
          {formatMoney(wholesale_price, currency, locale)}
        </Text>
      ) : null}
    </Stack>
  );
}

function CatalogueRow({
  item,
  onAdd,
  showPrice,
}: {
  item: AccessoryItem;
  onAdd: (item: AccessoryItem, quantity: number, length?: number) => void;
  showPrice: boolean;
}) {
  const { t } = useTranslation(['railrodparts', 'enums']);
  const name = usePartName()(item);
  const [quantity, setQuantity] = useState<number>(1);
  const [length, setLength] = useState<SizeValue>(undefined);
  const [lengthMissing, setLengthMissing] = useState(false);
  const perMetre = item.unit === 'meter';
  const add = () => {
    if (perMetre && !(typeof length === 'number' && length > 0)) {
      setLengthMissing(true);
      return;
    }
    onAdd(item, quantity, perMetre && typeof length === 'number' ? length : undefined);
    setQuantity(1);
    setLength(undefined);
  };
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={500}>
          {name}
        </Text>
        <Text size="xs" c="dimmed" ff="monospace">
          {item.article_number}
        </Text>
      </Table.Td>
      <Table.Td>{item.color ? t(`enums:colors.${item.color}`) : t('list.oneFinish')}</Table.Td>
      <Table.Td ta="right">
        {showPrice ? <PriceCell item={item} /> : null}
        <Text size="xs" c="dimmed">
          {t(`enums:unitTypes.${item.unit}`)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Stack gap={4} align="flex-end">
          <Group gap="xs" wrap="nowrap">
            {perMetre ? (
              <SizeInput
                aria-label={t('list.lengthFor', { name })}
                value={length}
                onChange={(next) => {
                  setLength(next);
                  setLengthMissing(false);
                }}
                w={110}
              />
            ) : null}
            <QuantityInput
              label={t('list.quantityFor', { name })}
              value={quantity}
              onChange={setQuantity}
            />
            <ActionIcon
              variant="filled"
              size="lg"
              onClick={add}
              aria-label={t('list.addLabel', { name })}
              title={t('list.add')}
            >
              <IconPlus size={18} aria-hidden />
            </ActionIcon>
          </Group>
          {lengthMissing ? (
            <Text size="xs" c="red" role="alert" ta="right">
              {t('list.lengthNeeded')}
            </Text>
          ) : null}
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}

export function PartsCatalogue({
  onAdd,
}: {
  onAdd: (item: AccessoryItem, quantity: number, length?: number) => void;
}) {
  const { t } = useTranslation(['railrodparts', 'enums', 'configurator']);
  const showPrice = Object.values(pricesShown(useAccountDefaults()?.price_type ?? 'noprices')).some(
    Boolean,
  );
  const [type, setType] = useState<string | null>(null);
  const [color, setColor] = useState<string | null>(null);
  const [variant, setVariant] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [q] = useDebouncedValue(search.trim(), 250);

  const bar = type !== null && isAccessoryBarType(type);
  const filters = useAccessoryFilters({
    type: !bar && type ? type : undefined,
    color: color ?? undefined,
    variant: !bar && variant ? variant : undefined,
    q: q || undefined,
  });
  const query: AccessoryListQuery = {
    type: !bar && type ? type : undefined,
    color: color ?? undefined,
    variant: !bar && variant ? variant : undefined,
    q: q || undefined,
    page,
    page_size: PAGE_SIZE,
  };
  const list = useAccessories(
    bar && type ? (type as (typeof ACCESSORY_BAR_TYPES)[number]) : 'accessory-parts',
    query,
  );

  const typeOptions = [
    ...(filters.data?.type ?? []).map((option) => ({
      value: option.value,
      label: `${t(partTypeLabelKey(option.value))} (${option.count})`,
    })),
    ...ACCESSORY_BAR_TYPES.map((value) => ({ value, label: t(partTypeLabelKey(value)) })),
  ];
  const colorOptions = (
    bar ? COLORS.map((value) => ({ value, count: null })) : (filters.data?.color ?? [])
  ).map((option) => ({
    value: option.value,
    label:
      option.count === null
        ? t(`enums:colors.${option.value}`)
        : `${t(`enums:colors.${option.value}`)} (${option.count})`,
  }));
  const variantOptions = (filters.data?.variant ?? []).map((option) => ({
    value: option.value,
    label: `${t(partVariantLabelKey(option.value))} (${option.count})`,
  }));
  const change = (apply: () => void) => {
    apply();
    setPage(1);
  };

  const total = list.data?.count ?? 0;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={t('filters.type')}
          placeholder={t('filters.allTypes')}
          data={typeOptions}
          value={type}
          onChange={(next) =>
            change(() => {
              setType(next);
              setVariant(null);
            })
          }
          clearable
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label={t('filters.color')}
          placeholder={t('filters.allColors')}
          data={colorOptions}
          value={color}
          onChange={(next) => change(() => setColor(next))}
          clearable
          comboboxProps={{ withinPortal: true }}
        />
        {bar ? null : (
          <Select
            label={t('filters.variant')}
            placeholder={t('filters.allVariants')}
            data={variantOptions}
            value={variant}
            onChange={(next) => change(() => setVariant(next))}
            clearable
            comboboxProps={{ withinPortal: true }}
          />
        )}
        <TextInput
          type="search"
          label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => change(() => setSearch(event.currentTarget.value))}
        />
      </SimpleGrid>
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState error={list.error} />
      ) : list.data.results.length === 0 ? (
        <EmptyState>{t('configurator:empty.noParts')}</EmptyState>
      ) : (
        <>
          <ScrollArea>
            <Table verticalSpacing="xs" highlightOnHover aria-label={t('list.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('list.name')}</Table.Th>
                  <Table.Th>{t('list.color')}</Table.Th>
                  <Table.Th ta="right">{showPrice ? t('list.price') : t('list.unit')}</Table.Th>
                  <Table.Th ta="right">{t('list.order')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.results.map((item) => (
                  <CatalogueRow key={item.id} item={item} onAdd={onAdd} showPrice={showPrice} />
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
          {total > PAGE_SIZE ? (
            <Group justify="center">
              <PagesNav
                total={Math.ceil(total / PAGE_SIZE)}
                value={page}
                onChange={setPage}
                label={t('list.title')}
              />
            </Group>
          ) : null}
        </>
      )}
    </Stack>
  );
}
