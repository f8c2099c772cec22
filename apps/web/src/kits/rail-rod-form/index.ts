// The rail/rod form: the rail/rod configurator and the curtain flow's rail and rod steps share it.
// The rules (kinds, curve legs, connectors) are the domain's: packages/domain forms/rail-*.ts.
export { RailRodKindChoice } from './kind-choice';
export { RailRodFields, type RailRodFieldsProps } from './rail-rod-fields';
