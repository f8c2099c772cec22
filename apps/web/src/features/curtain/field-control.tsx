// One field of the specification step, drawn by its kind with the kit's fields. The two kinds the
// kit has no field for live here: widths per panel (half widths) and a short free text.

import type { CurtainDraft, CurtainField, CurtainFieldName } from '@atelier/domain';
import { type Issue, PARAMETER_LIMITS, type Range } from '@atelier/domain';
import { TextInput } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ChoiceField,
  FlagField,
  issuesOf,
  LengthField,
  MemoField,
  SizeInput,
  useIssueText,
  useUnitInText,
  WholeNumberField,
} from '../../kits/configurator';

/** Bounds of the whole-number fields, from the domain's limits table. */
const WHOLE_LIMITS: Record<string, Range> = {
  quantity: PARAMETER_LIMITS.quantity,
  number_of_panels: PARAMETER_LIMITS.numberOfPanels,
  left_percentage: PARAMETER_LIMITS.leftPercentage,
  pleat_percentage: PARAMETER_LIMITS.pleatPercentage,
};

export interface FieldControlProps {
  field: CurtainField;
  parameters: Readonly<CurtainDraft>;
  onChange: (name: CurtainFieldName, value: unknown) => void;
  issues: readonly Issue[];
  required: boolean;
  /** Overrides the field's own options (pleat types the account offers). */
  options?: readonly (string | number)[];
  disabled?: boolean;
  hint?: string;
}

function useTexts(name: string, issues: readonly Issue[], hint?: string) {
  const { t } = useTranslation('articleFields');
  const issueText = useIssueText();
  const unit = useUnitInText();
  const error = issuesOf(issues, name).find((found) => found.severity === 'error');
  return {
    label: t(`labels.${name}`, { defaultValue: name }),
    description: hint ?? (t(`hints.${name}`, { defaultValue: '', unit }) || undefined),
    error: error ? issueText(error) : undefined,
  };
}

/** Widths per panel in half widths (1, 1.5, 2 …), typed with the user's decimal separator. */
function HalfStepField({ field, parameters, onChange, issues, disabled }: FieldControlProps) {
  const texts = useTexts(field.name, issues);
  return (
    <SizeInput
      kind="number"
      label={texts.label}
      description={texts.description}
      issue={issuesOf(issues, field.name).find((found) => found.severity === 'error')}
      value={parameters[field.name]}
      onChange={(next) => onChange(field.name, next)}
      disabled={disabled}
      name={field.name}
    />
  );
}

function ShortTextField({
  field,
  parameters,
  onChange,
  issues,
  required,
  disabled,
}: FieldControlProps) {
  const texts = useTexts(field.name, issues);
  const value = parameters[field.name];
  return (
    <TextInput
      {...texts}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) =>
        onChange(
          field.name,
          event.currentTarget.value === '' ? undefined : event.currentTarget.value,
        )
      }
      maxLength={60}
      withAsterisk={required}
      disabled={disabled}
    />
  );
}

function FieldControlView(props: FieldControlProps) {
  const { field, parameters, onChange, issues, required, disabled, hint } = props;
  const common = { name: field.name, parameters, onChange, issues, required, disabled, hint };
  switch (field.kind) {
    case 'length':
      return <LengthField {...common} />;
    case 'whole': {
      const range = WHOLE_LIMITS[field.name];
      return <WholeNumberField {...common} min={range?.min} max={range?.max} />;
    }
    case 'halfSteps':
      return <HalfStepField {...props} />;
    case 'choice':
      return (
        <ChoiceField
          {...common}
          options={props.options ?? field.options ?? []}
          enumKey={field.enumKey ?? field.name}
          variant={field.variant}
          allowEmpty={!required}
        />
      );
    case 'flag':
      return <FlagField {...common} />;
    case 'text':
      return <ShortTextField {...props} />;
    case 'memo':
      return <MemoField {...common} />;
  }
}

const issueKey = (issues: readonly Issue[], name: string) =>
  issuesOf(issues, name)
    .map((found) => `${found.code}:${JSON.stringify(found.params ?? {})}`)
    .join('|');

/**
 * A field re-renders only when its own value, issues or settings change: typing in one field of the
 * forty a curtain can have must not redraw the other thirty-nine.
 */
export const FieldControl = memo(
  FieldControlView,
  (before, after) =>
    before.field === after.field &&
    before.onChange === after.onChange &&
    before.required === after.required &&
    before.disabled === after.disabled &&
    before.hint === after.hint &&
    Object.is(before.parameters[before.field.name], after.parameters[after.field.name]) &&
    (before.options ?? []).join() === (after.options ?? []).join() &&
    issueKey(before.issues, before.field.name) === issueKey(after.issues, after.field.name),
);
