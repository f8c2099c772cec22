// A table of label/value rows: a fabric's facts, a summary of the dealer's choices, the cut list's
// totals. Each label is a row header, so a screen reader reads "Width, 400 cm".
import { Table, type TableProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The summary's tables sit in a column about 340 px wide on a phone. Their cells have less room
 * beside them than Mantine's default, and amounts and lengths stay on one line ("352,5 cm",
 * "€ 557,20"), so their columns fit in every language without a number breaking from its unit or
 * the table scrolling sideways.
 */
export const NARROW_CELL_SPACING = 6;
export const KEEP_TOGETHER = { whiteSpace: 'nowrap' } as const;

export type FactRow = readonly [label: string, value: ReactNode];

export function FactsTable({
  rows,
  caption,
  labelWidth,
  valueAlign,
  ...table
}: {
  rows: readonly FactRow[];
  /** The table's accessible name, when the heading above does not give it one. */
  caption?: string;
  labelWidth?: string;
  valueAlign?: 'right';
} & Pick<TableProps, 'fz' | 'verticalSpacing' | 'horizontalSpacing' | 'withRowBorders'> & {
    'data-testid'?: string;
  }) {
  return (
    <Table fz="sm" verticalSpacing={4} aria-label={caption} {...table}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" fw={500} w={labelWidth}>
              {label}
            </Table.Th>
            <Table.Td ta={valueAlign}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
