// The price list as a CSV file (docs/price-lists.md): one line per unit price or calculation
// default, so a manufacturer's staff can export the list in force, change it in a spreadsheet and
// upload it again. The keys are derived from the price list's own schema (price-list-schema.ts),
// so every part of a `PriceList` can be written and a new field needs no change here. Parsing is
// all-or-nothing: every line's error is reported, and a list is built only when there is none.
import type { z } from 'zod';
import { CURRENCIES, type Currency } from '../enums.js';
import type { PriceList } from './price-list.js';
import { defaultsSchema, priceListSchema, priceTableSchema } from './price-list-schema.js';

export const PRICE_LIST_CSV_COLUMNS = [
  'kind',
  'key',
  'currency',
  'wholesale',
  'sales',
  'value',
] as const;
export type PriceListCsvColumn = (typeof PRICE_LIST_CSV_COLUMNS)[number];

/** `price`: a unit price of one currency; `default`: a calculation default (no currency). */
export const PRICE_LIST_CSV_KINDS = ['price', 'default'] as const;
export type PriceListCsvKind = (typeof PRICE_LIST_CSV_KINDS)[number];

/** Codes of what can be wrong with a file; the web words them (`managePrices:csv.<code>`). */
export const PRICE_LIST_CSV_ERRORS = [
  'empty',
  'header',
  'columns',
  'quote',
  'kind',
  'key',
  'currency',
  'amount',
  'integer',
  'choice',
  'notEmpty',
  'duplicate',
  'missing',
  'invalid',
] as const;
export type PriceListCsvErrorCode = (typeof PRICE_LIST_CSV_ERRORS)[number];

export interface PriceListCsvError {
  /** The file's line (1 is the header); null for what is missing from the whole file. */
  line: number | null;
  column: PriceListCsvColumn | null;
  code: PriceListCsvErrorCode;
  params: Record<string, string | number>;
}

export type PriceListCsvResult =
  | { ok: true; list: PriceList }
  | { ok: false; errors: PriceListCsvError[] };

/** One entry of a price list, as one CSV line carries it. */
export interface PriceListRow {
  kind: PriceListCsvKind;
  /** The dotted path inside the currency's price table or the defaults. */
  key: string;
  currency: Currency | null;
  /** Cents, for a price. */
  wholesale: number | null;
  sales: number | null;
  /** A default's number or word. */
  value: number | string | null;
}

type Leaf =
  | { path: string[]; type: 'price'; optional: boolean }
  | { path: string[]; type: 'integer'; optional: boolean }
  | { path: string[]; type: 'choice'; optional: boolean; options: string[] };

interface SchemaDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  partial?: boolean;
  innerType?: z.ZodType;
  out?: z.ZodType;
  entries?: Record<string, string>;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { def: SchemaDef }).def;

/** Every leaf of a price-list schema, in the schema's order. */
function leavesOf(schema: z.ZodType, path: string[] = [], optional = false): Leaf[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const shape = def.shape ?? {};
      const keys = Object.keys(shape);
      if (keys.length === 2 && 'wholesale' in shape && 'sales' in shape) {
        return [{ path, type: 'price', optional }];
      }
      return keys.flatMap((key) => leavesOf(shape[key] as z.ZodType, [...path, key], optional));
    }
    case 'record': {
      const keys = Object.values(defOf(def.keyType as z.ZodType).entries ?? {});
      return keys.flatMap((key) =>
        leavesOf(def.valueType as z.ZodType, [...path, key], optional || def.partial === true),
      );
    }
    case 'optional':
      return leavesOf(def.innerType as z.ZodType, path, true);
    case 'pipe':
      return leavesOf(def.out as z.ZodType, path, optional);
    case 'number':
      return [{ path, type: 'integer', optional }];
    case 'enum':
      return [{ path, type: 'choice', optional, options: Object.values(def.entries ?? {}) }];
    default:
      throw new Error(`price list CSV: no leaf for a ${def.type} at ${path.join('.')}`);
  }
}

