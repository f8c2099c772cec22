// Contracts of the back office's price lists (`api/manage/price-lists/…`): the lists with their
// versions, an upload's line errors or its difference against the version in force, and the
// schedule. The CSV format itself and the difference are in ../pricing/price-list-csv.ts.
import { z } from 'zod';
import { CURRENCIES } from '../enums.js';
import {
  PRICE_LIST_CSV_COLUMNS,
  PRICE_LIST_CSV_ERRORS,
  PRICE_LIST_CSV_KINDS,
} from '../pricing/price-list-csv.js';
import { PRICE_LIST_VERSION_STATES } from '../pricing/price-list-versions.js';
import { lazySchema } from '../pure.js';
import { integer } from './text.js';

/** The largest price-list file the API reads (a full list of four currencies is about 40 KiB). */
export const PRICE_LIST_CSV_MAX_BYTES = 512 * 1024;

const isoDay = lazySchema(() => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'regex'));

export const priceListVersionSchema = lazySchema(() =>
  z.object({
    id: integer,
    state: z.enum(PRICE_LIST_VERSION_STATES),
    valid_from: isoDay.nullable(),
    created_at: z.string(),
    created_by: z.string().nullable(),
    /** How many unit prices and defaults it holds. */
    entries: integer,
    currencies: z.array(z.enum(CURRENCIES)),
  }),
);
export type PriceListVersion = z.infer<typeof priceListVersionSchema>;

export const managedPriceListSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    /** Debtors priced with this list. */
    debtors: integer,
    /** The version in force today; null while the list's first stored data is (no upload yet). */
    current_version_id: integer.nullable(),
    versions: z.array(priceListVersionSchema),
  }),
);
export type ManagedPriceList = z.infer<typeof managedPriceListSchema>;
export const managedPriceListsSchema = lazySchema(() =>
  z.object({ results: z.array(managedPriceListSchema) }),
);

export const priceListCsvErrorSchema = lazySchema(() =>
  z.object({
    line: integer.nullable(),
    column: z.enum(PRICE_LIST_CSV_COLUMNS).nullable(),
    code: z.enum(PRICE_LIST_CSV_ERRORS),
    params: z.record(z.string(), z.union([z.string(), z.number()])),
  }),
);
export type PriceListCsvErrorAnswer = z.infer<typeof priceListCsvErrorSchema>;

/** The 400 `price_list_invalid` answer: every line's error; nothing was stored. */
export const priceListInvalidSchema = lazySchema(() =>
  z.object({
    code: z.literal('price_list_invalid'),
    detail: z.string(),
    errors: z.array(priceListCsvErrorSchema),
  }),
);

const rowSchema = lazySchema(() =>
  z.object({
    wholesale: integer.nullable(),
    sales: integer.nullable(),
    value: z.union([z.number(), z.string()]).nullable(),
  }),
);

export const priceListChangeSchema = lazySchema(() =>
  z.object({
    change: z.enum(['added', 'removed', 'changed']),
    kind: z.enum(PRICE_LIST_CSV_KINDS),
    key: z.string(),
    currency: z.enum(CURRENCIES).nullable(),
    before: rowSchema.nullable(),
    after: rowSchema.nullable(),
  }),
);

/** A version and what it changes against the version in force. */
export const priceListVersionDifferenceSchema = lazySchema(() =>
  z.object({
    version: priceListVersionSchema,
    against_version_id: integer.nullable(),
    counts: z.object({
      added: integer,
      removed: integer,
      changed: integer,
      unchanged: integer,
    }),
    changes: z.array(priceListChangeSchema),
  }),
);
export type PriceListVersionDifference = z.infer<typeof priceListVersionDifferenceSchema>;

/** `POST …/versions/{id}/schedule/`: the first pricing day (today or later). */
export const priceListScheduleSchema = lazySchema(() => z.object({ valid_from: isoDay }));
export type PriceListSchedule = z.infer<typeof priceListScheduleSchema>;
