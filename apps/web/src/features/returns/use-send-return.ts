// Sending a return: one pair of idempotency keys per return the user means (the return and its
// photos), the alerts of configurators §8 (made, a remake order, photos that failed), and the
// server's field errors put on the form's fields.
import { type Rma, rmaBodySchema } from '@atelier/domain';
import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { apiMessage } from '../../api/api-message';
import { newIdempotencyKey } from '../../api/orders';
import { useCreateReturn } from '../../api/rma';
import { applyFieldErrors } from '../../components/field-error';
import { HttpError } from '../../lib/fetch-json';

export type ReturnInput = z.input<typeof rmaBodySchema>;
export type ReturnOutput = z.output<typeof rmaBodySchema>;
const FIELDS = Object.keys(rmaBodySchema.shape) as (keyof ReturnInput)[];

/** The API's own words for a failure (already in the user's language), else ours. */
export const detailOf = (error: unknown, fallback: string) => apiMessage(error) ?? fallback;

export function useSendReturn(onDone: (made: Rma) => void) {
  const { t } = useTranslation('returns');
  const [failure, setFailure] = useState<string | null>(null);
  const send = useCreateReturn();
  // One pair of keys per return the user means: a retry after a lost answer is done once.
  const keys = useRef<{ rma: string; photos: string } | null>(null);

  const submit = async (
    values: ReturnOutput,
    photos: File[],
    setError: UseFormSetError<ReturnInput>,
  ) => {
    setFailure(null);
    keys.current ??= { rma: newIdempotencyKey(), photos: newIdempotencyKey() };
    try {
      const { made, photoError } = await send.mutateAsync({
        body: values,
        photos,
        keys: keys.current,
      });
      keys.current = null;
      const close = { closeButtonProps: { 'aria-label': t('detail.close') } };
      notifications.show({
        ...close,
        color: 'teal',
        message: t('alerts.created', { number: made.rma_number }),
      });
      if (made.remake_order_id !== null) {
        notifications.show({
          ...close,
          color: 'blue',
          message: t('alerts.remake', {
            commission: `${made.rma_number} ${made.article.commission}`.trim(),
          }),
        });
      }
      if (photoError) {
        notifications.show({
          ...close,
          color: 'red',
          autoClose: false,
          message: t('alerts.photosFailed', {
            number: made.rma_number,
            reason: detailOf(photoError, ''),
          }),
        });
      }
      onDone(made);
    } catch (caught) {
      if (caught instanceof HttpError && applyFieldErrors(caught.fieldErrors, FIELDS, setError)) {
        return;
      }
      setFailure(detailOf(caught, t('alerts.failed')));
    }
  };

  return {
    submit,
    failure,
    pending: send.isPending,
    /** What is sent changed: the next submit is a new return with new keys. */
    newIntent: () => {
      keys.current = null;
    },
  };
}