interface CsvLeaves {
  price: Leaf[];
  defaults: Leaf[];
  priceByKey: Map<string, Leaf>;
  defaultByKey: Map<string, Leaf>;
}
let leaves: CsvLeaves | undefined;
/** The price table's and the defaults' leaves, walked on first use (the schemas with them). */
function csvLeaves(): CsvLeaves {
  if (!leaves) {
    const price = leavesOf(priceTableSchema);
    const defaults = leavesOf(defaultsSchema);
    leaves = {
      price,
      defaults,
      priceByKey: new Map(price.map((leaf) => [leaf.path.join('.'), leaf])),
      defaultByKey: new Map(defaults.map((leaf) => [leaf.path.join('.'), leaf])),
    };
  }
  return leaves;
}

export function priceListCsvKeys(): Record<PriceListCsvKind, readonly string[]> {
  const { priceByKey, defaultByKey } = csvLeaves();
  return { price: [...priceByKey.keys()], default: [...defaultByKey.keys()] };
}

/** Cents as the file writes them: a decimal point and two decimals. */
export function formatCsvAmount(cents: number): string {
  const whole = Math.trunc(cents / 100);
  const rest = String(cents % 100).padStart(2, '0');
  return `${whole}.${rest}`;
}

const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;
const INTEGER = /^\d{1,12}$/;

