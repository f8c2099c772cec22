// A field's label, hint, error and warnings, from the catalogues and the live issues.
import { type Issue, measurementSizeText } from '@atelier/domain';
import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../lib/i18n';
import { issuesOf } from './evaluation';
import type { FieldName, FieldProps } from './fields';
import { IssueText, useIssueText } from './issue-text';
import { useUnitInText, useUnitSystem } from './size-input';

/** A field's warnings (a surcharge, a measurement that looks wrong), each with its suggestion. */
function FieldWarnings<D extends object>({
  name,
  warnings,
  onChange,
}: {
  name: FieldName<D>;
  warnings: readonly Issue[];
  onChange: FieldProps<D>['onChange'];
}) {
  const { t } = useTranslation(['measurement']);
  const unitSystem = useUnitSystem();
  const issueText = useIssueText();
  return warnings.map((warning) => (
    <Text
      key={`${warning.code}:${warning.field}`}
      span
      inherit
      display="block"
      fw={600}
      c="var(--mantine-color-orange-light-color)"
      data-warning={warning.code}
    >
      {issueText(warning)}
      {typeof warning.params.apply === 'number' && onChange ? (
        <Button
          variant="subtle"
          size="compact-xs"
          ml={4}
          onClick={() => onChange(name, warning.params.apply)}
        >
          {t('measurement:suggestion', {
            value: measurementSizeText(warning.params.apply, currentLocale(), unitSystem),
          })}
        </Button>
      ) : null}
    </Text>
  ));
}

// The issues' catalogues (`rules`, `calc`) are asked for with the field's own, so they are there
// before a field's first issue is drawn.
const FIELD_NAMESPACES = ['articleFields', 'configurator', 'measurement', 'rules', 'calc'];
export const CHOICE_NAMESPACES = [...FIELD_NAMESPACES, 'enums'];

/**
 * Label, hint and the field's first error (or warning) as Mantine props, and the field's `t` over
 * `namespaces`. A form draws dozens of fields at once and most have no issue: the issue's words
 * (their catalogues and the account's unit) are looked up by components drawn only for an issue.
 */
export function useFieldTexts<D extends object>(
  { name, issues, label, hint, required, onChange }: FieldProps<D>,
  namespaces: readonly string[] = FIELD_NAMESPACES,
) {
  const { t } = useTranslation(namespaces);
  const unit = useUnitInText();
  const found = issuesOf(issues, name);
  const error = found.find((issue) => issue.severity === 'error');
  const warnings = found.filter((issue) => issue.severity === 'warning');
  const help = hint ?? t(`articleFields:hints.${name}`, { defaultValue: '', unit });
  // A warning (a surcharge, a measurement that looks wrong) stands out from the field's help.
  const description =
    warnings.length === 0 ? (
      help || undefined
    ) : (
      <>
        {help ? <span>{help} </span> : null}
        <FieldWarnings name={name} warnings={warnings} onChange={onChange} />
      </>
    );
  return {
    t,
    texts: {
      label: label ?? t(`articleFields:labels.${name}`, { defaultValue: name }),
      description,
      error: error ? <IssueText issue={error} /> : undefined,
      withAsterisk: required,
    },
  };
}
