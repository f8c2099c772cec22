// The build's hashed files (`assets/`: scripts, stylesheets, catalogues), answered from memory
// (decision 108). A page loads about ninety of them; read from disk by the static plugin, each
// cost about 1.9 ms of the server's CPU (a stat, an open, a read and a close on the thread pool,
// and a directory read per path segment to check its spelling), about 150 ms per page load on a
// phone, taken from the same two cores the browser and the other requests run on. The folder is
// written once by the build and never changes while the server runs: it is read at start
// (about 5 MB with the compressed copies), and each answer is a lookup.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The content type of a built file, by its extension. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

/** Encodings the build writes beside a text file, in the order they are preferred. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
type Encoding = (typeof ENCODINGS)[number]['name'];

interface BuiltFile {
  type: string;
  plain: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
}

export interface AssetAnswer {
  type: string;
  body: Buffer;
  /** Absent for the file as written. */
  encoding?: Encoding;
}

/**
 * Encodings an `Accept-Encoding` header allows (a `q` of 0 refuses one; `*` stands for the rest),
 * most preferred first: the client's weights, ties broken by our order (brotli before gzip).
 */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  if (!header) return [];
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    if (!name) continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  return ENCODINGS.map(({ name }) => name)
    .filter((name) => weightOf(name) > 0)
    .sort((a, b) => weightOf(b) - weightOf(a));
}

export class BuiltAssets {
  private constructor(private readonly files: ReadonlyMap<string, BuiltFile>) {}

  /** Reads every file under `webRoot/assets` (none when the build has no such folder). */
  static read(webRoot: string): BuiltAssets {
    const folder = path.join(webRoot, 'assets');
    const files = new Map<string, BuiltFile>();
    if (!existsSync(folder)) return new BuiltAssets(files);
    const names = readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
    const present = new Set(names);
    for (const name of names) {
      if (ENCODINGS.some(({ suffix }) => name.endsWith(suffix))) continue;
      const file = path.join(folder, name);
      const encoded: BuiltFile['encoded'] = {};
      for (const { name: encoding, suffix } of ENCODINGS) {
        if (present.has(`${name}${suffix}`)) encoded[encoding] = readFileSync(`${file}${suffix}`);
      }
      files.set(`/assets/${name.split(path.sep).join('/')}`, {
        type: CONTENT_TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream',
        plain: readFileSync(file),
        encoded,
      });
    }
    return new BuiltAssets(files);
  }

  /** The file at `pathname` in the best encoding `acceptEncoding` allows, or undefined. */
  answer(pathname: string, acceptEncoding: string | undefined): AssetAnswer | undefined {
    const file = this.files.get(pathname);
    if (!file) return undefined;
    for (const encoding of acceptedEncodings(acceptEncoding)) {
      const body = file.encoded[encoding];
      if (body) return { type: file.type, body, encoding };
    }
    return { type: file.type, body: file.plain };
  }
}
