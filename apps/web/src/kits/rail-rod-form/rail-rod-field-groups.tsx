// The field groups of a rail or rod: its model, supports, runners, end knobs and motor.
import {
  BATTERY_OPTIONS,
  COLORS,
  DECORATIVE_RAIL_TYPES,
  END_KNOB_POSITIONS,
  END_KNOBS,
  type Issue,
  type KindTraits,
  PARAMETER_LIMITS as L,
  MOTOR_SIDES,
  POWER_TYPES,
  type RailRodDraft,
  type RailRodFieldName,
  REMOTE_TYPES,
  ROD_SIZES,
  type RUNNER_TYPES,
  SUPPORT_TYPES,
  TRACK_TYPES,
  WAVE_RUNNER_DISTANCES_MM,
} from '@atelier/domain';
import { useTranslation } from 'react-i18next';
import { ChoiceField, FieldGroup, FlagField, LengthField } from '../configurator';

/** What every field of a group reads and writes. */
export interface RailRodGroupProps {
  parameters: Readonly<RailRodDraft>;
  onChange: (name: RailRodFieldName, value: unknown) => void;
  issues: readonly Issue[];
}

export function ModelGroup({
  profileField,
  profileRequired,
  ...field
}: RailRodGroupProps & Pick<KindTraits, 'profileField' | 'profileRequired'>) {
  const { t } = useTranslation('articleFields');
  return (
    <FieldGroup title={t('articleFields:groups.model')}>
      <ChoiceField name="color" {...field} options={COLORS} enumKey="colors" required />
      {profileField === 'track_type' ? (
        <ChoiceField
          name="track_type"
          {...field}
          options={TRACK_TYPES}
          enumKey="trackTypes"
          required={profileRequired}
          allowEmpty={!profileRequired}
        />
      ) : null}
      {profileField === 'rail_type' ? (
        <ChoiceField
          name="rail_type"
          {...field}
          options={DECORATIVE_RAIL_TYPES}
          enumKey="decorativeRailTypes"
          required
        />
      ) : null}
      {profileField === 'rod_size' ? (
        <ChoiceField
          name="rod_size"
          {...field}
          options={ROD_SIZES}
          enumKey="rodSizes"
          variant="segmented"
          required
        />
      ) : null}
    </FieldGroup>
  );
}

export function SupportsGroup(field: RailRodGroupProps) {
  const { t } = useTranslation('articleFields');
  const { parameters } = field;
  return (
    <FieldGroup title={t('articleFields:groups.supports')}>
      <ChoiceField
        name="support_type"
        {...field}
        options={SUPPORT_TYPES}
        enumKey="supportTypes"
        required
      />
      <LengthField
        name="support_size"
        {...field}
        min={L.supportSizeCm.min}
        max={L.supportSizeCm.max}
      />
      <ChoiceField
        name="additional_support_type"
        {...field}
        options={SUPPORT_TYPES}
        enumKey="supportTypes"
        allowEmpty
      />
      {parameters.additional_support_type !== undefined ? (
        <LengthField
          name="additional_support_size"
          {...field}
          min={L.supportSizeCm.min}
          max={L.supportSizeCm.max}
        />
      ) : null}
    </FieldGroup>
  );
}

export function RunnersGroup({
  runnerTypes,
  runnerColours,
  wave,
  ...field
}: RailRodGroupProps & {
  runnerTypes: readonly (typeof RUNNER_TYPES)[number][];
  runnerColours: readonly (typeof COLORS)[number][];
  /** A wave curtain's runners, with their distance. */
  wave: boolean;
}) {
  const { t } = useTranslation('articleFields');
  const { parameters } = field;
  return (
    <FieldGroup title={t('articleFields:groups.runners')}>
      <FlagField name="with_runner" {...field} />
      {parameters.with_runner === true ? (
        <>
          <ChoiceField
            name="runner_type"
            {...field}
            options={runnerTypes}
            enumKey="runnerTypes"
            required
          />
          <ChoiceField
            name="runner_color"
            {...field}
            options={runnerColours}
            enumKey="colors"
            required
          />
          {wave ? (
            <ChoiceField
              name="wave_runner_distance"
              {...field}
              options={WAVE_RUNNER_DISTANCES_MM}
              enumKey="runnerDistances"
              variant="segmented"
            />
          ) : null}
        </>
      ) : null}
    </FieldGroup>
  );
}

export function KnobsGroup(field: RailRodGroupProps) {
  const { t } = useTranslation('articleFields');
  const { parameters } = field;
  return (
    <FieldGroup title={t('articleFields:groups.knobs')}>
      <ChoiceField name="end_knob" {...field} options={END_KNOBS} enumKey="endKnobs" allowEmpty />
      <FlagField name="with_inside_frame_end_knob" {...field} />
      {parameters.with_inside_frame_end_knob === true ? (
        <ChoiceField
          name="inside_frame_end_knob_position"
          {...field}
          options={END_KNOB_POSITIONS}
          enumKey="endKnobPositions"
          variant="segmented"
        />
      ) : null}
    </FieldGroup>
  );
}

export function MotorGroup(field: RailRodGroupProps) {
  const { t } = useTranslation('articleFields');
  const { parameters } = field;
  return (
    <FieldGroup title={t('articleFields:groups.motor')}>
      <ChoiceField
        name="power_type"
        {...field}
        options={POWER_TYPES}
        enumKey="powerTypes"
        variant="segmented"
      />
      {parameters.power_type === 'battery' ? (
        <ChoiceField
          name="battery_option"
          {...field}
          options={BATTERY_OPTIONS}
          enumKey="batteryOptions"
          variant="radio"
          required
        />
      ) : null}
      <ChoiceField name="motor_color" {...field} options={COLORS} enumKey="colors" allowEmpty />
      <ChoiceField
        name="motor_side"
        {...field}
        options={MOTOR_SIDES}
        enumKey="motorSides"
        variant="segmented"
      />
      <FlagField name="with_remote_control" {...field} />
      {parameters.with_remote_control === true ? (
        <ChoiceField
          name="remote_type"
          {...field}
          options={REMOTE_TYPES}
          enumKey="remoteTypes"
          variant="radio"
        />
      ) : null}
      <FlagField name="with_hub" {...field} />
    </FieldGroup>
  );
}
