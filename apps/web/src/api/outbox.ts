// `api/demo/outbox/`: the demo's kept mail. It answers 404 outside the demo. Read on public pages,
// which have no query client: a plain hook.
import { type OutboxMessage, outboxMessageSchema } from '@atelier/domain';
import { useCallback, useEffect, useState } from 'react';
import { z } from 'zod';
import { HttpError, http } from '../lib/http';

/** The kept mail, or null when the portal is not a demo (no mailbox). */
export async function fetchOutbox(signal?: AbortSignal): Promise<OutboxMessage[] | null> {
  try {
    return z.array(outboxMessageSchema).parse(await http.get('api/demo/outbox/', signal));
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

export function useOutbox() {
  const [state, setState] = useState<{
    data: OutboxMessage[] | null | undefined;
    error: unknown;
    fetching: boolean;
  }>({ data: undefined, error: null, fetching: true });
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` asks for a fresh read
  useEffect(() => {
    const controller = new AbortController();
    setState((before) => ({ ...before, fetching: true }));
    fetchOutbox(controller.signal).then(
      (data) => setState({ data, error: null, fetching: false }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ data: undefined, error, fetching: false });
      },
    );
    return () => controller.abort();
  }, [round]);
  const refetch = useCallback(() => setRound((n) => n + 1), []);
  return {
    data: state.data,
    error: state.error,
    isPending: state.data === undefined && state.error === null,
    isError: state.error !== null,
    isFetching: state.fetching,
    refetch,
  };
}
