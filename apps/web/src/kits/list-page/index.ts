// The list-page kit: a list whose tabs, search, filters, ordering and page live in the URL (in the
// component for a list inside a dialog), and whose rows stack as cards on a phone.
export { CellLine, CellLines } from './cell-lines';
export { type FilterOption, optionsByLabel } from './filter-options';
export { LIST_PAGE_SIZES, ListPage, type ListPageProps } from './list-page';
export {
  applyPatch,
  type ListDefaults,
  type ListParams,
  type ParamPatch,
  readParams,
  useListParams,
  useLocalListParams,
} from './list-params';
export { type RowAction, RowActionsMenu } from './row-actions-menu';
export { paginationWithRowsPerPage, RowsPerPage } from './rows-per-page';
export {
  type FittedRows,
  type ListColumn,
  STACKED_CLASS,
  type StackedColumn,
  StackingTable,
  stackCell,
  stackColumns,
  stackedDataTable,
  useFittedRows,
  useStackedRows,
} from './stacked-rows';
