// The parts the return form is built of: a titled section, and a required choice of a fixed list.
import type { rmaBodySchema } from '@atelier/domain';
import { Select, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { type Control, Controller } from 'react-hook-form';
import type { z } from 'zod';

/** Above the dialog: a choice's list opens over it, not inside it. */
export const COMBOBOX = { withinPortal: true, zIndex: 400 } as const;

export function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={3} fz="sm" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export function ChoiceField({
  control,
  name,
  label,
  options,
  optionLabel,
  error,
}: {
  control: Control<z.input<typeof rmaBodySchema>, unknown, z.output<typeof rmaBodySchema>>;
  name: 'country' | 'workshop' | 'hanger_type' | 'reason' | 'solution';
  label: string;
  options: readonly string[];
  optionLabel: (option: string) => string;
  error: ReactNode;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          required
          withAsterisk
          allowDeselect={false}
          withScrollArea={false}
          data={options.map((option) => ({ value: option, label: optionLabel(option) }))}
          value={(field.value as string | undefined) ?? null}
          onChange={(value) => value && field.onChange(value)}
          onBlur={field.onBlur}
          error={error}
          comboboxProps={COMBOBOX}
        />
      )}
    />
  );
}
