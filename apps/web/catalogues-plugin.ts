// The message catalogues, one file per namespace and language. A catalogue module of
// `@atelier/i18n` holds its namespace in all seven languages; a browser needs one of them, so the
// build writes each namespace's languages as files of their own
// (`assets/catalogues/<namespace>.<language>.<version>.js`, the version a hash of the namespace),
// and the app loads them by name (`virtual:atelier-catalogues`). In development and in the unit
// tests the same module imports the whole catalogues instead: nothing is written, and an edited
// message shows at once.
//
// The first paint's namespaces are fetched before the app's code has arrived: a small script in
// the page's head (`assets/first-paint-<hash>.js`, the content security policy allows no inline
// script) reads the language this device chose and announces those files with
// `<link rel="modulepreload">`. Without it they were found only when the entry ran, a round trip
// after all of its code.
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/** The module the app imports its catalogues through. */
export const CATALOGUES_MODULE = 'virtual:atelier-catalogues';
const RESOLVED = `\0${CATALOGUES_MODULE}`;
/** The namespaces the public pages need before their first paint; the rest load on demand. */
const FIRST_PAINT_NAMESPACES = ['common', 'auth'];
/** What the build tells the bundle bench: the first paint's script and each catalogue's file. */
export const CATALOGUES_MANIFEST = '.vite/catalogues.json';

type Messages = { readonly [key: string]: string | Messages };
export interface Sources {
  locales: readonly string[];
  defaultLocale: string;
  storageKey: string;
  catalogues: Record<string, Record<string, Messages>>;
}

export async function readSources(): Promise<Sources> {
  // Loaded here, not with the config: only a build needs it.
  const { tsImport } = await import('tsx/esm/api');
  const here = import.meta.url;
  const [i18n, domain, key] = await Promise.all([
    tsImport('@atelier/i18n', here),
    tsImport('@atelier/domain', here),
    tsImport('./src/lib/language-key.ts', here),
  ]);
  return {
    locales: domain.LOCALES,
    defaultLocale: domain.DEFAULT_UI_LOCALE,
    storageKey: key.LANGUAGE_STORAGE_KEY,
    catalogues: i18n.catalogues,
  };
}

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 10);

interface Built {
  /** Each namespace's version: a hash of its text in every language. */
  versions: Record<string, string>;
  /** File name (under the output directory) → module source. */
  files: Map<string, string>;
  firstPaintScript: string;
  manifest: {
    firstPaintScript: string;
    firstPaintNamespaces: string[];
    defaultLocale: string;
    files: Record<string, Record<string, string>>;
  };
}

export function catalogueFiles(sources: Sources, base: string): Built {
  const versions: Record<string, string> = {};
  const files = new Map<string, string>();
  const byNamespace: Record<string, Record<string, string>> = {};
  for (const [namespace, catalogue] of Object.entries(sources.catalogues)) {
    const version = hash(JSON.stringify(catalogue));
    versions[namespace] = version;
    byNamespace[namespace] = {};
    for (const locale of sources.locales) {
      const fileName = `assets/catalogues/${namespace}.${locale}.${version}.js`;
      files.set(fileName, `export default ${JSON.stringify(catalogue[locale] ?? {})};\n`);
      byNamespace[namespace][locale] = fileName;
    }
  }
  const firstPaint = Object.fromEntries(
    FIRST_PAINT_NAMESPACES.map((namespace) => [namespace, versions[namespace]]),
  );
  // The same choice as lib/i18n.ts's storedLanguage(): the stored language when it is one of
  // ours, else the default.
  const script = `(()=>{const versions=${JSON.stringify(firstPaint)};const locales=${JSON.stringify(sources.locales)};let l=null;try{l=localStorage.getItem(${JSON.stringify(sources.storageKey)})}catch{}if(!locales.includes(l))l=${JSON.stringify(sources.defaultLocale)};for(const n in versions){const link=document.createElement('link');link.rel='modulepreload';link.crossOrigin='';link.href=${JSON.stringify(`${base}assets/catalogues/`)}+n+'.'+l+'.'+versions[n]+'.js';document.head.append(link)}})();\n`;
  const scriptName = `assets/first-paint-${hash(script)}.js`;
  files.set(scriptName, script);
  return {
    versions,
    files,
    firstPaintScript: scriptName,
    manifest: {
      firstPaintScript: scriptName,
      firstPaintNamespaces: FIRST_PAINT_NAMESPACES,
      defaultLocale: sources.defaultLocale,
      files: byNamespace,
    },
  };
}

