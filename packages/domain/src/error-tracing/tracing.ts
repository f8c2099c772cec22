// Error tracing (portal §8, §9): the rates, the noise that is not reported, and what never leaves
// a browser or enters the portal's own store of errors. The browser's SDK asks these before it
// sends, and the portal's intake asks them again for what it receives: one rule, both ends.

/** Share of page loads and navigations whose performance trace is sent (spec: 0.1). */
export const TRACES_SAMPLE_RATE = 0.1;
/** Share of errors that carry a session replay (spec: 1, every error). */
export const REPLAY_ON_ERROR_SAMPLE_RATE = 1;
/** Replays of sessions without an error: none. */
export const REPLAY_SESSION_SAMPLE_RATE = 0;
/**
 * The page-load trace's spans the browser does not make: one per file the page loaded (its
 * scripts, stylesheets, fonts, images). A page of the portal loads about ninety; making them all
 * when the page-load trace ends is one long task of the main thread, for timings the bundle bench
 * measures anyway. The API calls keep their spans (`http.client`), which join the server's trace.
 */
export const TRACE_IGNORED_RESOURCE_SPANS: readonly string[] = [
  'resource.script',
  'resource.link',
  'resource.css',
  'resource.img',
  'resource.other',
];

/**
 * Where the browser sends its envelopes: always the portal (the SDK's `tunnel`). The portal keeps
 * them, or passes them on to the Sentry named by its configuration. The browser never talks to a
 * third party itself, so the content security policy stays `connect-src 'self'`.
 */
export const ERROR_INTAKE_PATH = '/api/errors/envelope/';
/** The public key and project of the DSN the browser uses when it reports to the portal itself. */
export const EMBEDDED_DSN_PUBLIC_KEY = 'atelier';
export const EMBEDDED_DSN_PROJECT_ID = '1';

