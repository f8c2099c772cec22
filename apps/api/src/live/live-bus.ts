// What changed for a shop, told to whoever listens (the live stream of the track page), and which
// sessions ended (their streams close at once). A service publishes after its transaction commits;
// listeners filter by the shop they may see or the session they serve. In-process: every instance
// tells its own listeners.
import { EventEmitter } from 'node:events';
import type { ProductionStatus, RmaState, StockState } from '@atelier/domain';

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

/**
 * Sessions that ended (log-out, password change or reset, a detected reuse): their open streams
 * end at once, on every instance. `familyId` names one session; null means every session of the
 * user but `keepFamilyId`.
 */
export interface SessionsEnded {
  type: 'sessions_ended';
  userId: number;
  familyId: string | null;
  keepFamilyId: string | null;
}

/** A return changed state on the returns desk or by the dealer's answer. */
export interface RmaChange {
  type: 'rma';
  debtorId: number;
  orderNumber: string;
  state: RmaState;
  /** ISO timestamp of the change. */
  at: string;
}

export type LiveEvent = ProductionChange | SessionsEnded | RmaChange;

/** Whether a stream of this session is among the ended ones. */
export function endsSession(event: SessionsEnded, userId: number, familyId: string | null) {
  if (event.userId !== userId) return false;
  if (event.familyId !== null) return event.familyId === familyId;
  return familyId === null || familyId !== event.keepFamilyId;
}

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
