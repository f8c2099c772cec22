// An order or article action (configurators §8): an idempotent write whose success or failure is
// said, and after which the orders are read afresh.

import { type MutationTexts, useIdempotentMutation } from '../../api/idempotent-mutation';
import { ordersKey } from '../../api/orders';

export function useOrderAction<V, R>(
  call: (variables: V, key: string) => Promise<R>,
  texts: MutationTexts<V, R>,
) {
  return useIdempotentMutation(call, texts, { invalidate: [ordersKey] });
}
