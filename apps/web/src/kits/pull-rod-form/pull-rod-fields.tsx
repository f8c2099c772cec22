// A pull rod draws the curtain without touching the fabric: its colour and its length in cm are all
// the workshop needs (configurators §5: pull rod requires color and length).
import {
  COLORS,
  formatSize,
  type Issue,
  PARAMETER_LIMITS,
  type RailRodDraft,
  type RailRodFieldName,
} from '@atelier/domain';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../lib/i18n';
import { ChoiceField, LengthField, useUnitInText, useUnitSystem } from '../configurator';

export function PullRodFields({
  parameters,
  onChange,
  issues,
}: {
  parameters: Readonly<RailRodDraft>;
  onChange: (name: RailRodFieldName, value: unknown) => void;
  issues: readonly Issue[];
}) {
  const { t } = useTranslation('railrod');
  const unit = useUnitInText();
  const unitSystem = useUnitSystem();
  const locale = currentLocale();
  const { min, max } = PARAMETER_LIMITS.pullRodLengthCm;
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
        min={min}
        max={max}
        hint={t('pullRod.lengthHint', {
          unit,
          min: formatSize(min, locale, unitSystem, 'up'),
          max: formatSize(max, locale, unitSystem, 'down'),
        })}
        required
      />
    </Stack>
  );
}
