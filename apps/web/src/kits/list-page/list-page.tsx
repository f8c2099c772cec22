// A list page's body: tabs, a search box, filters, an ordering, the table with its paging and a
// menu of actions per row, and the loading, empty and error faces. The state is the URL's
// (`useListParams`); the page says which call answers it.
import 'mantine-datatable/styles.css';
import { Button, Group, Paper, Stack, Tabs, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { type ReactNode, useCallback, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FitToTexts, FittedSelect } from '../../components/fit-to-texts';
import { EmptyState, ErrorState, LoadingState } from '../../components/state-views';
import type { ListParams, ParamPatch } from './list-params';
import { type RowAction, RowActionsMenu } from './row-actions-menu';
import { paginationWithRowsPerPage } from './rows-per-page';
import { type ListColumn, stackedDataTable, useFittedRows } from './stacked-rows';

export const LIST_PAGE_SIZES = [10, 25, 50, 100];

export interface ListPageProps<T> {
  /** The table's accessible name. */
  label: string;
  params: ListParams;
  update: (patch: ParamPatch, options?: { replace?: boolean }) => void;
  tabs?: { value: string; label: string }[];
  search?: { label: string; placeholder?: string };
  orderings?: { value: string; label: string }[];
  /** Further filters, shown beside the search box. */
  filters?: ReactNode;
  /**
   * The address's names of those filters: when they hold a value and nothing matches, the list
   * says so (not that it is empty) and offers to clear them.
   */
  filterNames?: readonly string[];
  state: {
    isPending: boolean;
    isError: boolean;
    error?: unknown;
    refetch?: () => void;
    records: T[];
    total: number;
  };
  /** The columns; each may say where it goes on a phone's card (`priority`, `stackLabel`). */
  columns: ListColumn<T>[];
  idAccessor: (record: T) => string | number;
  onRowClick?: (record: T) => void;
  rowActions?: (record: T) => RowAction[];
  rowActionsLabel?: (record: T) => string;
  emptyText?: string;
  /** The choices of rows per page, when the list's own differ from the kit's. */
  pageSizes?: readonly number[];
  /** What a search that finds nothing says; the kit's own words ("Nothing matches …") if not given. */
  noMatchText?: string;
  errorText?: string;
}

/**
 * Types a search into the URL a moment after the last key, so each key is not a call. The box
 * keeps what the user types: the address's `q` replaces it only when it changes to something the
 * box did not send (back and forward, a cleared search). A search the box sent may reach the
 * address late (navigation is a transition), after more has been typed, and must not take those
 * keys back.
 */
function SearchBox({
  label,
  placeholder,
  value,
  onSearch,
}: {
  label: string;
  placeholder?: string;
  value: string;
  onSearch: (q: string) => void;
}) {
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const search = useRef(onSearch);
  search.current = onSearch;
  const send = useCallback((q: string) => {
    if (q === sent.current) return;
    sent.current = q;
    search.current(q);
  }, []);
  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setText(value);
  }, [value]);
  useEffect(() => {
    const q = text.trim();
    if (q === sent.current) return;
    const timer = window.setTimeout(() => send(q), 300);
    return () => window.clearTimeout(timer);
  }, [text, send]);
  // As wide as its placeholder, which says what can be searched ("Order-, commissie-, klant- of
  // artikelnummer"): cut off, it would not.
  return (
    <FitToTexts texts={[placeholder]} label={label} section="start" minWidth={240}>
      <TextInput
        type="search"
        label={label}
        placeholder={placeholder}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') send(text.trim());
        }}
      />
    </FitToTexts>
  );
}

