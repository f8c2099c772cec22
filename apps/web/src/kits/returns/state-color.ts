// The badge colours of a return's state, the same on the dealer's returns page and the returns
// desk: a light badge of the state's colour; the theme gives each colour's light text a shade that
// keeps 4.5:1 on the pale background (theme.ts).
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
});
