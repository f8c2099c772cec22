// What the back office's search box offers for an answer: a group per kind, each result with the
// page it opens (a debtor's page for a debtor and for an order, the returns desk's page for a
// return).
import type { ManageSearch } from '@atelier/domain';

export type SearchKind = 'debtors' | 'orders' | 'returns';

export interface SearchOption {
  /** Unique in the list (the combobox's value). */
  value: string;
  /** The page it opens. */
  to: string;
  kind: SearchKind;
}

export interface SearchGroup<T> {
  kind: SearchKind;
  options: (SearchOption & { row: T })[];
}

export function searchGroups(
  answer: ManageSearch,
): [
  SearchGroup<ManageSearch['debtors'][number]>,
  SearchGroup<ManageSearch['orders'][number]>,
  SearchGroup<ManageSearch['returns'][number]>,
] {
  return [
    {
      kind: 'debtors',
      options: answer.debtors.map((row) => ({
        value: `debtor:${row.id}`,
        to: `/manage/debtors/${row.id}`,
        kind: 'debtors',
        row,
      })),
    },
    {
      kind: 'orders',
      options: answer.orders.map((row) => ({
        value: `order:${row.id}`,
        to: `/manage/debtors/${row.debtor_id}`,
        kind: 'orders',
        row,
      })),
    },
    {
      kind: 'returns',
      options: answer.returns.map((row) => ({
        value: `return:${row.order_number}`,
        to: `/manage/returns/${encodeURIComponent(row.order_number)}`,
        kind: 'returns',
        row,
      })),
    },
  ];
}
