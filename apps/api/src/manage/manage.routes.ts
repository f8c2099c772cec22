// The back office's own calls: `me` (every member of staff), the staff list and the audit trail.
import {
  auditPageSchema,
  auditQuerySchema,
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
