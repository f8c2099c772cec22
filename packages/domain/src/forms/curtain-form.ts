// The curtain's form model and its transitions (configurators §4): choosing a model, changing a
// field (inverted pleat, luxury, split), the optional rail, rod and pull rod that follow the
// curtain's width, reset and loading an existing article. Pure functions, so each behaviour is one
// call a test can make; the web keeps this state, the API applies the same field rules.
import type { AccountSettings } from '../contracts/account.js';
import {
  type ArticleType,
  CURTAIN_TYPES,
  type CurtainType,
  LUXURY_TYPES,
  type Luxury,
  type Room,
} from '../enums.js';
import { cmToMm, cmToNearestMm } from '../format/index.js';
import { takesLining } from '../rules/fabric-use.js';
import { type ArticleDraft, isArticleType, storedDraft, withDraftField } from '../schemas/index.js';
import {
  curtainParameterDefaults,
  orderFlowDefaults,
  roundToPatternApplied,
  tierSizeDefault,
} from './account-defaults.js';
import { defaultPleatType, schemaFields, takesRailOrRod } from './curtain-fields.js';
import { resetCurtainParameters } from './curtain-flow.js';
import { invertedPleatIncreaseMm, setInvertedPleat } from './inverted-pleat.js';
import { isRailRodArticleType } from './rail-kinds.js';
import {
  type RailRodDraft,
  type RailRodFieldName,
  railOrRodFor,
  resetRailRodParameters,
} from './rail-rod.js';

/** What the curtain form holds: the fields of any curtain model, as the dealer typed them. */
export type CurtainDraft = ArticleDraft<CurtainType>;
/** A field of any curtain model. */
export type CurtainFieldName = keyof CurtainDraft;

export type AddOnId = 'rail' | 'rod' | 'pullRod';
export const ADD_ON_IDS: readonly AddOnId[] = ['rail', 'rod', 'pullRod'];

export interface AddOnState {
  enabled: boolean;
  articleType: ArticleType | null;
  /** A rail's, a rod's or a pull rod's fields, as the dealer typed them. */
  parameters: RailRodDraft;
  /** Set once saved, so the next save updates it. */
  orderNumber: string | null;
  /** The dealer typed a width of its own: it no longer follows the curtain's width. */
  widthByHand: boolean;
}

export interface CurtainFormState {
  articleType: CurtainType | null;
  parameters: CurtainDraft;
  /** What ticking inverted pleat added to the width, in mm, so unticking takes exactly that off. */
  invertedPleatAddedMm: number;
  withLining: boolean;
  employee: number | null;
  orderNumber: string | null;
  /** The order an edited article is in. */
  orderId: number | null;
  addOns: Record<AddOnId, AddOnState>;
}

const noAddOn = (): AddOnState => ({
  enabled: false,
  articleType: null,
  parameters: {},
  orderNumber: null,
  widthByHand: false,
});

/** Add-ons that run along the curtain's width: the rail and the rod (a pull rod has a length). */
const FOLLOWS_WIDTH: readonly AddOnId[] = ['rail', 'rod'];

/**
 * The width a rail or rod under this curtain gets, in cm: the curtain's width as measured. Returns
 * turn round the rail's ends and overlaps cross at its centre, so neither lengthens the rail; the
 * inverted pleat's 8 % is extra fabric, not extra rail, so it is taken off again.
 */
export function railWidthForCurtain(
  state: Pick<CurtainFormState, 'parameters' | 'invertedPleatAddedMm'>,
): number | undefined {
  const width = state.parameters.width;
  const widthMm = typeof width === 'number' ? cmToMm(width) : null;
  if (widthMm === null || widthMm <= 0) return undefined;
  const added = state.parameters.inverted_pleat === true ? state.invertedPleatAddedMm : 0;
  return (widthMm - added) / 10;
}

const sameWidth = (a: unknown, b: unknown) =>
  typeof a === 'number' && typeof b === 'number' && cmToMm(a) === cmToMm(b);

/** Rails and rods that follow the curtain take its width again (after a change of the curtain). */
export function followCurtainWidth(state: CurtainFormState): CurtainFormState {
  const width = railWidthForCurtain(state);
  let addOns = state.addOns;
  for (const id of FOLLOWS_WIDTH) {
    const addOn = addOns[id];
    if (!addOn.enabled || addOn.widthByHand || width === undefined) continue;
    if (sameWidth(addOn.parameters.width, width)) continue;
    addOns = { ...addOns, [id]: { ...addOn, parameters: { ...addOn.parameters, width } } };
  }
  return addOns === state.addOns ? state : { ...state, addOns };
}

/**
 * The rail step's notice: the dealer set this rail's width by hand and it is not the curtain's.
 * Null when they agree (or there is nothing to compare).
 */
