// The sample service (portal §2 `sampleservice`, configurators §5 and §9): a request for fabric
// samples of the supplier catalogue, sent to an address of the address book. The spec names a
// separate host whose calls are not shown; Atelier answers them under `api/samples/`.
import { z } from 'zod';
import { lazySchema } from '../pure.js';
import { pickListFabricsShape, TRACKING_REFERENCE_MAX_LENGTH } from '../samples/pick-list.js';
import { PARAMETER_LIMITS } from '../schemas/limits.js';
import { addressBookEntrySchema } from './address-book.js';
import { pageOf } from './session.js';
import { integer, requiredText } from './text.js';

export const SAMPLE_REQUEST_STATES = ['requested', 'sent'] as const;
export type SampleRequestState = (typeof SAMPLE_REQUEST_STATES)[number];

const id = lazySchema(() => integer.positive().max(2_147_483_647));
const isoDate = lazySchema(() => z.string().regex(/^\d{4}-\d{2}-\d{2}$/));

/**
 * `POST api/samples/`. The list is bounded only against abuse here: how many samples a request
 * may hold is a trade rule (`sampleSelectionIssues`), answered with its own message.
 */
export const sampleRequestBodySchema = lazySchema(() =>
  z
    .object({
      fabrics: z.array(z.string().trim().min(1).max(64)).min(1).max(50),
      /** An entry of the shop's address book. */
      address: id,
      note: z.string().trim().max(PARAMETER_LIMITS.memoLength.max).default(''),
    })
    .strict(),
);
export type SampleRequestBody = z.input<typeof sampleRequestBodySchema>;

export const sampleFabricSchema = lazySchema(() =>
  z.object({
    fabric_uuid: z.string(),
    name: z.string(),
    color: z.string(),
  }),
);

/** The address as it was when the request was made (a later change of the entry leaves it). */
export const sampleAddressSchema = lazySchema(() =>
  addressBookEntrySchema
    .pick({
      name: true,
      company: true,
      street: true,
      house_number: true,
      postcode: true,
      city: true,
      country: true,
    })
    .extend({
      /** The address-book entry, null once it has been deleted. */
      id: id.nullable(),
    }),
);

/** A fabric of a request as answered: with whether its samples can be cut now (read afresh). */
export const sampleRequestFabricSchema = lazySchema(() =>
  sampleFabricSchema.extend({
    /** The catalogue's sample stock now (`samplesAvailable`); false names it out of stock. */
    in_stock: z.boolean(),
  }),
);

export const sampleRequestSchema = lazySchema(() =>
  z.object({
    id,
    /** Configurators §3's article type of a sample request. */
    article_type: z.literal('sampleorder'),
    debtor_id: id,
    state: z.enum(SAMPLE_REQUEST_STATES),
    fabrics: z.array(sampleRequestFabricSchema),
    address: sampleAddressSchema,
    note: z.string(),
    requested_on: isoDate,
    expected_date: isoDate,
    created_at: z.string(),
    /** The carrier's reference once the desk shipped it (`sent`), else null. */
    tracking_reference: z.string().nullable(),
    shipped_at: z.string().nullable(),
  }),
);
export type SampleRequest = z.infer<typeof sampleRequestSchema>;
export const samplePageSchema = lazySchema(() => pageOf(sampleRequestSchema));
export type SamplePage = z.infer<typeof samplePageSchema>;

export const sampleListQuerySchema = lazySchema(() =>
  z.object({
    state: z.enum(SAMPLE_REQUEST_STATES).optional(),
    page: z.coerce.number().int().min(1).default(1),
    page_size: z.coerce.number().int().min(1).max(200).default(25),
  }),
);
export type SampleListQuery = z.input<typeof sampleListQuerySchema>;

// The samples desk (issue 29 §2, docs/decisions/086-samples-desk-and-stock.md).

/** `GET api/manage/samples/pick-list/?day=`: today in the Netherlands when no day is given. */
export const samplePickListQuerySchema = lazySchema(() => z.object({ day: isoDate.optional() }));

export const samplePickRequestSchema = lazySchema(() =>
  sampleRequestSchema.extend({
    debtor_name: z.string(),
    debtor_number: z.string(),
  }),
);
export type SamplePickRequest = z.infer<typeof samplePickRequestSchema>;

export const samplePickListSchema = lazySchema(() =>
  z.object({
    day: isoDate,
    fabrics: z.array(pickListFabricsShape),
    requests: z.array(samplePickRequestSchema),
  }),
);
export type SamplePickList = z.infer<typeof samplePickListSchema>;

/** `POST api/manage/samples/{id}/ship/`. */
export const sampleShipBodySchema = lazySchema(() =>
  z.object({ tracking_reference: requiredText(3, TRACKING_REFERENCE_MAX_LENGTH) }).strict(),
);
export type SampleShipBody = z.input<typeof sampleShipBodySchema>;

/** The overview's count: requests on today's pick list. */
export const sampleDeskSummarySchema = lazySchema(() => z.object({ to_pick: integer.min(0) }));

/** `GET api/manage/samples/fabrics/?search=`: catalogue colours by article or colour number, collection. */
export const sampleStockQuerySchema = lazySchema(() =>
  z.object({
    search: requiredText(2, 60),
  }),
);
export type SampleStockQuery = z.input<typeof sampleStockQuerySchema>;

/** At most this many colours answer a search of the sample stock. */
export const SAMPLE_STOCK_SEARCH_LIMIT = 25;

/** A catalogue colour's sample stock, as the desk sets it. */
export const sampleStockFabricSchema = lazySchema(() =>
  z.object({
    fabric_uuid: z.string(),
    article_number: z.string(),
    /** The collection and the colour number, as a request names it. */
    name: z.string(),
    color: z.string(),
    is_active: z.boolean(),
    /** The flag the desk sets. */
    samples_in_stock: z.boolean(),
    /** Whether samples can be cut now (`samplesAvailable`: the flag, and still in the catalogue). */
    in_stock: z.boolean(),
  }),
);
export type SampleStockFabric = z.infer<typeof sampleStockFabricSchema>;
export const sampleStockListSchema = lazySchema(() =>
  z.object({ results: z.array(sampleStockFabricSchema) }),
);
export type SampleStockList = z.infer<typeof sampleStockListSchema>;

/** `PUT api/manage/samples/fabrics/{fabricUuid}/stock/`: out of stock (false) or back in (true). */
export const sampleStockBodySchema = lazySchema(() =>
  z.object({ samples_in_stock: z.boolean('invalid_choice') }).strict(),
);
export type SampleStockBody = z.input<typeof sampleStockBodySchema>;
