// What changed for a shop, told to whoever listens (the live stream of the track page). A service
// that changes production state publishes after its transaction commits; listeners filter by the
// shop they may see. In-process: every instance tells its own listeners.
import { EventEmitter } from 'node:events';
import type { ProductionStatus, StockState } from '@atelier/domain';

export interface ProductionChange {
  type: 'production';
  debtorId: number;
  orderId: number;
  articleId: number;
  status: ProductionStatus;
  stockState: StockState;
  /** ISO date (yyyy-mm-dd) or null. */
  plannedDate: string | null;
  /** ISO timestamp of the change. */
  at: string;
}

export type LiveEvent = ProductionChange;

export interface LiveBus {
  publish(events: readonly LiveEvent[]): void;
  /** Returns the function that stops listening. */
  subscribe(listener: (event: LiveEvent) => void): () => void;
}

export function createLiveBus(): LiveBus {
  const emitter = new EventEmitter();
  // One listener per open stream: many tabs are normal, not a leak.
  emitter.setMaxListeners(0);
  return {
    publish(events) {
      for (const event of events) emitter.emit('event', event);
    },
    subscribe(listener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
  };
}
