// JSON bodies are read by Fastify's own parser (which refuses `__proto__` and constructor
// poisoning) after a scan of their nesting: no call of the API needs more than a few levels, and a
// body nested thousands deep would make every later walk over it (validation, the idempotency
// hash) a risk to the call stack. Too deep is answered 400 `body_too_deep`.
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.js';

/** Deeper than any body the API documents (article parameters nest three levels). */
export const MAX_JSON_DEPTH = 32;

/** The deepest nesting of arrays and objects in JSON text, stopping early past `limit`. */
export function jsonDepth(text: string, limit = MAX_JSON_DEPTH): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index += 1; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (char === 0x5d || char === 0x7d) {
      depth -= 1;
    }
  }
  return deepest;
}

export function installJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonDepth(String(body)) > MAX_JSON_DEPTH) {
      done(new AppError('body_too_deep', { max: MAX_JSON_DEPTH }), undefined);
      return;
    }
    parse(request, String(body), done);
  });
}
