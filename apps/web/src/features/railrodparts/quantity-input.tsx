// A whole-number quantity of at least 1. While the dealer retypes it the field may be empty for a
// moment; the line keeps its last quantity until a new one is typed, and the field shows that
// quantity again when left empty.
import { PARAMETER_LIMITS } from '@atelier/domain';
import { NumberInput } from '@mantine/core';
import { useEffect, useState } from 'react';

export function QuantityInput({
  value,
  onChange,
  label,
}: {
  value: number;
  onChange: (quantity: number) => void;
  label: string;
}) {
  const [typed, setTyped] = useState<number | ''>(value);
  useEffect(() => setTyped((current) => (current === '' ? current : value)), [value]);
  return (
    <NumberInput
      aria-label={label}
      value={typed}
      onChange={(next) => {
        const quantity = typeof next === 'number' ? next : '';
        setTyped(quantity);
        if (quantity !== '' && quantity >= PARAMETER_LIMITS.quantity.min) onChange(quantity);
      }}
      onBlur={() => setTyped(value)}
      min={PARAMETER_LIMITS.quantity.min}
      max={PARAMETER_LIMITS.quantity.max}
      allowDecimal={false}
      allowNegative={false}
      w={76}
    />
  );
}
