import { LOCALES, type Locale } from '@atelier/domain';
import { Button, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentLocale, languageName } from '../lib/i18n';

/**
 * Switches the interface language. Each language is named in itself, so a user who cannot read
 * the current one still finds theirs. `onChange` lets the account area also save the choice.
 * A dealer's shop offers only its own languages.
 */
export function LanguagePicker({
  onChange,
  locales = LOCALES,
  size,
}: {
  onChange?: (locale: Locale) => void;
  /** The languages offered (a dealer's shop speaks those it chose); all of ours by default. */
  locales?: readonly Locale[];
  size?: 'sm' | 'md' | 'lg';
}) {
  const { t, i18n } = useTranslation();
  const active = currentLocale();
  const choose = (locale: Locale) => {
    void i18n.changeLanguage(locale);
    onChange?.(locale);
  };
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={220}>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconLanguage size={18} aria-hidden />}
          // The name holds the code it shows ("Taal: NL"): a name without its visible text fails
          // speech control and axe's label-content-name-mismatch.
          aria-label={t('labelled', { label: t('language.label'), value: active.toUpperCase() })}
          px="xs"
          size={size}
        >
          {active.toUpperCase()}
        </Button>
      </Menu.Target>
      {/* Only items inside the menu (a label would fail ARIA's required children); the button's
          label names it. */}
      <Menu.Dropdown aria-label={t('language.label')}>
        {locales.map((locale) => (
          <Menu.Item
            key={locale}
            lang={locale}
            onClick={() => choose(locale)}
            rightSection={locale === active ? <IconCheck size={16} aria-hidden /> : null}
            aria-current={locale === active ? 'true' : undefined}
          >
            {languageName(locale)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
