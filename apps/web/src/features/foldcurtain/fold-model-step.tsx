// The model step: every fold type as a card with a small drawing of how the blind folds up.
import { FOLD_TYPES, type FoldType } from '@atelier/domain';
import { Card, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/state-views';

/**
 * The numbered models differ in how the folds fall: flat folds that stack, cascading folds that
 * stay visible when lowered, or soft looped folds. The drawing hints at that, nothing more.
 */
function foldStyleOf(type: FoldType): 'flat' | 'cascade' | 'soft' | 'honeycomb' {
  if (type === 'honeycomb') return 'honeycomb';
  const n = Number(type);
  return (['flat', 'cascade', 'soft'] as const)[(n - 1) % 3] ?? 'flat';
}

export function FoldTypeDrawing({ type }: { type: FoldType }) {
  const style = foldStyleOf(type);
  const folds = type === 'honeycomb' ? 0 : 3 + ((Number(type) - 1) % 4);
  const top = 10;
  const bottom = 70;
  const step = (bottom - top) / (folds + 1);
  return (
    <svg viewBox="0 0 80 80" width="72" height="72" aria-hidden focusable="false">
      <rect x="8" y="4" width="64" height="6" rx="1.5" fill="#8a8f98" />
      {style === 'honeycomb' ? (
        <g fill="#efe7dc" stroke="#b6735c" strokeWidth="1">
          {Array.from({ length: 6 }, (_, row) => (
            <path
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed drawing, never reordered
              key={row}
              d={`M12 ${12 + row * 10} h56 l-4 5 h-48 z M12 ${12 + row * 10} l4 5`}
            />
          ))}
        </g>
      ) : (
        <g stroke="#b6735c" strokeWidth="1.2" fill="#efe7dc">
          <rect x="12" y={top} width="56" height={bottom - top} />
          {Array.from({ length: folds }, (_, index) => {
            const y = top + step * (index + 1);
            if (style === 'flat') {
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed drawing, never reordered
              return <line key={index} x1="12" x2="68" y1={y} y2={y} />;
            }
            if (style === 'cascade') {
              return (
                <path
                  // biome-ignore lint/suspicious/noArrayIndexKey: a fixed drawing, never reordered
                  key={index}
                  d={`M12 ${y - 3} h56 v4 q-28 ${3 + index} -56 0 z`}
                  fill="#e4d6c4"
                />
              );
            }
            return (
              <path
                // biome-ignore lint/suspicious/noArrayIndexKey: a fixed drawing, never reordered
                key={index}
                d={`M12 ${y} q28 5 56 0`}
                fill="none"
              />
            );
          })}
        </g>
      )}
    </svg>
  );
}

export function FoldModelStep({
  available,
  value,
  onChange,
}: {
  available: readonly FoldType[];
  value: FoldType | undefined;
  onChange: (type: FoldType) => void;
}) {
  const { t } = useTranslation(['foldcurtain', 'enums', 'configurator']);
  const introId = useId();
  if (available.length === 0) return <EmptyState>{t('configurator:empty.noFoldTypes')}</EmptyState>;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" id={introId}>
        {t('foldcurtain:model.intro')}
      </Text>
      <SimpleGrid
        cols={{ base: 2, sm: 3, md: 4 }}
        spacing="sm"
        role="radiogroup"
        aria-labelledby={introId}
      >
        {available.map((type) => {
          const chosen = value === type;
          const label = t(`enums:foldTypes.${type}`);
          return (
            <UnstyledButton
              key={type}
              role="radio"
              aria-checked={chosen}
              aria-label={label}
              onClick={() => onChange(type)}
            >
              <Card
                withBorder
                radius="md"
                padding="sm"
                style={{
                  borderColor: chosen ? 'var(--mantine-primary-color-filled)' : undefined,
                  borderWidth: chosen ? 2 : 1,
                }}
              >
                <Stack gap={4} align="center">
                  <FoldTypeDrawing type={type} />
                  <Text size="sm" fw={chosen ? 700 : 500}>
                    {label}
                  </Text>
                  {chosen ? (
                    <IconCheck size={16} aria-hidden color="var(--mantine-primary-color-filled)" />
                  ) : null}
                </Stack>
              </Card>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}

/** The models on offer: all that the account's price list prices (all of them when unknown). */
export function availableFoldTypes(pricedTypes: readonly string[] | null): FoldType[] {
  if (pricedTypes === null) return [...FOLD_TYPES];
  return FOLD_TYPES.filter((type) => pricedTypes.includes(type));
}
