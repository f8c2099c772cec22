// `/api/partner/v1/…`: the retail chains' API (decision 096). Opened by a chain's partner key as
// bearer (a dealer's access token and a factory's key are refused here, and a chain key on every
// other call), with the same guard as the factories' API: calls without a valid key throttled per
// address, a valid key's own limit per minute. Every order it makes is in the audit trail.
import {
  MAX_INTAKE_LINES,
  MAX_PARTNER_BODY_BYTES,
  MAX_PARTNER_ORDERS_PER_CALL,
  partnerOrderBatchAnswerSchema,
  partnerOrderBatchSchema,
  partnerOrderStatusSchema,
  partnerReferenceParamsSchema,
} from '@atelier/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.js';
import { guardWithKeys } from '../http/api-keys.js';
import { AppError } from '../http/errors.js';
import { errorResponses } from '../http/schemas.js';
import { type ChainCaller, chainOfSecret } from './partner-keys.js';
import type { PartnerOrdersService } from './partner-orders.service.js';

export const PARTNER_PATH = '/api/partner/v1';
const TAG = 'partner';
const security = [{ partnerKey: [] }];

/** Calls without a valid key one address may make per minute (as on the factories' API). */
export const REFUSED_PARTNER_CALLS_PER_ADDRESS = 30;

const KEY_HELP = `Send the chain's key as \`Authorization: Bearer apk_…\`. Without a valid key: 401 \`partner_key_invalid\`; after ${REFUSED_PARTNER_CALLS_PER_ADDRESS} such calls from one address within a minute, that address is answered 429 \`throttled\` (with \`Retry-After\`) before its key is looked at. With a valid key: its own limit per minute (429 \`throttled\`).`;

export interface PartnerOptions {
  db: Db;
  orders: PartnerOrdersService;
  /** Calls per valid key and minute. */
  rateLimit: number;
}

const callers = new WeakMap<FastifyRequest, ChainCaller>();

function callerOf(request: FastifyRequest): ChainCaller {
  const caller = callers.get(request);
  if (!caller) throw new AppError('partner_key_invalid');
  return caller;
}

export const partnerRoutes: FastifyPluginAsyncZod<PartnerOptions> = async (
  app,
  { db, orders, rateLimit },
) => {
  guardWithKeys(app, {
    find: (secret) => chainOfSecret(db, secret),
    idOf: (caller) => caller.keyId,
    admit: (request, caller) => {
      callers.set(request, caller);
    },
    realm: 'partner',
    refusal: 'partner_key_invalid',
    rateLimit,
    refusedPerAddress: REFUSED_PARTNER_CALLS_PER_ADDRESS,
  });
  app.addHook('onResponse', async (request) => {
    const caller = callers.get(request);
    if (caller) app.background.run('partner-key-used', () => orders.touch(caller));
  });

  app.post(
    `${PARTNER_PATH}/orders/`,
    {
      bodyLimit: MAX_PARTNER_BODY_BYTES,
      schema: {
        tags: [TAG],
        security,
        summary: 'Stores’ orders, each made a prepared offer of its store and answered on its own',
        description: `Up to ${MAX_PARTNER_ORDERS_PER_CALL} orders (a body of at most ${MAX_PARTNER_BODY_BYTES} bytes, else 413), each naming its \`store\` (the store’s customer number with the manufacturer) and the chain’s own \`reference\`, the end customer’s \`contact\` and 1 to ${MAX_INTAKE_LINES} \`lines\` (a curtain or a fold curtain with its sizes in cm and its fabric by article number). Each order is checked and made on its own, in the order sent, and answered in \`results\` in that order: \`created\` (201) made it an offer of the store, priced with the store’s own prices and with the measurement check’s warnings; its \`claim\` and \`open_url\` let the store open it once in the portal and are shown only in this answer. \`duplicate\` (200): the same reference with the same order again — nothing new, no claim. \`refused\`: 400 \`validation_error\` with \`errors\` per field (\`lines.0.width\`; a store that is not this chain’s is unknown, whoever it is), or 409 \`partner_reference_reused\` for a reference sent before with another order. No price is ever answered. The call answers 200 when no order was refused, 207 otherwise; a body that is not \`{orders: [...]}\` with 1 to ${MAX_PARTNER_ORDERS_PER_CALL} objects is refused whole (400). ${KEY_HELP}`,
        body: partnerOrderBatchSchema,
        response: {
          200: partnerOrderBatchAnswerSchema,
          207: partnerOrderBatchAnswerSchema,
          ...errorResponses(400, 401, 413, 429),
        },
      },
    },
    async (request, reply) => {
      const { status, body } = await orders.submit(callerOf(request), request.body, request.locale);
      return reply.status(status).send(body);
    },
  );

  app.get(
    `${PARTNER_PATH}/orders/:reference/`,
    {
      schema: {
        tags: [TAG],
        security,
        summary: 'One of the chain’s orders as it stands: offered, claimed, ordered or withdrawn',
        description: `By the chain’s own reference; another chain’s reference is not found (404). \`claimed\`: the store opened it; \`ordered\`: the store confirmed it; \`withdrawn\`: the store deleted it. ${KEY_HELP}`,
        params: partnerReferenceParamsSchema,
        response: { 200: partnerOrderStatusSchema, ...errorResponses(401, 404, 429) },
      },
    },
    (request) => orders.status(callerOf(request), request.params.reference, request.locale),
  );
};
