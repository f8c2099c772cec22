// A size the customer types, in the shop's unit (inches in an imperial shop), read with the domain
// as the dealer's inputs read it: every key stays on screen (`150,` on the way to `150,5` in
// Dutch) and the page gets centimetres, or the text it could not read.
import { parseSizeText, sizeText, sizeUnitOf, type UnitSystem } from '@atelier/domain';
import { Text, TextInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../lib/i18n';

/** cm, nothing typed, or text that is not a size. */
export type SizeValue = number | string | undefined;

/** The example a format message names: 150,5 cm, or 59 1/4 in. */
const EXAMPLE_CM = { cm: 150.5, in: 150.5 } as const;

export function SizeField({
  label,
  value,
  onChange,
  unitSystem,
  error,
  warning,
  description,
  size,
}: {
  label: string;
  value: SizeValue;
  onChange: (value: SizeValue) => void;
  unitSystem: UnitSystem;
  /** What keeps the size from a price (the API's words). */
  error?: ReactNode;
  /** A measurement warning for the customer (the API's words). */
  warning?: ReactNode;
  description?: ReactNode;
  size?: 'md' | 'lg' | 'xl';
}) {
  const { t } = useTranslation('shop');
  const locale = currentLocale();
  const unit = sizeUnitOf(unitSystem);
  const [text, setText] = useState(() =>
    typeof value === 'number' ? sizeText(value, locale, unitSystem) : (value ?? ''),
  );
  const reading = parseSizeText(text, locale, unitSystem);
  const invalid =
    reading.kind === 'invalid'
      ? t('sizes.format', { example: sizeText(EXAMPLE_CM[unit], locale, unitSystem) })
      : null;
  return (
    <TextInput
      label={label}
      size={size}
      value={text}
      inputMode="decimal"
      autoComplete="off"
      required
      error={invalid ?? error ?? undefined}
      // A warning is not an error: it is said below the field as its description (read with it).
      description={
        warning ? (
          <Text
            component="span"
            size="sm"
            fw={600}
            c="var(--mantine-color-orange-light-color)"
            data-warning
          >
            {warning}
          </Text>
        ) : (
          description
        )
      }
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        const typed = parseSizeText(next, locale, unitSystem);
        onChange(typed.kind === 'size' ? typed.cm : typed.kind === 'empty' ? undefined : next);
      }}
      rightSection={<span aria-hidden>{t(unit === 'in' ? 'sizes.in' : 'sizes.cm')}</span>}
      rightSectionPointerEvents="none"
    />
  );
}
