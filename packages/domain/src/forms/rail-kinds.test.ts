import { describe, expect, it } from 'vitest';
import { kindChangePatch, parametersOfType, type RailRodDraft, railRodKindsFor } from './index.js';
import { accountSettings } from './test-account.js';

describe('the rail and rod kinds an account may order', () => {
  it('offers every kind the account has, in catalogue order', () => {
    expect(railRodKindsFor(accountSettings())).toEqual([
      'trackrail',
      'decorativerail',
      'electrictrackrail',
      'eraildecoround35mm',
      'eraildecosquare32mm',
      'decorativerod',
    ]);
  });

  it('leaves out the kinds whose account flag is off', () => {
    const account = accountSettings({ has_electric_rail: false, has_decorative_rod: false });
    expect(railRodKindsFor(account)).toEqual(['trackrail', 'decorativerail']);
    expect(railRodKindsFor(accountSettings({ has_track_rail: false }), 'rail')).not.toContain(
      'trackrail',
    );
  });

  it('limits the curtain flow rail step to rails and the rod step to rods', () => {
    expect(railRodKindsFor(accountSettings(), 'rod')).toEqual(['decorativerod']);
    expect(railRodKindsFor(accountSettings(), 'rail')).not.toContain('decorativerod');
  });

  it('offers no electric rail for an unequally split curtain', () => {
    expect(railRodKindsFor(accountSettings(), 'rail', 'unequal')).toEqual([
      'trackrail',
      'decorativerail',
    ]);
    expect(railRodKindsFor(accountSettings(), 'rail', 'equal')).toContain('electrictrackrail');
  });
});

describe('changing the kind', () => {
  it('takes the runners off a rod and gives a rail its runner defaults back', () => {
    const rail: RailRodDraft = {
      with_runner: true,
      runner_type: 'runner',
      runner_color: 'whitematt',
    };
    expect(kindChangePatch(rail, 'decorativerod')).toMatchObject({
      curtain_rail_type: 'decorativerod',
      with_runner: false,
      runner_type: undefined,
      runner_color: undefined,
    });
    expect(kindChangePatch({ with_runner: false }, 'trackrail', 'wavecurtain')).toMatchObject({
      with_runner: true,
      runner_type: 'waverunner8cm',
    });
  });

  it('saves only the fields of the chosen kind', () => {
    const saved = parametersOfType('trackrail', {
      color: 'whitematt',
      track_type: 'track_1014',
      rod_size: 'rodsize20mm',
      power_type: 'battery',
      width: 200,
      order_memo: '',
    });
    expect(saved).toEqual({ color: 'whitematt', track_type: 'track_1014', width: 200 });
  });
});