export function addOnWidthDiffers(
  state: CurtainFormState,
  id: AddOnId,
): { railWidth: number; curtainWidth: number } | null {
  const addOn = state.addOns[id];
  const curtainWidth = railWidthForCurtain(state);
  const railWidth = addOn.parameters.width;
  if (!FOLLOWS_WIDTH.includes(id) || !addOn.enabled || curtainWidth === undefined) return null;
  if (typeof railWidth !== 'number' || sameWidth(railWidth, curtainWidth)) return null;
  return { railWidth, curtainWidth };
}

const isLuxury = (value: unknown): value is Luxury =>
  typeof value === 'string' && (LUXURY_TYPES as readonly string[]).includes(value);

export function isCurtainType(value: unknown): value is CurtainType {
  return typeof value === 'string' && (CURTAIN_TYPES as readonly string[]).includes(value);
}

export function newCurtainState(
  account: AccountSettings,
  start: { room?: Room | null; fabric?: string | null } = {},
): CurtainFormState {
  const parameters: CurtainDraft = {};
  if (start.room) parameters.room = start.room;
  if (start.fabric) parameters.main_fabric = start.fabric;
  return {
    articleType: null,
    parameters,
    invertedPleatAddedMm: 0,
    withLining: orderFlowDefaults(account).withLining,
    employee: null,
    orderNumber: null,
    orderId: null,
    addOns: { rail: noAddOn(), rod: noAddOn(), pullRod: noAddOn() },
  };
}

/** What survives a change of model: the order header, the fabrics and the measurements. */
const CARRIED_OVER: readonly CurtainFieldName[] = [
  'room',
  'main_fabric',
  'main_fabric_width_type',
  'lining_fabric',
  'lining_fabric_width_type',
  'width',
  'height',
  'return_left',
  'return_right',
  'overlap_left',
  'overlap_right',
  'assembly_height',
  'split_type',
  'left_percentage',
  'inverted_pleat',
  'hem_type',
  'hem_size',
  'side_hem_type',
  'nap_orientation',
  'quantity',
  'round_to_pattern',
  'order_memo',
];

/** The luxury a new curtain starts with: only when the account offers a single one. */
function onlyLuxury(account: AccountSettings): Luxury | undefined {
  return account.luxuries.length === 1 ? account.luxuries[0] : undefined;
}

export function chooseModel(
  state: CurtainFormState,
  type: CurtainType,
  account: AccountSettings,
): CurtainFormState {
  if (state.articleType === type) return state;
  const fields = schemaFields(type);
  let current = state;
  if (state.parameters.inverted_pleat === true && !fields.has('inverted_pleat')) {
    current = changeCurtainField(state, 'inverted_pleat', false, account);
  }
  const chosen = current.parameters.luxury;
  const luxury =
    fields.has('luxury') && chosen && account.luxuries.includes(chosen)
      ? chosen
      : fields.has('luxury')
        ? onlyLuxury(account)
        : undefined;
  const parameters: CurtainDraft = curtainParameterDefaults(account, type, luxury);
  for (const name of CARRIED_OVER) {
    if (current.parameters[name] !== undefined && fields.has(name)) {
      copyField(parameters, current.parameters, name);
    }
  }
  const pleat = defaultPleatType(type, account);
  if (pleat) parameters.pleat_type = pleat;
  const keepsRail = takesRailOrRod(type);
  // A model made without lining (rules/fabric-use.ts) leaves the lining behind.
  const lined = takesLining(type);
  if (!lined) {
    if (fields.has('lining_fabric')) parameters.lining_fabric = null;
    delete parameters.lining_fabric_width_type;
  }
  return {
    ...current,
    withLining: lined && current.withLining,
    articleType: type,
    parameters,
    invertedPleatAddedMm: parameters.inverted_pleat === true ? current.invertedPleatAddedMm : 0,
    addOns: keepsRail ? current.addOns : { rail: noAddOn(), rod: noAddOn(), pullRod: noAddOn() },
  };
}

/** One field from one draft into another (a field name of the union keeps its own value type). */
function copyField<K extends CurtainFieldName>(
  to: CurtainDraft,
  from: Readonly<CurtainDraft>,
  name: K,
): void {
  to[name] = from[name];
}

function without(parameters: CurtainDraft, ...names: CurtainFieldName[]): CurtainDraft {
  const next = { ...parameters };
  for (const name of names) delete next[name];
  return next;
}

/**
 * A field as the dealer set it. The name is one of a curtain's fields (a misspelt one does not
 * compile); the value is what the field's control handed on, which validation judges.
 */
