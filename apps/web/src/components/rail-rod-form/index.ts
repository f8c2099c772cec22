// The rail/rod form: the rail/rod configurator and the curtain flow's rail and rod steps share it.
export { type ConnectorNeed, connectorNeed } from './connector';
export { curveLegsFor } from './curve-fields';
export { RailRodKindChoice } from './kind-choice';
export {
  isRailRodArticleType,
  kindChangePatch,
  kindTraits,
  parametersForSave,
  RAIL_ROD_ARTICLE_TYPES,
  type RailRodArticleType,
  type RailRodMode,
  railRodKindsFor,
} from './kinds';
export { RailRodFields, type RailRodFieldsProps } from './rail-rod-fields';
