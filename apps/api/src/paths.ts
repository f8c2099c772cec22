// Folders the API reads at run time. This file sits one level below the package root both as
// source (src/) and bundled (dist/server.js), so the same relative URLs work in both.
import { fileURLToPath } from 'node:url';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../drizzle/', import.meta.url));
export const WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist/', import.meta.url));
/** Media the demo seed ships (the instruction videos, made by scripts/make-videos.mjs). */
export const MEDIA_DIR = fileURLToPath(new URL('../media/', import.meta.url));
