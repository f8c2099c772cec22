// The language of a signed-in area (the account area, the back office): the account's saved
// language wins over the one this device remembered.

import type { i18n as I18n } from 'i18next';
import { useEffect, useRef } from 'react';
import { isLocale } from '../lib/i18n';

/**
 * Switches to the account's saved language (`preferred`) when it differs from the one on screen.
 * Answers true while the area must wait for it: until the area has been drawn once, it is drawn
 * only in the account's language. Drawn first in this device's and at once again in another, the
 * shell would be read twice, and a phone would draw it twice. After the first draw a language
 * picked on the page holds while its save is on its way.
 */
export function useAccountLanguage(preferred: string | null | undefined, i18n: I18n): boolean {
  // Whether the area has been drawn: kept in a ref, not in state. Only a later render reads it (a
  // language switch renders the area again), and a state set after the first draw would draw the
  // whole area once more, in the task of its first commit.
  const drawn = useRef(false);
  const switching = isLocale(preferred) && preferred !== i18n.resolvedLanguage;
  useEffect(() => {
    if (isLocale(preferred) && preferred !== i18n.resolvedLanguage) {
      void i18n.changeLanguage(preferred);
    }
  }, [preferred, i18n]);
  const waiting = !drawn.current && switching;
  useEffect(() => {
    if (preferred !== undefined && !waiting) drawn.current = true;
  }, [preferred, waiting]);
  return waiting;
}