/** The DSN of the portal's own intake at `origin` (`https://portal.example`). */
export function embeddedDsn(origin: string): string {
  const match = /^([a-z][a-z\d+.-]*:)\/\/([^/?#]+)/i.exec(origin);
  if (!match) throw new Error(`not an origin: ${origin}`);
  return `${match[1]}//${EMBEDDED_DSN_PUBLIC_KEY}@${match[2]}/${EMBEDDED_DSN_PROJECT_ID}`;
}

/** What an error report says of itself: the exceptions' type and text, or a message. */
export interface ErrorLike {
  message?: string | undefined;
  exception?: { values?: readonly { type?: string; value?: string }[] | undefined } | undefined;
}

/**
 * The noise the spec names, and why each is not an error of the portal:
 * - a navigation to the page already shown (the router refuses it, nothing is wrong);
 * - a request cancelled by its caller (a page left, a search typed on: the answer is unwanted);
 * - a stylesheet chunk that failed to load (the page reloads once into the new build, §8).
 */
const NOISE: readonly { reason: NoiseReason; type: RegExp | null; text: RegExp | null }[] = [
  {
    reason: 'duplicatedNavigation',
    type: /^NavigationDuplicated$/,
    text: /Avoided redundant navigation|redundant navigation to current location/i,
  },
  {
    reason: 'cancelledRequest',
    type: /^(AbortError|CanceledError|CancelledError)$/,
    text: /\b(the operation was aborted|signal is aborted|the user aborted a request|request (was )?cancell?ed|fetch is aborted)/i,
  },
  {
    reason: 'stylesheetChunk',
    type: null,
    text: /Unable to preload CSS|Loading CSS chunk [\w-]+ failed|CSS_CHUNK_LOAD_FAILED/i,
  },
];

export type NoiseReason = 'duplicatedNavigation' | 'cancelledRequest' | 'stylesheetChunk';

/** Why an error is noise that is not reported, or null when it is a real error. */
export function noiseReason(event: ErrorLike): NoiseReason | null {
  // Read for what it is: the intake asks this of whatever was posted.
  const str = (value: unknown) => (typeof value === 'string' ? value : '');
  const values: unknown = event.exception?.values;
  const parts = [
    ...(Array.isArray(values) ? values : [])
      .filter((value): value is { type?: unknown; value?: unknown } =>
        Boolean(value && typeof value === 'object'),
      )
      .map((value) => ({
        type: str(value.type),
        text: `${str(value.type)}: ${str(value.value)}`,
      })),
    ...(typeof event.message === 'string' && event.message
      ? [{ type: '', text: event.message }]
      : []),
  ];
  for (const part of parts) {
    for (const rule of NOISE) {
      if (rule.type?.test(part.type) || rule.text?.test(part.text)) return rule.reason;
    }
  }
  return null;
}

export const FILTERED = '[Filtered]';

/** Keys whose values are secrets wherever they appear: headers, query strings, extra data. */
const SECRET_KEY =
  /pass(word)?|passwd|secret|token|authori[sz]ation|cookie|claim|api[-_]?key|session[-_]?id|credential|^code$|^otp$|^uid$/i;

/** Whether a value under `key` must not be kept. */
export function isSecretKey(key: string): boolean {
  return SECRET_KEY.test(key);
}

/** Secrets recognised by their look: a JSON web token, a bearer or basic credential. */
const SECRET_TEXT =
  /\beyJ[\w-]{8,}\.[\w-]{8,}\.[\w-]{8,}\b|\b(Bearer|Basic)\s+[\w+/=.~-]{8,}|\bintegration-key-[\w-]+/g;

/** `text` with every secret it holds (a token, a credential) replaced by `[Filtered]`. */
export function scrubText(text: string): string {
  return text.replace(SECRET_TEXT, FILTERED);
}

/**
 * Pages whose address holds a secret in its path: the part after the prefix is replaced. A shared
 * quote's token opens the quote to anyone who has it.
 */
const SECRET_PATHS: readonly RegExp[] = [/^(\/quote\/)[^/?#]+/, /^(\/api\/quotes?\/)[^/?#]+/];

/**
 * An address with its secrets replaced: query values under secret keys (a reset token, an
 * external order's claim), the secret part of paths like a shared quote's, and the fragment.
 * Relative addresses stay relative; what is kept is otherwise kept as written.
 */
export function scrubUrl(address: string): string {
  const withoutFragment = address.split('#')[0] ?? '';
  const at = withoutFragment.indexOf('?');
  const head = at < 0 ? withoutFragment : withoutFragment.slice(0, at);
  const search = at < 0 ? '' : withoutFragment.slice(at + 1);
  const origin = /^([a-z][a-z\d+.-]*:)?\/\/[^/]*/i.exec(head)?.[0] ?? '';
  let path = head.slice(origin.length);
  for (const pattern of SECRET_PATHS) path = path.replace(pattern, `$1${FILTERED}`);
  const query = search
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const key = equals < 0 ? pair : pair.slice(0, equals);
      const value = equals < 0 ? '' : pair.slice(equals + 1);
      let name = key;
      try {
        name = decodeURIComponent(key.replace(/\+/g, ' '));
      } catch {
        // A key that is no valid encoding is judged as written.
      }
      return `${key}=${isSecretKey(name) ? FILTERED : scrubText(value)}`;
    })
    .join('&');
  // The fragment is left out: a page's state may sit there.
  return `${scrubText(origin)}${path}${query ? `?${query}` : ''}`;
}

/** Looks like an address: scrubbed as one (its query and secret path), else as text. */
function scrubString(key: string, value: string): string {
  if (
    /^(url|href|from|to|referer|referrer|location)$/i.test(key) ||
    /^(https?:)?\/\//.test(value)
  ) {
    return scrubUrl(value);
  }
  return scrubText(value);
}

/**
 * A copy of `value` with everything secret replaced: values under secret keys, tokens in text,
 * secret parts of addresses. Deep, bounded (a cycle or a structure deeper than 12 levels ends in
 * `[Filtered]`), and it never changes its input.
 */
export function scrubValue<T>(value: T, key = '', depth = 0): T {
  if (depth > 12) return FILTERED as T;
  if (typeof value === 'string') return scrubString(key, value) as T;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, key, depth + 1)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      out[k] =
        isSecretKey(k) && v !== null && v !== undefined ? FILTERED : scrubValue(v, k, depth + 1);
    }
    return out as T;
  }
  return value;
}

/**
 * The reference a dealer reads to support from an error page: the first 12 hexadecimal digits
 * of the report's event id, in groups of four (`3F2A-9C41-0B7E`). Support finds the report by it.
 */
export function errorReference(eventId: string): string {
  const hex = eventId
    .replace(/[^0-9a-f]/gi, '')
    .slice(0, 12)
    .toUpperCase();
  return hex.match(/.{1,4}/g)?.join('-') ?? '';
}

/** The event-id prefix a reference stands for (`3f2a9c410b7e`), or null when it is none. */
export function referencePrefix(reference: string): string | null {
  const hex = reference.replace(/[\s-]/g, '').toLowerCase();
  return /^[0-9a-f]{12}$/.test(hex) ? hex : null;
}

/**
 * Pages whose visitors are never recorded by the replay (decision 101): the hosted shop and the
 * kiosk are used by the dealers' own customers, who never agreed to it, and a kiosk is a device
 * strangers share. Their errors are still reported, without a replay.
 */
const UNRECORDED_PATHS = [/^\/shop(\/|$)/, /^\/kiosk(\/|$)/];

/** Whether a page at `pathname` may record a replay to go with its errors. */
export function replayAllowedOn(pathname: string): boolean {
  return !UNRECORDED_PATHS.some((path) => path.test(pathname));
}