function parseAmount(text: string): number | null {
  if (!AMOUNT.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

function valueAt(root: unknown, path: readonly string[]): unknown {
  let node = root;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

function setAt(root: Record<string, unknown>, path: readonly string[], value: unknown): void {
  let node = root;
  for (const key of path.slice(0, -1)) {
    node[key] ??= {};
    node = node[key] as Record<string, unknown>;
  }
  node[path[path.length - 1] as string] = value;
}

/** Every entry of a list, in the file's order: the defaults, then each currency's prices. */
export function priceListRows(list: PriceList): PriceListRow[] {
  const rows: PriceListRow[] = [];
  for (const leaf of csvLeaves().defaults) {
    const value = valueAt(list.defaults, leaf.path);
    if (typeof value !== 'number' && typeof value !== 'string') continue;
    rows.push({
      kind: 'default',
      key: leaf.path.join('.'),
      currency: null,
      wholesale: null,
      sales: null,
      value,
    });
  }
  for (const currency of CURRENCIES) {
    const table = list.prices[currency];
    if (!table) continue;
    for (const leaf of csvLeaves().price) {
      const price = valueAt(table, leaf.path) as { wholesale: number; sales: number } | undefined;
      if (!price) continue;
      rows.push({
        kind: 'price',
        key: leaf.path.join('.'),
        currency,
        wholesale: price.wholesale,
        sales: price.sales,
        value: null,
      });
    }
  }
  return rows;
}

function csvField(text: string): string {
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The list as a CSV file (UTF-8, `\n` line ends, a header line), which the parser reads back. */
export function priceListToCsv(list: PriceList): string {
  const lines = [PRICE_LIST_CSV_COLUMNS.join(',')];
  for (const row of priceListRows(list)) {
    lines.push(
      [
        row.kind,
        row.key,
        row.currency ?? '',
        row.wholesale === null ? '' : formatCsvAmount(row.wholesale),
        row.sales === null ? '' : formatCsvAmount(row.sales),
        row.value === null ? '' : String(row.value),
      ]
        .map(csvField)
        .join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}

/** Splits one line into fields (RFC 4180 quoting within the line); null for an open quote. */
function splitLine(line: string): string[] | null {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else field += char;
  }
  if (quoted) return null;
  fields.push(field);
  return fields.map((text) => text.trim());
}

/**
 * Reads a price-list file. `base` gives the id and name of the list the file is a version of;
 * everything else comes from the file, which must hold every required price of each currency it
 * names and every required default. Every error is reported with its line and column.
 */
export function parsePriceListCsv(
  text: string,
  base: Pick<PriceList, 'id' | 'name'>,
): PriceListCsvResult {
  const errors: PriceListCsvError[] = [];
  const fail = (
    line: number | null,
    column: PriceListCsvColumn | null,
    code: PriceListCsvErrorCode,
    params: Record<string, string | number> = {},
  ) => errors.push({ line, column, code, params });
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const header = splitLine(lines[0] ?? '');
  if (lines.every((line) => line.trim() === '')) {
    fail(null, null, 'empty');
    return { ok: false, errors };
  }
  if (header?.map((name) => name.toLowerCase()).join(',') !== PRICE_LIST_CSV_COLUMNS.join(',')) {
    fail(1, null, 'header', { expected: PRICE_LIST_CSV_COLUMNS.join(',') });
    return { ok: false, errors };
  }
  const defaults: Record<string, unknown> = {};
  const prices: Record<string, Record<string, unknown>> = {};
  const seen = new Map<string, number>();
  /** Which line set which path of the assembled list, to name the line of a schema error. */
  const lineOf = new Map<string, number>();
  for (let index = 1; index < lines.length; index++) {
    const raw = lines[index] as string;
    const line = index + 1;
    if (raw.trim() === '') continue;
    const fields = splitLine(raw);
    if (!fields) {
      fail(line, null, 'quote');
      continue;
    }
    if (fields.length !== PRICE_LIST_CSV_COLUMNS.length) {
      fail(line, null, 'columns', {
        expected: PRICE_LIST_CSV_COLUMNS.length,
        found: fields.length,
      });
      continue;
    }
    const [kind, key, currency, wholesale, sales, value] = fields as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    const before = errors.length;
    if (kind === 'price') {
      const leaf = csvLeaves().priceByKey.get(key);
      if (!leaf) fail(line, 'key', 'key', { key });
      if (!(CURRENCIES as readonly string[]).includes(currency)) {
        fail(line, 'currency', 'currency', { currency, options: CURRENCIES.join(', ') });
      }
      const wholesaleCents = parseAmount(wholesale);
      if (wholesaleCents === null) fail(line, 'wholesale', 'amount', { text: wholesale });
      const salesCents = parseAmount(sales);
      if (salesCents === null) fail(line, 'sales', 'amount', { text: sales });
      if (value !== '') fail(line, 'value', 'notEmpty', { kind });
      if (errors.length > before || !leaf) continue;
      const id = `price:${currency}:${key}`;
      const earlier = seen.get(id);
      if (earlier !== undefined) {
        fail(line, 'key', 'duplicate', { key, line: earlier });
        continue;
      }
      seen.set(id, line);
      prices[currency] ??= {};
      setAt(prices[currency], leaf.path, { wholesale: wholesaleCents, sales: salesCents });
      lineOf.set(['prices', currency, ...leaf.path].join('.'), line);
    } else if (kind === 'default') {
      const leaf = csvLeaves().defaultByKey.get(key);
      if (!leaf) fail(line, 'key', 'key', { key });
      for (const [column, text] of [
        ['currency', currency],
        ['wholesale', wholesale],
        ['sales', sales],
      ] as const) {
        if (text !== '') fail(line, column, 'notEmpty', { kind });
      }
      let parsed: number | string | null = null;
      if (leaf?.type === 'choice') {
        if (leaf.options.includes(value)) parsed = value;
        else fail(line, 'value', 'choice', { text: value, options: leaf.options.join(', ') });
      } else if (leaf) {
        if (INTEGER.test(value)) parsed = Number(value);
        else fail(line, 'value', 'integer', { text: value });
      }
      if (errors.length > before || !leaf) continue;
      const id = `default:${key}`;
      const earlier = seen.get(id);
      if (earlier !== undefined) {
        fail(line, 'key', 'duplicate', { key, line: earlier });
        continue;
      }
      seen.set(id, line);
      setAt(defaults, leaf.path, parsed);
      lineOf.set(['defaults', ...leaf.path].join('.'), line);
    } else {
      fail(line, 'kind', 'kind', { kind, options: PRICE_LIST_CSV_KINDS.join(', ') });
    }
  }
  if (errors.length > 0) return { ok: false, errors };
  for (const leaf of csvLeaves().defaults) {
    if (!leaf.optional && !seen.has(`default:${leaf.path.join('.')}`)) {
      fail(null, 'key', 'missing', { kind: 'default', key: leaf.path.join('.'), currency: '' });
    }
  }
  for (const currency of Object.keys(prices)) {
    for (const leaf of csvLeaves().price) {
      if (!leaf.optional && !seen.has(`price:${currency}:${leaf.path.join('.')}`)) {
        fail(null, 'key', 'missing', { kind: 'price', key: leaf.path.join('.'), currency });
      }
    }
  }
  if (errors.length > 0) return { ok: false, errors };
  const checked = priceListSchema.safeParse({ id: base.id, name: base.name, defaults, prices });
  if (checked.success) return { ok: true, list: checked.data };
  for (const issue of checked.error.issues) {
    const path = issue.path.map(String);
    const key = path.slice(path[0] === 'prices' ? 2 : 1).join('.');
    // A rule across a group (a whole optional record given in part) names the group's first line.
    const line =
      lineOf.get(path.join('.')) ??
      [...lineOf.entries()].find(([at]) => at.startsWith(`${path.join('.')}.`))?.[1] ??
      null;
    fail(line, path[0] === 'defaults' || path[0] === 'prices' ? 'value' : null, 'invalid', {
      key,
    });
  }
  return { ok: false, errors };
}

/** How one entry changed from the list in force to a new version. */
export interface PriceListChange {
  change: 'added' | 'removed' | 'changed';
  kind: PriceListCsvKind;
  key: string;
  currency: Currency | null;
  before: PriceListRow | null;
  after: PriceListRow | null;
}

export interface PriceListDifference {
  changes: PriceListChange[];
  counts: { added: number; removed: number; changed: number; unchanged: number };
}

const rowId = (row: PriceListRow) => `${row.kind}:${row.currency ?? ''}:${row.key}`;

/** What a new version adds, removes and changes against the list in force, in the file's order. */
export function priceListDifference(before: PriceList, after: PriceList): PriceListDifference {
  const old = new Map(priceListRows(before).map((row) => [rowId(row), row]));
  const changes: PriceListChange[] = [];
  let unchanged = 0;
  for (const row of priceListRows(after)) {
    const id = rowId(row);
    const was = old.get(id);
    old.delete(id);
    const entry = { kind: row.kind, key: row.key, currency: row.currency };
    if (!was) changes.push({ change: 'added', ...entry, before: null, after: row });
    else if (was.wholesale !== row.wholesale || was.sales !== row.sales || was.value !== row.value)
      changes.push({ change: 'changed', ...entry, before: was, after: row });
    else unchanged++;
  }
  for (const was of old.values()) {
    changes.push({
      change: 'removed',
      kind: was.kind,
      key: was.key,
      currency: was.currency,
      before: was,
      after: null,
    });
  }
  const count = (change: PriceListChange['change']) =>
    changes.filter((found) => found.change === change).length;
  return {
    changes,
    counts: {
      added: count('added'),
      removed: count('removed'),
      changed: count('changed'),
      unchanged,
    },
  };
}

/**
 * The change of a number in percent, one decimal (half away from zero); null from zero. For a
 * price the wholesale amount is compared.
 */
export function percentChange(before: number, after: number): number | null {
  if (before === 0) return null;
  const tenths = ((after - before) * 1000) / before;
  return (Math.sign(tenths) * Math.round(Math.abs(tenths))) / 10;
}