export function changeParameter(
  state: CurtainFormState,
  name: CurtainFieldName,
  value: unknown,
  account: AccountSettings,
): CurtainFormState {
  const next = changeCurtainField(state, name, value, account);
  return name === 'width' || name === 'inverted_pleat' ? followCurtainWidth(next) : next;
}

function changeCurtainField(
  state: CurtainFormState,
  name: CurtainFieldName,
  value: unknown,
  account: AccountSettings,
): CurtainFormState {
  const parameters = state.parameters;
  const set = (field: CurtainFieldName, next: unknown) => withDraftField(parameters, field, next);
  switch (name) {
    case 'inverted_pleat': {
      const next = setInvertedPleat(
        {
          width: typeof parameters.width === 'number' ? parameters.width : undefined,
          inverted_pleat: parameters.inverted_pleat === true,
          invertedPleatAddedMm: state.invertedPleatAddedMm,
        },
        value === true,
      );
      return {
        ...state,
        parameters: { ...parameters, width: next.width, inverted_pleat: next.inverted_pleat },
        invertedPleatAddedMm: next.invertedPleatAddedMm,
      };
    }
    case 'luxury': {
      const next = set('luxury', value);
      if (
        typeof value === 'string' &&
        state.articleType &&
        schemaFields(state.articleType).has('tier_size')
      ) {
        // A value no luxury level has gets no tape size: the luxury field reports it.
        next.tier_size = isLuxury(value) ? tierSizeDefault(account, value) : undefined;
      }
      return { ...state, parameters: next };
    }
    case 'split_type':
      return {
        ...state,
        parameters:
          value === 'unequal'
            ? { ...parameters, split_type: value }
            : without(set('split_type', value), 'left_percentage'),
      };
    case 'deliver_with_runners':
      return {
        ...state,
        parameters:
          value === true
            ? { ...parameters, deliver_with_runners: true }
            : without(set('deliver_with_runners', value), 'runner_color'),
      };
    case 'ring_type':
      return {
        ...state,
        parameters:
          value === 'other'
            ? { ...parameters, ring_type: value }
            : without(set('ring_type', value), 'other_ring_type'),
      };
    case 'lining_fabric':
      return {
        ...state,
        parameters:
          typeof value === 'string' && value !== ''
            ? { ...parameters, lining_fabric: value }
            : without({ ...parameters, lining_fabric: null }, 'lining_fabric_width_type'),
      };
    default:
      return { ...state, parameters: set(name, value) };
  }
}

export function setWithLining(state: CurtainFormState, withLining: boolean): CurtainFormState {
  const next = { ...state, withLining };
  return withLining
    ? next
    : {
        ...next,
        parameters: without(
          { ...state.parameters, lining_fabric: null },
          'lining_fabric_width_type',
        ),
      };
}

/** Starting over keeps the room and the main fabric (configurators §4), and the employee. */
export function resetCurtain(state: CurtainFormState, account: AccountSettings, editing: boolean) {
  const fresh = newCurtainState(account);
  return {
    ...fresh,
    parameters: resetCurtainParameters(state.parameters),
    employee: state.employee,
    // An edited article stays that article; a new one starts a new article.
    orderNumber: editing ? state.orderNumber : null,
    orderId: editing ? state.orderId : null,
  };
}

/**
 * An add-on switched on starts from the curtain: the rail kind given, the runner, retarder and stopper
 * defaults of the curtain type, and the curtain's width.
 */
export function enableAddOn(
  state: CurtainFormState,
  id: AddOnId,
  articleType: ArticleType | null,
): CurtainFormState {
  const existing = state.addOns[id];
  if (existing.enabled) return state;
  const parameters: RailRodDraft =
    id === 'pullRod'
      ? { quantity: 1, ...existing.parameters }
      : Object.keys(existing.parameters).length > 0
        ? existing.parameters
        : { ...resetRailRodParameters({}, state.articleType), quantity: 1 };
  const curtainWidth = railWidthForCurtain(state);
  if (FOLLOWS_WIDTH.includes(id) && parameters.width === undefined && curtainWidth !== undefined) {
    parameters.width = curtainWidth;
  }
  return {
    ...state,
    addOns: {
      ...state.addOns,
      [id]: {
        ...existing,
        enabled: true,
        articleType: existing.articleType ?? articleType,
        parameters,
      },
    },
  };
}

export function disableAddOn(state: CurtainFormState, id: AddOnId): CurtainFormState {
  return { ...state, addOns: { ...state.addOns, [id]: { ...state.addOns[id], enabled: false } } };
}

/**
 * A change in an add-on step. Typing a width other than the curtain's sets it by hand (it stops
 * following); typing the curtain's width back makes it follow again.
 */
