/**
 * The worked example of the calculation rules (docs/rules-calculation.md, calculation.md §5): a
 * double-pleat curtain 300 × 250 cm, equal split, comfort, double hem. Without a fabric: each user
 * names a fabric it has (the worked example's is plain, 140 cm, in widths).
 */
export const EXAMPLE_CURTAIN = {
  width: 300,
  height: 250,
  split_type: 'equal',
  hem_type: 'double',
  luxury: 'comfort',
  pleat_type: 'double',
} as const;
