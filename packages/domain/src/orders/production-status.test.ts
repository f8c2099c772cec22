import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_STATUSES, type ProductionStatus } from '../enums.js';
import {
  ACTIVE_STATUSES,
  canFollow,
  FINAL_STATUSES,
  PRODUCTION_SEQUENCE,
  productionSiteOf,
  productionTransition,
} from './production-status.js';

const status = fc.constantFrom(...PRODUCTION_STATUSES);
const refusal = (
  from: ProductionStatus | null,
  to: ProductionStatus,
  heldAt?: ProductionStatus,
) => {
  const verdict = productionTransition(from, to, heldAt);
  return verdict.ok ? null : verdict.code;
};

describe('productionTransition', () => {
  it('walks the normal road forwards, with skips', () => {
    for (let i = 0; i < PRODUCTION_SEQUENCE.length - 1; i++) {
      for (let j = i + 1; j < PRODUCTION_SEQUENCE.length; j++) {
        expect(refusal(PRODUCTION_SEQUENCE[i]!, PRODUCTION_SEQUENCE[j]!)).toBeNull();
      }
    }
  });

  it('refuses going back with production_backwards', () => {
    expect(refusal('montage', 'produktie')).toBe('production_backwards');
    expect(refusal('bezorgd', 'import')).toBe('production_backwards');
  });

  it('refuses anything after a final status', () => {
    for (const final of FINAL_STATUSES) {
      for (const to of PRODUCTION_STATUSES) expect(refusal(final, to)).toBe('production_final');
    }
  });

  it('cancels only before production, also from a problem raised before production', () => {
    expect(refusal('gerprod', 'annuleer')).toBeNull();
    expect(refusal('produktie', 'annuleer')).toBe('production_too_late_to_cancel');
    expect(refusal('probleem', 'annuleer', 'binnen')).toBeNull();
    expect(refusal('probleem', 'annuleer', 'confectie')).toBe('production_too_late_to_cancel');
  });

  it('waits for stock only before production and resumes at gerprod or produktie', () => {
    expect(refusal('binnen', 'wacht')).toBeNull();
    expect(refusal('confectie', 'wacht')).toBe('production_too_late_to_wait');
    expect(refusal('wacht', 'produktie')).toBeNull();
    expect(refusal('wacht', 'ingepakt')).toBe('production_resume_elsewhere');
  });

  it('resumes after a problem where it was held or further on', () => {
    expect(refusal('montage', 'probleem')).toBeNull();
    expect(refusal('probleem', 'montage', 'montage')).toBeNull();
    expect(refusal('probleem', 'ingepakt', 'montage')).toBeNull();
    expect(refusal('probleem', 'produktie', 'montage')).toBe('production_resume_elsewhere');
    expect(refusal('bezorgd', 'probleem')).toBe('production_backwards');
  });

  it('treats an article without a status as just imported', () => {
    expect(refusal(null, 'import')).toBeNull();
    expect(refusal(null, 'produktie')).toBeNull();
    expect(refusal(null, 'annuleer')).toBeNull();
  });

  it('allows the same status again (a restatement), except after a final status', () => {
    expect(refusal('produktie', 'produktie')).toBeNull();
    expect(refusal('afgewerkt', 'afgewerkt')).toBe('production_final');
  });

  it('agrees with canFollow on every pair of different statuses', () => {
    fc.assert(
      fc.property(status, status, fc.option(status, { nil: undefined }), (from, to, heldAt) => {
        fc.pre(from !== to);
        expect(productionTransition(from, to, heldAt).ok).toBe(canFollow(from, to, heldAt));
      }),
    );
  });

  it('never lets an article leave a final status and always lets an active one raise a problem', () => {
    fc.assert(
      fc.property(status, status, (from, to) => {
        if (FINAL_STATUSES.includes(from)) expect(productionTransition(from, to).ok).toBe(false);
        if (ACTIVE_STATUSES.includes(from) && to === 'probleem') {
          expect(productionTransition(from, to).ok).toBe(true);
        }
      }),
    );
  });

  it('reaches a final status from import by allowed steps only (no dead ends)', () => {
    fc.assert(
      fc.property(fc.array(status, { maxLength: 30 }), (wishes) => {
        let current: ProductionStatus = 'import';
        let heldAt: ProductionStatus | undefined;
        for (const wish of wishes) {
          if (current !== wish && productionTransition(current, wish, heldAt).ok) {
            heldAt = wish === 'probleem' ? current : undefined;
            current = wish;
          }
        }
        // From wherever the walk stopped, some road still leads to a final status.
        const seen = new Set<ProductionStatus>();
        const reach = (at: ProductionStatus, held?: ProductionStatus): boolean => {
          if (FINAL_STATUSES.includes(at)) return true;
          if (seen.has(at)) return false;
          seen.add(at);
          return PRODUCTION_STATUSES.some(
            (next) =>
              next !== at &&
              productionTransition(at, next, held).ok &&
              reach(next, next === 'probleem' ? at : undefined),
          );
        };
        expect(reach(current, heldAt)).toBe(true);
      }),
    );
  });
});

describe('productionSiteOf', () => {
  it('sends textile work to Genemuiden and metal work to Helmond', () => {
    expect(productionSiteOf('wavecurtain')).toBe('ateliergenemuiden');
    expect(productionSiteOf('cushion')).toBe('ateliergenemuiden');
    expect(productionSiteOf('rail')).toBe('atelierhelmond');
    expect(productionSiteOf('decorativerod')).toBe('atelierhelmond');
  });
});
