import {
  refreshRequestSchema,
  refreshResponseSchema,
  tokenPairSchema,
  tokenRequestSchema,
  verifyRequestSchema,
} from '@atelier/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../http/errors.js';
import { errorResponses } from '../http/schemas.js';
import type { AuthService } from './auth.service.js';

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post(
    '/easyorder/token/',
    {
      config: { public: true },
      schema: {
        tags: ['session'],
        summary: 'Log in: username and password for an access and a refresh token',
        body: tokenRequestSchema,
        response: { 200: tokenPairSchema, ...errorResponses(400, 401, 429) },
      },
    },
    (request) => auth.login(request.body.username, request.body.password, request.ip),
  );

  app.post(
    '/easyorder/token/refresh/',
    {
      config: { public: true },
      schema: {
        tags: ['session'],
        summary: 'Rotate a refresh token: answers a new pair; a reused token ends its session',
        body: refreshRequestSchema,
        response: { 200: refreshResponseSchema, ...errorResponses(400, 401) },
      },
    },
    (request) => auth.refresh(request.body.refresh),
  );

  app.post(
    '/easyorder/token/logout/',
    {
      config: { public: true },
      schema: {
        tags: ['session'],
        summary:
          'Log out: ends the session of this refresh token; its access tokens are refused at once',
        body: refreshRequestSchema,
        response: { 204: z.null(), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      await auth.logout(request.body.refresh);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/easyorder/token/verify/',
    {
      config: { public: true },
      schema: {
        tags: ['session'],
        summary: 'Check a token: 200 when valid, 401 otherwise',
        body: verifyRequestSchema,
        response: { 200: z.object({}), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      if (!(await auth.verify(request.body.token))) throw new AppError('token_not_valid');
      return {};
    },
  );
};
