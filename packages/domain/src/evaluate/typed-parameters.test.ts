// The evaluators read their article type's parameters (ArticleParametersByType) and the forms hold
// their article type's draft (ArticleDraft), so reading or setting a field the type does not have
// fails the type check (`npm run typecheck`), as the panel curtain's `luxury` did: the schema has
// none, and the price silently used the default. Each `@ts-expect-error` below fails the type check
// the day the misspelt field compiles.
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { CurveType, FoldType, MountingSystem, SplitType, TrackType } from '../enums.js';
import {
  type CurtainDraft,
  changeFoldParameter,
  changeParameter,
  chooseModel,
  type FoldDraft,
  kindChangePatch,
  newCurtainState,
  type RailRodDraft,
} from '../forms/index.js';
import { accountSettings } from '../forms/test-account.js';
import {
  type ArticleDraft,
  type ArticleParametersByType,
  setDraftField,
} from '../schemas/index.js';
import type { EvaluationInput } from './shared.js';

describe('the evaluators’ parameters are typed per article type', () => {
  it('refuses, at compile time, a field the article type does not have', () => {
    const panelLuxury = (input: EvaluationInput<ArticleParametersByType['panelcurtain']>) =>
      // @ts-expect-error a panel curtain has no luxury field
      input.params.luxury;
    const foldWidth = (input: EvaluationInput<ArticleParametersByType['foldcurtain']>): number =>
      input.params.width;
    expect([panelLuxury, foldWidth]).toHaveLength(2);
  });

  it('a sewn curtain’s split and luxury are read as their choices, not as any string', () => {
    type Pleat = ArticleParametersByType['pleatcurtain'];
    expectTypeOf<Pleat['split_type']>().toEqualTypeOf<SplitType>();
    const misspelt = (params: Pleat) =>
      // @ts-expect-error the field is split_type
      params.split_tpye;
    expect(misspelt).toBeTypeOf('function');
  });

  it('a rail’s fields are a rail’s: its track type is one of the tracks', () => {
    type Track = ArticleParametersByType['trackrail'];
    expectTypeOf<Track['track_type']>().toEqualTypeOf<TrackType>();
    const misspelt = (params: Track) =>
      // @ts-expect-error the field is track_type
      params.trak_type;
    expect(misspelt).toBeTypeOf('function');
  });
});

describe('the curtain form holds a curtain’s draft', () => {
  const account = accountSettings();

  it('reads and sets a curtain field by its own name and type', () => {
    let state = chooseModel(newCurtainState(account), 'pleatcurtain', account);
    state = changeParameter(state, 'split_type', 'unequal', account);
    expectTypeOf(state.parameters).toEqualTypeOf<CurtainDraft>();
    expectTypeOf(state.parameters.split_type).toEqualTypeOf<SplitType | null | undefined>();
    expect(state.parameters.split_type).toBe('unequal');
  });

  it('refuses, at compile time, a field no curtain has', () => {
    const state = chooseModel(newCurtainState(account), 'pleatcurtain', account);
    // @ts-expect-error the field is split_type
    expect(state.parameters.split_tpye).toBeUndefined();
    // @ts-expect-error no curtain has a fold type (a roman blind has)
    expect(() => changeParameter(state, 'fold_type', '1', account)).not.toThrow();
    // @ts-expect-error a size is a number (or the text typed), never a flag
    const wrong: CurtainDraft = { width: true };
    expect(wrong.width).toBe(true);
  });

  it('over several models, a field any of them has; over one, only that one’s', () => {
    expectTypeOf<ArticleDraft<'wavecurtain'>>().not.toHaveProperty('pleat_type');
    expectTypeOf<ArticleDraft<'pleatcurtain' | 'wavecurtain'>>().toHaveProperty('pleat_type');
    expectTypeOf<CurtainDraft>().toHaveProperty('sizes');
  });
});

describe('the fold curtain form holds a roman blind’s draft', () => {
  it('reads and sets a roman blind’s field by its own name and type', () => {
    const blind = changeFoldParameter({ fold_type: '2' }, 'mounting_system', 'cassettes');
    expectTypeOf(blind).toEqualTypeOf<FoldDraft>();
    expectTypeOf(blind.fold_type).toEqualTypeOf<FoldType | null | undefined>();
    expectTypeOf(blind.mounting_system).toEqualTypeOf<MountingSystem | null | undefined>();
    expect(blind).toEqual({ fold_type: '2', mounting_system: 'cassettes' });
  });

  it('refuses, at compile time, a field a roman blind does not have', () => {
    const blind: FoldDraft = { fold_type: '1' };
    // @ts-expect-error the field is fold_type
    expect(blind.fold_tpye).toBeUndefined();
    // @ts-expect-error a roman blind has no split (a curtain has)
    expect(changeFoldParameter(blind, 'split_type', 'equal')).toBeDefined();
    // @ts-expect-error a fold type is one of the fold types, not any text
    const wrong: FoldDraft = { fold_type: 'zigzag' };
    expect(wrong.fold_type).toBe('zigzag');
  });
});

describe('the rail/rod form holds a rail’s, a rod’s or a pull rod’s draft', () => {
  it('reads and sets a rail’s field by its own name and type', () => {
    const rail = setDraftField<RailRodDraft>({ color: 'whitematt' }, 'curve_type', 'single90');
    expectTypeOf(rail.curve_type).toEqualTypeOf<CurveType | null | undefined>();
    expectTypeOf(kindChangePatch(rail, 'decorativerod')).toEqualTypeOf<RailRodDraft>();
    expect(rail).toEqual({ color: 'whitematt', curve_type: 'single90' });
    expect(setDraftField(rail, 'curve_type', undefined)).toEqual({ color: 'whitematt' });
  });

  it('refuses, at compile time, a field no rail, rod or pull rod has', () => {
    const rail: RailRodDraft = { color: 'whitematt' };
    // @ts-expect-error the field is color
    expect(rail.colour).toBeUndefined();
    // @ts-expect-error a rail has no fold type (a roman blind has)
    expect(setDraftField(rail, 'fold_type', '1')).toBeDefined();
    // @ts-expect-error a colour is one of the colours, not any text
    const wrong: RailRodDraft = { color: 'purple' };
    expect(wrong.color).toBe('purple');
  });
});

describe('the parts form holds loose parts’ draft', () => {
  it('a part line has the schema’s fields and no others', () => {
    type Parts = ArticleDraft<'vakoaccessoryparts'>;
    const parts: Parts = { parts: [{ accessory_id: '7', quantity: 2 }], order_memo: 'Hal' };
    expect(parts.parts).toHaveLength(1);
    // @ts-expect-error the line's field is accessory_id
    const misspelt: Parts = { parts: [{ accesory_id: '7', quantity: 2 }] };
    // @ts-expect-error loose parts have no width (a rail has)
    const noWidth: Parts = { width: 300 };
    expect([misspelt, noWidth]).toHaveLength(2);
  });
});
