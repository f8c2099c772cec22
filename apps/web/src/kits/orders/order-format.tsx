// How an order's facts read on the order and offer pages: dates in the user's language, the totals
// the account's price display type shows (portal §6: both, none, sales, purchase), and the edit
// route of an article's configurator.
import {
  type AccountSettings,
  type ArticleType,
  CURTAIN_TYPES,
  type Currency,
  formatLength,
  formatMoney,
  type Locale,
  pricesShown,
  type UnitSystem,
} from '@atelier/domain';
import { useTranslation } from 'react-i18next';
import { useLabelled } from '../../components/use-labelled';
import { currentLocale } from '../../lib/i18n';
import { CellLine, CellLines } from '../list-page/cell-lines';

/**
 * An article's width or height (stored as typed, in cm) as the dealer reads it: with the decimal
 * mark of the language and in the account's unit system ("287,5 cm", "113.2 in").
 */
export function formatSize(
  cm: number | null | undefined,
  locale: Locale,
  unitSystem: UnitSystem | undefined,
): string {
  if (cm === null || cm === undefined) return '';
  return formatLength(Math.round(cm * 10), locale, unitSystem ?? 'metric', 'cm');
}

/** Dates in the user's language: the domain's cached formatters. */
export { formatDay, formatMoment } from '@atelier/domain';

export function shownPrices(account: AccountSettings | undefined) {
  return pricesShown(account?.price_type ?? 'noprices');
}

/**
 * Sales and/or purchase amounts, as the account's price display type shows them, each on one line:
 * a narrow price column broke "Sales:" from its amount and left "Purchase: €439.50" whole.
 */
export function Amounts({
  account,
  currency,
  sales,
  wholesale,
}: {
  account: AccountSettings | undefined;
  currency: Currency;
  sales: number | null;
  wholesale: number | null;
}) {
  const { t } = useTranslation('orders');
  const { labelled } = useLabelled();
  const shown = shownPrices(account);
  const locale = currentLocale();
  return (
    <CellLines>
      {shown.sales && sales !== null ? (
        <CellLine noWrap>
          {labelled(t('prices.sales'), formatMoney(sales, currency, locale))}
        </CellLine>
      ) : null}
      {shown.wholesale && wholesale !== null ? (
        <CellLine dimmed noWrap>
          {labelled(t('prices.purchase'), formatMoney(wholesale, currency, locale))}
        </CellLine>
      ) : null}
    </CellLines>
  );
}

/** The configurator route that edits an article of this type, or null (returns, sample orders). */
export function editRouteOf(articleType: ArticleType, orderNumber: string): string | null {
  const at = (configurator: string) => `/account/products/${configurator}/${orderNumber}/`;
  if (articleType === 'foldcurtain') return at('foldcurtain');
  if ((CURTAIN_TYPES as readonly string[]).includes(articleType)) return at('curtain');
  if (articleType === 'vakoaccessoryparts') return at('railrodparts');
  if (articleType === 'rma' || articleType === 'sampleorder') return null;
  return at('railrod');
}
