import { describe, expect, it } from 'vitest';
import { ACCESSORY_PART_TYPES } from './catalogue.js';
import { partNameOf, partVariantGroupOf } from './part-name.js';

describe('a catalogue part is named by its codes, not by the manufacturer’s English name', () => {
  it('names a part by its variant where the variant is a name on its own', () => {
    expect(partNameOf({ type: 'supports', variant: 'wall60mm' })).toEqual({
      kind: null,
      variant: { group: 'supportTypes', value: 'wall60mm' },
    });
    expect(partNameOf({ type: 'trackrail', variant: 'track_1014' }).kind).toBeNull();
    expect(partNameOf({ type: 'endstops', variant: 'endstop' })).toEqual({
      kind: null,
      variant: { group: 'partVariants', value: 'endstop' },
    });
  });

  it('puts the kind before a variant that only qualifies it (a rod size, a knob shape)', () => {
    expect(partNameOf({ type: 'decorativerod', variant: 'rodsize25mm' })).toEqual({
      kind: 'decorativerod',
      variant: { group: 'rodSizes', value: 'rodsize25mm' },
    });
    expect(partNameOf({ type: 'endknobs', variant: 'ball' }).kind).toBe('endknobs');
    expect(partNameOf({ type: 'power', variant: 'battery' }).kind).toBe('power');
  });

  it('names an electric decorative rail by its kind alone, which names its profile', () => {
    expect(partNameOf({ type: 'eraildecosquare32mm', variant: 'square30mm' })).toEqual({
      kind: 'eraildecosquare32mm',
      variant: null,
    });
  });

  it('never shows a variant of another type alone', () => {
    expect(partNameOf({ type: 'supports', variant: 'ball' })).toEqual({
      kind: 'supports',
      variant: { group: 'endKnobs', value: 'ball' },
    });
  });

  it('words every variant with one group', () => {
    expect(partVariantGroupOf('round25mm')).toBe('decorativeRailTypes');
    expect(partVariantGroupOf('pullrod75cm')).toBe('partVariants');
    for (const type of ACCESSORY_PART_TYPES) {
      const name = partNameOf({ type, variant: 'hub' });
      expect(name.kind !== null || name.variant !== null).toBe(true);
    }
  });
});