/** The app's catalogue module when built: each language's file by its name. */
function builtModule(built: Built, names: Record<string, string>, base: string): string {
  return `export const FIRST_PAINT_NAMESPACES = ${JSON.stringify(FIRST_PAINT_NAMESPACES)};
export const LANGUAGE_NAMES = ${JSON.stringify(names)};
const versions = ${JSON.stringify(built.versions)};
export function loadCatalogue(namespace, locale) {
  const version = versions[namespace];
  if (!version) return Promise.resolve({});
  return import(/* @vite-ignore */ ${JSON.stringify(`${base}assets/catalogues/`)} + namespace + '.' + locale + '.' + version + '.js').then((module) => module.default);
}
`;
}

/** The app's catalogue module in development and tests: the whole catalogues, as they are now. */
function sourceModule(sources: Sources, names: Record<string, string>): string {
  const loaders = Object.keys(sources.catalogues)
    .map((namespace) => `  ${namespace}: () => import('@atelier/i18n/catalogues/${namespace}'),`)
    .join('\n');
  return `export const FIRST_PAINT_NAMESPACES = ${JSON.stringify(FIRST_PAINT_NAMESPACES)};
export const LANGUAGE_NAMES = ${JSON.stringify(names)};
const loaders = {
${loaders}
};
export function loadCatalogue(namespace, locale) {
  const load = loaders[namespace];
  if (!load) return Promise.resolve({});
  return load().then((module) => module.default[locale] ?? {});
}
`;
}

/** Each language's name in itself (the language pickers), from the common catalogue. */
function languageNames(sources: Sources): Record<string, string> {
  const common = sources.catalogues.common ?? {};
  return Object.fromEntries(
    sources.locales.map((locale) => {
      const language = common[locale]?.language;
      const self = typeof language === 'object' ? language.self : undefined;
      return [locale, typeof self === 'string' ? self : locale];
    }),
  );
}

/** `emit: false`: the module only, no files (the server's first paint, which reads no catalogue). */
export function cataloguesPlugin({ emit = true }: { emit?: boolean } = {}): Plugin {
  let command: 'build' | 'serve' = 'serve';
  let base = '/';
  let sources: Promise<Sources> | null = null;
  let built: Built | null = null;
  const load = () => {
    sources ??= readSources();
    return sources;
  };
  return {
    name: 'atelier:catalogues',
    configResolved(config) {
      command = config.command;
      base = config.base;
    },
    buildStart() {
      sources = null;
      built = null;
    },
    resolveId(id) {
      return id === CATALOGUES_MODULE ? RESOLVED : null;
    },
    async load(id) {
      if (id !== RESOLVED) return null;
      const read = await load();
      const names = languageNames(read);
      if (command === 'serve') return sourceModule(read, names);
      built = catalogueFiles(read, base);
      return builtModule(built, names, base);
    },
    async generateBundle() {
      if (command !== 'build' || !emit) return;
      built ??= catalogueFiles(await load(), base);
      for (const [fileName, source] of built.files) {
        this.emitFile({ type: 'asset', fileName, source });
      }
      this.emitFile({
        type: 'asset',
        fileName: CATALOGUES_MANIFEST,
        source: `${JSON.stringify(built.manifest, null, 2)}\n`,
      });
    },
    transformIndexHtml: {
      order: 'post',
      async handler() {
        if (command !== 'build' || !emit) return [];
        built ??= catalogueFiles(await load(), base);
        return [
          {
            tag: 'script',
            attrs: { src: `${base}${built.firstPaintScript}`, async: true },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
