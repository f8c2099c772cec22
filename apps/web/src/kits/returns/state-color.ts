// The badge colour of a return's state, the same on the dealer's returns page and the returns desk.
// Dark shades: a light badge writes its text in the colour, which must keep its contrast.
import type { RmaState } from '@atelier/domain';

const COLORS: Record<RmaState, string> = {
  confirmed: 'blue.9',
  information_requested: 'orange.9',
  answered: 'cyan.9',
  accepted: 'green.9',
  received: 'grape.9',
  resolved: 'teal.9',
  rejected: 'red.9',
};

export const stateColor = (state: RmaState) => COLORS[state];
