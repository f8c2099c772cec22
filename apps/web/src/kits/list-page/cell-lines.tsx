// A table cell of a few short lines (a number over a name, a status over its stock), drawn with
// plain elements and the kit's classes (`cell-lines.css`). A list draws each of these once per
// row, 25 to 100 times a page, and Mantine's `Stack` and `Text` would cost two components with
// their styles for each cell and each line; these cost none.
import type { ReactNode } from 'react';
import './cell-lines.css';

/** The lines of a cell, one under the other; `tight` leaves 2 px between them and keeps each line
 * as wide as its content (a badge over a note). */
export function CellLines({ children, tight = false }: { children: ReactNode; tight?: boolean }) {
  return (
    <div className="atelier-cell-lines" data-tight={tight || undefined}>
      {children}
    </div>
  );
}

/**
 * One line: the small size (`sm`), the smaller one (`xs`) or the text's own (`md`, Mantine's `Text`
 * without a size), dimmed, strong or kept on one line where it says so.
 */
export function CellLine({
  children,
  size = 'sm',
  dimmed = false,
  strong = false,
  noWrap = false,
}: {
  children: ReactNode;
  size?: 'md' | 'sm' | 'xs';
  dimmed?: boolean;
  strong?: boolean;
  noWrap?: boolean;
}) {
  return (
    <div
      className="atelier-cell-line"
      data-size={size}
      data-dimmed={dimmed || undefined}
      data-strong={strong || undefined}
      data-nowrap={noWrap || undefined}
    >
      {children}
    </div>
  );
}
