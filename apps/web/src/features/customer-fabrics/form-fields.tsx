// Controlled inputs bound to the customer-fabric form by name, so each step lists its fields and
// nothing else.
import { NumberInput, Select } from '@mantine/core';
import { type Ref, useState } from 'react';
import { Controller, type FieldPath, useFormContext } from 'react-hook-form';
import type { FormValues } from './customer-fabric-form';

type Name = FieldPath<FormValues>;

function errorAt(errors: object, name: string): string | undefined {
  let node: unknown = errors;
  for (const key of name.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

export function useFieldMessage() {
  const {
    formState: { errors },
  } = useFormContext<FormValues>();
  return (name: string) => errorAt(errors, name);
}

function toNumber(value: string | number): number | undefined {
  if (typeof value === 'number') return value;
  const parsed = Number(value.replace(',', '.'));
  return value.trim() === '' || !Number.isFinite(parsed) ? undefined : parsed;
}

/**
 * A number as the dealer types it. The input keeps its own text, so a half-typed "18." or "140,"
 * stays on screen, while the form holds the number (times `scale`: cents for money).
 */
function NumericInput({
  name,
  label,
  decimals,
  scale,
  required,
  blankZero,
}: {
  name: Name;
  label: string;
  decimals: number;
  scale: number;
  required?: boolean;
  blankZero?: boolean;
}) {
  const { control } = useFormContext<FormValues>();
  const message = useFieldMessage();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TypedNumber
          label={label}
          required={required}
          initial={
            typeof field.value === 'number' && !(blankZero && field.value === 0)
              ? field.value / scale
              : ''
          }
          decimals={decimals}
          error={message(name)}
          inputRef={field.ref}
          name={field.name}
          onBlur={field.onBlur}
          placeholder={blankZero ? '0' : undefined}
          onValue={(value) =>
            field.onChange(
              // Lengths go as typed, so the schema can tell a second decimal; money to whole cents.
              value === undefined || scale === 1 ? value : Math.round(value * scale),
            )
          }
        />
      )}
    />
  );
}

function TypedNumber({
  label,
  required,
  initial,
  decimals,
  error,
  inputRef,
  name,
  onBlur,
  onValue,
  placeholder,
}: {
  label: string;
  required?: boolean;
  initial: number | string;
  decimals: number;
  error: string | undefined;
  inputRef: Ref<HTMLInputElement>;
  name: string;
  onBlur: () => void;
  onValue: (value: number | undefined) => void;
  placeholder?: string;
}) {
  const [text, setText] = useState<string | number>(initial);
  return (
    <NumberInput
      label={label}
      withAsterisk={required}
      ref={inputRef}
      name={name}
      onBlur={onBlur}
      value={text}
      onChange={(value) => {
        setText(value);
        onValue(toNumber(value));
      }}
      decimalScale={decimals}
      allowNegative={false}
      hideControls
      placeholder={placeholder}
      error={error}
    />
  );
}

export function NumberField({
  name,
  label,
  decimals = 1,
  required,
  blankZero,
}: {
  name: Name;
  label: string;
  decimals?: number;
  required?: boolean;
  /** Shows 0 as an empty field (with a 0 placeholder), so typing a share replaces nothing. */
  blankZero?: boolean;
}) {
  return (
    <NumericInput
      name={name}
      label={label}
      decimals={decimals}
      scale={1}
      required={required}
      blankZero={blankZero}
    />
  );
}

/** Money typed in the currency's units, kept in cents: floats never hold the amount. */
export function MoneyField({ name, label }: { name: 'price' | 'wholesale_price'; label: string }) {
  return <NumericInput name={name} label={label} decimals={2} scale={100} required />;
}

export function SelectField({
  name,
  label,
  data,
  required,
  clearable,
  numeric,
}: {
  name: Name;
  label: string;
  data: { value: string; label: string }[];
  required?: boolean;
  clearable?: boolean;
  /** The value is a number (ids, ironing dots) while Select speaks strings. */
  numeric?: boolean;
}) {
  const { control } = useFormContext<FormValues>();
  const message = useFieldMessage();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          withAsterisk={required}
          ref={field.ref}
          name={field.name}
          onBlur={field.onBlur}
          data={data}
          clearable={clearable}
          allowDeselect={!required}
          value={field.value === undefined || field.value === null ? null : String(field.value)}
          onChange={(value) => {
            if (value === null) field.onChange(clearable ? null : undefined);
            else field.onChange(numeric ? Number(value) : value);
          }}
          error={message(name)}
        />
      )}
    />
  );
}
