// Rail/rod step behaviours (configurators §4).
import {
  CURTAIN_TYPES,
  type CurtainType,
  RAIL_KINDS,
  type RailRodKind,
  type RunnerType,
} from '../enums.js';
import type { RailRodDraft, RailRodFieldName } from '../schemas/index.js';

export type { RailRodDraft, RailRodFieldName };
export type RailOrRod = 'rail' | 'rod';

/** Changing the rail/rod type: rail when the type is a rail type or nothing is chosen, else rod. */
export function railOrRodFor(kind: RailRodKind | '' | null | undefined): RailOrRod {
  if (kind === undefined || kind === null || kind === '') return 'rail';
  return (RAIL_KINDS as readonly string[]).includes(kind) ? 'rail' : 'rod';
}

export interface RailRodSelectionDefaults {
  with_runner: boolean;
  runner_type?: RunnerType;
  with_retarder: boolean;
  with_stopper: boolean;
}

/**
 * What a rail for each curtain type is delivered with unless the dealer changes it. Wave curtains
 * hang on wave runners; ring, rod and span curtains go on a rod without runners; curtains on runners
 * get a stopper so they cannot slide off the track end, and a retarder only when asked for.
 */
export const RAIL_ROD_DEFAULTS_BY_CURTAIN_TYPE: Record<CurtainType, RailRodSelectionDefaults> =
  Object.fromEntries(
    CURTAIN_TYPES.map((type): [CurtainType, RailRodSelectionDefaults] => {
      switch (type) {
        case 'wavecurtain':
          return [
            type,
            {
              with_runner: true,
              runner_type: 'waverunner8cm',
              with_retarder: false,
              with_stopper: true,
            },
          ];
        case 'ringcurtain':
        case 'rodcurtain':
        case 'spancurtain':
          return [type, { with_runner: false, with_retarder: false, with_stopper: false }];
        default:
          return [
            type,
            { with_runner: true, runner_type: 'runner', with_retarder: false, with_stopper: true },
          ];
      }
    }),
  ) as Record<CurtainType, RailRodSelectionDefaults>;

const NO_CURTAIN_DEFAULTS: RailRodSelectionDefaults = {
  with_runner: true,
  runner_type: 'runner',
  with_retarder: false,
  with_stopper: true,
};

/**
 * Resetting the rail/rod step clears the dealer's choices but keeps the runner, retarder and stopper
 * defaults of the curtain it carries, and the link to that curtain.
 */
export function resetRailRodParameters(
  params: Readonly<RailRodDraft>,
  curtainType: CurtainType | null | undefined,
): RailRodDraft {
  const defaults = curtainType
    ? RAIL_ROD_DEFAULTS_BY_CURTAIN_TYPE[curtainType]
    : NO_CURTAIN_DEFAULTS;
  const kept: RailRodDraft = { ...defaults };
  const { curtain_order_number, rail_curtain_type, curtain_split_type, room } = params;
  if (curtain_order_number !== undefined) kept.curtain_order_number = curtain_order_number;
  if (rail_curtain_type !== undefined) kept.rail_curtain_type = rail_curtain_type;
  if (curtain_split_type !== undefined) kept.curtain_split_type = curtain_split_type;
  if (room !== undefined) kept.room = room;
  if (curtainType) kept.rail_curtain_type = curtainType;
  return kept;
}
