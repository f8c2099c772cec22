import {
  employeeBodySchema,
  employeePageSchema,
  employeeSchema,
  locationBodySchema,
  locationPageSchema,
  locationSchema,
  staffListQuerySchema,
} from '@atelier/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routesBelongTo } from '../auth/auth.hook.js';
import { contextOf } from '../context/request-context.js';
import { pageOfResults } from '../http/pagination.js';
import { errorResponses } from '../http/schemas.js';
import type { StaffService } from './staff.service.js';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const SCOPE =
  'The shop acted for: a service account works in the shop it has chosen (409 `debtor_required` until it has); 403 when the account’s `show_sidebar_settings_button` is off or it only follows its orders.';

export const staffRoutes: FastifyPluginAsyncZod<{ staff: StaffService }> = async (
  app,
  { staff },
) => {
  routesBelongTo(app, 'settings');

  const kinds = [
    {
      base: '/api/employees',
      tag: 'employees',
      what: 'employee',
      body: employeeBodySchema,
      one: employeeSchema,
      page: employeePageSchema,
      list: staff.employees.bind(staff),
      add: staff.addEmployee.bind(staff),
      change: staff.changeEmployee.bind(staff),
      archive: staff.archiveEmployee.bind(staff),
    },
    {
      base: '/api/locations',
      tag: 'locations',
      what: 'location',
      body: locationBodySchema,
      one: locationSchema,
      page: locationPageSchema,
      list: staff.locations.bind(staff),
      add: staff.addLocation.bind(staff),
      change: staff.changeLocation.bind(staff),
      archive: staff.archiveLocation.bind(staff),
    },
  ] as const;

  for (const kind of kinds) {
    app.get(
      `${kind.base}/`,
      {
        schema: {
          tags: [kind.tag],
          summary: `The shop’s ${kind.tag} by name; \`archived=true\` lists the archive`,
          description: SCOPE,
          querystring: staffListQuerySchema,
          response: { 200: kind.page, ...errorResponses(400, 401, 403, 409) },
        },
      },
      async (request) => {
        const { archived, page, page_size } = request.query;
        const { count, results } = await kind.list(contextOf(request), {
          archived,
          limit: page_size,
          offset: (page - 1) * page_size,
        });
        // The kinds differ in their rows; each route's response schema checks what it sends.
        return pageOfResults<unknown>(request, { page, page_size }, count, results) as never;
      },
    );

    app.post(
      `${kind.base}/`,
      {
        schema: {
          tags: [kind.tag],
          summary: `A new ${kind.what}`,
          description: SCOPE,
          body: kind.body,
          response: { 201: kind.one, ...errorResponses(400, 401, 403, 409) },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await kind.add(contextOf(request), request.body as never)),
    );

    app.put(
      `${kind.base}/:id/`,
      {
        schema: {
          tags: [kind.tag],
          summary: `Change an ${kind.what} (active or archived)`,
          description: SCOPE,
          params: idParams,
          body: kind.body,
          response: { 200: kind.one, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      (request) =>
        kind.change(contextOf(request), request.params.id, request.body as never) as never,
    );

    for (const [action, archived] of [
      ['archive', true],
      ['restore', false],
    ] as const) {
      app.post(
        `${kind.base}/:id/${action}/`,
        {
          schema: {
            tags: [kind.tag],
            summary:
              action === 'archive'
                ? `Move an ${kind.what} to the archive (kept, no longer offered)`
                : `Bring an archived ${kind.what} back`,
            description: SCOPE,
            params: idParams,
            response: { 200: kind.one, ...errorResponses(401, 403, 404, 409) },
          },
        },
        (request) => kind.archive(contextOf(request), request.params.id, archived) as never,
      );
    }
  }
};
