// How the fold curtain's form is laid out: which step and group shows a field and which catalogue
// names its options. The rules (what applies, what a change clears, the motor and battery) are the
// domain's (packages/domain forms/fold-curtain.ts).

/** The enum catalogue key of each choice field (`enums:<key>.<value>`). */
export const FOLD_ENUM_KEYS: Readonly<Record<string, string>> = {
  fold_type: 'foldTypes',
  mounting: 'mountingTypes',
  mounting_system: 'mountingSystems',
  luxury: 'luxuryTypes',
  stiffener_type: 'stiffenerTypes',
  control_type: 'controlTypes',
  control_side: 'controlSides',
  chain_color: 'colors',
  electric_option: 'electricOptions',
  battery_option: 'batteryOptions',
  remote_type: 'remoteTypes',
  room: 'rooms',
  nap_orientation: 'napOrientations',
  main_fabric_width_type: 'widthTypes',
  lining_fabric_width_type: 'widthTypes',
};

/** Fields of the fabric step (the main fabric itself is in the order header). */
export const FABRIC_STEP_FIELDS = [
  'lining_fabric',
  'main_fabric_width_type',
  'lining_fabric_width_type',
  'nap_orientation',
] as const;

/** Which step a field belongs to, so a step with a problem can be marked. */
export function stepOfField(field: string | null): 'model' | 'fabric' | 'specification' {
  const name = field?.split('.')[0] ?? '';
  if (name === 'fold_type') return 'model';
  if (name === 'main_fabric' || (FABRIC_STEP_FIELDS as readonly string[]).includes(name))
    return 'fabric';
  return 'specification';
}
