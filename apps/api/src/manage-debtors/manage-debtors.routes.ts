// The debtor desk's calls (`/api/manage/debtors/…`): reading needs `debtors`, changing flags,
// entitlements, the group and adding users `debtorFlags`, the read-only view `viewAsDealer`.
import {
  debtorEntitlementsUpdateSchema,
  debtorGroupUpdateSchema,
  debtorUserCreateSchema,
  debtorUserFlagsUpdateSchema,
  debtorUserSchema,
  entitlementsSchema,
  manageDebtorDetailSchema,
  manageDebtorPageSchema,
  manageDebtorQuerySchema,
  viewAsGrantSchema,
} from '@atelier/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routesNeedStaff } from '../auth/auth.hook.js';
import { contextOf } from '../context/request-context.js';
import { pageOfResults } from '../http/pagination.js';
import { errorResponses } from '../http/schemas.js';
import type { ManageDebtorsService } from './manage-debtors.service.js';

const id = z.coerce.number().int().positive().max(2_147_483_647);
const debtorParams = z.object({ debtorId: id });
const userParams = z.object({ debtorId: id, userId: id });
const tags = ['manage'];

export const manageDebtorRoutes: FastifyPluginAsyncZod<{ debtors: ManageDebtorsService }> = async (
  app,
  { debtors },
) => {
  routesNeedStaff(app, 'debtors');
  app.get(
    '/api/manage/debtors/',
    {
      schema: {
        tags,
        summary: 'Debtors: search by name, number or city, filter by customer group (paged)',
        querystring: manageDebtorQuerySchema,
        response: { 200: manageDebtorPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { count, rows } = await debtors.list(request.query);
      return pageOfResults(request, request.query, count, rows);
    },
  );
  app.get(
    '/api/manage/debtors/:debtorId/',
    {
      schema: {
        tags,
        summary:
          'A debtor: address, group, entitlements, its users with their flags, its latest orders, returns and sample requests',
        params: debtorParams,
        response: { 200: manageDebtorDetailSchema, ...errorResponses(401, 403, 404) },
      },
    },
    (request) => debtors.detail(contextOf(request), request.params.debtorId),
  );
  app.patch(
    '/api/manage/debtors/:debtorId/users/:userId/flags/',
    {
      config: { manage: 'debtorFlags' },
      schema: {
        tags,
        summary:
          'Change the manufacturer’s flags of a dealer account (access flags, display flags, price display)',
        description: 'Only the fields that change. Effective on the dealer’s next request.',
        params: userParams,
        body: debtorUserFlagsUpdateSchema,
        response: { 200: debtorUserSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) =>
      debtors.setUserFlags(
        contextOf(request),
        request.params.debtorId,
        request.params.userId,
        request.body,
      ),
  );
  app.patch(
    '/api/manage/debtors/:debtorId/entitlements/',
    {
      config: { manage: 'debtorFlags' },
      schema: {
        tags,
        summary:
          'Change what the manufacturer grants a debtor (customer fabrics, reports, products …)',
        description: 'Only the fields that change. Effective on the dealer’s next request.',
        params: debtorParams,
        body: debtorEntitlementsUpdateSchema,
        response: { 200: entitlementsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => debtors.setEntitlements(contextOf(request), request.params.debtorId, request.body),
  );
  app.put(
    '/api/manage/debtors/:debtorId/group/',
    {
      config: { manage: 'debtorFlags' },
      schema: {
        tags,
        summary: 'Move a debtor to another customer group (its downloads and branding follow)',
        params: debtorParams,
        body: debtorGroupUpdateSchema,
        response: { 200: manageDebtorDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => debtors.setGroup(contextOf(request), request.params.debtorId, request.body),
  );
  app.post(
    '/api/manage/debtors/:debtorId/users/',
    {
      config: { manage: 'debtorFlags', idempotent: true },
      schema: {
        tags,
        summary: 'Add a dealer user to a debtor: an invitation mail with a set-password link',
        description:
          'The account cannot log in until it sets a password through the link (valid 7 days). Send an `Idempotency-Key` header: a repeat answers the first answer without adding a second account or sending a second mail.',
        params: debtorParams,
        body: debtorUserCreateSchema,
        response: { 201: debtorUserSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const answer = await debtors.addUser(
        contextOf(request),
        request.params.debtorId,
        request.body,
      );
      // A repeat answers the stored first answer, a 201 too.
      return reply.status(201).send(answer.body);
    },
  );
  app.post(
    '/api/manage/debtors/:debtorId/view-as/',
    {
      config: { manage: 'viewAsDealer' },
      schema: {
        tags,
        summary: 'View as dealer: open the debtor’s portal read-only for this session (1 hour)',
        description:
          'Recorded in the audit trail. Requests carrying `x-view-as-debtor: <id>` are then answered as the debtor’s shop account, GET and HEAD only.',
        params: debtorParams,
        response: { 201: viewAsGrantSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const grant = await debtors.startViewAs(contextOf(request), request.params.debtorId);
      return reply.status(201).send(grant);
    },
  );
  app.delete(
    '/api/manage/debtors/:debtorId/view-as/',
    {
      config: { manage: 'viewAsDealer' },
      schema: {
        tags,
        summary: 'End the view as dealer of this debtor (recorded in the audit trail)',
        params: debtorParams,
        response: { 204: z.null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await debtors.endViewAs(contextOf(request), request.params.debtorId);
      return reply.status(204).send(null);
    },
  );
};