export function ListPage<T>(props: ListPageProps<T>) {
  const { t } = useTranslation('lists');
  const { params, update, state } = props;
  const { stacked, frameRef, viewportRef } = useFittedRows(
    undefined,
    props.columns.map((column) => String(column.accessor)).join(' '),
  );
  const actionsColumn: ListColumn<T>[] = props.rowActions
    ? [
        {
          accessor: 'row_actions',
          title: t('actions'),
          textAlign: 'right',
          // On a phone's card the menu sits in its corner, without a label.
          width: stacked ? undefined : 80,
          stackLabel: false,
          customCellAttributes: () => ({ 'data-stack-actions': true }),
          render: (record) => (
            <RowActionsMenu
              label={props.rowActionsLabel?.(record) ?? t('actions')}
              actions={props.rowActions?.(record) ?? []}
            />
          ),
        },
      ]
    : [];

  const table = stackedDataTable([...props.columns, ...actionsColumn], stacked);

  // The first page of rows is a large tree: once it is there React draws it as a transition, in
  // slices the browser can breathe between, while the loader stays on screen.
  const drawRows = useDeferredValue(!state.isPending, false);

  const filterNames = props.filterNames ?? [];
  const filtered = filterNames.some((name) => params.value(name) !== '');
  const clearFilters = () => update(Object.fromEntries(filterNames.map((name) => [name, null])));

  let body: ReactNode;
  if (state.isPending || !drawRows) body = <LoadingState />;
  else if (state.isError) {
    body = (
      <ErrorState
        error={state.error}
        message={props.errorText}
        onRetry={state.refetch ? () => state.refetch?.() : undefined}
      />
    );
  } else if (state.total === 0 && state.records.length === 0 && (params.q || filtered)) {
    // A search or filters that find nothing say so, not that the list is empty, and offer the
    // way back.
    body = (
      <EmptyState
        action={
          <Group gap="xs" justify="center">
            {params.q ? (
              <Button
                variant="default"
                size="xs"
                onClick={() => update({ q: '' }, { replace: true })}
              >
                {t('clearSearch')}
              </Button>
            ) : null}
            {filtered ? (
              <Button variant="default" size="xs" onClick={clearFilters}>
                {t('clearFilters')}
              </Button>
            ) : null}
          </Group>
        }
      >
        {params.q ? (props.noMatchText ?? t('noMatch', { q: params.q })) : t('noFilterMatch')}
      </EmptyState>
    );
  } else if (state.total === 0 && state.records.length === 0) {
    body = <EmptyState>{props.emptyText ?? t('empty')}</EmptyState>;
  } else {
    body = (
      <DataTable<T>
        aria-label={props.label}
        // A table wider than its frame stacks its rows (useFittedRows); until it has measured
        // that, it scrolls, and the keyboard can reach and scroll it.
        scrollAreaProps={{ viewportProps: { tabIndex: 0, 'aria-label': props.label } }}
        scrollViewportRef={viewportRef}
        withTableBorder={false}
        // 8 px beside each cell's text, not 10: ten columns fit beside the menu at 1,366 px.
        horizontalSpacing={8}
        striped
        highlightOnHover
        verticalAlign="top"
        classNames={table.classNames}
        withRowBorders={table.withRowBorders}
        idAccessor={props.idAccessor}
        records={state.records}
        columns={table.columns}
        onRowClick={props.onRowClick ? ({ record }) => props.onRowClick?.(record) : undefined}
        totalRecords={state.total}
        page={params.page}
        onPageChange={(page) => update({ page })}
        recordsPerPage={params.pageSize}
        recordsPerPageOptions={[...(props.pageSizes ?? LIST_PAGE_SIZES)]}
        onRecordsPerPageChange={(size) => update({ page_size: size })}
        recordsPerPageLabel={t('rowsPerPage')}
        renderPagination={paginationWithRowsPerPage(
          t('rowsPerPage'),
          props.pageSizes ?? LIST_PAGE_SIZES,
        )}
        paginationText={({ from, to, totalRecords }) =>
          t('range', { from, to, total: totalRecords })
        }
        getPaginationControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
        getPaginationItemProps={(n) => ({ 'aria-label': t('pagination.page', { page: n }) })}
        noRecordsText={props.emptyText ?? t('empty')}
      />
    );
  }

  return (
    <Stack gap="md">
      {props.tabs ? (
        <Tabs value={params.tab} onChange={(tab) => update({ tab })}>
          <Tabs.List>
            {props.tabs.map((tab) => (
              <Tabs.Tab key={tab.value} value={tab.value}>
                {tab.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      ) : null}
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          {props.search || props.filters || props.orderings ? (
            <Group align="flex-end" gap="md" wrap="wrap">
              {props.search ? (
                <SearchBox
                  label={props.search.label}
                  placeholder={props.search.placeholder}
                  value={params.q}
                  onSearch={(q) => update({ q }, { replace: true })}
                />
              ) : null}
              {props.filters}
              {props.orderings ? (
                <FittedSelect
                  label={t('ordering')}
                  data={props.orderings}
                  value={params.ordering || null}
                  onChange={(ordering) => update({ ordering })}
                  allowDeselect={false}
                />
              ) : null}
            </Group>
          ) : null}
          <div ref={frameRef}>{body}</div>
        </Stack>
      </Paper>
    </Stack>
  );
}
