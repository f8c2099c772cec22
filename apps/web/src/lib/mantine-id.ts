// The ids Mantine's components give their parts (an input and its label, a select and its list),
// in place of `useId` from `@mantine/hooks` (the build resolves Mantine's own to this module:
// stable-ids-plugin.ts, decision 105). Mantine's hands a component React's id for its first render
// and then a random one, set in a layout effect: every input, select, checkbox, popover and the app
// shell itself was drawn a second time, at once, in the task of the page's first commit. React's
// id is already unique within the page's root and stable for the component's life, so it is kept.
import { useId as useReactId } from 'react';

/** `staticId` when given; otherwise an id for this component, the same on every render. */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  if (typeof staticId === 'string') return staticId;
  return `mantine-${reactId.replace(/:/g, '')}`;
}
