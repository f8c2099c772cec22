// Runs one order or article action: one idempotency key per action the dealer means (a retry after
// a lost answer is done once), the success or failure alert (configurators §8), with the API's
// own words for a refusal, and a fresh read of the orders afterwards.
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiMessage } from '../../api/api-message';
import { newIdempotencyKey, ordersKey } from '../../api/orders';
import { HttpError } from '../../lib/http';

export function useOrderAction() {
  const { t } = useTranslation('common');
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const key = useRef<string | null>(null);

  /** Starts a new intent: the next run gets a fresh key. */
  const reset = useCallback(() => {
    key.current = null;
  }, []);

  const run = useCallback(
    async <T>(
      call: (key: string) => Promise<T>,
      texts: { success: string | ((answer: T) => string); failure: string },
    ): Promise<T | null> => {
      key.current ??= newIdempotencyKey();
      setBusy(true);
      try {
        const answer = await call(key.current);
        key.current = null;
        notifications.show({
          color: 'teal',
          message: typeof texts.success === 'function' ? texts.success(answer) : texts.success,
          closeButtonProps: { 'aria-label': t('actions.close') },
        });
        return answer;
      } catch (error) {
        console.error('order action failed', error);
        // A refusal is final for this intent: a new try is a new action.
        if (error instanceof HttpError && error.status < 500) key.current = null;
        const why = apiMessage(error);
        notifications.show({
          color: 'red',
          message: why ? `${texts.failure} ${why}` : texts.failure,
          closeButtonProps: { 'aria-label': t('actions.close') },
        });
        return null;
      } finally {
        setBusy(false);
        // The dialog closes at once; the lists and the order refresh behind it.
        void queryClient.invalidateQueries({ queryKey: ordersKey });
      }
    },
    [queryClient, t],
  );

  return { run, busy, reset };
}
