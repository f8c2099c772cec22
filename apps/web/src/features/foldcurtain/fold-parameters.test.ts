import { articleParameterSchemas } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import {
  changeFoldParameter,
  FABRIC_STEP_FIELDS,
  foldArticleParameters,
  needsChildSafetyNotice,
  SPECIFICATION_GROUPS,
  visibleIssues,
} from './fold-parameters';

describe('the fold curtain form state', () => {
  it('offers only fields the fold curtain article has', () => {
    const known = Object.keys(articleParameterSchemas.foldcurtain.shape);
    const offered = [...Object.values(SPECIFICATION_GROUPS).flat(), ...FABRIC_STEP_FIELDS];
    expect(offered.filter((name) => !known.includes(name))).toEqual([]);
  });

  it('drops the chain and control fields once the blind gets a motor', () => {
    const manual = { control_type: 'chain', control_side: 'left', chain_color: 'whitematt' };
    expect(changeFoldParameter(manual, 'electric_option', 'wired')).toEqual({
      electric_option: 'wired',
    });
  });

  it('keeps a battery choice only for a battery motor', () => {
    const battery = { electric_option: 'battery', battery_option: 'doublebattery' };
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