export function updateAddOn(
  state: CurtainFormState,
  id: AddOnId,
  patch: Partial<Pick<AddOnState, 'articleType' | 'parameters' | 'orderNumber'>>,
): CurtainFormState {
  const current = state.addOns[id];
  let widthByHand = current.widthByHand;
  const width = patch.parameters?.width;
  if (FOLLOWS_WIDTH.includes(id) && patch.parameters && width !== current.parameters.width) {
    widthByHand = width !== undefined && !sameWidth(width, railWidthForCurtain(state));
  }
  return {
    ...state,
    addOns: { ...state.addOns, [id]: { ...current, ...patch, widthByHand } },
  };
}

/** What an add-on is evaluated and saved with: its own fields plus what it takes from the curtain. */
export function addOnParameters(state: CurtainFormState, id: AddOnId): RailRodDraft {
  const addOn = state.addOns[id];
  const linked: RailRodDraft = { ...addOn.parameters };
  if (state.parameters.room !== undefined) linked.room = state.parameters.room;
  if (state.orderNumber) linked.curtain_order_number = state.orderNumber;
  if (id !== 'pullRod' && state.articleType) {
    linked.rail_curtain_type = state.articleType;
    if (state.parameters.split_type !== undefined) {
      linked.curtain_split_type = state.parameters.split_type;
    }
  }
  return linked;
}

/**
 * The width an inverted pleat raised, found back from a stored article: the width w before ticking
 * satisfies w + ceil(8 % of w) = stored width.
 */
export function invertedPleatAddedFrom(widthCm: number): number {
  const stored = cmToNearestMm(widthCm);
  const guess = Math.floor(stored / 1.08);
  for (let before = guess - 2; before <= guess + 2; before += 1) {
    if (before + invertedPleatIncreaseMm(before) === stored) return stored - before;
  }
  return stored - Math.round(stored / 1.08);
}

/** The form of a stored curtain article (edit route). */
export function stateFromArticle(
  account: AccountSettings,
  article: {
    article_type: string;
    parameters: Readonly<Record<string, unknown>>;
    order_number: string;
    order_id: number;
  },
): CurtainFormState | null {
  if (!isArticleType(article.article_type) || !isCurtainType(article.article_type)) return null;
  const parameters: CurtainDraft = storedDraft(article.article_type, article.parameters);
  // The form shows what the calculation applies: an article stored without the flag is rounded.
  if (schemaFields(article.article_type).has('round_to_pattern')) {
    parameters.round_to_pattern = roundToPatternApplied(parameters);
  }
  const width = parameters.width;
  return {
    ...newCurtainState(account),
    articleType: article.article_type,
    parameters,
    withLining: typeof parameters.lining_fabric === 'string' && parameters.lining_fabric !== '',
    invertedPleatAddedMm:
      parameters.inverted_pleat === true && typeof width === 'number'
        ? invertedPleatAddedFrom(width)
        : 0,
    orderNumber: article.order_number,
    orderId: article.order_id,
  };
}

/** Which add-on step a stored article belongs to: a rail, a rod or a pull rod; null for others. */
export function addOnIdOf(articleType: string): AddOnId | null {
  if (articleType === 'pullrod') return 'pullRod';
  if (!isRailRodArticleType(articleType)) return null;
  return railOrRodFor(articleType) === 'rod' ? 'rod' : 'rail';
}

/** What an add-on takes from its curtain, recomputed from the curtain on every change. */
const LINK_FIELDS: readonly RailRodFieldName[] = [
  'room',
  'curtain_order_number',
  'rail_curtain_type',
  'curtain_split_type',
];

/**
 * The rails, rods and pull rods stored with an edited curtain, as its add-on steps: each opens on
 * its stored fields and is updated in place on save. One of each kind is shown (the flow saves
 * one); any further one stays as it is in the order.
 */
export function withLinkedAddOns(
  state: CurtainFormState,
  articles: readonly {
    article_type: string;
    parameters: Record<string, unknown>;
    order_number: string;
  }[],
): CurtainFormState {
  let next = state;
  for (const article of articles) {
    const id = addOnIdOf(article.article_type);
    if (id === null || next.addOns[id].enabled || !isArticleType(article.article_type)) continue;
    const parameters: RailRodDraft = storedDraft(article.article_type, article.parameters);
    for (const field of LINK_FIELDS) delete parameters[field];
    next = {
      ...next,
      addOns: {
        ...next.addOns,
        [id]: {
          enabled: true,
          articleType: article.article_type,
          parameters,
          orderNumber: article.order_number,
          // A stored rail as wide as its curtain follows it; another width was set by hand.
          widthByHand:
            FOLLOWS_WIDTH.includes(id) &&
            parameters.width !== undefined &&
            !sameWidth(parameters.width, railWidthForCurtain(next)),
        },
      },
    };
  }
  return next;
}
