// A page's first HTML with its first answer (decision 102). For a path a first page's source
// knows (`/shop/{slug}`), the web app's index.html is sent with
// - the answer its first call would fetch, in `<script type="application/json" id="first-page">`
//   (not run; `<` written as `\u003c`, so no text of a dealer's can close the element);
// - `<link rel="modulepreload">` for every file the page's route runs and the catalogues it reads
//   in its language (the build's `.vite/first-pages.json` and `.vite/catalogues.json`), so a phone
//   fetches them at once instead of one import level at a time;
// - its language on `<html lang>` and its title;
// - its first paint inside the app's root, drawn by the web app's own components for the server
//   (`dist-ssr/first-paint.js` beside the build, when there; rendered once per answer and kept):
//   a phone shows the shop's name and intro as soon as the HTML and the stylesheet are there.
// Anything else, or a source that answers null (unknown, throttled, failed), gets index.html as
// built: the page then asks the API itself, as before.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { FIRST_PAGE_ELEMENT_ID, type FirstPageData, type FirstPageName } from '@atelier/domain';
import { isLocale, type Locale, type Messages, resources } from '@atelier/i18n';
import type { FastifyRequest } from 'fastify';
import { escapeHtml } from '../mail/templates.js';

/** What a first page's source answers for a path it knows. */
export interface FirstPageAnswer {
  page: FirstPageName;
  data: unknown;
  /** The language the page opens in (a locale), or null for the device's own. */
  language: string | null;
  /** The page's title (the browser's tab), plain text; null keeps the built one. */
  title: string | null;
}

/** Answers for the paths it knows; null for any other, or when the page must ask for itself. */
export type FirstPageSource = (
  request: FastifyRequest,
  pathname: string,
) => Promise<FirstPageAnswer | null>;

interface PageFiles {
  files: string[];
  namespaces: string[];
}

interface Catalogues {
  firstPaintNamespaces: string[];
  files: Record<string, Record<string, string>>;
}

/** JSON inside a script element: no `<` (no `</script>`, no `<!--`), and the line separators. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

function readJson<T>(file: string): T | null {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

/** The server's build of the web app's first paint (`src/ssr/first-paint.tsx`). */
interface Painter {
  firstPaint(
    page: FirstPageName,
    data: unknown,
    language: string,
    messages: Record<string, Messages>,
    pathname: string,
  ): string | null;
  /** The page's route at `pathname` (an account page's), whose files are announced too. */
  firstPageRoute?(page: FirstPageName, pathname: string): string | null;
}

/** First pages written and kept, by their answer: a shop's page is drawn once, not per visit. */
const KEPT = 200;

/** A first page's HTML, and gzipped for a browser that takes it (the first paint is 20 KB). */
export interface WrittenPage {
  html: string;
  gzip: Buffer;
}

/** The web app's index.html, as built or written for a first page. Read once. */
export class SpaIndex {
  private painter: Promise<Painter | null> | null = null;
  private readonly written = new Map<string, WrittenPage>();

  private constructor(
    readonly html: string,
    private readonly pages: Record<string, PageFiles>,
    private readonly catalogues: Catalogues | null,
    private readonly painterFile: string,
    private readonly onPaintError: (error: unknown) => void,
  ) {}

  static read(webRoot: string, onPaintError: (error: unknown) => void = () => undefined): SpaIndex {
    return new SpaIndex(
      readFileSync(path.join(webRoot, 'index.html'), 'utf8'),
      readJson<Record<string, PageFiles>>(path.join(webRoot, '.vite', 'first-pages.json')) ?? {},
      readJson<Catalogues>(path.join(webRoot, '.vite', 'catalogues.json')),
      path.join(webRoot, '..', 'dist-ssr', 'first-paint.js'),
      onPaintError,
    );
  }

  /** Loads the first paint's module ahead of the first visit, which would otherwise wait on it. */
  warm(): void {
    void this.loadPainter();
  }

