// Mantine's `useId` replaced by the portal's (src/lib/mantine-id.ts, decision 105). `@mantine/hooks`
// imports it in one place, its index, from which every Mantine component takes it; the build
// resolves that one import to the portal's module. Only the build: the development server's
// prebundled dependencies keep Mantine's, which differs in when ids settle, not in what is shown.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** How Mantine's hooks index imports its `useId`. */
export const MANTINE_USE_ID = './use-id/use-id.mjs';
const MANTINE_HOOKS_INDEX = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]index\.mjs$/;

/** The module that takes its place. */
export const STABLE_USE_ID = join(dirname(fileURLToPath(import.meta.url)), 'src/lib/mantine-id.ts');

/** Where `source`, imported by `importer`, resolves instead; null where nothing changes. */
export function stableIdFor(source: string, importer: string | undefined): string | null {
  return source === MANTINE_USE_ID && importer !== undefined && MANTINE_HOOKS_INDEX.test(importer)
    ? STABLE_USE_ID
    : null;
}

export function stableIdsPlugin(): Plugin {
  return {
    name: 'atelier:stable-ids',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return stableIdFor(source, importer);
    },
  };
}
