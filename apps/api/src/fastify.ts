// What the app adds to Fastify's request and route config. Imported by app.ts for its types.
import type { Locale } from '@atelier/domain';
import type { BackgroundWork } from './http/background.js';
import type { Principal } from './tenancy/scope.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without an access token (read by the auth hook). */
    public?: boolean;
  }
  interface FastifyInstance {
    /** Work that runs after the answer (see http/background.ts). */
    background: BackgroundWork;
  }
  interface FastifyRequest {
    principal: Principal | null;
    locale: Locale;
  }
}
