// The one input for a size (and any decimal a dealer types): it keeps the dealer's own text, so
// every key stays on screen (`287,` on the way to `287,5`), reads it with the domain in the user's
// language and the account's unit (cm, or inches on an imperial account) and never changes a value
// by itself: a size outside its limits stays as typed and says why beside the field.
import {
  type Issue,
  issueMessageParams,
  parseSizeText,
  type SizeTextProblem,
  sizeText,
  sizeUnitOf,
  type UnitSystem,
} from '@atelier/domain';
import { Text, TextInput } from '@mantine/core';
import { type ReactNode, type Ref, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountSettings } from '../../api/settings';
import { currentLocale } from '../../lib/i18n';
import { IssueText } from './issue-text';

/** What the input hands on: the size (cm), nothing, or the text it could not read as a number. */
export type SizeValue = number | string | undefined;

export interface SizeInputProps {
  /** The stored size in centimetres (or the unreadable text handed on before). */
  value: unknown;
  onChange: (value: SizeValue) => void;
  /** `length`: a size in the account's unit (cm or inches); `number`: a plain decimal. */
  kind?: 'length' | 'number';
  /** Decimals accepted (one for sizes). */
  decimals?: number;
  label?: string;
  'aria-label'?: string;
  description?: React.ReactNode;
  /** The field's issue from the domain; a range issue is told with its unit and bounds. */
  issue?: Issue;
  /** An error text from elsewhere (a form schema); the issue wins when both are there. */
  error?: string;
  required?: boolean;
  disabled?: boolean;
  name?: string;
  placeholder?: string;
  w?: number | string;
  style?: React.CSSProperties;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
}

/** The account's unit system; metric until the settings have loaded. */
export function useUnitSystem(): UnitSystem {
  return useAccountSettings().data?.unit_system ?? 'metric';
}

/**
 * The account's unit as a field's help names it ("in {{unit}}"): cm, or inches on an imperial
 * account, in the user's language. Every help text of a size passes it, so none says "in cm"
 * beside an inch field. A form that holds the account itself passes its unit system.
 */
export function useUnitInText(unitSystem?: UnitSystem): string {
  const { t } = useTranslation('configurator');
  const loaded = useUnitSystem();
  return t(
    sizeUnitOf(unitSystem ?? loaded) === 'in'
      ? 'configurator:fields.unitInText.in'
      : 'configurator:fields.unitInText.cm',
  );
}

function shown(value: unknown, kind: 'length' | 'number', unitSystem: UnitSystem): string {
  const locale = currentLocale();
  if (typeof value === 'number' && Number.isFinite(value)) {
    return sizeText(value, locale, kind === 'length' ? unitSystem : 'metric');
  }
  return typeof value === 'string' ? value : '';
}

const SIZE_NAMESPACES = ['configurator', 'rules', 'calc', 'measurement'];

/** The size a format message shows as its example (cm): 287,5, or 113 1/4 on an inch field. */
const EXAMPLE_CM = { cm: 287.5, in: 287.7 } as const;

/** What a text the domain could not read is told, by why (`parseSizeText`). */
const INVALID_MESSAGE: Record<SizeTextProblem, string> = {
  format: 'configurator:fields.sizeFormat',
  decimals: 'configurator:fields.sizeDecimals',
  unit: 'configurator:fields.sizeUnit',
  fraction: 'configurator:fields.sizeFraction',
};

export function SizeInput(props: SizeInputProps) {
  const { kind = 'length', decimals = 1, value, onChange } = props;
  // The issues' catalogues are asked for here, so they are there before the first issue is drawn.
  const { t, i18n } = useTranslation(SIZE_NAMESPACES);
  const unitSystem = useUnitSystem();
  const locale = currentLocale();
  const readIn: UnitSystem = kind === 'length' ? unitSystem : 'metric';
  const read = (text: string) => parseSizeText(text, locale, readIn, decimals, kind);
  const [text, setText] = useState(() => shown(value, kind, unitSystem));

  // Follow a change made elsewhere (a default, the inverted pleat, another language or unit),
  // but leave the dealer's text alone while it already says the stored value.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read when the language changes
  useEffect(() => {
    setText((current) => {
      const reading = parseSizeText(current, locale, readIn, decimals, kind);
      const same =
        reading.kind === 'size'
          ? reading.cm === value
          : reading.kind === 'empty'
            ? value === undefined || value === null
            : value === current;
      return same ? current : shown(value, kind, unitSystem);
    });
  }, [value, locale, readIn, decimals, kind, unitSystem, i18n.resolvedLanguage]);

  const reading = read(text);
  let error: ReactNode;
  if (reading.kind === 'invalid') {
    error = t(INVALID_MESSAGE[reading.reason], {
      example:
        kind === 'length'
          ? sizeText(EXAMPLE_CM[sizeUnitOf(unitSystem)], locale, unitSystem)
          : sizeText(2.5, locale),
      unit: t(
        sizeUnitOf(readIn) === 'in'
          ? 'configurator:fields.unitInText.in'
          : 'configurator:fields.unitInText.cm',
      ),
    });
  } else if (props.issue) {
    // A length's range names both bounds with their unit (the domain formats them).
    const { code } = props.issue;
    const params = issueMessageParams(props.issue, locale, unitSystem);
    const bounded =
      props.issue.params.unit === 'cm' &&
      (code === 'min_value' || code === 'max_value') &&
      params.min !== undefined &&
      params.max !== undefined;
    error = bounded ? (
      t('configurator:fields.sizeRange', { min: params.min, max: params.max })
    ) : (
      <IssueText issue={props.issue} />
    );
  } else {
    error = props.error;
  }

  return (
    <TextInput
      label={props.label}
      aria-label={props['aria-label']}
      description={props.description}
      error={error}
      withAsterisk={props.required}
      required={props.required}
      disabled={props.disabled}
      name={props.name}
      placeholder={props.placeholder}
      w={props.w}
      style={props.style}
      ref={props.inputRef}
      onBlur={props.onBlur}
      value={text}
      inputMode="decimal"
      autoComplete="off"
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        const typed = read(next);
        onChange(typed.kind === 'size' ? typed.cm : typed.kind === 'empty' ? undefined : next);
      }}
      rightSection={
        kind === 'length' ? (
          <Text size="xs" c="dimmed" aria-hidden>
            {t(
              sizeUnitOf(unitSystem) === 'in'
                ? 'configurator:fields.inch'
                : 'configurator:fields.cm',
            )}
          </Text>
        ) : undefined
      }
      rightSectionPointerEvents="none"
    />
  );
}
