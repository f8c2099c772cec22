// The back office's release notes (permission `content`): list every note, drafts included; create,
// edit, publish, withdraw, and remove a draft. Dealers read the published ones at
// `api/release-notes/`.
import {
  manageReleaseNoteSchema,
  manageReleaseNotesSchema,
  releaseNoteFormSchema,
} from '@atelier/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routesNeedStaff } from '../auth/auth.hook.js';
import { contextOf } from '../context/request-context.js';
import { errorResponses } from '../http/schemas.js';
import type { ReleaseNotesDeskService } from './release-notes-desk.service.js';

const BASE = '/api/manage/release-notes';
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const PUBLISH_RULE =
  'A note is published only with its title and body in all seven languages; each empty one answers 400 `required` on `title.<locale>` or `body.<locale>`.';

export const releaseNotesDeskRoutes: FastifyPluginAsyncZod<{
  notes: ReleaseNotesDeskService;
}> = async (app, { notes }) => {
  routesNeedStaff(app, 'content');

  app.get(
    `${BASE}/`,
    {
      schema: {
        tags: ['manage'],
        summary: 'Every release note, drafts and published, newest day first, in all languages',
        response: { 200: manageReleaseNotesSchema, ...errorResponses(401, 403) },
      },
    },
    () => notes.list(),
  );

  app.get(
    `${BASE}/:id/`,
    {
      schema: {
        tags: ['manage'],
        summary: 'One release note in all languages',
        params: idParams,
        response: { 200: manageReleaseNoteSchema, ...errorResponses(401, 403, 404) },
      },
    },
    (request) => notes.get(request.params.id),
  );

  app.post(
    `${BASE}/`,
    {
      schema: {
        tags: ['manage'],
        summary: 'A new release note, saved as a draft (a language may still be empty)',
        description:
          'A version another note has answers 400 `version_taken` on `version`. Audited as `releaseNote.create`.',
        body: releaseNoteFormSchema,
        response: { 201: manageReleaseNoteSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await notes.create(contextOf(request), request.body)),
  );

  app.put(
    `${BASE}/:id/`,
    {
      schema: {
        tags: ['manage'],
        summary:
          'New version, day, titles and bodies; a published note shows them on the next load',
        description: `A published note stays published, so the publish rule holds for its edit. ${PUBLISH_RULE} Audited as \`releaseNote.update\`.`,
        params: idParams,
        body: releaseNoteFormSchema,
        response: { 200: manageReleaseNoteSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => notes.update(contextOf(request), request.params.id, request.body),
  );

  app.post(
    `${BASE}/:id/publish/`,
    {
      schema: {
        tags: ['manage'],
        summary: 'Publish a note: every dealer sees it on their next load',
        description: `${PUBLISH_RULE} Publishing a published note changes nothing. Audited as \`releaseNote.publish\`.`,
        params: idParams,
        response: { 200: manageReleaseNoteSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => notes.publish(contextOf(request), request.params.id),
  );

  app.post(
    `${BASE}/:id/withdraw/`,
    {
      schema: {
        tags: ['manage'],
        summary: 'Withdraw a published note: a draft again, dealers no longer see it',
        description: 'Audited as `releaseNote.withdraw`.',
        params: idParams,
        response: { 200: manageReleaseNoteSchema, ...errorResponses(401, 403, 404) },
      },
    },
    (request) => notes.withdraw(contextOf(request), request.params.id),
  );

  app.delete(
    `${BASE}/:id/`,
    {
      schema: {
        tags: ['manage'],
        summary: 'Remove a draft note',
        description:
          'A published note answers 409 `conflict`: withdraw it first. Audited as `releaseNote.delete`.',
        params: idParams,
        response: { 204: z.null(), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await notes.remove(contextOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
