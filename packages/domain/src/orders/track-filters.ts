// The dashboard's production figures as named filters of the track list: each name is one set of
// criteria, so the number a figure shows and the list it opens are the same articles. The API
// counts and lists with `trackFilterCriteria`; the web links a figure to `track?filter=<name>`.

import { weekStartOf } from '../calendar/working-days.js';
import type { ProductionStatus, TrackFilter } from '../enums.js';
import { productionStatusesInGroup } from './production-status.js';

interface TrackFilterDefinition {
  /** The article's production status is one of these. */
  statuses: readonly ProductionStatus[];
  /** Its status changed (or, never changed, it was entered) since Monday of this week (UTC). */
  changedThisWeek: boolean;
}

/**
 * In production: the in-progress group (ready for production … assembly). With a problem: the
 * status `probleem` (a cancelled line is on hold too, but has no problem to solve). Ready this
 * week: packed or ready to ship, that status reached since Monday; delivered and completed ones
 * are no longer waiting.
 */
export const TRACK_FILTER_DEFINITIONS: Readonly<Record<TrackFilter, TrackFilterDefinition>> = {
  in_production: { statuses: productionStatusesInGroup('inprogress'), changedThisWeek: false },
  problem: { statuses: ['probleem'], changedThisWeek: false },
  ready_this_week: { statuses: ['ingepakt', 'gerverz'], changedThisWeek: true },
};

/** What a filter selects on `today`, as a query can say it. */
export interface TrackFilterCriteria {
  statuses: readonly ProductionStatus[];
  /** The article's last change is at or after this moment; null: any time. */
  changedSince: Date | null;
}

export function trackFilterCriteria(filter: TrackFilter, today: Date): TrackFilterCriteria {
  const { statuses, changedThisWeek } = TRACK_FILTER_DEFINITIONS[filter];
  return {
    statuses,
    changedSince: changedThisWeek ? new Date(`${weekStartOf(today)}T00:00:00Z`) : null,
  };
}

/** Whether an article (its status and last change) is in the filter on `today`. */
export function inTrackFilter(
  filter: TrackFilter,
  article: { status: ProductionStatus | null; lastChange: Date },
  today: Date,
): boolean {
  const { statuses, changedSince } = trackFilterCriteria(filter, today);
  if (article.status === null || !statuses.includes(article.status)) return false;
  return changedSince === null || article.lastChange.getTime() >= changedSince.getTime();
}
