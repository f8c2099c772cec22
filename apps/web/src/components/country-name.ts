// A country as people read it: its name in the user's language, wherever a stored code shows.
import { countryName, countryOf } from '@atelier/domain';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../lib/i18n';

/**
 * The name of the country stored text names: one of the portal's countries by the catalogue's
 * name ('NL' → 'Nederland'), another two-letter code by the browser's (Intl.DisplayNames), and
 * any other text as it was typed.
 */
export function useCountryName(): (text: string | null | undefined) => string {
  const { t } = useTranslation('enums');
  const locale = currentLocale();
  return (text) => {
    const value = (text ?? '').trim();
    const known = countryOf(value);
    if (known) return t(`countries.${known}`);
    return /^[a-z]{2}$/i.test(value) ? countryName(value, locale) : value;
  };
}
