// DRF answers 405 when a path exists but not for the method used; Fastify only knows 404. The
// routes' paths are collected as they are registered and matched when nothing else did.
import type { FastifyInstance } from 'fastify';

interface KnownPath {
  pattern: RegExp;
  methods: Set<string>;
}

function toPattern(url: string): RegExp {
  const path = url.replace(/\/+$/, '');
  const source = path
    .split('/')
    .map((part) =>
      part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, (char) => `\\${char}`),
    )
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/** Collects route paths; answers the methods a concrete path allows (empty when none). */
export function trackAllowedMethods(app: FastifyInstance): (url: string) => string[] {
  const known = new Map<string, KnownPath>();
  app.addHook('onRoute', (route) => {
    // Catch-all routes (the web app's files) would make every path look known.
    if (route.url.includes('*')) return;
    const key = route.url.replace(/\/+$/, '');
    const entry = known.get(key) ?? { pattern: toPattern(route.url), methods: new Set<string>() };
    for (const method of [route.method].flat()) entry.methods.add(method);
    known.set(key, entry);
  });
  return (url) => {
    const pathname = url.split('?')[0] ?? '';
    const allowed = new Set<string>();
    for (const entry of known.values()) {
      if (entry.pattern.test(pathname)) for (const method of entry.methods) allowed.add(method);
    }
    return [...allowed].sort();
  };
}
