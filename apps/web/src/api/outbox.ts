// `api/demo/outbox/`: the demo's kept mail. It answers 404 outside the demo.
import { outboxMessageSchema } from '@atelier/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { HttpError, http } from '../lib/http';

/** The kept mail, or null when the portal is not a demo (no mailbox). */
export async function fetchOutbox(signal?: AbortSignal) {
  try {
    return z.array(outboxMessageSchema).parse(await http.get('api/demo/outbox/', signal));
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

export function useOutbox() {
  return useQuery({ queryKey: ['demo-outbox'], queryFn: ({ signal }) => fetchOutbox(signal) });
}
