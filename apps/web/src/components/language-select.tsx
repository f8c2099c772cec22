import { LOCALES } from '@atelier/domain';
import { Input } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentLocale, isLocale, languageName } from '../lib/i18n';

/**
 * The language choice of the public pages: a native select, light enough for the login page
 * (the account area's picker is a menu that also saves the choice to the account).
 */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  return (
    <Input
      component="select"
      aria-label={t('language.label')}
      size="xs"
      w={170}
      value={currentLocale()}
      onChange={(event) => {
        const value = event.currentTarget.value;
        if (isLocale(value)) void i18n.changeLanguage(value);
      }}
      rightSection={<IconChevronDown size={14} aria-hidden />}
      rightSectionPointerEvents="none"
    >
      {LOCALES.map((locale) => (
        <option key={locale} value={locale} lang={locale}>
          {languageName(locale)}
        </option>
      ))}
    </Input>
  );
}
