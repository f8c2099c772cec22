// The security headers of every answer: helmet's set with our content security policy, and a
// permissions policy (helmet sets none). Helmet's Fastify plugin builds the middleware again on
// every request and parses the policy each time; the headers do not depend on the request, so
// they are computed once here and copied onto each reply before anything else runs (a 401 or 404
// carries them too). A route may still set its own.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export const CONTENT_SECURITY_POLICY: NonNullable<HelmetOptions['contentSecurityPolicy']> = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // Mantine and the API reference inject style tags at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    // Instruction videos and their captions play from blob addresses: fetched with the token.
    mediaSrc: ["'self'", 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: null,
  },
};

/**
 * The hosted shop's and the kiosk's pages (`/shop/…`, `/kiosk…`) show the dealer's logo from the
 * https address the dealer gave: their pages alone may load images from any https address. Only
 * images: scripts, styles and calls stay the portal's own.
 */
export const SHOP_PAGE_PATHS = /^\/(?:shop\/|kiosk(?:[/?#]|$))/;
export const SHOP_CONTENT_SECURITY_POLICY: NonNullable<HelmetOptions['contentSecurityPolicy']> = {
  directives: {
    ...CONTENT_SECURITY_POLICY.directives,
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  },
};

/**
 * Browser features the portal never uses, off for its pages and anything they embed. Photos are
 * chosen with file inputs, which need no camera permission (the device's own camera app answers
 * them); full screen and picture-in-picture stay the portal's own for the instruction videos; the
 * clipboard (copying a quote link) keeps its default, the page itself. Only features Chromium
 * knows are named: an unknown one is a console error on every page.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=(self)',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** The headers helmet would set with `options`, as a plain record (names in lower case). */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

export function installSecurityHeaders(app: FastifyInstance): void {
  const headers = {
    ...helmetHeaders({ contentSecurityPolicy: CONTENT_SECURITY_POLICY }),
    'permissions-policy': PERMISSIONS_POLICY,
  };
  const shopHeaders = {
    ...headers,
    'content-security-policy': helmetHeaders({
      contentSecurityPolicy: SHOP_CONTENT_SECURITY_POLICY,
    })['content-security-policy']!,
  };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(SHOP_PAGE_PATHS.test(request.url) ? shopHeaders : headers);
    done();
  });
}
