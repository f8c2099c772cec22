import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A label with its value ("Reference: KO-77") and a label before what follows it ("Parts:"),
 * written as the user's language writes them: French sets a space before the colon. The
 * separator is the catalogue's (`common:labelled`), never a colon typed into a component.
 * The functions change only when the language does, so memoised columns may depend on them.
 */
export function useLabelled() {
  const { t } = useTranslation('common');
  return useMemo(
    () => ({
      labelled: (label: string, value: string | number) => t('labelled', { label, value }),
      lead: (label: string) => t('labelLead', { label }),
    }),
    [t],
  );
}
