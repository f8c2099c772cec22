import { APP_VERSION, latestTagSchema, releaseNoteSchema } from '@atelier/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../context/request-context.js';
import { errorResponses } from '../http/schemas.js';
import type { ReleaseNotesService } from './release-notes.service.js';

export const releaseNoteRoutes: FastifyPluginAsyncZod<{
  releaseNotes: ReleaseNotesService;
}> = async (app, { releaseNotes }) => {
  app.get(
    '/api/release-notes/',
    {
      config: { feature: 'releaseNotes' },
      schema: {
        tags: ['release notes'],
        summary:
          'Every release note, newest first, in the language of accept-language (the page searches and pages itself)',
        response: { 200: z.array(releaseNoteSchema), ...errorResponses(401, 403) },
      },
    },
    (request) => releaseNotes.list(contextOf(request)),
  );

  app.get(
    '/api/latest-tag/',
    {
      // The version check runs before and after log-in.
      config: { public: true },
      schema: {
        tags: ['release notes'],
        summary: 'The version of the running app; a client on another version reloads',
        response: { 200: latestTagSchema },
      },
    },
    () => ({ version: APP_VERSION }),
  );
};
