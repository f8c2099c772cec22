import { describe, expect, it } from 'vitest';
import { DEMO_DEFAULTS as D } from '../pricing/demo-price-list.js';
import { calculateRail, maxBarLengthMm, type RailInput } from './rails.js';

function rail(overrides: Partial<RailInput> = {}) {
  return calculateRail(
    {
      kind: 'rail',
      colour: 'whitematt',
      widthMm: 3000,
      curveType: null,
      legsMm: [],
      panels: 2,
      withRunners: true,
      runnerSpacingMm: null,
      withEndKnobs: false,
      withConnector: null,
      withStopper: false,
      withRetarder: false,
      electric: null,
      ...overrides,
    },
    D,
  );
}
const part = (result: ReturnType<typeof rail>, code: string) =>
  result.cutList.parts.find((p) => p.code === code)?.quantity ?? 0;

describe('rails and rods (§3)', () => {
  it('rail length is W plus the curve legs; legs count only with a curve', () => {
    expect(rail({ curveType: 'double90', legsMm: [300, 250, 0, 0, 0] }).facts.lengthMm).toBe(3550);
    expect(rail({ curveType: 'nocurve', legsMm: [300, 250, 0, 0, 0] }).facts.lengthMm).toBe(3000);
    expect(rail({ curveType: 'double90' }).facts.curves).toBe(2);
    expect(rail({ curveType: 'quadruple45' }).facts.curves).toBe(4);
  });
  it('single bar max 6000 mm, champagne and rose copper 4000 mm', () => {
    expect(maxBarLengthMm(D, 'whitematt')).toBe(6000);
    expect(maxBarLengthMm(D, 'champagne')).toBe(4000);
    expect(maxBarLengthMm(D, 'rosecopper')).toBe(4000);
  });
  it('connectors: ceil(length / max) − 1, left out when the dealer orders without', () => {
    expect(part(rail({ widthMm: 6000 }), 'connector')).toBe(0);
    expect(part(rail({ widthMm: 6001 }), 'connector')).toBe(1);
    expect(part(rail({ widthMm: 8500, colour: 'champagne' }), 'connector')).toBe(2);
    const loose = rail({ widthMm: 8500, colour: 'champagne', withConnector: false });
    expect(part(loose, 'connector')).toBe(0);
    expect(part(loose, 'bar')).toBe(3);
  });
  it('supports: ceil(W / 1000) + 1 for rails, ceil(W / 1200) + 1 for rods', () => {
    expect(part(rail({ widthMm: 3001 }), 'support')).toBe(5);
    expect(part(rail({ widthMm: 3001, kind: 'rod' }), 'support')).toBe(4);
  });
  it('runners: ceil(W / d) + panels, d = 80 mm or the wave runner distance', () => {
    expect(part(rail(), 'runner')).toBe(38 + 2);
    expect(part(rail({ runnerSpacingMm: 60, panels: 1 }), 'runner')).toBe(50 + 1);
    expect(part(rail({ withRunners: false }), 'runner')).toBe(0);
  });
  it('two end stops on a rail, two knobs on a rod', () => {
    expect(part(rail(), 'endstop')).toBe(2);
    expect(part(rail({ kind: 'rod' }), 'endknob')).toBe(2);
  });
  it('electric: motor and 230 V cord or battery, with optional remote and hub', () => {
    const wired = rail({
      electric: { power: 'standard230v', battery: null, remote: true, hub: false },
    });
    expect([
      part(wired, 'motor'),
      part(wired, 'powercord'),
      part(wired, 'remote'),
      part(wired, 'hub'),
    ]).toEqual([1, 1, 1, 0]);
    const battery = rail({
      electric: { power: 'battery', battery: 'doublebattery', remote: false, hub: true },
    });
    expect([part(battery, 'battery'), part(battery, 'powercord'), part(battery, 'hub')]).toEqual([
      1, 0, 1,
    ]);
  });
  it('the bar is charged per started 10 cm', () => {
    expect(rail({ widthMm: 3001 }).facts.chargedMm).toBe(3100);
  });
});
