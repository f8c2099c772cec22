// `POST api/orders/update-external/` (portal §4, §7): what a link from a shop system leads to.
import {
  type ExternalOrderResult,
  type ExternalOrderUpdateBody,
  externalOrderUpdateAnswerSchema,
} from '@atelier/domain';
import { request } from '../lib/http';

export type { ExternalOrderResult };

// A claim is single-use: a second call for the same link (React's double effect in development, a
// re-render) must share the first call's answer instead of spending the claim again.
const inflight = new Map<string, Promise<ExternalOrderResult>>();

export function updateExternalOrder(
  entry: ExternalOrderUpdateBody['external_orders'][number],
): Promise<ExternalOrderResult> {
  const key = JSON.stringify(entry);
  const known = inflight.get(key);
  if (known) return known;
  const call = request('api/orders/update-external/', {
    method: 'POST',
    body: { external_orders: [entry] },
  }).then((body) => {
    const [result] = externalOrderUpdateAnswerSchema.parse(body).results;
    if (!result) throw new Error('update-external answered no result');
    return result;
  });
  inflight.set(key, call);
  call.catch(() => inflight.delete(key));
  return call;
}
