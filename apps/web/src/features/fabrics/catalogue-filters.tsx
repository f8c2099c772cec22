// The catalogue's filters: each facet's options with the number of fabrics they would leave
// (counted by the API with the other filters applied), as chips a dealer toggles.
import { COLOR_GROUPS, type FabricFilters } from '@atelier/domain';
import { Button, Chip, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export const FACETS = [
  'kind',
  'fabric_type',
  'light_level',
  'quality',
  'color',
  'pattern_type',
  'width_type',
  'supplier',
] as const;
export type Facet = (typeof FACETS)[number];
export type Selection = Record<Facet, string[]>;

const ENUM_OF: Record<Exclude<Facet, 'color' | 'supplier'>, string> = {
  kind: 'fabricListKinds',
  fabric_type: 'fabricTypes',
  light_level: 'lightLevels',
  quality: 'luxuryTypes',
  pattern_type: 'patternTypes',
  width_type: 'widthTypes',
};

export function optionLabelKey(facet: Exclude<Facet, 'supplier'>, value: string): string {
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
  if (facet === 'supplier') {
    return filters.supplier.map((s) => ({ value: String(s.id), label: s.name, count: s.count }));
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

/** Reads the selection from the address, so a filtered list survives the way back from a family. */
export function selectionFrom(params: URLSearchParams): Selection {
  return Object.fromEntries(
    FACETS.map((facet) => [facet, (params.get(facet) ?? '').split(',').filter(Boolean)]),
  ) as Selection;
}

export function CatalogueFilters({
  filters,
  selection,
  onChange,
  onClear,
}: {
  filters: FabricFilters | undefined;
  selection: Selection;
  onChange: (facet: Facet, values: string[]) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation(['fabrics', 'enums']);
  const anySelected = FACETS.some((facet) => selection[facet].length > 0);
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
      {anySelected ? (
        <Button variant="subtle" size="xs" onClick={onClear} style={{ alignSelf: 'flex-start' }}>
          {t('filters.clear')}
        </Button>
      ) : null}
    </Stack>
  );
}
