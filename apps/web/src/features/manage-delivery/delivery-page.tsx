// The driver's delivery run (`/manage/delivery`), phone first: today's stops as big cards in route
// order, each delivered or picked up with a name and a photo. The run is the API's (the domain's
// rule and order); this page only shows it and sends the proofs.
import { type DeliveryPickup, type DeliveryStop, formatDay } from '@atelier/domain';
import { Container, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdempotentMutation } from '../../api/idempotent-mutation';
import {
  type CollectInput,
  collectPickup,
  type DeliverInput,
  deliverStop,
  deliveryKey,
  deliveryRunQuery,
} from '../../api/manage-delivery';
import { PageHeader } from '../../components/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../components/state-views';
import { currentLocale } from '../../lib/i18n';
import { ProofDialog, type ProofInput } from './proof-dialog';
import { StopCard } from './stop-card';

type Open =
  | { kind: 'deliver'; stop: DeliveryStop }
  | { kind: 'pickup'; stop: DeliveryStop; pickup: DeliveryPickup }
  | null;

export function DeliveryPage() {
  const { t } = useTranslation('manageDelivery');
  const run = useQuery(deliveryRunQuery());
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const openWith = (next: Open) => {
    deliver.reset();
    pickUp.reset();
    setOpen(next);
  };
  const deliver = useIdempotentMutation(
    (input: DeliverInput, key) => deliverStop(input, key),
    {
      success: (stop) => t('dialog.delivered', { name: stop.name }),
      failure: t('dialog.deliverFailed'),
    },
    {
      invalidate: [deliveryKey],
      // A photo is not JSON: the intent is the stop, the name and the file chosen.
      intent: (input) =>
        `${input.debtorId}:${input.recipientName}:${input.photo.name}:${input.photo.size}`,
      onSuccess: close,
    },
  );
  const pickUp = useIdempotentMutation(
    (input: CollectInput & { fabric: string }, key) => collectPickup(input, key),
    {
      success: (_stop, input) => t('dialog.pickedUp', { fabric: input.fabric }),
      failure: t('dialog.pickupFailed'),
    },
    {
      invalidate: [deliveryKey],
      intent: (input) =>
        `${input.pickupId}:${input.handedOverBy}:${input.photo?.name ?? ''}:${input.photo?.size ?? 0}`,
      onSuccess: close,
    },
  );

  const confirm = (proof: ProofInput) => {
    if (open?.kind === 'deliver' && proof.photo) {
      void deliver.run({
        debtorId: open.stop.debtor_id,
        orderNumbers: open.stop.articles.map((article) => article.order_number),
        recipientName: proof.name,
        photo: proof.photo,
      });
    }
    if (open?.kind === 'pickup') {
      void pickUp.run({
        pickupId: open.pickup.id,
        handedOverBy: proof.name,
        photo: proof.photo,
        fabric: open.pickup.fabric_name,
      });
    }
  };

  const data = run.data;
  return (
    <Container size="sm" px={{ base: 'xs', sm: 'md' }}>
      <PageHeader
        title={t('title')}
        description={
          data ? (
            <>
              {formatDay(data.date, currentLocale())}
              {' · '}
              {t('left', { count: data.left })}
            </>
          ) : (
            t('intro')
          )
        }
      />
      {run.isPending ? (
        <LoadingState />
      ) : run.isError ? (
        <ErrorState message={t('failed')} onRetry={() => void run.refetch()} />
      ) : data && data.stops.length === 0 ? (
        <EmptyState>{t('empty')}</EmptyState>
      ) : data ? (
        <Stack gap="md" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {data.stops.map((stop, index) => (
            <StopCard
              key={stop.debtor_id}
              stop={stop}
              position={index + 1}
              onDeliver={(chosen) => openWith({ kind: 'deliver', stop: chosen })}
              onPickUp={(chosen, pickup) => openWith({ kind: 'pickup', stop: chosen, pickup })}
            />
          ))}
        </Stack>
      ) : null}
      <ProofDialog
        key={
          open
            ? `${open.kind}-${open.stop.debtor_id}-${open.kind === 'pickup' ? open.pickup.id : ''}`
            : 'closed'
        }
        opened={open !== null}
        title={
          open?.kind === 'pickup'
            ? t('dialog.pickupTitle', { fabric: open.pickup.fabric_name })
            : t('dialog.deliverTitle', { name: open?.stop.name ?? '' })
        }
        nameLabel={open?.kind === 'pickup' ? t('dialog.handedOverBy') : t('dialog.recipient')}
        photoRequired={open?.kind !== 'pickup'}
        busy={deliver.isPending || pickUp.isPending}
        error={open?.kind === 'pickup' ? pickUp.error : deliver.error}
        onClose={close}
        onConfirm={confirm}
      />
    </Container>
  );
}
