import { COMPOSITION_FIBRES, COMPOSITION_TOTAL_PERCENT, compositionTotal } from '@atelier/domain';
import { Alert, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FormValues } from './customer-fabric-form';
import { NumberField, useFieldMessage } from './form-fields';

function useCompositionTotal(): number {
  const { control } = useFormContext<FormValues>();
  const fibres = useWatch({ control, name: [...COMPOSITION_FIBRES] });
  return compositionTotal(
    Object.fromEntries(COMPOSITION_FIBRES.map((fibre, i) => [fibre, Number(fibres[i]) || 0])),
  );
}

/** The running total of the fibres, which must reach exactly 100 %. */
export function CompositionTotal() {
  const { t } = useTranslation('customerFabrics');
  const total = useCompositionTotal();
  const complete = total === COMPOSITION_TOTAL_PERCENT;
  const over = total > COMPOSITION_TOTAL_PERCENT;
  let note = t('composition.complete');
  if (over) note = t('composition.over', { over: total - COMPOSITION_TOTAL_PERCENT });
  else if (!complete) {
    note = t('composition.remaining', { remaining: COMPOSITION_TOTAL_PERCENT - total });
  }
  return (
    <Stack gap={6} data-testid="composition-total">
      <Text fw={600} aria-live="polite">
        {t('composition.total', { total })} — {note}
      </Text>
      <Progress
        value={Math.min(total, 100)}
        color={complete ? 'teal' : over ? 'red' : 'orange'}
        aria-label={t('composition.total', { total })}
      />
    </Stack>
  );
}

export function CompositionStep() {
  const { t } = useTranslation(['customerFabrics', 'enums']);
  const message = useFieldMessage();
  const totalError = message('total');
  const { clearErrors } = useFormContext<FormValues>();
  const total = useCompositionTotal();
  // A refusal names the total it refused; once the dealer changes a fibre it no longer holds.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs because the total changed
  useEffect(() => clearErrors('total'), [total, clearErrors]);
  return (
    <Stack gap="md">
      <Text size="sm">{t('composition.intro')}</Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {COMPOSITION_FIBRES.map((fibre) => (
          <NumberField
            key={fibre}
            name={fibre}
            label={`${t(`enums:compositionFibres.${fibre}`)} (%)`}
            decimals={0}
            blankZero
          />
        ))}
      </SimpleGrid>
      <CompositionTotal />
      {totalError ? (
        <Alert color="red" variant="light" role="alert">
          {totalError}
        </Alert>
      ) : null}
      <NumberField name="shrinkage_value" label={t('fields.shrinkage_value')} />
    </Stack>
  );
}
