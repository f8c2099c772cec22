// `/api/integration/v1/…`: the factories' API. Its own authentication (a site's integration key
// as bearer; a dealer's access token is refused here, and a key is refused on the dealer calls),
// its own rate limit per key, and an audit row for every call made with a valid key. Calls
// without one are counted per address and, past their limit, answered 429 before anything else
// (no key looked up, no row written).
import {
  integrationPullQuerySchema,
  integrationPullSchema,
  PRODUCTION_EVENT_CLOCK_SKEW_MINUTES,
  type ProductionSite,
  productionEventBatchAnswerSchema,
  productionEventBatchSchema,
} from '@atelier/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.js';
import { guardWithKeys } from '../http/api-keys.js';
import { AppError } from '../http/errors.js';
import { errorResponses } from '../http/schemas.js';
import { keyOfSecret } from './integration-keys.js';
import type { ProductionService, SiteCaller } from './production.service.js';

export const INTEGRATION_PATH = '/api/integration/v1';
const TAG = 'integration';
const security = [{ integrationKey: [] }];

/**
 * Calls without a valid key (none, unknown, revoked) one address may make per minute; past that,
 * the address is answered 429 before its key is even looked at, until its oldest refused call is a
 * minute old. A factory that lost its key sees its 401s; a stranger guessing keys is slowed.
 */
export const REFUSED_CALLS_PER_ADDRESS = 30;

const KEY_HELP = `Without a valid key: 401 \`integration_key_invalid\`, and no audit row; after ${REFUSED_CALLS_PER_ADDRESS} such calls from one address within a minute, that address is answered 429 \`throttled\` (with \`Retry-After\`) before its key is looked at. With a valid key: its own limit per minute (429 \`throttled\`), every call audited.`;

export interface IntegrationOptions {
  db: Db;
  production: ProductionService;
  /** Calls per valid key and minute. */
  rateLimit: number;
  /** Told of the events each call brings, per site (the metrics count them). */
  eventsReceived?: (site: ProductionSite, count: number) => void;
}

function callerOf(request: FastifyRequest): SiteCaller {
  if (!request.integration) throw new AppError('integration_key_invalid');
  return request.integration;
}

export const integrationRoutes: FastifyPluginAsyncZod<IntegrationOptions> = async (
  app,
  { db, production, rateLimit, eventsReceived },
) => {
  app.decorateRequest('integration', null);
  app.decorateRequest('integrationItems', 0);
  guardWithKeys(app, {
    find: (secret) => keyOfSecret(db, secret),
    idOf: (key) => key.id,
    admit: (request, key) => {
      request.integration = { keyId: key.id, site: key.site };
    },
    realm: 'integration',
    refusal: 'integration_key_invalid',
    rateLimit,
    refusedPerAddress: REFUSED_CALLS_PER_ADDRESS,
  });
  app.addHook('onResponse', async (request, reply) => {
    const caller = request.integration;
    // A call without a valid key leaves no row, so strangers cannot fill the table; the log notes
    // an address once it is throttled.
    if (!caller) return;
    const at = new Date();
    const row = {
      keyId: caller.keyId,
      site: caller.site,
      method: request.method,
      path: request.routeOptions.url ?? request.url.split('?')[0] ?? '',
      status: reply.statusCode,
      items: request.integrationItems,
      address: request.ip,
      durationMs: Math.round(performance.now() - (request.startedAt ?? performance.now())),
      at,
    };
    app.background.run('integration-audit', async () => {
      await production.recordCall(row);
    });
  });

  app.get(
    `${INTEGRATION_PATH}/articles/`,
    {
      schema: {
        tags: [TAG],
        security,
        summary: 'Confirmed articles for this site to make, after a cursor',
        description: `Every article of a confirmed order that the key’s production site makes, in the order they were confirmed, with the dealer’s parameters, the cut list and the parts. Pass the answer’s \`next_cursor\` as \`since\` to get only what came after; \`has_more\` says another page is waiting. ${KEY_HELP}`,
        querystring: integrationPullQuerySchema,
        response: { 200: integrationPullSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const answer = await production.pull(callerOf(request), request.query);
      request.integrationItems = answer.results.length;
      return answer;
    },
  );

  app.post(
    `${INTEGRATION_PATH}/events/`,
    {
      schema: {
        tags: [TAG],
        security,
        summary: 'Status events of articles, answered per event',
        description: `Each event is applied in its own transaction, in the order sent, and answered in \`results\` in that order. An event received again under its \`event_id\` with the same body (article, status, moment, planned date, stock, message; a moment is compared as an instant, a value left out counts as none) answers \`duplicate\` and changes nothing; the same \`event_id\` with another body or for another article is \`refused\` with 409 \`production_event_id_reused\`, naming the fields that differ. An event dated more than ${PRODUCTION_EVENT_CLOCK_SKEW_MINUTES} minutes after the portal’s clock is \`refused\` with 409 \`production_event_in_future\` and not kept (send it again with the time it happened). An event older than the article’s last applied one is kept in the history (\`history\`) without moving the status back; an illegal transition is \`refused\` with status 409 and the reason (\`code\`, \`detail\`); an article that is not this site’s or not confirmed is \`not_found\`. The call answers 200 when no event failed, 409 when every event was refused, 207 otherwise. ${KEY_HELP}`,
        body: productionEventBatchSchema,
        response: {
          200: productionEventBatchAnswerSchema,
          207: productionEventBatchAnswerSchema,
          409: productionEventBatchAnswerSchema,
          ...errorResponses(400, 401, 429),
        },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      request.integrationItems = request.body.events.length;
      eventsReceived?.(caller.site, request.body.events.length);
      const { status, body } = await production.push(caller, request.body, request.locale);
      return reply.status(status as 200 | 207 | 409).send(body);
    },
  );
};
