// `api/atelier-fabrics/…`: the supplier fabric catalogue, its filters, families and the detail the
// fabric-info dialog shows.
import {
  type FabricDetail,
  type FabricFamilyAnswer,
  type FabricFilters,
  type FabricListQuery,
  fabricDetailSchema,
  fabricFamilyAnswerSchema,
  fabricFiltersSchema,
  fabricPageSchema,
} from '@atelier/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../lib/http';

export type FabricPage = z.infer<typeof fabricPageSchema>;

/** Query string of a list call: several values of one filter are joined by commas. */
export function fabricQueryString(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    const text = Array.isArray(value) ? value.join(',') : String(value);
    if (text) params.set(key, text);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export async function fetchFabrics(query: FabricListQuery, signal?: AbortSignal) {
  return fabricPageSchema.parse(
    await http.get(`api/atelier-fabrics/${fabricQueryString(query)}`, signal),
  );
}

export async function fetchFabricFilters(
  query: FabricListQuery,
  signal?: AbortSignal,
): Promise<FabricFilters> {
  return fabricFiltersSchema.parse(
    await http.get(`api/atelier-fabrics/filters/${fabricQueryString(query)}`, signal),
  );
}

export async function fetchFabric(uuid: string, signal?: AbortSignal): Promise<FabricDetail> {
  return fabricDetailSchema.parse(
    await http.get(`api/atelier-fabrics/${encodeURIComponent(uuid)}/`, signal),
  );
}

export async function fetchFabricFamily(
  id: number,
  signal?: AbortSignal,
): Promise<FabricFamilyAnswer> {
  return fabricFamilyAnswerSchema.parse(
    await http.get(`api/atelier-fabrics/family/${id}/`, signal),
  );
}

export function useFabrics(query: FabricListQuery, enabled = true) {
  return useQuery({
    queryKey: ['fabrics', query],
    queryFn: ({ signal }) => fetchFabrics(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useFabricFilters(query: FabricListQuery) {
  return useQuery({
    queryKey: ['fabric-filters', query],
    queryFn: ({ signal }) => fetchFabricFilters(query, signal),
    placeholderData: keepPreviousData,
  });
}

export const fabricQuery = (uuid: string | null) =>
  queryOptions({
    queryKey: ['fabric', uuid],
    queryFn: ({ signal }) => fetchFabric(uuid ?? '', signal),
    enabled: uuid !== null,
  });

export function useFabric(uuid: string | null) {
  return useQuery(fabricQuery(uuid));
}

export function useFabricFamily(id: number) {
  return useQuery({
    queryKey: ['fabric-family', id],
    queryFn: ({ signal }) => fetchFabricFamily(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
}
