// Lists on a phone: below the small breakpoint a table's rows become cards of label–value lines,
// the important ones first (the column's `priority`), so status and price show without scrolling
// sideways. So do they on a wider screen whose frame is narrower than the table needs (a tablet
// beside the menu), where the table would otherwise scroll inside its frame and hide its last
// columns. The table stays a table (its header out of sight for screen readers, its row link and
// menu in place); only how it is drawn changes (`stacked-rows.css`). Data tables get it through
// `ListTable`; a plain Mantine table through `StackingTable` and `stackCell` on its cells.
import './stacked-rows.css';
import { Table, type TableProps, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { DataTableColumn } from 'mantine-datatable';
import {
  type CSSProperties,
  type ReactNode,
  type RefObject,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

export const STACKED_CLASS = 'atelier-stacked';

/** How a column shows on a phone's card. */
export interface StackedColumn {
  /**
   * Its line's place on the card: lower first. Columns without one follow the ranked ones in the
   * table's order.
   */
  priority?: number;
  /** The label beside its value; the column's title when not given, none when false. */
  stackLabel?: string | false;
}

export type ListColumn<T> = DataTableColumn<T> & StackedColumn;

/** Whether this screen is narrow enough for rows to stack (below the theme's small breakpoint). */
export function useStackedRows(): boolean {
  const theme = useMantineTheme();
  return useMediaQuery(`(max-width: calc(${theme.breakpoints.sm} - 0.1px))`, false, {
    getInitialValueInEffect: false,
  });
}

/** A table's rows as drawn: stacked or not, and the elements that decide it for a wider screen. */
export interface FittedRows {
  stacked: boolean;
  /** The element the table fills (a ref callback): its width is what the table has. */
  frameRef: (element: HTMLDivElement | null) => void;
  /** A data table's scroll viewport (`scrollViewportRef`): what it holds is what the table needs. */
  viewportRef: RefObject<HTMLDivElement | null>;
}

/**
 * Whether a table's rows stack: on a phone (`useStackedRows`), and on a wider screen while its
 * frame is narrower than the table needs. A list of ten columns beside the menu on a tablet
 * (1,024 px) scrolled sideways inside its frame, its status, price and row menu past the edge.
 * What the table needs is `minWidth` when the table states it (a plain table), else measured: the
 * width of its scroll viewport's content the last time it was drawn as a table and did not fit.
 * A frame that grows to that width draws the table again; if new rows need more, it stacks again
 * at once (the measure runs as the table is drawn, before the screen shows it). Other columns
 * (`columnsKey`: another tab's) are measured anew.
 */
export function useFittedRows(minWidth?: number, columnsKey = ''): FittedRows {
  const phone = useStackedRows();
  // The frame may come later than the hook (a page drawing its loader first): held as state, so
  // its observer starts when it is there.
  const [frame, frameRef] = useState<HTMLDivElement | null>(null);
  const viewportRef = useRef<HTMLDivElement | null>(null);
  // Measured for one set of columns (another tab's may need less).
  const [measured, setMeasured] = useState<{ columnsKey: string; width: number } | null>(null);
  const needed = minWidth ?? (measured?.columnsKey === columnsKey ? measured.width : null);
  const [frameWidth, setFrameWidth] = useState<number | null>(null);

  useLayoutEffect(() => {
    if (!frame) return;
    setFrameWidth(frame.clientWidth);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setFrameWidth(entry.contentRect.width);
    });
    observer.observe(frame);
    return () => observer.disconnect();
  }, [frame]);

  const narrow =
    needed !== null && frameWidth !== null && frameWidth > 0 && frameWidth + 1 < needed;
  const stacked = phone || narrow;

  // After every draw as a table: a table wider than its viewport says how much it needs.
  useLayoutEffect(() => {
    if (stacked || minWidth !== undefined) return;
    const viewport = viewportRef.current;
    if (viewport && viewport.scrollWidth > viewport.clientWidth + 1) {
      setMeasured({ columnsKey, width: viewport.scrollWidth });
    }
  });

  return { stacked, frameRef, viewportRef };
}

const UNRANKED = 50;

/**
 * The attributes a cell carries so its line on a card is labelled and placed; `nowrap` keeps a
 * short value (a day) on one line in the table, where it would otherwise break.
 */
export function stackCell(
  label: string | false | undefined,
  priority?: number,
  options: { nowrap?: boolean } = {},
): { 'data-stack-label'?: string; 'data-stack-nowrap'?: true; style: CSSProperties } {
  return {
    ...(label ? { 'data-stack-label': label } : {}),
    ...(options.nowrap ? { 'data-stack-nowrap': true as const } : {}),
    style: { '--stack-order': priority ?? UNRANKED } as CSSProperties,
  };
}

function titleText(title: ReactNode, accessor: string): string | undefined {
  if (typeof title === 'string' || typeof title === 'number') return String(title);
  return title === undefined ? accessor : undefined;
}

/**
 * A data table's columns with each cell labelled and placed for the stacked rows. While `stacked`,
 * a column's fixed width is dropped: the data table writes it on each cell, and a card's line as
 * narrow as its column was broke a number digit by digit.
 */
export function stackColumns<T>(columns: ListColumn<T>[], stacked = false): DataTableColumn<T>[] {
  return columns.map(({ priority, stackLabel, ...laid }) => {
    const column = stacked ? { ...laid, width: undefined } : laid;
    const label =
      stackLabel === false
        ? undefined
        : (stackLabel ?? titleText(column.title, String(column.accessor)));
    const own = column.customCellAttributes;
    const cell = stackCell(label, priority);
    return {
      ...column,
      customCellAttributes: (record: T, index: number) => ({
        ...own?.(record, index),
        ...(cell['data-stack-label'] ? { 'data-stack-label': cell['data-stack-label'] } : {}),
      }),
      cellsStyle: (record: T, index: number) => ({
        ...(column.cellsStyle?.(record, index) as CSSProperties | undefined),
        ...cell.style,
      }),
    } as DataTableColumn<T>;
  });
}

/**
 * A plain table that stacks its rows on a phone and wherever its frame is narrower than
 * `minWidth`. Its cells carry `stackCell(label, priority)`.
 */
export function StackingTable({
  minWidth,
  className,
  children,
  ...table
}: TableProps & { minWidth: number; children: ReactNode }) {
  const { stacked, frameRef } = useFittedRows(minWidth);
  const classes = [className, stacked ? STACKED_CLASS : null].filter(Boolean).join(' ');
  const drawn = (
    <Table {...table} className={classes || undefined} data-stacked={stacked || undefined}>
      {children}
    </Table>
  );
  // Drawn as a table, whatever is still wider than the frame scrolls inside it.
  return (
    <div ref={frameRef}>
      {stacked ? drawn : <Table.ScrollContainer minWidth={minWidth}>{drawn}</Table.ScrollContainer>}
    </div>
  );
}

/**
 * What a data table needs to stack: its columns labelled and placed, and, while its rows stack
 * (`useFittedRows`), the class on its table and no lines between rows (each row is a card).
 */
export function stackedDataTable<T>(
  columns: ListColumn<T>[],
  stacked: boolean,
): {
  columns: DataTableColumn<T>[];
  classNames: { table?: string };
  withRowBorders: boolean;
} {
  return {
    columns: stackColumns(columns, stacked),
    classNames: stacked ? { table: STACKED_CLASS } : {},
    withRowBorders: !stacked,
  };
}
