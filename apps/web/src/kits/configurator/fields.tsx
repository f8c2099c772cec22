// Fields of an article form, bound to one parameters record by name. The label, the hint and the
// options' labels come from the catalogues (`articleFields`, `enums`); the error is the live
// calculation's issue of that field, in the user's language, so the form and the API say the same.
import { type Issue, lengthChoiceLabel } from '@atelier/domain';
import {
  Checkbox,
  Fieldset,
  Group,
  NumberInput,
  Radio,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { growingText } from '../../components/growing-text';
import { useListWhileOpen } from '../../components/list-while-open';
import { currentLocale } from '../../lib/i18n';
import { issuesOf } from './evaluation';
import { CHOICE_NAMESPACES, useFieldTexts } from './field-texts';
import { SizeInput, useUnitSystem } from './size-input';

/** A field of the parameters a form holds. */
export type FieldName<D extends object> = keyof D & string;

/**
 * One field of the parameters a form holds. `D` is the form's state (`ArticleDraft<T>` of its
 * article type), so a field name it does not have does not compile.
 */
export interface FieldProps<D extends object = Readonly<Record<string, unknown>>> {
  name: FieldName<D>;
  parameters: Readonly<D>;
  onChange: (name: FieldName<D>, value: unknown) => void;
  issues: readonly Issue[];
  required?: boolean;
  label?: string;
  hint?: string;
  disabled?: boolean;
}

/**
 * A length as the dealer types it: centimetres with at most one decimal (inches on an imperial
 * account), in the user's language. `min`/`max` are left to the domain's rule, which reports a
 * size out of bounds; the field never clamps it.
 */
export function LengthField<D extends object>(
  props: FieldProps<D> & { min?: number; max?: number },
) {
  const { texts } = useFieldTexts(props);
  const error = issuesOf(props.issues, props.name).find((found) => found.severity === 'error');
  return (
    <SizeInput
      label={texts.label}
      description={texts.description}
      issue={error}
      required={props.required}
      value={props.parameters[props.name]}
      onChange={(next) => props.onChange(props.name, next)}
      disabled={props.disabled}
      name={props.name}
    />
  );
}

export function WholeNumberField<D extends object>(
  props: FieldProps<D> & { min?: number; max?: number; suffix?: string },
) {
  const { texts } = useFieldTexts(props);
  const value = props.parameters[props.name];
  return (
    <NumberInput
      {...texts}
      value={typeof value === 'number' ? value : ''}
      onChange={(next) =>
        props.onChange(
          props.name,
          typeof next === 'number' && Number.isFinite(next) ? next : undefined,
        )
      }
      allowDecimal={false}
      allowNegative={false}
      min={props.min}
      max={props.max}
      clampBehavior="none"
      suffix={props.suffix}
      disabled={props.disabled}
      required={props.required}
      name={props.name}
    />
  );
}

export interface ChoiceFieldProps<D extends object = Readonly<Record<string, unknown>>>
  extends FieldProps<D> {
  options: readonly (string | number)[];
  /** The enums catalogue key of the option labels: `enums:<enumKey>.<value>`. */
  enumKey: string;
  variant?: 'select' | 'segmented' | 'radio';
  /** A select may be emptied again (optional fields). */
  allowEmpty?: boolean;
}

export function ChoiceField<D extends object>(props: ChoiceFieldProps<D>) {
  const { t, texts } = useFieldTexts(props, CHOICE_NAMESPACES);
  const unitSystem = useUnitSystem();
  const id = useId();
  const listWhileOpen = useListWhileOpen();
  const raw = props.parameters[props.name];
  const numeric = typeof props.options[0] === 'number';
  const value = raw === undefined || raw === null ? null : String(raw);
  const data = props.options.map((option) => ({
    value: String(option),
    // A length (a heading tape's height) reads in the account's unit.
    label:
      lengthChoiceLabel(props.enumKey, option, currentLocale(), unitSystem) ??
      t(`enums:${props.enumKey}.${option}`, { defaultValue: String(option) }),
  }));
  const emit = (next: string | null) =>
    props.onChange(
      props.name,
      next === null || next === '' ? undefined : numeric ? Number(next) : next,
    );
  if (props.variant === 'segmented') {
    return (
      <Stack gap={4}>
        <Text component="span" id={`${id}-label`} size="sm" fw={500}>
          {texts.label}
          {props.required ? (
            <Text component="span" c="red" aria-hidden>
              {' *'}
            </Text>
          ) : null}
        </Text>
        <SegmentedControl
          aria-labelledby={`${id}-label`}
          data={data}
          value={value ?? ''}
          onChange={emit}
          disabled={props.disabled}
          fullWidth
        />
        {texts.description ? (
          <Text size="xs" c="dimmed">
            {texts.description}
          </Text>
        ) : null}
        {texts.error ? (
          <Text size="xs" c="red" role="alert">
            {texts.error}
          </Text>
        ) : null}
      </Stack>
    );
  }
  if (props.variant === 'radio') {
    return (
      <Radio.Group {...texts} value={value} onChange={emit}>
        <Group gap="md" mt={4}>
          {data.map((option) => (
            <Radio
              key={option.value}
              value={option.value}
              label={option.label}
              disabled={props.disabled}
            />
          ))}
        </Group>
      </Radio.Group>
    );
  }
  return (
    <Select
      {...texts}
      data={data}
      value={value}
      onChange={emit}
      placeholder={t('configurator:fields.choose')}
      name={props.name}
      clearable={props.allowEmpty}
      allowDeselect={props.allowEmpty ?? false}
      disabled={props.disabled}
      required={props.required}
      comboboxProps={listWhileOpen}
    />
  );
}

export function FlagField<D extends object>(props: FieldProps<D>) {
  const { texts } = useFieldTexts(props);
  return (
    <Checkbox
      label={texts.label}
      description={texts.description}
      error={texts.error}
      name={props.name}
      checked={props.parameters[props.name] === true}
      onChange={(event) => props.onChange(props.name, event.currentTarget.checked)}
      disabled={props.disabled}
    />
  );
}

/** The memo grows with its text from two to six lines. */
const MEMO_SIZING = growingText(2, 6);

export function MemoField<D extends object>(props: FieldProps<D> & { maxLength?: number }) {
  const { texts } = useFieldTexts(props);
  const value = props.parameters[props.name];
  return (
    <Textarea
      {...texts}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) =>
        props.onChange(
          props.name,
          event.currentTarget.value === '' ? undefined : event.currentTarget.value,
        )
      }
      {...MEMO_SIZING}
      maxLength={props.maxLength ?? 1000}
      name={props.name}
      disabled={props.disabled}
    />
  );
}

/** A titled group of fields (measurements, details, finish …). */
export function FieldGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Fieldset legend={title} variant="filled" radius="md">
      <Stack gap="sm">{children}</Stack>
    </Fieldset>
  );
}
