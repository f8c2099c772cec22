import { describe, expect, it } from 'vitest';
import {
  changeFoldParameter,
  childSafetyApplies,
  type FoldDraft,
  foldArticleParameters,
  foldControlOf,
  needsChildSafetyNotice,
  offersBattery,
  visibleFoldIssues as visibleIssues,
} from './index.js';

describe('the fold curtain form state', () => {
  it('a 12 V blind has a motor that runs on a battery: no chain, the battery asked', () => {
    const twelveVolt = { mounting_system: 'electric12v' };
    expect(foldControlOf(twelveVolt)).toBe('motor');
    expect(offersBattery(twelveVolt)).toBe(true);
    expect(childSafetyApplies(twelveVolt)).toBe(false);
    expect(foldControlOf({ mounting_system: 'electric230v', electric_option: 'wired' })).toBe(
      'motor',
    );
    expect(offersBattery({ mounting_system: 'electric230v', electric_option: 'wired' })).toBe(
      false,
    );
    expect(foldControlOf({ control_type: 'controlrod' })).toBe('rod');
    expect(foldControlOf({})).toBeNull();
  });

  it('a motor takes child safety off; taking the motor off gives the account default back', () => {
    const chain: FoldDraft = { control_type: 'chain', with_child_safety: true };
    const motor = changeFoldParameter(chain, 'mounting_system', 'electric230v');
    expect(motor).toEqual({ mounting_system: 'electric230v' });
    expect(
      changeFoldParameter(motor, 'mounting_system', 'cassettes', { with_child_safety: true }),
    ).toEqual({ mounting_system: 'cassettes', with_child_safety: true });
  });

  it('drops the chain and control fields once the blind gets a motor', () => {
    const manual: FoldDraft = {
      control_type: 'chain',
      control_side: 'left',
      chain_color: 'whitematt',
    };
    expect(changeFoldParameter(manual, 'electric_option', 'wired')).toEqual({
      electric_option: 'wired',
    });
  });

  it('keeps a battery choice only for a battery motor', () => {
    const battery: FoldDraft = { electric_option: 'battery', battery_option: 'doublebattery' };
    expect(changeFoldParameter(battery, 'electric_option', 'wired')).toEqual({
      electric_option: 'wired',
    });
    expect(changeFoldParameter(battery, 'electric_option', undefined)).toEqual({});
  });

  it('drops the chain colour when the blind is worked by a rod instead', () => {
    expect(
      changeFoldParameter(
        { control_type: 'chain', chain_color: 'blackmatt' },
        'control_type',
        'controlrod',
      ),
    ).toEqual({ control_type: 'controlrod' });
  });

  it('warns about child safety only for a chain without it', () => {
    expect(needsChildSafetyNotice({ control_type: 'chain', with_child_safety: false })).toBe(true);
    expect(needsChildSafetyNotice({ control_type: 'chain', with_child_safety: true })).toBe(false);
    expect(needsChildSafetyNotice({ control_type: 'controlrod' })).toBe(false);
    expect(needsChildSafetyNotice({ control_type: 'chain', mounting_system: 'electric12v' })).toBe(
      false,
    );
  });

  it('puts the header fabric and room into the saved parameters, without empty fields', () => {
    expect(
      foldArticleParameters(
        { width: 120, order_memo: '' },
        { fabric: 'cf-0001', room: 'kitchen' },
        null,
      ),
    ).toEqual({ width: 120, main_fabric: 'cf-0001', room: 'kitchen' });
  });

  it('shows the double-battery rule while the rest of the blind is still incomplete', () => {
    const issues = visibleIssues(null, { width: 60, battery_option: 'doublebattery' }, null);
    expect(issues).toContainEqual(
      expect.objectContaining({ field: 'battery_option', code: 'double_battery_min_width' }),
    );
    expect(visibleIssues(null, { width: 80, battery_option: 'doublebattery' }, null)).toEqual([]);
  });
});
