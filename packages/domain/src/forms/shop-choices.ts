// What a hosted shop or a kiosk line leaves to the dealer (issue 30, decision 101). A consumer
// chooses the model, the fabric, the room and the sizes; the make-up a dealer would choose for an
// everyday order fills the rest: a pair of curtains split equally, a double hem, comfort finish,
// a double pleat, the usual rings or loops, a roman blind with standard folds in a cassette. Only
// choices the line left open are filled, and only those the model has, so a choice sent (a single
// panel, a control side) is kept. The API applies it to every shop and kiosk line before pricing.

import type { IntakeLine } from '../contracts/external-intake.js';
import { DEFAULT_RING_SIZE } from '../enums.js';
import { fieldsOfArticleType } from './article-fields.js';

/** The dealer's everyday make-up of a consumer's curtain, field by field. */
export const SHOP_CURTAIN_CHOICES = {
  split_type: 'equal',
  hem_type: 'double',
  luxury: 'comfort',
  pleat_type: 'double',
  ring_size: DEFAULT_RING_SIZE,
  ring_type: 'metal',
  loop_width: 8,
  loop_length: 15,
} as const;

/** The dealer's everyday make-up of a consumer's roman blind. */
export const SHOP_FOLD_CURTAIN_CHOICES = {
  fold_type: '1',
  mounting_system: 'cassettes',
} as const;

/** The line with the choices it left open filled as the dealer's everyday make-up. */
export function withShopChoices(line: IntakeLine): IntakeLine {
  if (line.article === 'foldcurtain') {
    return {
      ...line,
      fold_type: line.fold_type ?? SHOP_FOLD_CURTAIN_CHOICES.fold_type,
      mounting_system: line.mounting_system ?? SHOP_FOLD_CURTAIN_CHOICES.mounting_system,
    };
  }
  const fields = fieldsOfArticleType(line.model);
  const filled: Record<string, unknown> = { ...line };
  for (const [field, value] of Object.entries(SHOP_CURTAIN_CHOICES)) {
    if (fields.has(field) && filled[field] === undefined) filled[field] = value;
  }
  return filled as IntakeLine;
}
