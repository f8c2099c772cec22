// A pull rod draws the curtain without touching the fabric: its colour and its length in cm are all
// the workshop needs (configurators §5: pull rod requires color and length).
import { COLORS, type Issue, PARAMETER_LIMITS } from '@atelier/domain';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChoiceField, LengthField } from '../configurator';

export function PullRodFields({
  parameters,
  onChange,
  issues,
}: {
  parameters: Readonly<Record<string, unknown>>;
  onChange: (name: string, value: unknown) => void;
  issues: readonly Issue[];
}) {
  const { t } = useTranslation('railrod');
  const field = { parameters, onChange, issues };
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('pullRod.description')}
      </Text>
      <ChoiceField name="color" {...field} options={COLORS} enumKey="colors" required />
      <LengthField
        name="length"
        {...field}
        min={PARAMETER_LIMITS.pullRodLengthCm.min}
        max={PARAMETER_LIMITS.pullRodLengthCm.max}
        hint={t('pullRod.lengthHint', {
          min: PARAMETER_LIMITS.pullRodLengthCm.min,
          max: PARAMETER_LIMITS.pullRodLengthCm.max,
        })}
        required
      />
    </Stack>
  );
}
