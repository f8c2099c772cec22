// A price per metre as the account wants prices shown (AccountSettings.price_type): both, only
// the sales price, only the purchase price, or none.
import { type CatalogueMoney, formatMoney, type PriceType, pricesShown } from '@atelier/domain';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAccountSettings } from '../../api/settings';
import { useLabelled } from '../../components/use-labelled';
import { currentLocale } from '../../lib/i18n';

/** The account's price display type; prices stay hidden until it is known. */
export function usePriceType(): PriceType {
  return useAccountSettings().data?.price_type ?? 'noprices';
}

export function FabricPrice({
  money,
  size = 'sm',
}: {
  money: CatalogueMoney | null;
  size?: 'xs' | 'sm' | 'md';
}) {
  const { t } = useTranslation('fabrics');
  const { lead } = useLabelled();
  const shown = pricesShown(usePriceType());
  if (!shown.sales && !shown.wholesale) return null;
  if (!money) {
    return (
      <Text size={size} c="dimmed">
        {t('swatch.noPrice')}
      </Text>
    );
  }
  const locale = currentLocale();
  return (
    <Text size={size} component="div">
      {shown.sales ? (
        <div>
          {lead(t('info.sales'))}{' '}
          <strong>{formatMoney(money.price, money.currency, locale)}</strong>
        </div>
      ) : null}
      {shown.wholesale ? (
        <div>
          {lead(t('info.purchase'))}{' '}
          <strong>{formatMoney(money.wholesale_price, money.currency, locale)}</strong>
        </div>
      ) : null}
    </Text>
  );
}
