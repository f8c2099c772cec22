// The one authentication hook: every route needs a valid access token unless its config says
// `public: true`. It also fixes the request's language from accept-language.
import { negotiateLocale } from '@atelier/i18n';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import type {} from '../fastify.js';
import { AppError } from '../http/errors.js';
import { loadPrincipal } from '../tenancy/principal.repository.js';
import type { Principal } from '../tenancy/scope.js';
import type { Signer } from './tokens.js';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

export function installAuthHook(app: FastifyInstance, db: Db, signer: Signer): void {
  app.decorateRequest('principal', null);
  app.decorateRequest('locale', 'en-au');
  app.addHook('onRequest', async (request, reply) => {
    request.locale = negotiateLocale(request.headers['accept-language']);
    if (request.is404 || request.routeOptions.config?.public === true) return;
    reply.header('www-authenticate', 'Bearer realm="api"');
    const match = BEARER.exec(request.headers.authorization ?? '');
    if (!match?.[1]) throw new AppError('not_authenticated');
    const claims = await signer.verify('access', match[1]);
    if (!claims) throw new AppError('token_not_valid');
    const principal = await loadPrincipal(db, claims.userId, claims.familyId);
    if (!principal) throw new AppError('token_not_valid');
    request.principal = principal;
    reply.removeHeader('www-authenticate');
  });
}

/** The caller of an authenticated route (the hook guarantees one). */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError('not_authenticated');
  return request.principal;
}
