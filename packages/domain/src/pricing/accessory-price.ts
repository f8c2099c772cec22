// One price source for hardware: a part sold loose (the parts catalogue, the loose-parts article)
// costs what the same part costs inside the rail configurator, because both read the price list.
// Only a part the price list does not know keeps the accessory record's own price.
import type { Color } from '../enums.js';
import type { PriceTable, UnitPrice } from './price-list.js';

export interface AccessoryIdentity {
  /** The accessory type (`trackrail`, `motors`, `supports` …). */
  type: string;
  variant: string;
  color: string | null;
}

const plus = (a: UnitPrice, b: UnitPrice | undefined): UnitPrice =>
  b ? { wholesale: a.wholesale + b.wholesale, sales: a.sales + b.sales } : a;

function entry<T>(record: Record<string, T> | Partial<Record<string, T>>, key: string): T | null {
  return Object.hasOwn(record, key) ? (record[key] ?? null) : null;
}

const BAR_TYPES = new Set([
  'trackrail',
  'electrictrackrail',
  'decorativerail',
  'decorativerod',
  'eraildecoround35mm',
  'eraildecosquare32mm',
]);

/**
 * The price list's unit price of a catalogue accessory (per metre for bars, per piece for the
 * rest), exactly as the rail configurator charges it; null when the price list has no such part.
 */
export function priceListPriceOf(item: AccessoryIdentity, table: PriceTable): UnitPrice | null {
  if (BAR_TYPES.has(item.type)) {
    // The electric decorative rails are bar kinds of their own, whatever profile they share.
    const kind = item.type.startsWith('eraildeco') ? item.type : item.variant;
    const bar = entry(table.barPerMetre, kind);
    if (!bar) return null;
    return plus(
      bar,
      item.color ? (entry(table.barColourPerMetre, item.color as Color) ?? undefined) : undefined,
    );
  }
  switch (item.type) {
    case 'supports':
      return entry(table.support, item.variant);
    case 'runners':
      return entry(table.runner, item.variant);
    case 'endknobs':
      return entry(table.endKnob, item.variant);
    case 'endstops':
      return table.endStop;
    case 'connectors':
      return table.connector;
    case 'curves':
      return table.curve;
    case 'motors':
      return table.motor;
    case 'power':
      return item.variant === 'battery' ? table.battery.singlebattery : table.powerCord;
    case 'remotes':
      return entry(table.remote, item.variant);
    case 'hubs':
      return table.hub;
    case 'pullrods':
      return table.pullRodPerPiece;
    default:
      return null;
  }
}

/** A catalogue accessory's unit price: the price list's when it knows the part, else its own. */
export function accessoryUnitPrice(
  item: AccessoryIdentity & { wholesaleCents: number | null; salesCents: number | null },
  table: PriceTable | undefined,
): UnitPrice | null {
  const listed = table ? priceListPriceOf(item, table) : null;
  if (listed) return listed;
  return item.wholesaleCents === null || item.salesCents === null
    ? null
    : { wholesale: item.wholesaleCents, sales: item.salesCents };
}
