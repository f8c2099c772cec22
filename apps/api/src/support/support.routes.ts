import { supportMessageAnswerSchema, supportMessageBodySchema } from '@atelier/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesBelongTo } from '../auth/auth.hook.js';
import { contextOf } from '../context/request-context.js';
import { errorResponses } from '../http/schemas.js';
import type { SupportService } from './support.service.js';

export const supportRoutes: FastifyPluginAsyncZod<{ support: SupportService }> = async (
  app,
  { support },
) => {
  routesBelongTo(app, 'help');
  app.post(
    '/api/support/messages/',
    {
      schema: {
        tags: ['support'],
        summary:
          'A message to the manufacturer’s customer support, mailed to the account’s support address',
        description:
          'The sender’s e-mail is in the mail to answer to. 403 for an account that only follows its orders.',
        body: supportMessageBodySchema,
        response: { 202: supportMessageAnswerSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await support.send(contextOf(request), request.body)),
  );
};
