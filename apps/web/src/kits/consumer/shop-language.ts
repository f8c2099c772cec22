// The language a shop's page speaks: one of the shop's languages — the visitor's choice when they
// made one, else the shop's first. A choice is kept for the visit only where `storageKey` is given
// (the public shop); a kiosk forgets it with its customer.
import type { Locale, PublicShop } from '@atelier/domain';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

function stored(storageKey: string | null): string | null {
  if (storageKey === null) return null;
  try {
    return window.sessionStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

export function useShopLanguage(shop: PublicShop | undefined, storageKey: string | null) {
  const { i18n } = useTranslation();
  const [chosen, setChosen] = useState<string | null>(() => stored(storageKey));
  const languages = shop?.languages;
  const language =
    languages && chosen && (languages as readonly string[]).includes(chosen)
      ? (chosen as Locale)
      : (languages?.[0] ?? null);
  useEffect(() => {
    if (language && i18n.resolvedLanguage !== language) void i18n.changeLanguage(language);
  }, [language, i18n]);
  const choose = useCallback(
    (locale: Locale) => {
      setChosen(locale);
      if (storageKey === null) return;
      try {
        window.sessionStorage.setItem(storageKey, locale);
      } catch {
        // The choice still holds for this page.
      }
    },
    [storageKey],
  );
  /** Back to the shop's first language (a kiosk's reset). */
  const reset = useCallback(() => setChosen(null), []);
  return { language, choose, reset };
}
