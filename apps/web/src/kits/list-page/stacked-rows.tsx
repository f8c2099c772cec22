// Lists on a phone: below the small breakpoint a table's rows become cards of label–value lines,
// the important ones first (the column's `priority`), so status and price show without scrolling
// sideways. The table stays a table (its header out of sight for screen readers, its row link and
// menu in place); only how it is drawn changes (`stacked-rows.css`). Data tables get it through
// `ListTable`; a plain Mantine table through `StackingTable` and `stackCell` on its cells.
import './stacked-rows.css';
import { Table, type TableProps, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { DataTableColumn } from 'mantine-datatable';
import type { CSSProperties, ReactNode } from 'react';

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
 * A plain table that stacks its rows on a phone; on a wider screen it scrolls sideways inside its
 * frame when narrower than `minWidth`, as before. Its cells carry `stackCell(label, priority)`.
 */
export function StackingTable({
  minWidth,
  className,
  children,
  ...table
}: TableProps & { minWidth: number; children: ReactNode }) {
  const stacked = useStackedRows();
  const classes = [className, stacked ? STACKED_CLASS : null].filter(Boolean).join(' ');
  const drawn = (
    <Table {...table} className={classes || undefined} data-stacked={stacked || undefined}>
      {children}
    </Table>
  );
  return stacked ? (
    drawn
  ) : (
    <Table.ScrollContainer minWidth={minWidth}>{drawn}</Table.ScrollContainer>
  );
}

/**
 * What a data table needs to stack on a phone: its columns labelled and placed, and, while the
 * screen is narrow, the class on its table and no lines between rows (each row is a card).
 */
export function useStackedDataTable<T>(columns: ListColumn<T>[]): {
  stacked: boolean;
  columns: DataTableColumn<T>[];
  classNames: { table?: string };
  withRowBorders: boolean;
} {
  const stacked = useStackedRows();
  return {
    stacked,
    columns: stackColumns(columns, stacked),
    classNames: stacked ? { table: STACKED_CLASS } : {},
    withRowBorders: !stacked,
  };
}
