// Loose rail/rod parts (configurators §3 "Rail/rod parts"): each line names an accessory of the
// catalogue with a quantity, and a bar sold by the metre also its cut length. The prices are the
// accessory records' own, in the account's currency.
import { emptyCutList, type Part } from '../calc/types.js';
import { cmToMm } from '../format/index.js';
import { issue } from '../issues.js';
import type { ArticleParametersByType } from '../schemas/index.js';
import type { EvaluationInput, EvaluatorResult } from './shared.js';

export function evaluateAccessoryParts(
  input: EvaluationInput<ArticleParametersByType['vakoaccessoryparts']>,
): EvaluatorResult {
  const { params, ctx, currency, lines, issues, defaults } = input;
  const partLines = params.parts;
  const parts: Part[] = [];
  const step = defaults.chargeStepMm;
  partLines.forEach((line, index) => {
    const field = `parts.${index}.accessory_id`;
    const accessory = ctx.accessories?.[line.accessory_id];
    if (!accessory) {
      issues.push(issue(field, 'accessory_unknown', { accessory: line.accessory_id }));
      return;
    }
    const price = accessory.price[currency];
    if (!price) {
      issues.push(
        issue(field, 'accessory_price_missing', {
          accessory: accessory.name,
          currency: currency.toUpperCase(),
        }),
      );
      return;
    }
    if (accessory.unit === 'meter') {
      const lengthMm = typeof line.length === 'number' ? (cmToMm(line.length) ?? 0) : 0;
      if (lengthMm <= 0) {
        issues.push(issue(`parts.${index}.length`, 'required'));
        return;
      }
      // A bar is charged per started charge step, like fabric, per piece cut.
      const chargedMm = Math.ceil(lengthMm / step) * step;
      lines.add('part', chargedMm * line.quantity, 'metre', price, line.accessory_id);
      parts.push({ code: 'bar', quantity: line.quantity, lengthMm, item: line.accessory_id });
    } else {
      lines.add('part', line.quantity * 1000, 'piece', price, line.accessory_id);
    }
  });
  return { cutList: { ...emptyCutList(), parts } };
}
