import { Group, Text } from '@mantine/core';
import type { InputHTMLAttributes } from 'react';

/**
 * A plain checkbox with its label, in the brand colour. The login page uses it instead of
 * Mantine's Checkbox to stay within its size budget.
 */
export function CheckboxField({
  label,
  ...input
}: { label: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return (
    <Group component="label" gap={8} wrap="nowrap" style={{ cursor: 'pointer' }}>
      <input
        type="checkbox"
        {...input}
        style={{
          width: 18,
          height: 18,
          margin: 0,
          accentColor: 'var(--mantine-primary-color-filled)',
          cursor: 'pointer',
        }}
      />
      <Text span size="sm">
        {label}
      </Text>
    </Group>
  );
}
