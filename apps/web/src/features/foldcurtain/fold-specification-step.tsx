// The specification step of a fold curtain: measurements, mounting, operation (chain or rod, or a
// motor), finish and memo. Only fields the fold curtain's schema has; the account's show_* flags
// and width-before-height setting decide what shows and in which order.
import {
  BATTERY_OPTIONS,
  COLORS,
  CONTROL_SIDES,
  CONTROL_TYPES,
  childSafetyApplies,
  ELECTRIC_OPTIONS,
  type FoldDraft,
  type FoldFieldName,
  IRONING_MIN_POINTS,
  type Issue,
  isElectricFoldCurtain as isElectric,
  LUXURY_TYPES,
  MOUNTING_SYSTEMS,
  MOUNTING_TYPES,
  needsChildSafetyNotice,
  offersBattery,
  PARAMETER_LIMITS,
  REMOTE_TYPES,
  STIFFENER_TYPES,
} from '@atelier/domain';
import { Alert, Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  ChoiceField,
  FieldGroup,
  FlagField,
  LengthField,
  MemoField,
  useAccountDefaults,
  useUnitInText,
  WholeNumberField,
} from '../../kits/configurator';

interface StepProps {
  parameters: Readonly<FoldDraft>;
  onChange: (name: FoldFieldName, value: unknown) => void;
  issues: readonly Issue[];
  /** Ironing points of the chosen fabric; null while no fabric is chosen. */
  ironingPoints: number | null;
}

export function FoldSpecificationStep({ parameters, onChange, issues, ironingPoints }: StepProps) {
  const { t } = useTranslation(['foldcurtain', 'articleFields']);
  const unit = useUnitInText();
  const account = useAccountDefaults();
  const field = { parameters, onChange, issues };
  const widthFirst = account?.enter_width_before_height_setting ?? true;
  const luxuries = account?.luxuries.length ? account.luxuries : LUXURY_TYPES;
  const electric = isElectric(parameters);
  const ironingAllowed = ironingPoints !== null && ironingPoints >= IRONING_MIN_POINTS;

  const width = (
    <LengthField
      key="width"
      name="width"
      required
      hint={t('foldcurtain:hints.width', { unit })}
      min={PARAMETER_LIMITS.foldCurtainWidthCm.min}
      max={PARAMETER_LIMITS.foldCurtainWidthCm.max}
      {...field}
    />
  );
  const height = (
    <LengthField
      key="height"
      name="height"
      required
      hint={t('foldcurtain:hints.height', { unit })}
      min={PARAMETER_LIMITS.foldCurtainHeightCm.min}
      max={PARAMETER_LIMITS.foldCurtainHeightCm.max}
      {...field}
    />
  );

  return (
    <Stack gap="md">
      <FieldGroup title={t('articleFields:groups.measurements')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {widthFirst ? [width, height] : [height, width]}
        </SimpleGrid>
        <WholeNumberField
          name="quantity"
          min={PARAMETER_LIMITS.quantity.min}
          max={PARAMETER_LIMITS.quantity.max}
          {...field}
        />
      </FieldGroup>

      <FieldGroup title={t('articleFields:groups.details')}>
        <ChoiceField
          name="mounting"
          options={MOUNTING_TYPES}
          enumKey="mountingTypes"
          variant="segmented"
          {...field}
        />
        <ChoiceField
          name="mounting_system"
          options={MOUNTING_SYSTEMS}
          enumKey="mountingSystems"
          required
          {...field}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <ChoiceField
            name="luxury"
            options={luxuries}
            enumKey="luxuryTypes"
            allowEmpty
            {...field}
          />
          <ChoiceField
            name="stiffener_type"
            options={STIFFENER_TYPES}
            enumKey="stiffenerTypes"
            allowEmpty
            {...field}
          />
        </SimpleGrid>
        <FlagField name="has_cover_flap" {...field} />
      </FieldGroup>

      {electric ? null : (
        <FieldGroup title={t('foldcurtain:groups.control')}>
          <ChoiceField
            name="control_type"
            options={CONTROL_TYPES}
            enumKey="controlTypes"
            allowEmpty
            {...field}
          />
          {parameters.control_type !== undefined ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <ChoiceField
                name="control_side"
                options={CONTROL_SIDES}
                enumKey="controlSides"
                variant="segmented"
                {...field}
              />
              {parameters.control_type === 'chain' ? (
                <ChoiceField
                  name="chain_color"
                  options={COLORS}
                  enumKey="colors"
                  allowEmpty
                  {...field}
                />
              ) : null}
              {(account?.show_control_length ?? true) ? (
                <LengthField
                  name="control_length"
                  min={PARAMETER_LIMITS.controlLengthCm.min}
                  max={PARAMETER_LIMITS.controlLengthCm.max}
                  {...field}
                />
              ) : null}
            </SimpleGrid>
          ) : null}
          {childSafetyApplies(parameters) ? (
            <FlagField name="with_child_safety" {...field} />
          ) : null}
          {needsChildSafetyNotice(parameters) ? (
            <Alert
              color="orange"
              variant="light"
              role="alert"
              icon={<IconAlertTriangle size={18} aria-hidden />}
              title={t('foldcurtain:childSafety.title')}
            >
              <Stack gap="xs">
                {t('foldcurtain:childSafety.withoutWarning')}
                <Group>
                  <Button size="compact-sm" onClick={() => onChange('with_child_safety', true)}>
                    {t('foldcurtain:childSafety.add')}
                  </Button>
                </Group>
              </Stack>
            </Alert>
          ) : null}
        </FieldGroup>
      )}

      <FieldGroup title={t('articleFields:groups.electric')}>
        <ChoiceField
          name="electric_option"
          options={ELECTRIC_OPTIONS}
          enumKey="electricOptions"
          allowEmpty
          hint={t('foldcurtain:electric.hint')}
          {...field}
        />
        {offersBattery(parameters) ? (
          <ChoiceField
            name="battery_option"
            options={BATTERY_OPTIONS}
            enumKey="batteryOptions"
            variant="radio"
            required
            {...field}
          />
        ) : null}
        {electric ? (
          <>
            <FlagField name="with_remote_control" {...field} />
            {parameters.with_remote_control === true ? (
              <ChoiceField
                name="remote_type"
                options={REMOTE_TYPES}
                enumKey="remoteTypes"
                variant="radio"
                {...field}
              />
            ) : null}
            <FlagField name="with_domotica_hub" {...field} />
          </>
        ) : null}
      </FieldGroup>

      <FieldGroup title={t('articleFields:groups.finish')}>
        <FlagField
          name="ironing"
          disabled={!ironingAllowed && parameters.ironing !== true}
          hint={
            ironingAllowed
              ? undefined
              : t('foldcurtain:ironingUnavailable', { min: IRONING_MIN_POINTS })
          }
          {...field}
        />
        <FlagField name="with_washing_label" {...field} />
        {(account?.show_round_to_pattern ?? true) ? (
          <FlagField name="round_to_pattern" {...field} />
        ) : null}
      </FieldGroup>

      {(account?.show_order_memo ?? true) ? (
        <FieldGroup title={t('articleFields:groups.memo')}>
          <MemoField name="order_memo" maxLength={PARAMETER_LIMITS.memoLength.max} {...field} />
        </FieldGroup>
      ) : null}
    </Stack>
  );
}
