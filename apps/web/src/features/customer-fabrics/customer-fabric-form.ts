// The customer-fabric form's model: its six steps and the fields each one owns, the values a new
// fabric starts with, an answer turned back into form values, and the resolver that validates
// with the domain's own schema so the form shows the very messages the API would answer.
import {
  COMPOSITION_FIBRES,
  COMPOSITION_TOTAL_PERCENT,
  type CustomerFabricAnswer,
  type CustomerFabricBody,
  compositionTotal,
  validateCustomerFabric,
} from '@atelier/domain';
import { toNestErrors } from '@hookform/resolvers';
import type { TFunction } from 'i18next';
import type { FieldError, FieldPath, Resolver } from 'react-hook-form';

export const STEPS = [
  'general',
  'colours',
  'prices',
  'composition',
  'washing',
  'confections',
] as const;
export type Step = (typeof STEPS)[number];

export type FormValues = CustomerFabricBody;
type Field = FieldPath<FormValues>;

export const STEP_FIELDS: Record<Step, readonly Field[]> = {
  general: [
    'name',
    'supplier_id',
    'type',
    'pattern_type',
    'pattern_distance',
    'pattern_width',
    'width_type',
    'width',
    'is_turnable',
    'has_weightlace',
    'front_side',
    'back_side',
    'iron_property',
    'status',
    'usage',
  ],
  colours: ['colors'],
  prices: ['wholesale_price', 'price'],
  composition: [...COMPOSITION_FIBRES, 'total', 'shrinkage_value'],
  washing: [
    'wash_property',
    'bleach_property',
    'dry_property',
    'clear_property',
    'is_flame_retardant',
    'is_recycled',
    'ecoCertificate',
  ],
  confections: ['curtain_types'],
};

/** The step that owns a field path such as `colors.0.color`. */
export function stepOfField(path: string): Step {
  const head = path.split('.')[0] ?? path;
  return STEPS.find((step) => (STEP_FIELDS[step] as readonly string[]).includes(head)) ?? 'general';
}

export function emptyFabric(): FormValues {
  const fibres = Object.fromEntries(COMPOSITION_FIBRES.map((fibre) => [fibre, 0]));
  return {
    name: '',
    supplier_id: 1,
    type: 'woven',
    pattern_type: 'plain',
    width_type: 'strokes',
    width: undefined as unknown as number,
    is_turnable: false,
    has_weightlace: false,
    front_side: '',
    back_side: '',
    iron_property: 2,
    colors: [{ article_number: '', color: '' }],
    wholesale_price: undefined as unknown as number,
    price: undefined as unknown as number,
    is_flame_retardant: false,
    is_recycled: false,
    ecoCertificate: null,
    ...fibres,
    curtain_types: [],
    status: 'active',
    usage: 'main',
  };
}

const orUndefined = <T>(value: T | null): T | undefined => (value === null ? undefined : value);

export function valuesFromAnswer(fabric: CustomerFabricAnswer): FormValues {
  const fibres = Object.fromEntries(COMPOSITION_FIBRES.map((fibre) => [fibre, fabric[fibre]]));
  return {
    name: fabric.name,
    supplier_id: fabric.supplier_id,
    type: fabric.type,
    pattern_type: fabric.pattern_type,
    pattern_distance: orUndefined(fabric.pattern_distance),
    pattern_width: orUndefined(fabric.pattern_width),
    width_type: fabric.width_type,
    width: fabric.width,
    is_turnable: fabric.is_turnable,
    has_weightlace: fabric.has_weightlace,
    front_side: fabric.front_side,
    back_side: fabric.back_side,
    iron_property: fabric.iron_property,
    colors: fabric.colors.map(({ article_number, color }) => ({ article_number, color })),
    wholesale_price: fabric.wholesale_price,
    price: fabric.price,
    wash_property: orUndefined(fabric.wash_property),
    bleach_property: orUndefined(fabric.bleach_property),
    dry_property: orUndefined(fabric.dry_property),
    clear_property: orUndefined(fabric.clear_property),
    is_flame_retardant: fabric.is_flame_retardant,
    is_recycled: fabric.is_recycled,
    ecoCertificate: fabric.ecoCertificate,
    ...fibres,
    shrinkage_value: orUndefined(fabric.shrinkage_value),
    curtain_types: fabric.curtain_types,
    status: fabric.status,
    usage: fabric.usage,
  };
}

/** The composition check of its own step: the schema reports it only once every step is valid. */
export function compositionIssue(values: Partial<FormValues>, t: TFunction): FieldError | null {
  const total = compositionTotal(values);
  if (total === COMPOSITION_TOTAL_PERCENT) return null;
  return {
    type: 'composition_total',
    message: t('rules:composition_total', { total, expected: COMPOSITION_TOTAL_PERCENT }),
  };
}

/**
 * Validates with the domain's customer-fabric schema and translates each issue with its params
 * (bounds, totals), which a plain zod resolver would drop.
 */
export function customerFabricResolver(t: TFunction): Resolver<FormValues> {
  return async (values, _context, options) => {
    const result = validateCustomerFabric(values);
    if (result.ok) return { values: result.value as FormValues, errors: {} };
    const flat: Record<string, FieldError> = {};
    for (const issue of result.issues) {
      if (!issue.field) continue;
      flat[issue.field] = { type: issue.code, message: t(`rules:${issue.code}`, issue.params) };
    }
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}
