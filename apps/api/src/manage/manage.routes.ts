// The back office's own calls: `me` (every member of staff), the staff list, the search and the
// audit trail.
import {
  auditPageSchema,
  auditQuerySchema,
  manageSearchQuerySchema,
  manageSearchSchema,
  staffMembersSchema,
  staffMeSchema,
} from '@atelier/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesNeedStaff } from '../auth/auth.hook.js';
import { contextOf } from '../context/request-context.js';
import { pageOfResults } from '../http/pagination.js';
import { errorResponses } from '../http/schemas.js';
import type { ManageService } from './manage.service.js';

export const manageRoutes: FastifyPluginAsyncZod<{ manage: ManageService }> = async (
  app,
  { manage },
) => {
  routesNeedStaff(app, 'audit');
  app.get(
    '/api/manage/me/',
    {
      config: { manage: 'staff' },
      schema: {
        tags: ['manage'],
        summary: 'The member of staff: role and the back office’s permissions it holds',
        response: { 200: staffMeSchema, ...errorResponses(401, 403) },
      },
    },
    (request) => manage.me(contextOf(request)),
  );
  app.get(
    '/api/manage/staff/',
    {
      config: { manage: 'staff' },
      schema: {
        tags: ['manage'],
        summary: 'The manufacturer’s active staff (for filters and “assign to”)',
        response: { 200: staffMembersSchema, ...errorResponses(401, 403) },
      },
    },
    () => manage.staff(),
  );
  app.get(
    '/api/manage/search/',
    {
      config: { manage: 'overview' },
      schema: {
        tags: ['manage'],
        summary: 'The back office’s search: debtors, orders and returns matching a text',
        description:
          'Debtors by name, number or city; orders by id, commission or the dealer’s order number; returns by RMA number, return number or article number. At most five of each, across every debtor.',
        querystring: manageSearchQuerySchema,
        response: { 200: manageSearchSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => manage.search(request.query),
  );
  app.get(
    '/api/manage/audit/',
    {
      schema: {
        tags: ['manage'],
        summary: 'The audit trail: every staff write, newest first, filtered',
        description: 'Administrators only. Dates are UTC days, both ends included.',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { count, rows } = await manage.audit(request.query);
      return pageOfResults(request, request.query, count, rows);
    },
  );
};
