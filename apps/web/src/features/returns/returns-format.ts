import type { RmaState } from '@atelier/domain';

const COLORS: Record<RmaState, string> = {
  confirmed: 'blue',
  received: 'grape',
  resolved: 'teal',
  rejected: 'red',
};
export const stateColor = (state: RmaState) => COLORS[state];
