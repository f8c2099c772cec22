// The back office's support inbox (permission `support`): every shop's conversations, searched and
// filtered, assigned, answered and given a status. Every write is recorded in the audit trail.
import {
  manageSupportListQuerySchema,
  manageSupportReplyBodySchema,
  manageSupportSummarySchema,
  manageSupportThreadPatchSchema,
  supportThreadDetailSchema,
  supportThreadPageSchema,
} from '@atelier/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routesNeedStaff } from '../auth/auth.hook.js';
import { contextOf } from '../context/request-context.js';
import { pageOfResults } from '../http/pagination.js';
import { errorResponses } from '../http/schemas.js';
import type { SupportService } from './support.service.js';

const BASE = '/api/manage/support';
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const manageSupportRoutes: FastifyPluginAsyncZod<{ support: SupportService }> = async (
  app,
  { support },
) => {
  routesNeedStaff(app, 'support');
  app.get(
    `${BASE}/threads/`,
    {
      schema: {
        tags: ['manage'],
        summary: 'The support inbox: every shop’s conversations, latest activity first',
        description:
          '`q` searches subject, message text, debtor name and number; `status` filters; `assignee` is `me`, `none` or a staff user id. `unread`: the dealer wrote after staff last read it.',
        querystring: manageSupportListQuerySchema,
        response: { 200: supportThreadPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { count, results } = await support.inbox(contextOf(request), request.query);
      return pageOfResults(request, request.query, count, results);
    },
  );

  app.get(
    `${BASE}/summary/`,
    {
      schema: {
        tags: ['manage'],
        summary: 'The inbox’s counts: conversations open (support’s turn) and unread by staff',
        response: { 200: manageSupportSummarySchema, ...errorResponses(401, 403) },
      },
    },
    () => support.inboxSummary(),
  );

  app.get(
    `${BASE}/threads/:id/`,
    {
      schema: {
        tags: ['manage'],
        summary: 'One conversation with its messages; reading it marks the dealer’s messages read',
        params: idParams,
        response: { 200: supportThreadDetailSchema, ...errorResponses(401, 403, 404) },
      },
    },
    (request) => support.staffThread(contextOf(request), request.params.id),
  );

  app.post(
    `${BASE}/threads/:id/messages/`,
    {
      schema: {
        tags: ['manage'],
        summary:
          'A staff answer: status `waiting` unless `status` says otherwise; mails the dealer',
        description:
          'The dealer account that opened the conversation gets a mail in its language with a link to it. Audited as `supportThread.reply`.',
        params: idParams,
        body: manageSupportReplyBodySchema,
        response: { 201: supportThreadDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await support.staffReply(contextOf(request), request.params.id, request.body)),
  );

  app.patch(
    `${BASE}/threads/:id/`,
    {
      schema: {
        tags: ['manage'],
        summary: 'Set a conversation’s status or assignee (null: nobody)',
        description:
          'The assignee is an active member of staff (`GET api/manage/staff/`). Setting the status it has answers 409 `support_status_not_allowed`. Audited as `supportThread.update` or `supportThread.assign`.',
        params: idParams,
        body: manageSupportThreadPatchSchema,
        response: { 200: supportThreadDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => support.updateThread(contextOf(request), request.params.id, request.body),
  );
};
