// The bend of a rail or rod: the curve type says how many bends and at which angle; the legs the
// fitter measures follow from it. One bend sits on one side (the side decides which leg is asked),
// two bends turn both ends to the wall, four bends make a bay window.
import {
  CURVE_LEG_FIELDS,
  CURVE_TYPES,
  type CurveLegField,
  type CurveType,
  type Issue,
  PARAMETER_LIMITS,
} from '@atelier/domain';
import { Alert, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceField, FieldGroup, LengthField } from '../configurator';

type Side = 'left' | 'right';

/** The legs a curve type asks for; a single bend asks only the leg of its side. */
export function curveLegsFor(curveType: unknown, side: Side): CurveLegField[] {
  if (typeof curveType !== 'string' || curveType === 'nocurve') return [];
  if (curveType.startsWith('single')) {
    return [side === 'left' ? 'curve_left_length' : 'curve_right_length'];
  }
  if (curveType.startsWith('double')) return ['curve_left_length', 'curve_right_length'];
  if (curveType.startsWith('quadruple')) {
    return [
      'curve_left_edge_length',
      'curve_left_length',
      'curve_right_length',
      'curve_right_edge_length',
    ];
  }
  return [];
}

function angleOf(curveType: unknown): number | null {
  if (typeof curveType !== 'string') return null;
  if (curveType.endsWith('45')) return 45;
  if (curveType.endsWith('90')) return 90;
  return null;
}

function sideOf(parameters: Readonly<Record<string, unknown>>): Side {
  return parameters.curve_right_length !== undefined && parameters.curve_left_length === undefined
    ? 'right'
    : 'left';
}

export function CurveFields({
  parameters,
  onChange,
  issues,
  showDisclaimer,
}: {
  parameters: Readonly<Record<string, unknown>>;
  onChange: (name: string, value: unknown) => void;
  issues: readonly Issue[];
  showDisclaimer: boolean;
}) {
  const { t } = useTranslation(['railrod', 'articleFields']);
  const sideId = useId();
  const [side, setSide] = useState<Side>(() => sideOf(parameters));
  const curveType = parameters.curve_type as CurveType | undefined;
  const legs = curveLegsFor(curveType, side);
  const angle = angleOf(curveType);
  const single = typeof curveType === 'string' && curveType.startsWith('single');

  // Legs the new curve does not have would still lengthen the rail: they go with the old curve.
  const changeCurve = (name: string, value: unknown) => {
    onChange(name, value);
    const kept = curveLegsFor(value, side);
    for (const leg of CURVE_LEG_FIELDS) {
      if (!kept.includes(leg) && parameters[leg] !== undefined) onChange(leg, undefined);
    }
  };
  // Switching the side of a single bend moves the measured leg with it.
  const changeSide = (next: Side) => {
    const from = side === 'left' ? 'curve_left_length' : 'curve_right_length';
    const to = next === 'left' ? 'curve_left_length' : 'curve_right_length';
    setSide(next);
    if (from !== to && parameters[from] !== undefined) {
      onChange(to, parameters[from]);
      onChange(from, undefined);
    }
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
              <Text size="sm">
                {t('articleFields:other.curveAngle')}: {angle}°
              </Text>
            ) : null}
            <Text size="sm">
              {t('articleFields:other.curveDirection')}: {t('railrod:curve.towardsWall')}
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
                onChange={(next) => changeSide(next as Side)}
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
