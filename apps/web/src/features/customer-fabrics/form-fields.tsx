// Controlled inputs bound to the customer-fabric form by name, so each step lists its fields and
// nothing else.
import { Select } from '@mantine/core';
import { Controller, type FieldPath, useFormContext } from 'react-hook-form';
import { SizeInput } from '../../kits/configurator';
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

/**
 * A number as the dealer types it, through the configurators' size input: it keeps its own text,
 * so a half-typed "18," stays on screen, while the form holds the number (times `scale`: cents for
 * money) or the unreadable text for the schema to refuse.
 */
function NumericInput({
  name,
  label,
  decimals,
  scale,
  kind,
  required,
  blankZero,
}: {
  name: Name;
  label: string;
  decimals: number;
  scale: number;
  kind: 'length' | 'number';
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
        <SizeInput
          kind={kind}
          label={label}
          required={required}
          value={
            typeof field.value === 'number'
              ? blankZero && field.value === 0
                ? undefined
                : field.value / scale
              : field.value
          }
          decimals={decimals}
          error={message(name)}
          inputRef={field.ref}
          name={field.name}
          onBlur={field.onBlur}
          placeholder={blankZero ? '0' : undefined}
          onChange={(value) =>
            field.onChange(
              // Lengths go as typed; money to whole cents.
              typeof value !== 'number' || scale === 1 ? value : Math.round(value * scale),
            )
          }
        />
      )}
    />
  );
}

export function NumberField({
  name,
  label,
  decimals = 1,
  kind = 'number',
  required,
  blankZero,
}: {
  name: Name;
  label: string;
  decimals?: number;
  /** `length`: a size in the account's unit; `number`: a plain decimal (a share, a percentage). */
  kind?: 'length' | 'number';
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
      kind={kind}
      required={required}
      blankZero={blankZero}
    />
  );
}

/** Money typed in the currency's units, kept in cents: floats never hold the amount. */
export function MoneyField({ name, label }: { name: 'price' | 'wholesale_price'; label: string }) {
  return <NumericInput name={name} label={label} decimals={2} scale={100} kind="number" required />;
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