  /** The first paint's module, loaded when first needed; null when the build has none. */
  private loadPainter(): Promise<Painter | null> {
    this.painter ??= existsSync(this.painterFile)
      ? // A module that does not load leaves the pages as the browser draws them.
        (import(pathToFileURL(this.painterFile).href) as Promise<Painter>).catch(() => null)
      : Promise.resolve(null);
    return this.painter;
  }

  /** index.html for `answer` at `pathname` (kept: the same answer is written once). */
  async write(answer: FirstPageAnswer, pathname: string): Promise<WrittenPage> {
    const key = JSON.stringify([pathname, answer]);
    const kept = this.written.get(key);
    if (kept !== undefined) return kept;
    const painter = await this.loadPainter();
    const language = answer.language && isLocale(answer.language) ? answer.language : null;
    const route = this.routeOf(painter, answer, pathname);
    const html = this.compose(
      answer,
      pathname,
      route,
      this.paint(painter, answer, language, pathname),
    );
    const page = { html, gzip: gzipSync(html) };
    if (this.written.size >= KEPT) this.written.delete(this.written.keys().next().value!);
    this.written.set(key, page);
    return page;
  }

  /** The page drawn by the painter; null without one, or when drawing fails (logged). */
  private paint(
    painter: Painter | null,
    answer: FirstPageAnswer,
    language: Locale | null,
    pathname: string,
  ) {
    if (!painter || !language) return null;
    try {
      return painter.firstPaint(answer.page, answer.data, language, resources[language], pathname);
    } catch (error) {
      this.onPaintError(error);
      return null;
    }
  }

  /** The route the painter finds at `pathname`; null without one, or when it fails (logged). */
  private routeOf(painter: Painter | null, answer: FirstPageAnswer, pathname: string) {
    try {
      return painter?.firstPageRoute?.(answer.page, pathname) ?? null;
    } catch (error) {
      this.onPaintError(error);
      return null;
    }
  }

  private compose(
    answer: FirstPageAnswer,
    pathname: string,
    route: string | null,
    paint: string | null,
  ): string {
    const data: FirstPageData = {
      page: answer.page,
      path: pathname,
      language: answer.language,
      data: answer.data,
    };
    const announced = this.preloads(answer, route)
      .filter((file) => !this.html.includes(`"/${file}"`))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`);
    const head = [
      ...announced,
      `<script type="application/json" id="${FIRST_PAGE_ELEMENT_ID}">${scriptJson(data)}</script>`,
    ].join('\n    ');
    let html =
      answer.title === null
        ? this.html
        : this.html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(answer.title)}</title>`);
    if (answer.language) {
      // The first paint is drawn in Mantine's light scheme, which the app sets on <html> itself.
      const scheme = paint === null ? '' : ' data-mantine-color-scheme="light"';
      html = html.replace(
        /<html lang="[^"]*">/,
        `<html lang="${escapeHtml(answer.language)}"${scheme}>`,
      );
    }
    html = html.replace('</head>', `    ${head}\n  </head>`);
    if (paint === null) return html;
    // The page is drawn: on a slow line its stylesheets come first, the code after them.
    return html
      .replace('<div id="root"></div>', `<div id="root">${paint}</div>`)
      .replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');
  }

  /**
   * The page's files, then its catalogues and the first paint's in its language, then the files of
   * its route (an account page's: the build records them as `account:<route id>`).
   */
  private preloads(answer: FirstPageAnswer, route: string | null): string[] {
    const page = this.pages[answer.page];
    const files = [...(page?.files ?? [])];
    const routeFiles = route === null ? [] : (this.pages[`${answer.page}:${route}`]?.files ?? []);
    const language = answer.language;
    if (language && this.catalogues) {
      for (const namespace of [
        ...this.catalogues.firstPaintNamespaces,
        ...(page?.namespaces ?? []),
      ]) {
        const file = this.catalogues.files[namespace]?.[language];
        if (file) files.push(file);
      }
    }
    return [...new Set([...files, ...routeFiles])];
  }
}
