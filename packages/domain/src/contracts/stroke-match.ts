// What a stroke match saves, as answered by the combine call and with each matched article.
import { z } from 'zod';
import { CURRENCIES } from '../enums.js';
import { lazySchema } from '../pure.js';
import { orderNumberSchema } from './order-number.js';
import { integer } from './text.js';

const mm = lazySchema(() => integer);
const cents = lazySchema(() => integer);

/** What a stroke match saves, line by line (docs/rules-calculation.md § "Stroke matching"). */
export const strokeMatchAnswerSchema = lazySchema(() =>
  z.object({
    group: z.string(),
    main_fabric: z.string(),
    currency: z.enum(CURRENCIES),
    pattern_repeat_mm: mm,
    /** Drops cut: the articles apart, and as one group. */
    separate_drops: integer,
    matched_drops: integer,
    /** Fabric off the roll and charged, apart and as one group, and the metres saved (charged). */
    separate_length_mm: mm,
    matched_length_mm: mm,
    separate_charged_mm: mm,
    matched_charged_mm: mm,
    saved_mm: mm,
    saved_wholesale: cents,
    saved_sales: cents,
    lines: z.array(
      z.object({
        order_number: orderNumberSchema,
        separate_drops: integer,
        separate_charged_mm: mm,
        matched_charged_mm: mm,
        saved_mm: mm,
        separate_wholesale: cents,
        matched_wholesale: cents,
        saved_wholesale: cents,
        separate_sales: cents,
        matched_sales: cents,
        saved_sales: cents,
      }),
    ),
  }),
);
export type StrokeMatchAnswer = z.infer<typeof strokeMatchAnswerSchema>;
