// The one authentication and permission hook: every route needs a valid access token unless its
// config says `public: true`, and every other route names the part of the portal it belongs to
// (config `feature`); the domain's `featureRefusal` decides whether the caller reaches it. A route
// that names none is refused to everyone (and fails the route walk in access.test.ts). It also
// fixes the request's language from accept-language. A back-office route names its staff
// permission instead (config `manage`): only manufacturer staff holding it reach it, and staff
// reach no dealer route but their own account's (decision 082).
import {
  type Feature,
  featureRefusal,
  type ManagePermission,
  staffAllowed,
  VIEW_AS_HEADER,
  viewAsAllows,
} from '@atelier/domain';
import { negotiateLocale } from '@atelier/i18n';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Db } from '../db/client.js';
import { AppError } from '../http/errors.js';
import { errorResponses } from '../http/schemas.js';
import type { Principal } from '../tenancy/scope.js';
import { loadViewAsPrincipal } from './principal.repository.js';
import type { SessionPrincipals } from './session-cache.js';
import type { Signer } from './tokens.js';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** A registered route and the permission it declares. */
export interface RoutePermission {
  method: string;
  url: string;
  public: boolean;
  feature: Feature | undefined;
  manage: ManagePermission | undefined;
}

/**
 * Why `principal` may not use a route of `feature` or staff permission `manage`, or null. A
 * principal viewing a shop's portal as its dealer (decision 088) reads only: any `method` but GET
 * and HEAD is `read_only_view`, and back-office routes are answered as the staff member's own.
 */
export function routeRefusal(
  principal: Principal,
  feature: Feature | undefined,
  manage: ManagePermission | undefined,
  method = 'GET',
):
  | 'permission_denied'
  | 'staff_only'
  | 'not_for_staff'
  | 'tracking_only'
  | 'feature_disabled'
  | 'read_only_view'
  | null {
  if (principal.viewAs && !viewAsAllows(method)) return 'read_only_view';
  if (manage) {
    if (principal.staffRole === null) return 'staff_only';
    return staffAllowed(principal.staffRole, manage) ? null : 'permission_denied';
  }
  // A route without a declared permission reaches no one.
  if (!feature) return 'permission_denied';
  if (principal.staffRole !== null) return feature === 'account' ? null : 'not_for_staff';
  return featureRefusal(principal.access, feature);
}

export function installAuthHook(
  app: FastifyInstance,
  db: Db,
  signer: Signer,
  sessions: SessionPrincipals,
): void {
  app.decorateRequest('principal', null);
  app.decorateRequest('locale', 'en-au');

  // Every route as registered; its config is read when asked, after the plugins' own onRoute
  // hooks (which run after this one) have named its feature.
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  app.decorate('routePermissions', (): RoutePermission[] =>
    routes.flatMap((route) =>
      [route.method].flat().map((method) => ({
        method,
        url: route.url,
        public: route.config?.public === true,
        feature: route.config?.feature,
        manage: route.config?.manage,
      })),
    ),
  );

  async function authenticate(
    request: FastifyRequest,
    reply: FastifyReply,
    feature?: Feature,
    manage?: ManagePermission,
  ) {
    reply.header('www-authenticate', 'Bearer realm="api"');
    const match = BEARER.exec(request.headers.authorization ?? '');
    if (!match?.[1]) throw new AppError('not_authenticated');
    const claims = await signer.verify('access', match[1]);
    if (!claims) throw new AppError('token_not_valid');
    // The session's account context as it stands now (kept per session, checked every time).
    const principal = await sessions.principal(claims.userId, claims.familyId);
    if (!principal) throw new AppError('token_not_valid');
    request.principal = principal;
    reply.removeHeader('www-authenticate');
    // A dealer route asked "as dealer": one more statement, only when the header is there.
    const viewAs = request.headers[VIEW_AS_HEADER];
    if (viewAs !== undefined && !manage) {
      request.principal = await viewAsPrincipal(principal, viewAs, request.method);
    }
    const refusal = routeRefusal(request.principal, feature, manage, request.method);
    if (refusal) throw new AppError(refusal);
  }

  /** The shop account a member of staff reads as, by a live grant of this session (decision 088). */
  async function viewAsPrincipal(
    staff: Principal,
    header: string | string[],
    method: string,
  ): Promise<Principal> {
    if (staff.staffRole === null) throw new AppError('staff_only');
    if (!staffAllowed(staff.staffRole, 'viewAsDealer')) throw new AppError('permission_denied');
    const debtorId = typeof header === 'string' && /^\d{1,9}$/.test(header) ? Number(header) : NaN;
    if (!Number.isInteger(debtorId)) throw new AppError('view_as_ended');
    // A write is refused before anything is read: the view reads only.
    if (!viewAsAllows(method)) throw new AppError('read_only_view');
    const dealer = await loadViewAsPrincipal(db, staff, debtorId);
    if (!dealer) throw new AppError('view_as_ended');
    return dealer;
  }

  // Not an async hook: a public route (and a 404) goes on without a promise in between, and
  // Fastify's route options (built anew on every read) are read once.
  app.addHook('onRequest', (request, reply, done) => {
    request.locale = negotiateLocale(request.headers['accept-language']);
    if (request.is404) return done();
    const { config } = request.routeOptions;
    if (config?.public === true) return done();
    authenticate(request, reply, config?.feature, config?.manage).then(() => done(), done);
  });
}

/**
 * Marks the routes a plugin registers after this call as part of `feature` (a route naming its
 * own keeps it; a public route stays public), so the hook refuses them when the caller's flags
 * close that feature.
 */
export function routesBelongTo(app: FastifyInstance, feature: Feature): void {
  app.addHook('onRoute', (route) => {
    if (route.config?.public === true) return;
    route.config = { feature, ...route.config };
    // The refusal is part of the documented answers.
    if (route.schema?.response && typeof route.schema.response === 'object') {
      route.schema.response = { ...errorResponses(403), ...route.schema.response };
    }
  });
}

/**
 * Marks the routes a plugin registers after this call as back-office routes needing `permission`
 * (a route naming its own keeps it). Dealers hear 403 `staff_only`; staff without the permission
 * 403 `permission_denied`.
 */
export function routesNeedStaff(app: FastifyInstance, permission: ManagePermission): void {
  app.addHook('onRoute', (route) => {
    if (route.config?.public === true) return;
    route.config = { manage: permission, ...route.config };
    if (route.schema?.response && typeof route.schema.response === 'object') {
      route.schema.response = { ...errorResponses(403), ...route.schema.response };
    }
  });
}

/** The caller of an authenticated route (the hook guarantees one). */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError('not_authenticated');
  return request.principal;
}
