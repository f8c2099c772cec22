// What the app adds to Fastify's request and route config. Imported by app.ts for its types.
import type { Feature, Locale, ManagePermission } from '@atelier/domain';
import type { RoutePermission } from './auth/auth.hook.js';
import type { BackgroundWork } from './http/background.js';
import type { RequestTelemetry } from './http/request-tracing.js';
import type { LiveBus } from './live/live-bus.js';
import type { SiteCaller } from './production/production.service.js';
import type { Tracing } from './telemetry/tracing.js';
import type { Principal } from './tenancy/scope.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without an access token (read by the auth hook). */
    public?: boolean;
    /**
     * The part of the portal the route belongs to (`account`: every signed-in user); refused when
     * the caller's flags close it. Every route that is not public names one.
     */
    feature?: Feature;
    /**
     * A back-office route (`/api/manage/…`): the permission a member of staff needs (domain
     * `staffAllowed`). Dealers are refused every such route; staff every dealer route but the
     * account's own.
     */
    manage?: ManagePermission;
    /** Reads the `Idempotency-Key` into the request's context (context/request-context.ts). */
    idempotent?: boolean;
    /**
     * Its one log line per answer at `debug`, not `info`: the operations endpoints, which a load
     * balancer and Prometheus call every few seconds.
     */
    quietLog?: boolean;
  }
  interface FastifyInstance {
    /** Every registered route with the permission it declares (see auth/auth.hook.ts). */
    routePermissions: () => RoutePermission[];
    /** Work that runs after the answer (see http/background.ts). */
    background: BackgroundWork;
    /** Production changes told to the open live streams (see live/live-bus.ts). */
    live: LiveBus;
    /** The app's tracer (see telemetry/tracing.ts). */
    tracing: Tracing;
  }
  interface FastifyRequest {
    principal: Principal | null;
    locale: Locale;
    /** The production site of an integration call (its key), set by the integration routes. */
    integration: SiteCaller | null;
    /** Events or articles in an integration call, for its audit row. */
    integrationItems: number;
    startedAt?: number;
    /** The request's server span (see http/request-tracing.ts). */
    telemetry: RequestTelemetry | null;
  }
}
