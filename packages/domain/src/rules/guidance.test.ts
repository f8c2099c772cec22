// The configurators' guidance (configurators §9): advice, never a refusal.
import { describe, expect, it } from 'vitest';
import { evaluateArticle } from '../evaluate/index.js';
import { CONTEXT, WORKED_EXAMPLE } from '../evaluate/test-fixtures.js';
import { issueMessageParams } from '../format/index.js';
import { DEMO_PRICE_LIST } from '../pricing/demo-price-list.js';
import { fabricWidthAssumed, leadTimeWeeks, rollersAdvised } from './guidance.js';

describe('guidance', () => {
  it('advises rollers for a curtain longer than 250 cm, as a warning on the height', () => {
    const long = evaluateArticle(
      { articleType: 'pleatcurtain', parameters: { ...WORKED_EXAMPLE, height: 250.1 } },
      CONTEXT,
    );
    const advice = long.issues.filter((found) => found.code === 'rollers_advised');
    expect(advice).toEqual([expect.objectContaining({ field: 'height', severity: 'warning' })]);
    // 250 cm as a tape reads it, rounded as a lower bound is: above 98 7⁄16 in (98.43).
    expect(issueMessageParams(advice[0]!, 'en', 'imperial')).toEqual({ min: '98 7⁄16 in' });
    expect(long.price).not.toBeNull();
    const standard = evaluateArticle(
      { articleType: 'pleatcurtain', parameters: { ...WORKED_EXAMPLE, height: 250 } },
      CONTEXT,
    );
    expect(standard.issues.map((found) => found.code)).not.toContain('rollers_advised');
    expect(rollersAdvised(2501)).toBe(true);
    expect(rollersAdvised(2500)).toBe(false);
  });

  it('states a panel curtain’s four weeks of lead time, no other article’s', () => {
    expect(leadTimeWeeks('panelcurtain')).toBe(4);
    expect(leadTimeWeeks('pleatcurtain')).toBeNull();
    expect(leadTimeWeeks(null)).toBeNull();
  });
});

describe('the fabric width the make-up price assumes (configurators §9)', () => {
  const defaults = { fabricWidthAssumedMm: { basic: 1400, comfort: 1400, hautecouture: 1500 } };
  it('notes a fabric wider than 140 cm for basic and comfort, 150 cm for haute couture', () => {
    const wide = { widthMm: 1500, widthType: 'strokes' as const };
    expect(fabricWidthAssumed(wide, 'comfort', defaults)).toBe(1400);
    expect(fabricWidthAssumed(wide, 'basic', defaults)).toBe(1400);
    expect(fabricWidthAssumed(wide, 'hautecouture', defaults)).toBeNull();
    expect(fabricWidthAssumed({ ...wide, widthMm: 1550 }, 'hautecouture', defaults)).toBe(1500);
    expect(fabricWidthAssumed({ ...wide, widthMm: 1400 }, 'comfort', defaults)).toBeNull();
    // Wide-width fabric is priced per metre, not per drop; an older list names no width.
    expect(fabricWidthAssumed({ widthMm: 3000, widthType: 'widewidth' }, 'basic', defaults)).toBe(
      null,
    );
    expect(fabricWidthAssumed(wide, 'comfort', {})).toBeNull();
    expect(DEMO_PRICE_LIST.defaults.fabricWidthAssumedMm).toEqual(defaults.fabricWidthAssumedMm);
  });
});
