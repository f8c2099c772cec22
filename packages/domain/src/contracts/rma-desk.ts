// The returns desk (issue 29 §2): what the manufacturer's staff decide on a return, and what the
// dealer does in answer. The table below is the one place that says which decision a return in a
// given state allows; the API asks it before every write, the web before it offers a button.
// Decisions and states: docs/decisions/084-returns-desk.md.
import type { RmaState } from './rma.js';

/**
 * The desk's actions: decide (accept with a resolution, refuse with a reason, ask the dealer), then
 * for an accepted return book the goods in (`receive`) and close it once the granted resolution
 * was carried out (`resolve`, with what was done).
 */
export const RMA_DESK_ACTIONS = ['accept', 'refuse', 'ask', 'receive', 'resolve'] as const;
export type RmaDeskAction = (typeof RMA_DESK_ACTIONS)[number];
/** What the dealer does on the return once filed: answer the desk's question. */
export const RMA_DEALER_ACTIONS = ['answer'] as const;
export type RmaDealerAction = (typeof RMA_DEALER_ACTIONS)[number];
export type RmaAction = RmaDeskAction | RmaDealerAction;

/**
 * Why the desk refuses a return: a code the dealer reads in their language (catalogue
 * `manageReturns:refusalReasons`), with the desk's own words beside it when it adds any.
 */
export const RMA_REFUSAL_REASONS = [
  'made_as_ordered',
  'normal_wear',
  'outside_warranty',
  'damage_after_delivery',
  'reported_too_late',
  'not_reproducible',
  'other',
] as const;
export type RmaRefusalReason = (typeof RMA_REFUSAL_REASONS)[number];

/** The states a return waits for the desk's decision in: new, and answered by the dealer. */
export const RMA_WAITING_STATES = ['confirmed', 'answered'] as const satisfies readonly RmaState[];

/**
 * An accepted return's later steps: the returned goods arrive at the workshop (`received`; a
 * resolution that needs nothing back — a credit, parts sent — may skip it), then the granted
 * resolution is carried out (`resolved`). A return once resolved or rejected is closed.
 */
export const RMA_RECEIVABLE_STATES = ['accepted'] as const satisfies readonly RmaState[];
export const RMA_RESOLVABLE_STATES = [
  'accepted',
  'received',
] as const satisfies readonly RmaState[];

/** The transitions: from which states an action may start, and the state it leaves. */
export const RMA_TRANSITIONS: Readonly<
  Record<RmaAction, { from: readonly RmaState[]; to: RmaState }>
> = {
  accept: { from: RMA_WAITING_STATES, to: 'accepted' },
  refuse: { from: RMA_WAITING_STATES, to: 'rejected' },
  ask: { from: RMA_WAITING_STATES, to: 'information_requested' },
  receive: { from: RMA_RECEIVABLE_STATES, to: 'received' },
  resolve: { from: RMA_RESOLVABLE_STATES, to: 'resolved' },
  answer: { from: ['information_requested'], to: 'answered' },
};

/** A return waits for the desk's decision. */
export const rmaAwaitsDesk = (state: RmaState): boolean =>
  (RMA_WAITING_STATES as readonly RmaState[]).includes(state);

/** What the desk may do on a return in this state (none once it is resolved or rejected). */
export function rmaDeskActions(state: RmaState): RmaDeskAction[] {
  return RMA_DESK_ACTIONS.filter((action) => RMA_TRANSITIONS[action].from.includes(state));
}

/** What the dealer may do on the return: answer while the desk waits for them. */
export function rmaDealerActions(state: RmaState): RmaDealerAction[] {
  return RMA_DEALER_ACTIONS.filter((action) => RMA_TRANSITIONS[action].from.includes(state));
}

/** The state an action leads to, or the refusal code when the return's state does not allow it. */
export function rmaTransition(
  state: RmaState,
  action: RmaAction,
): { ok: true; to: RmaState } | { ok: false; code: 'rma_action_refused' } {
  const transition = RMA_TRANSITIONS[action];
  return transition.from.includes(state)
    ? { ok: true, to: transition.to }
    : { ok: false, code: 'rma_action_refused' };
}

/** The events of a return's history (the desk's trail, dated, with who). */
export const RMA_EVENT_KINDS = [
  'filed',
  'accepted',
  'refused',
  'asked',
  'answered',
  'received',
  'resolved',
] as const;
export type RmaEventKind = (typeof RMA_EVENT_KINDS)[number];

/** The history event each action writes. */
export const RMA_EVENT_OF: Readonly<Record<RmaAction, RmaEventKind>> = {
  accept: 'accepted',
  refuse: 'refused',
  ask: 'asked',
  receive: 'received',
  resolve: 'resolved',
  answer: 'answered',
};
