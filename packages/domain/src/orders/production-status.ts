// The production status of an article (portal §4: codes shown with short descriptions; the
// lifecycle is not shown, this is ours). The codes are the manufacturer's Dutch abbreviations:
// import (imported), binnen (received), wacht (waiting for stock), gerprod (ready for production),
// produktie (in production), confectie (sewing), montage (assembly), ingepakt (packed), gerverz
// (ready to ship), bezorgd (delivered), afgewerkt (completed), annuleer (cancelled), probleem
// (problem, on hold).
import type {
  ArticleType,
  PRODUCTION_SITES,
  ProductionStatus,
  ProductionStatusGroup,
} from '../enums.js';

/** The tracking page's filters. A cancelled line stays under on-hold/problem: it needs a look. */
export const PRODUCTION_STATUS_GROUP: Readonly<Record<ProductionStatus, ProductionStatusGroup>> = {
  import: 'received',
  binnen: 'received',
  wacht: 'withoutstock',
  gerprod: 'inprogress',
  produktie: 'inprogress',
  confectie: 'inprogress',
  montage: 'inprogress',
  ingepakt: 'ready',
  gerverz: 'ready',
  bezorgd: 'ready',
  afgewerkt: 'ready',
  annuleer: 'onhold',
  probleem: 'onhold',
};

export function productionStatusGroup(status: ProductionStatus): ProductionStatusGroup {
  return PRODUCTION_STATUS_GROUP[status];
}

/** The codes a filter group stands for (what `production_status=<group>` selects). */
export function productionStatusesInGroup(group: ProductionStatusGroup): ProductionStatus[] {
  return (Object.keys(PRODUCTION_STATUS_GROUP) as ProductionStatus[]).filter(
    (status) => PRODUCTION_STATUS_GROUP[status] === group,
  );
}

/**
 * The normal road of an article. Steps may be skipped (a rail is not sewn, a curtain is not
 * assembled) but never taken backwards.
 */
export const PRODUCTION_SEQUENCE = [
  'import',
  'binnen',
  'gerprod',
  'produktie',
  'confectie',
  'montage',
  'ingepakt',
  'gerverz',
  'bezorgd',
  'afgewerkt',
] as const satisfies readonly ProductionStatus[];

/** Before cutting starts an article can still be cancelled. */
export const BEFORE_PRODUCTION: readonly ProductionStatus[] = [
  'import',
  'binnen',
  'wacht',
  'gerprod',
];
/** States in which work is under way or pending; a problem can be raised from any of them. */
export const ACTIVE_STATUSES: readonly ProductionStatus[] = [
  'import',
  'binnen',
  'wacht',
  'gerprod',
  'produktie',
  'confectie',
  'montage',
  'ingepakt',
  'gerverz',
];
export const FINAL_STATUSES: readonly ProductionStatus[] = ['afgewerkt', 'annuleer'];

const position = (status: ProductionStatus) =>
  (PRODUCTION_SEQUENCE as readonly ProductionStatus[]).indexOf(status);

export function isBeforeProduction(status: ProductionStatus): boolean {
  return BEFORE_PRODUCTION.includes(status);
}

/**
 * May `next` follow `status`? `heldAt` is the status an article had when it went to `probleem`; it
 * decides whether a problem can still end in cancellation and where work may resume.
 */
export function canFollow(
  status: ProductionStatus,
  next: ProductionStatus,
  heldAt?: ProductionStatus,
): boolean {
  if (status === next || FINAL_STATUSES.includes(status)) return false;
  if (next === 'probleem') return ACTIVE_STATUSES.includes(status);
  if (next === 'annuleer') {
    if (status === 'probleem') return heldAt !== undefined && isBeforeProduction(heldAt);
    return isBeforeProduction(status);
  }
  if (status === 'probleem') {
    if (!ACTIVE_STATUSES.includes(next)) return false;
    return heldAt === undefined || next === heldAt || canFollow(heldAt, next);
  }
  if (next === 'wacht') return status === 'import' || status === 'binnen' || status === 'gerprod';
  if (status === 'wacht') return next === 'gerprod' || next === 'produktie';
  const from = position(status);
  const to = position(next);
  return from >= 0 && to > from;
}

/** Every status that may follow, for the tracking page and the manufacturer's back office. */
export function nextProductionStatuses(
  status: ProductionStatus,
  heldAt?: ProductionStatus,
): ProductionStatus[] {
  return (Object.keys(PRODUCTION_STATUS_GROUP) as ProductionStatus[]).filter((next) =>
    canFollow(status, next, heldAt),
  );
}

/** Why the factory may not report `to` for an article at `from` (each an API refusal code, 409). */
export const PRODUCTION_REFUSAL_CODES = [
  'production_final',
  'production_backwards',
  'production_too_late_to_cancel',
  'production_too_late_to_wait',
  'production_resume_elsewhere',
] as const;
export type ProductionRefusalCode = (typeof PRODUCTION_REFUSAL_CODES)[number];

export type ProductionTransition = { ok: true } | { ok: false; code: ProductionRefusalCode };

const allowed: ProductionTransition = { ok: true };
const refused = (code: ProductionRefusalCode): ProductionTransition => ({ ok: false, code });

/**
 * May the factory report `to` for an article now at `from`, and why not? `from` null: the article
 * has no status yet (confirmed before tracking began), as if it were just imported. The same status
 * again is allowed: it restates the planned date, stock or message without a step. `heldAt` is the
 * status before `probleem` (see `canFollow`). Agrees with `canFollow` on every other pair.
 */
export function productionTransition(
  from: ProductionStatus | null,
  to: ProductionStatus,
  heldAt?: ProductionStatus,
): ProductionTransition {
  if (from === null) return to === 'import' ? allowed : productionTransition('import', to);
  if (FINAL_STATUSES.includes(from)) return refused('production_final');
  if (from === to) return allowed;
  if (canFollow(from, to, heldAt)) return allowed;
  if (to === 'annuleer') return refused('production_too_late_to_cancel');
  if (to === 'wacht' && !(from === 'probleem' || from === 'wacht')) {
    return refused('production_too_late_to_wait');
  }
  if (from === 'probleem' || from === 'wacht') return refused('production_resume_elsewhere');
  return refused('production_backwards');
}

export type ProductionSite = (typeof PRODUCTION_SITES)[number];

/** Metal work (rails, rods, tracks and their parts) is made in Helmond. */
const HELMOND_TYPES: readonly ArticleType[] = [
  'pullrod',
  'rail',
  'rod',
  'trackrail',
  'decorativerail',
  'decorativerod',
  'electrictrackrail',
  'eraildecosquare32mm',
  'eraildecoround35mm',
  'vakoaccessoryparts',
];

/**
 * The production site that makes an article (portal §6 names the two sites; which makes what is
 * ours): textile work in Genemuiden, metal work in Helmond.
 */
export function productionSiteOf(articleType: ArticleType): ProductionSite {
  return HELMOND_TYPES.includes(articleType) ? 'atelierhelmond' : 'ateliergenemuiden';
}
