// Generated requests for the web app's files: its real paths, and the same paths with dot
// segments, empty segments, backslashes, encoded separators, NUL, double encoding and over-long
// names put in, under every method, with odd encodings, ranges and validators. `inject` reads
// the URL with the WHATWG parser, so a raw `..` arrives folded; its encoded forms arrive as sent
// (spa/paths.test.ts sends the raw ones on the wire).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import type { Caller, FuzzRequest } from './requests.js';

/** The name the report gives these requests. */
export const WEB_FILES = 'web files';

/** Every file under `root`, as URL paths (`/assets/app-1a2b.js`). */
export function webFilesOf(root: string): string[] {
  const files: string[] = [];
  const walk = (folder: string, prefix: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const url = `${prefix}/${encodeURIComponent(entry.name)}`;
      if (entry.isDirectory()) walk(path.join(folder, entry.name), url);
      else files.push(url);
    }
  };
  walk(root, '');
  return files.sort();
}

const CLIENT_ROUTES = [
  '/',
  '/login',
  '/account/dashboard/',
  '/account/order/71',
  '/account/customer-fabrics/cf-1/',
  '/quote/abc',
  '/documents/prijslijst%202026.pdf',
  '/pdf/prijslijst.pdf',
];

const ODD_SEGMENTS = [
  '..',
  '.',
  '',
  '%2e%2e',
  '%2E%2e',
  '.%2e',
  '%2e',
  '..%2f',
  '%2f',
  '%2F..%2F',
  '%5c',
  '..%5c',
  '\\',
  '..\\..',
  '%00',
  'a%00.js',
  '%2500',
  '%252e%252e',
  '%252f',
  '%25252e%25252e',
  '%25',
  '%',
  '%zz',
  '%c0%ae%c0%ae',
  '%e0%80%ae',
  '%ef%bc%8f',
  '%0d%0a',
  '%09',
  '..;',
  ';',
  '~',
  '.env',
  '.git',
  'index.html',
  'con',
  '%F0%9F%98%80',
  'a'.repeat(255),
  'b'.repeat(256),
  'c'.repeat(2000),
];

const SUFFIXES = [
  '',
  '',
  '',
  '/',
  '/.',
  '/..',
  '%00',
  '.br',
  '.gz',
  '~',
  '%2f',
  '?x=..%2f..%2f',
  '#x',
];

const METHODS = fc.oneof(
  { weight: 6, arbitrary: fc.constant('GET') },
  { weight: 2, arbitrary: fc.constant('HEAD') },
  { weight: 2, arbitrary: fc.constantFrom('POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS') },
);

const HEADERS = fc.record(
  {
    'accept-encoding': fc.constantFrom(
      'br',
      'gzip',
      'deflate',
      'gzip, br',
      '*',
      'identity;q=0',
      'br;q=x',
      '',
    ),
    range: fc.constantFrom(
      'bytes=0-10',
      'bytes=999999999-',
      'bytes=5-1',
      'bytes=abc',
      'bytes=0-1,2-3',
      'lines=1-2',
    ),
    'if-none-match': fc.constantFrom('*', '"x"', 'W/"x"', ''),
    'if-modified-since': fc.constantFrom('Wed, 21 Oct 2099 07:28:00 GMT', 'yesterday', ''),
    'if-match': fc.constantFrom('*', '"x"', ''),
    'if-unmodified-since': fc.constantFrom('Mon, 01 Jan 2001 00:00:00 GMT', 'soon', ''),
    'if-range': fc.constantFrom('"x"', 'Mon, 01 Jan 2001 00:00:00 GMT'),
    'accept-language': fc.constantFrom('nl', 'de', 'xx', ''),
  },
  { requiredKeys: [] },
);

/**
 * Whether `inject` takes `url` as a path of this host: it reads `/\\x` as the address of host x,
 * and refuses one whose host is no host. Such paths go on the wire in spa/paths.test.ts.
 */
function injectable(url: string): boolean {
  const base = 'http://localhost';
  try {
    return new URL(url.startsWith('//') ? `${base}${url}` : url, base).host === 'localhost';
  } catch {
    return false;
  }
}

/** A path made of real segments with odd ones put in. */
function pathFrom(known: string[]): fc.Arbitrary<string> {
  const base = fc.constantFrom(...known);
  const mutated = fc
    .tuple(
      base,
      fc.array(fc.constantFrom(...ODD_SEGMENTS), { minLength: 1, maxLength: 3 }),
      fc.nat(),
    )
    .map(([url, odd, at]) => {
      const segments = url.split('/');
      const index = 1 + (at % Math.max(1, segments.length - 1));
      segments.splice(index, 0, ...odd);
      return segments.join('/');
    });
  const prefixed = fc
    .tuple(fc.constantFrom('/..', '/%2e%2e', '//', '/.', '/%5c..', '/..%2f..'), base)
    .map(([prefix, url]) => `${prefix}${url}`);
  const random = fc
    .array(fc.constantFrom(...ODD_SEGMENTS, 'assets', 'account', 'api', 'easyorder'), {
      minLength: 1,
      maxLength: 5,
    })
    .map((segments) => `/${segments.join('/')}`);
  return fc
    .tuple(
      fc.oneof(
        { weight: 2, arbitrary: base },
        { weight: 4, arbitrary: mutated },
        { weight: 2, arbitrary: prefixed },
        { weight: 2, arbitrary: random },
      ),
      fc.constantFrom(...SUFFIXES),
    )
    .map(([url, suffix]) => `${url}${suffix}`)
    .filter(injectable);
}

/** An arbitrary of requests for the files of the web app in `webRoot`. */
export function webRequests(webRoot: string, callers: Caller[]): fc.Arbitrary<FuzzRequest> {
  const known = [...webFilesOf(webRoot), ...CLIENT_ROUTES];
  return fc
    .record({
      method: METHODS,
      url: pathFrom(known),
      headers: HEADERS,
      caller: fc.constantFrom(...callers),
    })
    .map(({ method, url, headers, caller }) => ({
      method,
      url,
      headers: { ...caller.headers, ...headers },
      operation: WEB_FILES,
      caller: caller.name,
    }));
}
