// Marking a colour's samples out of stock or back in stock (`samples_in_stock`, decision 092): one
// button that says what it will do, the pick list and the dealer's requests read again after it.
import { Button } from '@mantine/core';
import { IconPackage, IconPackageOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useIdempotentMutation } from '../../api/idempotent-mutation';
import { manageSamplesKey, setSampleStock } from '../../api/manage-samples';
import { samplesKey } from '../../api/samples';

export function StockToggle({
  fabric,
}: {
  /** `in_stock`: whether samples can be cut now, as the desk's answer says. */
  fabric: { fabric_uuid: string; name: string; color: string; in_stock: boolean };
}) {
  const { t } = useTranslation('manageSamples');
  const name = `${fabric.name} ${fabric.color}`.trim();
  const change = useIdempotentMutation(
    (inStock: boolean) => setSampleStock(fabric.fabric_uuid, inStock),
    {
      success: (answer) =>
        answer.samples_in_stock ? t('stock.markedIn', { name }) : t('stock.markedOut', { name }),
      failure: t('stock.failed'),
    },
    { invalidate: [manageSamplesKey, samplesKey] },
  );
  const next = !fabric.in_stock;
  return (
    <Button
      size="compact-sm"
      variant="default"
      className="no-print"
      loading={change.isPending}
      leftSection={
        next ? <IconPackage size={14} aria-hidden /> : <IconPackageOff size={14} aria-hidden />
      }
      aria-label={next ? t('stock.markInLabel', { name }) : t('stock.markOutLabel', { name })}
      onClick={() => void change.mutateAsync(next)}
    >
      {next ? t('stock.markIn') : t('stock.markOut')}
    </Button>
  );
}
