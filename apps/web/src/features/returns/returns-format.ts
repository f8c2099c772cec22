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
export const stateColor = (state: RmaState) => COLORS[state];
