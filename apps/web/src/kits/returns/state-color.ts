// The badge colours of a return's state, the same on the dealer's returns page and the returns
// desk: a light badge of the state's colour whose text takes the colour's darkest shade, so it keeps
// its contrast on the pale background.
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

/** Props of a light `Badge` showing `state`. */
export const stateBadge = (state: RmaState) => ({
  variant: 'light' as const,
  color: COLORS[state],
  c: `${COLORS[state]}.9`,
});
