import {
  recoverPasswordRequestSchema,
  recoverPasswordUpdateSchema,
  updatePasswordSchema,
} from '@atelier/domain';
import { translate } from '@atelier/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesBelongTo } from '../auth/auth.hook.js';
import { contextOf } from '../context/request-context.js';
import { errorResponses, messageSchema } from '../http/schemas.js';
import type { PasswordService } from './password.service.js';

export const passwordRoutes: FastifyPluginAsyncZod<{ passwords: PasswordService }> = async (
  app,
  { passwords },
) => {
  // A signed-in user changes its own password; the reset calls are public.
  routesBelongTo(app, 'account');
  app.put(
    '/api/user/update-password/',
    {
      schema: {
        tags: ['user'],
        summary: "Change the caller's password; every other session of the account ends",
        body: updatePasswordSchema,
        response: { 200: messageSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { current_password, new_password } = request.body;
      await passwords.change(contextOf(request), current_password, new_password);
      return { detail: translate(request.locale, 'mail:password_changed') };
    },
  );

  app.post(
    '/api/user/recover-password/',
    {
      config: { public: true },
      schema: {
        tags: ['user'],
        summary:
          'Mail a password-reset link to the account named by its e-mail address or user name (same answer whether or not it exists)',
        body: recoverPasswordRequestSchema,
        response: { 200: messageSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const { login, email } = request.body;
      await passwords.requestReset(login ?? email ?? '', request.ip);
      return { detail: translate(request.locale, 'mail:reset_requested') };
    },
  );

  app.post(
    '/api/user/recover-password/update',
    {
      config: { public: true },
      schema: {
        tags: ['user'],
        summary: 'Set a new password with the token of the reset mail',
        body: recoverPasswordUpdateSchema,
        response: { 200: messageSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      await passwords.reset(request.body.token, request.body.new_password);
      return { detail: translate(request.locale, 'mail:password_reset_done') };
    },
  );
};
