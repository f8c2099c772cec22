// `api/accessories/…`: rails and rods by kind and the loose rail/rod parts, with the filters of the
// parts list. The rail/rod parts page lists, filters and prices from these.
import {
  ACCESSORY_BAR_TYPES,
  type AccessoryFilters,
  type AccessoryItem,
  type AccessoryListQuery,
  type AccessoryType,
  accessoryFiltersSchema,
  accessoryPageSchema,
  PAGE_SIZE_MAX,
} from '@atelier/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../lib/http';
import { fabricQueryString } from './fabrics';

export type AccessoryPage = z.infer<typeof accessoryPageSchema>;
/** The filter query of the parts filters call (no paging or ordering). */
export type AccessoryFilterQuery = Pick<AccessoryListQuery, 'color' | 'variant' | 'type' | 'q'>;

export const accessoriesKey = ['accessories'] as const;

export async function fetchAccessories(
  type: AccessoryType,
  query: AccessoryListQuery,
  signal?: AbortSignal,
): Promise<AccessoryPage> {
  return accessoryPageSchema.parse(
    await http.get(`api/accessories/${type}/${fabricQueryString(query)}`, signal),
  );
}

export async function fetchAccessoryFilters(
  query: AccessoryFilterQuery,
  signal?: AbortSignal,
): Promise<AccessoryFilters> {
  return accessoryFiltersSchema.parse(
    await http.get(`api/accessories/accessory-parts/filters${fabricQueryString(query)}`, signal),
  );
}

export function useAccessories(type: AccessoryType, query: AccessoryListQuery, enabled = true) {
  return useQuery({
    queryKey: [...accessoriesKey, type, query],
    queryFn: ({ signal }) => fetchAccessories(type, query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useAccessoryFilters(query: AccessoryFilterQuery) {
  return useQuery({
    queryKey: [...accessoriesKey, 'filters', query],
    queryFn: ({ signal }) => fetchAccessoryFilters(query, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * The catalogue records of saved part lines. There is no call by id, so the whole catalogue is
 * read once (loose parts and every bar kind, each one page of the largest size) and the ids picked.
 */
export async function fetchAccessoriesByIds(
  ids: readonly string[],
  signal?: AbortSignal,
): Promise<Record<string, AccessoryItem>> {
  const wanted = new Set(ids);
  const found: Record<string, AccessoryItem> = {};
  if (wanted.size === 0) return found;
  const kinds: AccessoryType[] = ['accessory-parts', ...ACCESSORY_BAR_TYPES];
  for (const kind of kinds) {
    const page = await fetchAccessories(kind, { page_size: PAGE_SIZE_MAX }, signal);
    for (const item of page.results) {
      if (wanted.has(String(item.id))) found[String(item.id)] = item;
    }
    // Loose parts are what this page is mostly about: stop as soon as every id is known.
    if (Object.keys(found).length === wanted.size) break;
  }
  return found;
}

export function useAccessoriesByIds(ids: readonly string[] | null) {
  const sorted = ids ? [...new Set(ids)].sort() : null;
  return useQuery({
    queryKey: [...accessoriesKey, 'by-id', sorted],
    queryFn: ({ signal }) => fetchAccessoriesByIds(sorted ?? [], signal),
    enabled: sorted !== null && sorted.length > 0,
    staleTime: 5 * 60_000,
  });
}
