// A table of label/value rows: a fabric's facts, a summary of the dealer's choices, the cut list's
// totals. Each label is a row header, so a screen reader reads "Width, 400 cm".
import { Table, type TableProps } from '@mantine/core';
import type { ReactNode } from 'react';

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
} & Pick<TableProps, 'fz' | 'verticalSpacing' | 'withRowBorders'> & { 'data-testid'?: string }) {
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
