// The configurator kit: what every configurator page is built from.

export { useAfterFirstCommit } from '../../components/after-first-commit';
export {
  CommissionChoice,
  type CommissionTarget,
  readCommissionTarget,
  useCommissionTarget,
  writeCommissionTarget,
} from './commission-choice';
export { CutListView } from './cut-list-view';
export {
  type ChosenFabric,
  issuesOf,
  type LiveEvaluationInput,
  useFabricFacts,
  useLiveEvaluation,
  usePriceDefaults,
} from './evaluation';
export { FabricConfectionNotice, FabricDirectionField } from './fabric-use';
export { type FactRow, FactsTable } from './facts-table';
export {
  ChoiceField,
  type ChoiceFieldProps,
  FieldGroup,
  type FieldProps,
  FlagField,
  LengthField,
  MemoField,
  WholeNumberField,
} from './fields';
export { FlowHeader, type FlowHeaderValue, headerProblems } from './flow-header';
export { useIssueText } from './issue-text';
export { ConfiguratorLayout, type StepDefinition, Steps } from './layout';
export { type ExtraArticle, LiveSummary } from './live-summary';
export { useLocked } from './locked';
export {
  type LiveMeasurementInput,
  measuredFabricOf,
  measuredFromSummary,
  measurementIssues,
  UNSAVED_ARTICLE,
  useCommissionOrderId,
  useLiveMeasurement,
} from './measurement';
export {
  type SaveInput,
  serverMessage,
  useArticleFlow,
  useFlowMemory,
  useOrderFlow,
  useUnsavedChanges,
} from './order-flow';
export { partTypeLabelKey, partVariantLabelKey, usePartName } from './part-name';
export { PriceView } from './price-view';
export { SaveBar } from './save-bar';
export {
  SizeInput,
  type SizeInputProps,
  type SizeValue,
  useUnitInText,
  useUnitSystem,
} from './size-input';

import { useAccountSettings } from '../../api/settings';

export { CONFIGURATOR_NAMESPACES } from './namespaces';

/** The account's settings (defaults and show_* flags) once loaded. */
export function useAccountDefaults() {
  return useAccountSettings().data;
}
