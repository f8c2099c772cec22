// `api/track/` as the track page and the dashboard read it: the list of confirmed articles, one
// article's timeline, the production summary, and the live stream that makes them current.
import {
  liveProductionEventSchema,
  type TrackPage,
  type TrackRow,
  type TrackSummary,
  type TrackTimeline,
  trackPageSchema,
  trackSummarySchema,
  trackTimelineSchema,
} from '@atelier/domain';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { request } from '../lib/http';
import { listenLive, RESUMED } from '../lib/live-stream';
import { ordersKey } from './orders';

export type { TrackRow, TrackSummary, TrackTimeline };

export const trackKey = ['track'] as const;

export interface TrackFilters {
  /** A dashboard figure's named filter (domain `TRACK_FILTERS`). */
  filter?: string;
  group?: readonly string[];
  q?: string;
  from?: string;
  to?: string;
  debtor_id?: number | null;
  ordering?: string;
  page?: number;
  page_size?: number;
}

export function trackQueryString(filters: TrackFilters): string {
  const query = new URLSearchParams();
  if (filters.filter) query.set('filter', filters.filter);
  if (filters.group && filters.group.length > 0) query.set('group', filters.group.join(','));
  if (filters.q) query.set('q', filters.q);
  if (filters.from) query.set('from', filters.from);
  if (filters.to) query.set('to', filters.to);
  if (filters.debtor_id) query.set('debtor_id', String(filters.debtor_id));
  if (filters.ordering) query.set('ordering', filters.ordering);
  if (filters.page && filters.page > 1) query.set('page', String(filters.page));
  if (filters.page_size) query.set('page_size', String(filters.page_size));
  const text = query.toString();
  return text ? `?${text}` : '';
}

export async function fetchTrackPage(
  filters: TrackFilters,
  signal?: AbortSignal,
): Promise<TrackPage> {
  return trackPageSchema.parse(await request(`api/track/${trackQueryString(filters)}`, { signal }));
}

export const trackPageQuery = (filters: TrackFilters) =>
  queryOptions({
    queryKey: [...trackKey, 'page', filters],
    queryFn: ({ signal }) => fetchTrackPage(filters, signal),
  });

export function useTrackPage(filters: TrackFilters, enabled = true) {
  return useQuery({ ...trackPageQuery(filters), placeholderData: keepPreviousData, enabled });
}

export function useTrackTimeline(articleId: number | null) {
  return useQuery({
    queryKey: [...trackKey, 'timeline', articleId],
    queryFn: async ({ signal }) =>
      trackTimelineSchema.parse(await request(`api/track/${articleId}/events/`, { signal })),
    enabled: articleId !== null,
  });
}

export const trackSummaryQuery = (debtorId: number | null | undefined) =>
  queryOptions({
    queryKey: [...trackKey, 'summary', debtorId ?? null],
    queryFn: async ({ signal }) =>
      trackSummarySchema.parse(
        await request(`api/track/summary/${debtorId ? `?debtor_id=${debtorId}` : ''}`, { signal }),
      ),
  });

export function useTrackSummary(debtorId: number | null | undefined, enabled = true) {
  return useQuery({ ...trackSummaryQuery(debtorId), enabled });
}

/**
 * While mounted, a production change of one of the caller's shops makes the track data (and the
 * order lists that show production statuses) stale, so what is on screen is fetched again; so does
 * the stream coming back after it was away.
 */
export function useLiveProduction(onChange?: (articleId: number) => void) {
  const client = useQueryClient();
  useEffect(
    () =>
      listenLive((message) => {
        const readAgain = () => {
          void client.invalidateQueries({ queryKey: trackKey });
          void client.invalidateQueries({ queryKey: ordersKey });
        };
        // The stream was away: what changed meanwhile was not told.
        if (message.event === RESUMED) readAgain();
        if (message.event !== 'production') return;
        const parsed = liveProductionEventSchema.safeParse(message.data);
        if (!parsed.success) return;
        readAgain();
        onChange?.(parsed.data.article_id);
      }),
    [client, onChange],
  );
}
