// A text in each of the portal's seven languages: a tab per language, a missing one flagged on its
// tab (and the API's message for it shown under the field). A tab shows its language's code and
// is named by it first, then by the language and its state.
import { LOCALES, type Locale } from '@atelier/domain';
import { Tabs, Textarea, TextInput, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { languageName } from '../../lib/i18n';

export type LocaleTexts = Record<Locale, string>;
export const emptyTexts = (): LocaleTexts =>
  Object.fromEntries(LOCALES.map((locale) => [locale, ''])) as LocaleTexts;

export function LocaleTabs({
  label,
  values,
  onChange,
  errors,
  field,
  multiline = false,
  maxLength = 200,
}: {
  label: string;
  values: LocaleTexts;
  onChange: (values: LocaleTexts) => void;
  /** The API's field errors; `${field}.${locale}` is a language's. */
  errors?: Record<string, string[]> | undefined;
  field: string;
  /** A longer text (markdown) in a growing text area instead of one line. */
  multiline?: boolean;
  maxLength?: number;
}) {
  const { t } = useTranslation('manageContent');
  const named = (locale: Locale) => `${languageName(locale)} (${locale})`;
  return (
    <Tabs defaultValue={LOCALES[0]} keepMounted>
      <Tabs.List aria-label={label}>
        {LOCALES.map((locale) => {
          const missing = values[locale].trim() === '';
          return (
            <Tabs.Tab
              key={locale}
              value={locale}
              color={missing ? 'red' : undefined}
              leftSection={
                missing ? (
                  <IconAlertCircle size={14} color="var(--mantine-color-red-8)" aria-hidden />
                ) : (
                  <IconCheck size={14} aria-hidden />
                )
              }
            >
              {/* The code shown, then what it stands for and whether it is filled in: a voice
                  command saying the code shown finds the tab. */}
              {locale}
              <VisuallyHidden>
                {', '}
                {t(missing ? 'downloads.missing' : 'downloads.complete', {
                  language: named(locale),
                })}
              </VisuallyHidden>
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      {LOCALES.map((locale) => (
        <Tabs.Panel key={locale} value={locale} pt="xs">
          {multiline ? (
            <Textarea
              label={`${label} · ${named(locale)}`}
              lang={locale}
              value={values[locale]}
              maxLength={maxLength}
              autosize
              minRows={5}
              maxRows={14}
              required
              error={errors?.[`${field}.${locale}`]?.[0]}
              onChange={(event) => onChange({ ...values, [locale]: event.currentTarget.value })}
            />
          ) : (
            <TextInput
              label={`${label} · ${named(locale)}`}
              lang={locale}
              value={values[locale]}
              maxLength={maxLength}
              required
              error={errors?.[`${field}.${locale}`]?.[0]}
              onChange={(event) => onChange({ ...values, [locale]: event.currentTarget.value })}
            />
          )}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
