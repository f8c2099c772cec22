// The language of a signed-in area (the account area, the back office): the account's saved
// language wins over the one this device remembered.

import type { i18n as I18n } from 'i18next';
import { useEffect, useState } from 'react';
import { isLocale } from '../lib/i18n';

/**
 * Switches to the account's saved language (`preferred`) when it differs from the one on screen.
 * Answers true while the area must wait for it: until the area has been drawn once, it is drawn
 * only in the account's language. Drawn first in this device's and at once again in another, the
 * shell would be read twice, and a phone would draw it twice. After the first draw a language
 * picked on the page holds while its save is on its way.
 */
export function useAccountLanguage(preferred: string | null | undefined, i18n: I18n): boolean {
  const [drawn, setDrawn] = useState(false);
  const switching = isLocale(preferred) && preferred !== i18n.resolvedLanguage;
  useEffect(() => {
    if (isLocale(preferred) && preferred !== i18n.resolvedLanguage) {
      void i18n.changeLanguage(preferred);
    }
  }, [preferred, i18n]);
  const waiting = !drawn && switching;
  useEffect(() => {
    if (preferred !== undefined && !waiting) setDrawn(true);
  }, [preferred, waiting]);
  return waiting;
}
