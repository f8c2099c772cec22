// The article actions of an order (portal §4 "Orders", §7): split, duplicate, move, change the main
// fabric, match strokes and make sets. One schema per body, shared by the page and the route.
import { z } from 'zod';
import { SET_ALIGNMENTS } from '../orders/sets.js';
import { lazySchema } from '../pure.js';
import { orderAnswerSchema, orderNumberSchema } from './orders.js';
import { strokeMatchAnswerSchema } from './stroke-match.js';
import { int4 } from './text.js';

const id = lazySchema(() => int4().positive());

/** The articles an action is for: one or more of the order's article numbers, each once. */
export const orderNumbersSchema = lazySchema(() =>
  z
    .array(orderNumberSchema)
    .min(1)
    .max(200)
    .refine((numbers) => new Set(numbers).size === numbers.length, { message: 'unique' }),
);

/** `POST api/orders/{id}/split/`: the named articles go to another commission, new or existing. */
export const splitBodySchema = lazySchema(() =>
  z
    .object({
      order_numbers: orderNumbersSchema,
      /** An existing draft or offer of the same debtor; absent makes a new commission. */
      target_order_id: id.optional(),
      /** The new commission's name (absent: the source's); ignored with `target_order_id`. */
      commission: z.string().trim().max(120).optional(),
    })
    .strict(),
);
export type SplitBody = z.infer<typeof splitBodySchema>;

/** `POST api/articles/{orderNumber}/duplicate/`. */
export const duplicateBodySchema = lazySchema(() =>
  z
    .object({
      /** Duplicate the rails, rods and pull rods that belong to the curtain too. */
      with_add_ons: z.boolean().optional(),
    })
    .strict(),
);
export type DuplicateBody = z.infer<typeof duplicateBodySchema>;

/** `POST api/articles/{orderNumber}/move/`: the article (with its add-ons) to another order. */
export const moveBodySchema = lazySchema(() => z.object({ target_order_id: id }).strict());
export type MoveBody = z.infer<typeof moveBodySchema>;

/** `POST api/orders/{id}/update-atelier-main-fabric/`: several articles to another fabric. */
export const updateMainFabricBodySchema = lazySchema(() =>
  z
    .object({
      order_numbers: orderNumbersSchema,
      main_fabric: z.string().trim().min(1).max(100),
    })
    .strict(),
);
export type UpdateMainFabricBody = z.infer<typeof updateMainFabricBodySchema>;

/** `combine-strokes/`, `undo-combine-strokes/`, `undo-curtain-set/`: the articles named. */
export const articleGroupBodySchema = lazySchema(() =>
  z.object({ order_numbers: orderNumbersSchema }).strict(),
);
export type ArticleGroupBody = z.infer<typeof articleGroupBodySchema>;

/** `POST api/orders/{id}/curtain-set/`: a set, its pattern and stiffeners aligned top or bottom. */
export const curtainSetBodySchema = lazySchema(() =>
  z.object({ order_numbers: orderNumbersSchema, alignment: z.enum(SET_ALIGNMENTS) }).strict(),
);
export type CurtainSetBody = z.infer<typeof curtainSetBodySchema>;

/** Split and move answer both orders. */
export const twoOrdersAnswerSchema = lazySchema(() =>
  z.object({
    source: orderAnswerSchema,
    target: orderAnswerSchema,
  }),
);
export type TwoOrdersAnswer = z.infer<typeof twoOrdersAnswerSchema>;

export const duplicateAnswerSchema = lazySchema(() =>
  z.object({
    /** The new articles: the duplicate first, then its add-ons. */
    order_numbers: z.array(orderNumberSchema),
    order: orderAnswerSchema,
  }),
);
export type DuplicateAnswer = z.infer<typeof duplicateAnswerSchema>;

export const combineStrokesAnswerSchema = lazySchema(() =>
  orderAnswerSchema.extend({
    stroke_match: strokeMatchAnswerSchema,
  }),
);
export type CombineStrokesAnswer = z.infer<typeof combineStrokesAnswerSchema>;
