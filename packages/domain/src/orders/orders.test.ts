import { describe, expect, it } from 'vitest';
import { ORDER_TYPES, PRODUCTION_STATUS_GROUPS, PRODUCTION_STATUSES } from '../enums.js';
import {
  allowedArticleOperations,
  articleLockedReason,
  canFollow,
  canPerformArticleOperation,
  canReceiveArticles,
  canTransitionOrder,
  duplicateTarget,
  FLOW_ORDER_TYPES,
  isFlowOrder,
  nextProductionStatuses,
  orderAfter,
  productionStatusesInGroup,
  productionStatusGroup,
} from './index.js';

describe('order transitions', () => {
  it('a draft is saved as an offer or confirmed; an offer is confirmed; confirmed becomes delivered', () => {
    expect(canTransitionOrder('draft', 'offered')).toBe(true);
    expect(canTransitionOrder('draft', 'confirmed')).toBe(true);
    expect(canTransitionOrder('offered', 'confirmed')).toBe(true);
    expect(canTransitionOrder('confirmed', 'delivered')).toBe(true);
    expect(canTransitionOrder('imported', 'confirmed')).toBe(true);
  });

  it('never goes back from confirmed or delivered, and never skips confirmation to delivery', () => {
    for (const to of ORDER_TYPES) {
      expect(canTransitionOrder('delivered', to)).toBe(false);
      if (to !== 'delivered') expect(canTransitionOrder('confirmed', to)).toBe(false);
    }
    expect(canTransitionOrder('draft', 'delivered')).toBe(false);
    expect(canTransitionOrder('offered', 'draft')).toBe(false);
    expect(orderAfter('offered', 'save_as_offer')).toBeNull();
    expect(orderAfter('draft', 'confirm')).toBe('confirmed');
  });
});

describe('article operations per order type', () => {
  it('drafts and offers allow edit, delete, duplicate, move, split, combine strokes and sets', () => {
    for (const type of ['draft', 'offered'] as const) {
      for (const op of [
        'edit',
        'delete',
        'duplicate',
        'move',
        'split',
        'combine_strokes',
        'make_set',
      ] as const) {
        expect(canPerformArticleOperation(type, op), `${type} ${op}`).toBe(true);
      }
      expect(canReceiveArticles(type)).toBe(true);
      expect(duplicateTarget(type)).toBe('same-order');
    }
  });

  it('confirmed, delivered and imported orders only duplicate, into the draft', () => {
    for (const type of ['confirmed', 'delivered', 'imported'] as const) {
      expect(allowedArticleOperations(type)).toEqual(['duplicate']);
      expect(canReceiveArticles(type)).toBe(false);
      expect(duplicateTarget(type)).toBe('draft');
    }
  });
});

describe('production status', () => {
  it('puts every status code in one of the five filter groups', () => {
    for (const status of PRODUCTION_STATUSES) {
      expect(PRODUCTION_STATUS_GROUPS).toContain(productionStatusGroup(status));
    }
    expect(productionStatusesInGroup('received')).toEqual(['import', 'binnen']);
    expect(productionStatusesInGroup('withoutstock')).toEqual(['wacht']);
    expect(productionStatusGroup('produktie')).toBe('inprogress');
    expect(productionStatusGroup('probleem')).toBe('onhold');
    expect(productionStatusGroup('bezorgd')).toBe('ready');
    const all = PRODUCTION_STATUS_GROUPS.flatMap((group) => productionStatusesInGroup(group));
    expect(all.sort()).toEqual([...PRODUCTION_STATUSES].sort());
  });

  it('moves forward along production, skipping steps that do not apply, never backwards', () => {
    expect(canFollow('binnen', 'gerprod')).toBe(true);
    expect(canFollow('produktie', 'ingepakt')).toBe(true);
    expect(canFollow('gerverz', 'bezorgd')).toBe(true);
    expect(canFollow('bezorgd', 'afgewerkt')).toBe(true);
    expect(canFollow('confectie', 'produktie')).toBe(false);
    expect(canFollow('afgewerkt', 'bezorgd')).toBe(false);
  });

  it('cancels only before production', () => {
    for (const status of ['import', 'binnen', 'wacht', 'gerprod'] as const) {
      expect(canFollow(status, 'annuleer'), status).toBe(true);
    }
    for (const status of [
      'produktie',
      'confectie',
      'montage',
      'ingepakt',
      'gerverz',
      'bezorgd',
    ] as const) {
      expect(canFollow(status, 'annuleer'), status).toBe(false);
    }
    expect(canFollow('probleem', 'annuleer', 'binnen')).toBe(true);
    expect(canFollow('probleem', 'annuleer', 'produktie')).toBe(false);
    expect(nextProductionStatuses('annuleer')).toEqual([]);
  });

  it('a problem can be raised from any active state and work resumes where it stopped', () => {
    for (const status of [
      'import',
      'binnen',
      'wacht',
      'gerprod',
      'produktie',
      'confectie',
      'montage',
      'ingepakt',
      'gerverz',
    ] as const) {
      expect(canFollow(status, 'probleem'), status).toBe(true);
    }
    expect(canFollow('afgewerkt', 'probleem')).toBe(false);
    expect(canFollow('annuleer', 'probleem')).toBe(false);
    expect(canFollow('probleem', 'confectie', 'confectie')).toBe(true);
    expect(canFollow('probleem', 'montage', 'confectie')).toBe(true);
    expect(canFollow('probleem', 'binnen', 'confectie')).toBe(false);
  });

  it('waiting for stock happens before production and ends when production can start', () => {
    expect(canFollow('binnen', 'wacht')).toBe(true);
    expect(canFollow('produktie', 'wacht')).toBe(false);
    expect(canFollow('wacht', 'gerprod')).toBe(true);
    expect(canFollow('wacht', 'ingepakt')).toBe(false);
  });
});

describe('the order the order flow saves into', () => {
  it('is a draft, never an offer or an order the manufacturer has', () => {
    expect(FLOW_ORDER_TYPES).toEqual(['draft']);
    expect(isFlowOrder('draft')).toBe(true);
    for (const type of ['offered', 'confirmed', 'delivered', 'imported'] as const) {
      expect(isFlowOrder(type), type).toBe(false);
    }
    // Every order the flow may save into also takes new articles by the article rules.
    for (const type of ORDER_TYPES) {
      if (isFlowOrder(type)) expect(canReceiveArticles(type), type).toBe(true);
    }
  });

  it("an article's edit page is read-only exactly where the order no longer changes, with why", () => {
    expect(articleLockedReason('draft')).toBeNull();
    expect(articleLockedReason('offered')).toBeNull();
    expect(articleLockedReason('confirmed')).toBe('order_confirmed');
    expect(articleLockedReason('delivered')).toBe('order_delivered');
    expect(articleLockedReason('imported')).toBe('order_imported');
  });
});
