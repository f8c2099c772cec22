// `api/manage/returns/`: the returns desk (permission `returns`). Staff only: dealers get 403
// `staff_only`, staff without the permission 403 `permission_denied`.
import {
  manageReturnPageSchema,
  manageReturnSchema,
  manageReturnsQuerySchema,
  manageReturnsWaitingSchema,
  ORDER_NUMBER_PATTERN,
  rmaAcceptBodySchema,
  rmaAskBodySchema,
  rmaReceiveBodySchema,
  rmaRefuseBodySchema,
  rmaResolveBodySchema,
} from '@atelier/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routesNeedStaff } from '../auth/auth.hook.js';
import { contextOf } from '../context/request-context.js';
import { pageOfResults, pageWindow } from '../http/pagination.js';
import { errorResponses } from '../http/schemas.js';
import { DESK_PATH, type DeskDecision, type RmaDeskService } from './rma-desk.service.js';

const numberParams = z.object({ orderNumber: z.string().regex(ORDER_NUMBER_PATTERN) });
const photoParams = numberParams.extend({ photoId: z.string().regex(/^[0-9a-f-]{36}$/) });
const DECISION =
  'One transaction with its audit entry and history event; the shop is told live (`event: rma`) and by mail after the commit. A state that does not allow it answers 409 `rma_action_refused`. Send an `Idempotency-Key` header: a repeat answers the first result without deciding again.';

export const rmaDeskRoutes: FastifyPluginAsyncZod<{ desk: RmaDeskService }> = async (
  app,
  { desk },
) => {
  routesNeedStaff(app, 'returns');

  app.get(
    `${DESK_PATH}/`,
    {
      schema: {
        tags: ['manage'],
        summary: 'Every shop’s returns, newest first, by state, shop and search',
        description:
          '`state=waiting` lists the returns waiting for a decision (new or answered); `search` finds an RMA number, article number, customer or shop name in part.',
        querystring: manageReturnsQuerySchema,
        response: { 200: manageReturnPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { count, results } = await desk.list(contextOf(request), {
        state: request.query.state,
        debtor: request.query.debtor,
        search: request.query.search,
        ...pageWindow(request.query),
      });
      return pageOfResults(request, request.query, count, results);
    },
  );

  app.get(
    `${DESK_PATH}/waiting/`,
    {
      schema: {
        tags: ['manage'],
        summary: 'How many returns wait for the desk’s decision (the overview’s count)',
        response: { 200: manageReturnsWaitingSchema, ...errorResponses(401, 403) },
      },
    },
    () => desk.waiting(),
  );

  app.get(
    `${DESK_PATH}/:orderNumber/`,
    {
      schema: {
        tags: ['manage'],
        summary: 'One return with its shop, article, order, photos, history and open decisions',
        params: numberParams,
        response: { 200: manageReturnSchema, ...errorResponses(401, 403, 404) },
      },
    },
    (request) => desk.get(contextOf(request), request.params.orderNumber),
  );

  app.get(
    `${DESK_PATH}/:orderNumber/photos/:photoId/`,
    {
      schema: {
        tags: ['manage'],
        summary: 'A photo of a return, for the desk (send the bearer token)',
        params: photoParams,
      },
    },
    async (request, reply) => {
      const photo = await desk.photo(request.params.orderNumber, request.params.photoId);
      return reply
        .header('content-type', photo.contentType)
        .header('cache-control', 'private, max-age=3600')
        .header('content-security-policy', "default-src 'none'")
        .send(photo.bytes);
    },
  );

  const decide = (
    orderNumber: string,
    decision: DeskDecision,
    request: Parameters<typeof contextOf>[0],
  ) => desk.decide(contextOf(request), orderNumber, decision).then((answer) => answer.body);

  app.post(
    `${DESK_PATH}/:orderNumber/accept/`,
    {
      config: { idempotent: true },
      schema: {
        tags: ['manage'],
        summary: 'Accept a return with a resolution (repair, remake, credit, replace parts)',
        description: `\`remake\` confirms a production order of the shop holding the returned article (\`remake_order_id\`), with its own tracking. ${DECISION}`,
        params: numberParams,
        body: rmaAcceptBodySchema,
        response: { 200: manageReturnSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => decide(request.params.orderNumber, { action: 'accept', ...request.body }, request),
  );

  app.post(
    `${DESK_PATH}/:orderNumber/refuse/`,
    {
      config: { idempotent: true },
      schema: {
        tags: ['manage'],
        summary: 'Refuse a return with a reason the dealer reads in their language',
        description: `\`reason: other\` needs a \`note\`. ${DECISION}`,
        params: numberParams,
        body: rmaRefuseBodySchema,
        response: { 200: manageReturnSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => decide(request.params.orderNumber, { action: 'refuse', ...request.body }, request),
  );

  app.post(
    `${DESK_PATH}/:orderNumber/ask/`,
    {
      config: { idempotent: true },
      schema: {
        tags: ['manage'],
        summary: 'Ask the dealer for more information; the return waits for their answer',
        description: DECISION,
        params: numberParams,
        body: rmaAskBodySchema,
        response: { 200: manageReturnSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => decide(request.params.orderNumber, { action: 'ask', ...request.body }, request),
  );

  app.post(
    `${DESK_PATH}/:orderNumber/receive/`,
    {
      config: { idempotent: true },
      schema: {
        tags: ['manage'],
        summary: 'Book an accepted return’s goods in at the workshop (`received`)',
        description: `\`note\` is optional and kept in the history. ${DECISION}`,
        params: numberParams,
        body: rmaReceiveBodySchema,
        response: { 200: manageReturnSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) =>
      decide(request.params.orderNumber, { action: 'receive', ...request.body }, request),
  );

  app.post(
    `${DESK_PATH}/:orderNumber/resolve/`,
    {
      config: { idempotent: true },
      schema: {
        tags: ['manage'],
        summary:
          'Close an accepted or received return: the resolution was carried out (`resolved`)',
        description: `\`note\` (5–2000) says what was done; the dealer reads it. ${DECISION}`,
        params: numberParams,
        body: rmaResolveBodySchema,
        response: { 200: manageReturnSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) =>
      decide(request.params.orderNumber, { action: 'resolve', ...request.body }, request),
  );
};
