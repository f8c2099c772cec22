// The configurators' guidance (configurators §9): advice, never a refusal.
import { describe, expect, it } from 'vitest';
import { evaluateArticle } from '../evaluate/index.js';
import { CONTEXT, WORKED_EXAMPLE } from '../evaluate/test-fixtures.js';
import { issueMessageParams } from '../format/index.js';
import { leadTimeWeeks, rollersAdvised } from './guidance.js';

describe('guidance', () => {
  it('advises rollers for a curtain longer than 250 cm, as a warning on the height', () => {
    const long = evaluateArticle(
      { articleType: 'pleatcurtain', parameters: { ...WORKED_EXAMPLE, height: 250.1 } },
      CONTEXT,
    );
    const advice = long.issues.filter((found) => found.code === 'rollers_advised');
    expect(advice).toEqual([expect.objectContaining({ field: 'height', severity: 'warning' })]);
    expect(issueMessageParams(advice[0]!, 'en', 'imperial')).toEqual({ min: '98.4 in' });
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
