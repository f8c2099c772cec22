// Contracts of the returns desk (`api/manage/returns/`) and of the dealer's answer to the desk's
// question (`api/rma/{orderNumber}/answer/`). The desk's rules: ./rma-desk.ts.
import { z } from 'zod';
import { lazySchema } from '../pure.js';
import { RMA_SOLUTIONS, RMA_STATES, rmaAnswerSchema } from './rma.js';
import { RMA_DESK_ACTIONS, RMA_REFUSAL_REASONS } from './rma-desk.js';
import { pageOf } from './session.js';
import { integer, requiredText } from './text.js';

const note = lazySchema(() => z.string().trim().max(2000, 'max').default(''));

/** `POST api/manage/returns/{orderNumber}/accept/`: the resolution the manufacturer grants. */
export const rmaAcceptBodySchema = lazySchema(() =>
  z.object({ resolution: z.enum(RMA_SOLUTIONS, 'invalid_choice'), note }).strict(),
);
export type RmaAcceptBody = z.input<typeof rmaAcceptBodySchema>;

/** `POST api/manage/returns/{orderNumber}/refuse/`: a reason code; `other` needs the desk's words. */
export const rmaRefuseBodySchema = lazySchema(() =>
  z
    .object({ reason: z.enum(RMA_REFUSAL_REASONS, 'invalid_choice'), note })
    .strict()
    .superRefine((body, context) => {
      if (body.reason === 'other' && body.note === '') {
        context.addIssue({ code: 'custom', path: ['note'], message: 'required' });
      }
    }),
);
export type RmaRefuseBody = z.input<typeof rmaRefuseBodySchema>;

/** `POST api/manage/returns/{orderNumber}/ask/`: the question the dealer is to answer. */
export const rmaAskBodySchema = lazySchema(() =>
  z.object({ question: requiredText(5, 2000) }).strict(),
);
export type RmaAskBody = z.input<typeof rmaAskBodySchema>;

/** `POST api/manage/returns/{orderNumber}/receive/`: the goods are in; a note is optional. */
export const rmaReceiveBodySchema = lazySchema(() => z.object({ note }).strict());
export type RmaReceiveBody = z.input<typeof rmaReceiveBodySchema>;

/** `POST api/manage/returns/{orderNumber}/resolve/`: what was done, in the desk's words (required). */
export const rmaResolveBodySchema = lazySchema(() =>
  z.object({ note: requiredText(5, 2000) }).strict(),
);
export type RmaResolveBody = z.input<typeof rmaResolveBodySchema>;

/** `POST api/rma/{orderNumber}/answer/`: the dealer's answer to the desk's question. */
export const rmaInformationBodySchema = lazySchema(() =>
  z.object({ answer: requiredText(2, 2000) }).strict(),
);
export type RmaInformationBody = z.input<typeof rmaInformationBodySchema>;

/** A return on the desk: the dealer's view, the shop it is from and what the desk may do now. */
export const manageReturnSchema = lazySchema(() =>
  rmaAnswerSchema.extend({
    debtor_name: z.string(),
    debtor_number: z.string(),
    actions: z.array(z.enum(RMA_DESK_ACTIONS)),
  }),
);
export type ManageReturn = z.infer<typeof manageReturnSchema>;
export const manageReturnPageSchema = lazySchema(() => pageOf(manageReturnSchema));
export type ManageReturnPage = z.infer<typeof manageReturnPageSchema>;

/** The desk's list: a state (or `waiting`: every return waiting for a decision), a shop, a search. */
export const MANAGE_RETURN_FILTERS = ['waiting', ...RMA_STATES] as const;
export const manageReturnsQuerySchema = lazySchema(() =>
  z.object({
    state: z.enum(MANAGE_RETURN_FILTERS, 'invalid_choice').optional(),
    debtor: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    /** An RMA number, an article number or the customer's name, in part. */
    search: z.string().trim().max(60, 'max').optional(),
    page: z.coerce.number().int().min(1).default(1),
    page_size: z.coerce.number().int().min(1).max(200).default(25),
  }),
);
export type ManageReturnsQuery = z.input<typeof manageReturnsQuerySchema>;

/** `GET api/manage/returns/waiting/`: the overview's count of returns waiting for a decision. */
export const manageReturnsWaitingSchema = lazySchema(() => z.object({ count: integer }));
export type ManageReturnsWaiting = z.infer<typeof manageReturnsWaitingSchema>;

/** The live stream's `event: rma`: a return of the caller's shops changed state. */
export const liveRmaEventSchema = lazySchema(() =>
  z.object({
    type: z.literal('rma'),
    debtor_id: integer,
    order_number: z.string(),
    state: z.enum(RMA_STATES),
    at: z.string(),
  }),
);
export type LiveRmaEvent = z.infer<typeof liveRmaEventSchema>;
