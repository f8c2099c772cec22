// What the app adds to Fastify's request and route config. Imported by app.ts for its types.
import type { Locale } from '@atelier/domain';
import type { Principal } from './tenancy/scope.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without an access token (read by the auth hook). */
    public?: boolean;
  }
  interface FastifyRequest {
    principal: Principal | null;
    locale: Locale;
  }
}
