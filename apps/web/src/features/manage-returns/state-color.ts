import type { RmaState } from '@atelier/domain';

const COLORS: Record<RmaState, string> = {
  confirmed: 'blue',
  information_requested: 'orange',
  answered: 'cyan',
  accepted: 'green',
  received: 'grape',
  resolved: 'teal',
  rejected: 'red',
};
/** The badge colour of a return's state on the desk. */
export const stateColor = (state: RmaState) => COLORS[state];
