// The chosen part lines of a rail/rod parts article as plain functions: adding (the same part at
// the same length adds up), changing and removing lines, and what goes to the calculation and the
// API (`{ room?, parts: [{accessory_id, color?, length?, quantity}], order_memo? }`).
import {
  type AccessoryFacts,
  type AccessoryItem,
  type ArticleDraft,
  type ArticleParametersByType,
  accessoryFactsFromItem,
  PARAMETER_LIMITS,
  type Room,
} from '@atelier/domain';

/** What the parts form holds: the article's room, its part lines and its memo. */
export type PartsDraft = ArticleDraft<'vakoaccessoryparts'>;

/**
 * A chosen part line, as the schema has it: `accessory_id`, the `color` of the item, the cut
 * `length` in cm of a bar sold by the metre (absent for pieces) and a `quantity`.
 */
export type PartLine = ArticleParametersByType['vakoaccessoryparts']['parts'][number];

const clampQuantity = (quantity: number) =>
  Math.min(PARAMETER_LIMITS.quantity.max, Math.max(PARAMETER_LIMITS.quantity.min, quantity));

export function addLine(
  lines: readonly PartLine[],
  item: AccessoryItem,
  quantity: number,
  length?: number,
): PartLine[] {
  const id = String(item.id);
  const cut = item.unit === 'meter' ? length : undefined;
  const same = lines.findIndex((line) => line.accessory_id === id && line.length === cut);
  if (same >= 0) {
    return lines.map((line, index) =>
      index === same ? { ...line, quantity: clampQuantity(line.quantity + quantity) } : line,
    );
  }
  const line: PartLine = { accessory_id: id, quantity: clampQuantity(quantity) };
  if (item.color) line.color = item.color;
  if (cut !== undefined) line.length = cut;
  return [...lines, line];
}

export function changeLine(
  lines: readonly PartLine[],
  index: number,
  patch: Partial<Pick<PartLine, 'quantity' | 'length'>>,
): PartLine[] {
  return lines.map((line, at) => {
    if (at !== index) return line;
    const next = { ...line, ...patch };
    if (next.length === undefined) delete next.length;
    return next;
  });
}

export const removeLine = (lines: readonly PartLine[], index: number): PartLine[] =>
  lines.filter((_, at) => at !== index);

/** An emptied room or memo is left out, as the API would leave it out. */
export function partsParameters(
  lines: readonly PartLine[],
  room: Room | null,
  memo: string | undefined,
): PartsDraft {
  return {
    ...(room ? { room } : {}),
    parts: lines.map((line) => ({ ...line })),
    ...(memo ? { order_memo: memo } : {}),
  };
}

/** The calculation's view of the chosen parts, by `accessory_id`. */
export function accessoryFactsOf(
  items: Readonly<Record<string, AccessoryItem>>,
): Record<string, AccessoryFacts> {
  const facts: Record<string, AccessoryFacts> = {};
  for (const [id, item] of Object.entries(items)) facts[id] = accessoryFactsFromItem(item);
  return facts;
}
