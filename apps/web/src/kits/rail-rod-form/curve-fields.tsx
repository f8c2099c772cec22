// The curve part of the rail/rod form. Which legs each bend type has, and what a change of curve
// type or side keeps, are the domain's rules (packages/domain rules/rail-curve.ts).
import {
  CURVE_TYPES,
  type CurveSide,
  changeCurveSide,
  changeCurveType,
  curveAngleOf,
  curveLegsFor,
  curveSideOf,
  draftFields,
  type Issue,
  isCurveType,
  isSingleBend,
  PARAMETER_LIMITS,
  type RailRodDraft,
  type RailRodFieldName,
} from '@atelier/domain';
import { Alert, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabelled } from '../../components/use-labelled';
import { ChoiceField, FieldGroup, LengthField } from '../configurator';

export function CurveFields({
  parameters,
  onChange,
  issues,
  showDisclaimer,
}: {
  parameters: Readonly<RailRodDraft>;
  onChange: (name: RailRodFieldName, value: unknown) => void;
  issues: readonly Issue[];
  showDisclaimer: boolean;
}) {
  // Applies a domain transition as field changes: set what changed, clear what went.
  const apply = (next: Readonly<RailRodDraft>) => {
    for (const name of new Set([...draftFields(parameters), ...draftFields(next)])) {
      if (next[name] !== parameters[name]) onChange(name, next[name]);
    }
  };
  const { t } = useTranslation(['railrod', 'articleFields']);
  const { labelled } = useLabelled();
  const sideId = useId();
  const [side, setSide] = useState<CurveSide>(() => curveSideOf(parameters));
  const curveType = parameters.curve_type;
  const legs = curveLegsFor(curveType, side);
  const angle = curveAngleOf(curveType);
  const single = isSingleBend(curveType);

  const changeCurve = (_name: RailRodFieldName, value: unknown) =>
    apply(changeCurveType(parameters, isCurveType(value) ? value : undefined, side));
  const changeSide = (next: CurveSide) => {
    setSide(next);
    apply(changeCurveSide(parameters, side, next));
  };

  return (
    <FieldGroup title={t('articleFields:groups.curve')}>
      <ChoiceField
        name="curve_type"
        parameters={parameters}
        onChange={changeCurve}
        issues={issues}
        options={CURVE_TYPES}
        enumKey="curveTypes"
        allowEmpty
      />
      {legs.length > 0 ? (
        <>
          <Group gap="lg">
            {angle !== null ? (
              <Text size="sm">{labelled(t('articleFields:other.curveAngle'), `${angle}°`)}</Text>
            ) : null}
            <Text size="sm">
              {labelled(t('articleFields:other.curveDirection'), t('railrod:curve.towardsWall'))}
            </Text>
          </Group>
          {single ? (
            <Stack gap={4}>
              <Text component="span" id={sideId} size="sm" fw={500}>
                {t('articleFields:other.curveSide')}
              </Text>
              <SegmentedControl
                aria-labelledby={sideId}
                data={[
                  { value: 'left', label: t('railrod:curve.left') },
                  { value: 'right', label: t('railrod:curve.right') },
                ]}
                value={side}
                onChange={(next) => changeSide(next as CurveSide)}
              />
            </Stack>
          ) : null}
          <Text size="xs" c="dimmed">
            {t('railrod:curve.legsHint')}
          </Text>
          {legs.map((leg) => (
            <LengthField
              key={leg}
              name={leg}
              parameters={parameters}
              onChange={onChange}
              issues={issues}
              min={PARAMETER_LIMITS.curveLegCm.min}
              max={PARAMETER_LIMITS.curveLegCm.max}
            />
          ))}
          {showDisclaimer ? (
            <Alert
              color="yellow"
              variant="light"
              icon={<IconInfoCircle size={18} aria-hidden />}
              title={t('railrod:curve.disclaimerTitle')}
            >
              {t('railrod:curve.disclaimer')}
            </Alert>
          ) : null}
        </>
      ) : null}
    </FieldGroup>
  );
}
