import {
  accountSettingsSchema,
  pleatCurtainSettingsSchema,
  settingsUpdateSchema,
} from '@atelier/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesBelongTo } from '../auth/auth.hook.js';
import { contextOf } from '../context/request-context.js';
import { errorResponses } from '../http/schemas.js';
import type { SettingsService } from './settings.service.js';

export const settingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (
  app,
  { settings },
) => {
  // Every signed-in user reads its account and sets its language (the service asks the domain what else an update needs).
  routesBelongTo(app, 'account');
  app.get(
    '/api/user/settings/',
    {
      schema: {
        tags: ['user'],
        summary: 'The account: who the caller is, for which debtors it acts, every setting',
        response: { 200: accountSettingsSchema, ...errorResponses(401) },
      },
    },
    (request) => settings.read(contextOf(request)),
  );

  for (const method of ['PUT', 'PATCH'] as const) {
    app.route({
      method,
      url: '/api/user/settings/',
      schema: {
        tags: ['user'],
        summary:
          'Update user settings, or display flags with is_system_settings: true; a service account picks its debtor with servicing_debtor_id',
        body: settingsUpdateSchema,
        response: { 200: accountSettingsSchema, ...errorResponses(400, 401, 403, 404) },
      },
      handler: (request) => settings.update(contextOf(request), request.body),
    });
  }

  app.put(
    '/api/user/pleatcurtain/',
    {
      // The settings page's pleat types.
      config: { feature: 'settings' },
      schema: {
        tags: ['user'],
        summary: 'The pleat types the account offers (and its default ones)',
        body: pleatCurtainSettingsSchema,
        response: { 200: accountSettingsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => settings.updatePleatTypes(contextOf(request), request.body),
  );
};
