// The catalogue's filters: each facet's options with the number of fabrics they would leave
// (counted by the API with the other filters applied), as chips a dealer toggles.
import { COLOR_GROUPS, type FabricFilters, formatMoney } from '@atelier/domain';
import { Button, Chip, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../lib/i18n';

export const FACETS = [
  'kind',
  'fabric_type',
  'light_level',
  'quality',
  'color',
  'pattern_type',
  'width_type',
  'collection',
  'supplier',
] as const;
export type Facet = (typeof FACETS)[number];
export type Selection = Record<Facet, string[]>;

/** Facets whose options the API names (collections, suppliers) rather than our catalogues. */
type NamedFacet = 'collection' | 'supplier';
const isNamed = (facet: Facet): facet is NamedFacet =>
  facet === 'collection' || facet === 'supplier';

const ENUM_OF: Record<Exclude<Facet, 'color' | NamedFacet>, string> = {
  kind: 'fabricListKinds',
  fabric_type: 'fabricTypes',
  light_level: 'lightLevels',
  quality: 'luxuryTypes',
  pattern_type: 'patternTypes',
  width_type: 'widthTypes',
};

export function optionLabelKey(facet: Exclude<Facet, NamedFacet>, value: string): string {
  return facet === 'color' ? `fabrics:colorGroups.${value}` : `enums:${ENUM_OF[facet]}.${value}`;
}

interface Option {
  value: string;
  label: string;
  count: number;
}

/** A facet's options with their labels; suppliers are named by the API, the rest translated. */
function optionsOf(
  facet: Facet,
  filters: FabricFilters | undefined,
  t: (key: string) => string,
): Option[] {
  if (!filters) return [];
  if (isNamed(facet)) {
    return filters[facet].map((s) => ({ value: String(s.id), label: s.name, count: s.count }));
  }
  const options = filters[facet].map((o: { value: string; count: number }) => ({
    value: o.value,
    label: t(optionLabelKey(facet, o.value)),
    count: o.count,
  }));
  if (facet === 'color') {
    const order = COLOR_GROUPS as readonly string[];
    options.sort((a, b) => order.indexOf(a.value) - order.indexOf(b.value));
  }
  return options;
}

/** A wholesale price band as the address keeps it: `min-max` in cents, `max` empty when open. */
export interface PriceBand {
  min: number;
  max: number | null;
}
export const priceBandKey = (band: PriceBand) => `${band.min}-${band.max ?? ''}`;
export function priceBandFrom(value: string | null): PriceBand | null {
  const match = /^(\d+)-(\d*)$/.exec(value ?? '');
  if (!match) return null;
  const min = Number(match[1]);
  const max = match[2] ? Number(match[2]) : null;
  return max !== null && max < min ? null : { min, max };
}

/** Reads the selection from the address, so a filtered list survives the way back from a family. */
export function selectionFrom(params: URLSearchParams): Selection {
  return Object.fromEntries(
    FACETS.map((facet) => [facet, (params.get(facet) ?? '').split(',').filter(Boolean)]),
  ) as Selection;
}

/**
 * Price bands are on the purchase price, so they are offered only to an account that shows
 * purchase prices (a shop floor screen showing sales prices must not reveal them).
 */
function PriceBands({
  filters,
  value,
  onChange,
}: {
  filters: FabricFilters;
  value: PriceBand | null;
  onChange: (band: PriceBand | null) => void;
}) {
  const { t } = useTranslation('fabrics');
  const locale = currentLocale();
  const money = (cents: number) => formatMoney(cents, filters.currency, locale);
  const selected = value ? priceBandKey(value) : '';
  return (
    <Stack gap={6} role="group" aria-labelledby="facet-price">
      <Text size="sm" fw={600} id="facet-price">
        {t('filters.price_band')}
      </Text>
      <Chip.Group
        value={selected}
        onChange={(key) =>
          onChange(filters.price_band.find((b) => priceBandKey(b) === key) ?? null)
        }
      >
        <Group gap={6}>
          {filters.price_band.map((band) => (
            <Chip
              key={priceBandKey(band)}
              value={priceBandKey(band)}
              size="xs"
              disabled={band.count === 0 && priceBandKey(band) !== selected}
              // The chips are radios: a click on the chosen band, which changes nothing, lets go of it.
              onClick={() => {
                if (priceBandKey(band) === selected) onChange(null);
              }}
            >
              {band.max === null
                ? t('filters.priceFrom', { min: money(band.min) })
                : t('filters.priceBetween', { min: money(band.min), max: money(band.max) })}{' '}
              ({band.count})
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Stack>
  );
}

export function CatalogueFilters({
  filters,
  selection,
  onChange,
  priceBand,
  onPriceBandChange,
  showPriceBands,
  onClear,
}: {
  filters: FabricFilters | undefined;
  selection: Selection;
  onChange: (facet: Facet, values: string[]) => void;
  priceBand: PriceBand | null;
  onPriceBandChange: (band: PriceBand | null) => void;
  showPriceBands: boolean;
  onClear: () => void;
}) {
  const { t } = useTranslation(['fabrics', 'enums']);
  const anySelected = FACETS.some((facet) => selection[facet].length > 0) || priceBand !== null;
  return (
    <Stack gap="md">
      {FACETS.map((facet) => {
        const options = optionsOf(facet, filters, t);
        // A single supplier is no choice at all.
        if (options.length === 0 || (facet === 'supplier' && options.length < 2)) return null;
        const labelId = `facet-${facet}`;
        return (
          <Stack key={facet} gap={6} role="group" aria-labelledby={labelId}>
            <Text size="sm" fw={600} id={labelId}>
              {t(`filters.${facet}`)}
            </Text>
            <Chip.Group
              multiple
              value={selection[facet]}
              onChange={(values) => onChange(facet, values)}
            >
              <Group gap={6}>
                {options.map((option) => (
                  <Chip
                    key={option.value}
                    value={option.value}
                    size="xs"
                    disabled={option.count === 0 && !selection[facet].includes(option.value)}
                  >
                    {option.label} ({option.count})
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Stack>
        );
      })}
      {showPriceBands && filters && filters.price_band.length > 0 ? (
        <PriceBands filters={filters} value={priceBand} onChange={onPriceBandChange} />
      ) : null}
      {anySelected ? (
        <Button variant="subtle" size="xs" onClick={onClear} style={{ alignSelf: 'flex-start' }}>
          {t('filters.clear')}
        </Button>
      ) : null}
    </Stack>
  );
}
