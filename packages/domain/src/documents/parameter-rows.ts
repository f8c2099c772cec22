// The parameters of an article as a document lists them for the workshop and the fitter: every
// stored parameter, in the order the configurator asks for them, each with how its value reads
// (a length, a yes/no, a choice labelled by `enums:<enumKey>.<value>`, a fabric, plain text).
import { CURTAIN_TYPES, type CurtainType } from '../enums.js';
import { curtainFieldTable } from '../forms/curtain-fields.js';
import { railRodFieldsHidden, railRodFieldsOf } from '../forms/rail-rod-fields.js';

export type ParameterValueKind = 'length' | 'flag' | 'number' | 'choice' | 'fabric' | 'text';

export interface ParameterRow {
  name: string;
  kind: ParameterValueKind;
  enumKey?: string;
  value: unknown;
}

const FABRIC_FIELDS = new Set(['main_fabric', 'lining_fabric', 'fabric']);
/**
 * The choices a rail or rod holds beyond its own fields (configurators §3 "Rail and rod article"):
 * which kind of rail or rod the generic rail is, and the type and split of the curtain it carries,
 * each with the `enums:` group the pages label it by.
 */
const LINKED_CHOICES = {
  curtain_rail_type: 'railRodKinds',
  rail_curtain_type: 'articleTypes',
  curtain_split_type: 'splitTypes',
} as const;
/** Sizes a dealer types in centimetres, whatever the article. */
const LENGTH_NAMES = /(^|_)(width|height|length|size|depth|distance|return_left|return_right)$/;
const EXCLUDED = new Set(['sizes']);

function isCurtainType(type: string): type is CurtainType {
  return (CURTAIN_TYPES as readonly string[]).includes(type);
}

/**
 * The article's parameters as rows, in the configurator's order (the curtain field table, the rail
 * and rod fields), followed by any other stored parameter. Empty values are left out; `false`
 * flags too (a document lists what the article has).
 */
export function documentParameterRows(
  articleType: string,
  parameters: Readonly<Record<string, unknown>>,
): ParameterRow[] {
  const rows: ParameterRow[] = [];
  const seen = new Set<string>();
  const push = (name: string, kind: ParameterValueKind, enumKey?: string) => {
    if (seen.has(name) || EXCLUDED.has(name)) return;
    seen.add(name);
    const value = parameters[name];
    if (value === undefined || value === null || value === '' || value === false) return;
    if (Array.isArray(value) || typeof value === 'object') return;
    rows.push(enumKey ? { name, kind, enumKey, value } : { name, kind, value });
  };
  for (const name of FABRIC_FIELDS) push(name, 'fabric');
  if (isCurtainType(articleType)) {
    for (const field of curtainFieldTable(articleType)) {
      const kind: ParameterValueKind =
        field.kind === 'length'
          ? 'length'
          : field.kind === 'flag'
            ? 'flag'
            : field.kind === 'choice'
              ? 'choice'
              : field.kind === 'whole' || field.kind === 'halfSteps'
                ? 'number'
                : 'text';
      push(field.name, kind, field.enumKey);
    }
  }
  for (const name of railRodFieldsHidden(articleType, parameters)) seen.add(name);
  // The kind of the generic rail first: the fitter reads which rail or rod it is before its parts.
  push('curtain_rail_type', 'choice', LINKED_CHOICES.curtain_rail_type);
  for (const field of railRodFieldsOf(articleType, parameters))
    push(field.name, field.kind, field.enumKey);
  // The curtain a rail or rod carries (passed on from the curtain flow), labelled as the pages do.
  push('rail_curtain_type', 'choice', LINKED_CHOICES.rail_curtain_type);
  push('curtain_split_type', 'choice', LINKED_CHOICES.curtain_split_type);
  for (const name of Object.keys(parameters).sort()) {
    const value = parameters[name];
    if (typeof value === 'boolean') push(name, 'flag');
    else if (typeof value === 'number') push(name, LENGTH_NAMES.test(name) ? 'length' : 'number');
    else push(name, 'text');
  }
  return rows;
}
