import { describe, expect, it } from 'vitest';
import { documentParameterRows } from '../documents/parameter-rows.js';
import { RAIL_ROD_FIELDS, railRodFieldsHidden, railRodFieldsOf } from './rail-rod-fields.js';

describe('railRodFieldsOf', () => {
  it('gives a rail every field in the fitter’s order with its option group', () => {
    const fields = railRodFieldsOf('trackrail', {});
    expect(fields).toEqual(RAIL_ROD_FIELDS);
    expect(fields.slice(0, 3).map((field) => field.name)).toEqual(['room', 'color', 'track_type']);
    expect(fields.find((field) => field.name === 'runner_color')).toEqual({
      name: 'runner_color',
      kind: 'choice',
      enumKey: 'colors',
    });
    expect(railRodFieldsHidden('trackrail', {})).toEqual([]);
  });
  it('leaves a rod’s runner, stopper and retarder fields out', () => {
    const names = railRodFieldsOf('decorativerod', {}).map((field) => field.name);
    expect(names).toContain('rod_size');
    for (const name of ['with_runner', 'runner_type', 'with_stopper', 'with_retarder'])
      expect(names).not.toContain(name);
    expect(railRodFieldsHidden('decorativerod', {})).toContain('with_runner');
  });
  it('is the rule the order forms read: a rod’s stored runner flag is not printed', () => {
    const rows = documentParameterRows('decorativerod', {
      rod_size: '28mm',
      width: 200,
      with_runner: true,
      with_stopper: true,
    });
    expect(rows.map((row) => row.name)).toEqual(['rod_size', 'width']);
  });
});
