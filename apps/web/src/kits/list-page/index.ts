// The list-page kit: a list whose tabs, search, filters, ordering and page live in the URL.
export { type FilterOption, optionsByLabel } from './filter-options';
export { LIST_PAGE_SIZES, ListPage, type ListPageProps } from './list-page';
export {
  applyPatch,
  type ListDefaults,
  type ListParams,
  type ParamPatch,
  readParams,
  useListParams,
} from './list-params';
export { type RowAction, RowActionsMenu } from './row-actions-menu';
export { paginationWithRowsPerPage, RowsPerPage } from './rows-per-page';
