// A link from a shop system (portal §4 "External order entry"): `external_order_id` and, for an
// order prepared for this shop, `external_order_id_claim`. The portal asks `update-external` what
// it leads to and goes there: an offer the claim opened (the offer page with status offered, the
// reference code and the edit-single-order flag), or the products with the reference.
import type { ExternalOrderResult } from '@atelier/domain';
import { Button, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { updateExternalOrder } from '../../api/external-orders';
import { PageHeader } from '../../components/page-header';
import { ErrorState, LoadingState } from '../../components/state-views';

/** Where an answer leads (with the reference and flags the next page reads from its address). */
export function externalOrderTarget(result: ExternalOrderResult): string {
  const query = new URLSearchParams({ reference: result.reference });
  if ((result.status === 'offered' || result.status === 'claim_used') && result.order_id) {
    query.set('status', 'offered');
    query.set('open', String(result.order_id));
    if (result.edit_single_order) query.set('edit_single_order', 'true');
    return `/account/offer?${query}`;
  }
  return `/account/products?${query}`;
}

export function ExternalOrderPage() {
  const { t } = useTranslation('track');
  const [search] = useSearchParams();
  const id = search.get('external_order_id')?.trim() ?? '';
  const claim = search.get('external_order_id_claim')?.trim() || undefined;
  const [target, setTarget] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    if (!id) return;
    let current = true;
    updateExternalOrder({
      external_order_id: id,
      ...(claim ? { external_order_id_claim: claim } : {}),
    }).then(
      (result) => current && setTarget(externalOrderTarget(result)),
      (failure: unknown) => current && setError(failure),
    );
    return () => {
      current = false;
    };
  }, [id, claim]);

  if (target) return <Navigate to={target} replace />;
  return (
    <>
      <PageHeader title={t('external.title')} />
      {id && !error ? (
        <LoadingState label={t('external.working')} />
      ) : (
        <Stack align="flex-start">
          <ErrorState error={error} message={t('external.failed')} />
          <Button component={Link} to="/account/dashboard" variant="subtle">
            {t('external.back')}
          </Button>
        </Stack>
      )}
    </>
  );
}
