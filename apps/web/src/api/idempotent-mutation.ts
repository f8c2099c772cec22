// A write the user starts (save, confirm, duplicate…) on TanStack Query's `useMutation`, the one
// way the web sends one: an idempotency key per intent, so a retry after a lost answer (a timeout,
// a double click) is done once; the success or failure said in a notification, a refusal with the
// API's own words; and the lists it changes read afresh.
import { notifications } from '@mantine/notifications';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../lib/fetch-json';
import { apiMessage } from './api-message';
import { newIdempotencyKey } from './orders';

export interface MutationTexts<V, R> {
  /** Said when the call succeeds; nothing is said without it. */
  success?: string | ((answer: R, variables: V) => string);
  /** Said when it fails, followed by the API's own words when it sent any; nothing without it. */
  failure?: string | ((variables: V) => string);
}

export interface IdempotentOptions<V, R> {
  /** The queries the write changes (leading parts of their keys), read afresh once it settles. */
  invalidate?: readonly QueryKey[];
  /**
   * Which intent a call belongs to: a call of the same intent as the last unfinished one is sent
   * with its key. By default the variables are the intent (a changed body is a new one).
   */
  intent?: (variables: V) => string;
  onSuccess?: (answer: R, variables: V) => void;
  onError?: (error: unknown, variables: V) => void;
}

/**
 * `call` receives the variables and the intent's key. The key is kept until the call succeeds or
 * the API refuses it (a 4xx is final for that intent); `reset` starts a new intent by hand.
 * `run` resolves to the answer, or null after a failure (which was already said).
 */
export function useIdempotentMutation<V, R>(
  call: (variables: V, key: string) => Promise<R>,
  texts: MutationTexts<V, R> = {},
  options: IdempotentOptions<V, R> = {},
) {
  const { t } = useTranslation('common');
  const queryClient = useQueryClient();
  const held = useRef<{ intent: string; key: string } | null>(null);
  const close = { closeButtonProps: { 'aria-label': t('actions.close') } };
  const mutation = useMutation<R, unknown, V>({
    mutationFn: (variables) => {
      const intent = (options.intent ?? JSON.stringify)(variables) ?? '';
      if (held.current?.intent !== intent) held.current = { intent, key: newIdempotencyKey() };
      return call(variables, held.current.key);
    },
    onSuccess: (answer, variables) => {
      held.current = null;
      const success =
        typeof texts.success === 'function' ? texts.success(answer, variables) : texts.success;
      if (success) notifications.show({ ...close, color: 'teal', message: success });
      options.onSuccess?.(answer, variables);
    },
    onError: (error, variables) => {
      console.error('a write failed', error);
      // A refusal is final for this intent: a new try is a new intent.
      if (error instanceof HttpError && error.status < 500) held.current = null;
      const failure =
        typeof texts.failure === 'function' ? texts.failure(variables) : texts.failure;
      if (failure) {
        const why = apiMessage(error);
        notifications.show({
          ...close,
          color: 'red',
          message: why ? `${failure} ${why}` : failure,
        });
      }
      options.onError?.(error, variables);
    },
    onSettled: () => {
      // Not awaited: a dialog closes at once, the lists refresh behind it.
      for (const queryKey of options.invalidate ?? []) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
  const { mutateAsync, reset: resetMutation } = mutation;
  const run = useCallback(
    async (variables: V): Promise<R | null> => {
      try {
        return await mutateAsync(variables);
      } catch {
        return null;
      }
    },
    [mutateAsync],
  );
  const reset = useCallback(() => {
    held.current = null;
    resetMutation();
  }, [resetMutation]);
  return { ...mutation, run, busy: mutation.isPending, reset };
}
