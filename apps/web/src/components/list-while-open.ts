// A select whose list exists only while it is open, still linked to its list on every opening.
import type { ComboboxProps } from '@mantine/core';
import { useMemo, useReducer } from 'react';

/**
 * The `comboboxProps` of a select whose list is drawn only while it is open. Mantine keeps a
 * closed list in the page (hidden) and places it beside its field; a form with several selects
 * pays for drawing and placing every list on its first paint.
 *
 * Mantine's select reads its list's id (`aria-controls`, and `aria-expanded`, which it gives only
 * with an id) from a reference the list sets once it is drawn, and the list in its portal is drawn
 * after the field. So after each opening the field is drawn once more, in the next task: without
 * it a screen reader would hear a closed field on the first opening and the previous list's id
 * on the next ones.
 */
export function useListWhileOpen(): ComboboxProps {
  const [, relink] = useReducer((turn: number) => turn + 1, 0);
  return useMemo(
    () => ({
      withinPortal: true,
      keepMounted: false,
      onOpen: () => {
        setTimeout(relink, 0);
      },
    }),
    [],
  );
}
