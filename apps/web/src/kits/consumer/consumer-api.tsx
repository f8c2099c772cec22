// What the consumer configurator asks of its page: the fabrics of a model and the price of lines.
// The public shop answers them by its address, the kiosk with its own key; the kit does not know
// which.
import type { IntakeLine, ShopFabric, ShopModel, ShopPriceAnswer } from '@atelier/domain';
import { createContext, type ReactNode, useContext } from 'react';

export interface ConsumerApi {
  /** Tells the cached answers of one shop (or kiosk) from another's. */
  scope: string;
  fabrics: (model: ShopModel, search: string, signal?: AbortSignal) => Promise<ShopFabric[]>;
  price: (lines: IntakeLine[], signal?: AbortSignal) => Promise<ShopPriceAnswer>;
}

const ConsumerApiContext = createContext<ConsumerApi | null>(null);

export function ConsumerApiProvider({ api, children }: { api: ConsumerApi; children: ReactNode }) {
  return <ConsumerApiContext.Provider value={api}>{children}</ConsumerApiContext.Provider>;
}

export function useConsumerApi(): ConsumerApi {
  const api = useContext(ConsumerApiContext);
  if (!api) throw new Error('the consumer configurator needs a ConsumerApiProvider');
  return api;
}
