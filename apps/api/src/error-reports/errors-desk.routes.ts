// `api/manage/errors/…`: the errors desk (permission `errors`). Staff only: dealers get 403
// `staff_only`, staff without the permission 403 `permission_denied`.
import {
  ERROR_GROUP_ACTIONS,
  type ErrorGroupAction,
  errorEventSchema,
  errorGroupDetailSchema,
  errorGroupPageSchema,
  errorGroupSchema,
  errorReplaySchema,
  errorSummarySchema,
  HEX_ID_PATTERN,
  manageErrorsQuerySchema,
} from '@atelier/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routesNeedStaff } from '../auth/auth.hook.js';
import { contextOf } from '../context/request-context.js';
import { listPage } from '../http/list-query.js';
import { errorResponses } from '../http/schemas.js';
import type { ErrorsDeskService } from './errors-desk.service.js';

const BASE = '/api/manage/errors';
const tags = ['manage'];
const groupParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const eventParams = z.object({ eventId: z.string().regex(HEX_ID_PATTERN) });
const replayParams = z.object({ replayId: z.string().regex(HEX_ID_PATTERN) });

const ACTION_SUMMARY: Record<ErrorGroupAction, string> = {
  resolve: 'Resolve a group: fixed; a new report of it opens it again (a regression)',
  ignore: 'Ignore a group: its reports are still counted, it stays ignored',
  reopen: 'Open a resolved or ignored group again',
};

export const errorsDeskRoutes: FastifyPluginAsyncZod<{ desk: ErrorsDeskService }> = async (
  app,
  { desk },
) => {
  routesNeedStaff(app, 'errors');

  app.get(
    `${BASE}/`,
    {
      schema: {
        tags,
        summary: 'The browsers’ error groups, latest seen first, by status and search',
        description:
          '`q` finds a title in part, a reference a dealer read out (`3F2A-9C41-0B7E`, the first 12 digits of an event id), a whole event id or a trace id. `ordering`: `last_seen`, `first_seen` or `count`, `-` for descending.',
        querystring: manageErrorsQuerySchema,
        response: { 200: errorGroupPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listPage(request, request.query, await desk.list(request.query)),
  );

  app.get(
    `${BASE}/summary/`,
    {
      schema: {
        tags,
        summary: 'How many error groups are open (the overview’s count); whether reports are kept',
        response: { 200: errorSummarySchema, ...errorResponses(401, 403) },
      },
    },
    () => desk.summary(),
  );

  app.get(
    `${BASE}/:id/`,
    {
      schema: {
        tags,
        summary: 'An error group with its latest kept reports',
        params: groupParams,
        response: { 200: errorGroupDetailSchema, ...errorResponses(401, 403, 404) },
      },
    },
    (request) => desk.group(request.params.id),
  );

  app.get(
    `${BASE}/events/:eventId/`,
    {
      schema: {
        tags,
        summary:
          'One report: its exceptions with their stacks, breadcrumbs, browser, route, release',
        params: eventParams,
        response: { 200: errorEventSchema, ...errorResponses(401, 403, 404) },
      },
    },
    (request) => desk.event(request.params.eventId),
  );

  app.get(
    `${BASE}/replays/:replayId/`,
    {
      schema: {
        tags,
        summary: 'A session replay’s recorded rrweb events, its segments merged in order',
        description: 'Texts and inputs are masked as the browser recorded them.',
        params: replayParams,
        response: { 200: errorReplaySchema, ...errorResponses(401, 403, 404) },
      },
    },
    (request) => desk.replay(request.params.replayId),
  );

  for (const action of ERROR_GROUP_ACTIONS) {
    app.post(
      `${BASE}/:id/${action}/`,
      {
        schema: {
          tags,
          summary: ACTION_SUMMARY[action],
          description: `Audited as \`errorGroup.${action}\`. A status that does not allow it answers 409 \`error_status_not_allowed\`.`,
          params: groupParams,
          response: { 200: errorGroupSchema, ...errorResponses(401, 403, 404, 409) },
        },
      },
      (request) => desk.decide(contextOf(request), request.params.id, action),
    );
  }
};
