// A list's state lives in the URL (search params): the tab, the search, the ordering, the filters
// and the page. A link or a reload shows the same list; back and forward walk through the changes.
import { useCallback, useMemo, useState } from 'react';
import { useSearchParamsHere } from '../../lib/search-params';

export interface ListDefaults {
  tab?: string;
  ordering?: string;
  pageSize?: number;
}

export type ParamPatch = Record<
  string,
  string | readonly string[] | boolean | number | null | undefined
>;

export interface ListParams {
  tab: string;
  q: string;
  ordering: string;
  page: number;
  pageSize: number;
  /** A filter's one value ('' when absent). */
  value: (name: string) => string;
  /** A filter of several values, kept comma-separated in the URL. */
  values: (name: string) => string[];
  flag: (name: string) => boolean;
  /**
   * A filter's one value when it is one of `allowed`, else '': a stale or mistyped link asks for
   * the whole list instead of an answer the call refuses.
   */
  oneOf: <T extends string>(name: string, allowed: readonly T[]) => T | '';
  /** A filter's values that are among `allowed`, the same way. */
  someOf: <T extends string>(name: string, allowed: readonly T[]) => T[];
}

const positive = (raw: string | null, fallback: number) => {
  const parsed = Number(raw);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
};

/** Writes a patch into search params; a value equal to its default (or empty) leaves the URL. */
export function applyPatch(
  current: URLSearchParams,
  patch: ParamPatch,
  defaults: ListDefaults = {},
): URLSearchParams {
  const next = new URLSearchParams(current);
  const defaultOf: Record<string, string | undefined> = {
    tab: defaults.tab,
    ordering: defaults.ordering,
    page: '1',
    page_size: defaults.pageSize === undefined ? undefined : String(defaults.pageSize),
  };
  for (const [name, raw] of Object.entries(patch)) {
    let value: string;
    if (raw === null || raw === undefined || raw === false) value = '';
    else if (raw === true) value = 'true';
    else if (Array.isArray(raw)) value = raw.join(',');
    else value = String(raw);
    if (value === '' || value === defaultOf[name]) next.delete(name);
    else next.set(name, value);
  }
  // Any change other than the page itself starts the list from its first page.
  if (!('page' in patch)) next.delete('page');
  return next;
}

export function readParams(search: URLSearchParams, defaults: ListDefaults = {}): ListParams {
  const values = (name: string) => (search.get(name) ?? '').split(',').filter(Boolean);
  const among = <T extends string>(allowed: readonly T[], value: string): value is T =>
    (allowed as readonly string[]).includes(value);
  return {
    tab: search.get('tab') || defaults.tab || '',
    q: search.get('q') ?? '',
    ordering: search.get('ordering') || defaults.ordering || '',
    page: positive(search.get('page'), 1),
    pageSize: positive(search.get('page_size'), defaults.pageSize ?? 25),
    value: (name) => search.get(name) ?? '',
    values,
    flag: (name) => search.get(name) === 'true',
    oneOf: (name, allowed) => {
      const value = search.get(name) ?? '';
      return among(allowed, value) ? value : '';
    },
    someOf: (name, allowed) => values(name).filter((value) => among(allowed, value)),
  };
}

/** The list's state from the URL, and a setter that keeps the URL the only place it lives. */
export function useListParams(defaults: ListDefaults = {}) {
  const [search, setSearch] = useSearchParamsHere();
  const { tab, ordering, pageSize } = defaults;
  const params = useMemo(
    () => readParams(search, { tab, ordering, pageSize }),
    [search, tab, ordering, pageSize],
  );
  const update = useCallback(
    (patch: ParamPatch, options: { replace?: boolean } = {}) =>
      setSearch((current) => applyPatch(current, patch, { tab, ordering, pageSize }), options),
    [setSearch, tab, ordering, pageSize],
  );
  return { params, update };
}

/**
 * The same state held by the component instead: for a list inside a dialog, whose page already
 * owns the URL (the address book over the returns list, which pages in the URL itself). It starts
 * afresh each time the list is drawn.
 */
export function useLocalListParams(defaults: ListDefaults = {}) {
  const [search, setSearch] = useState(() => new URLSearchParams());
  const { tab, ordering, pageSize } = defaults;
  const params = useMemo(
    () => readParams(search, { tab, ordering, pageSize }),
    [search, tab, ordering, pageSize],
  );
  const update = useCallback(
    (patch: ParamPatch, _options: { replace?: boolean } = {}) =>
      setSearch((current) => applyPatch(current, patch, { tab, ordering, pageSize })),
    [tab, ordering, pageSize],
  );
  return { params, update };
}
