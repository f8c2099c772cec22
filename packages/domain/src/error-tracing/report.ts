// What of a browser's error report the portal keeps or passes on (portal §9). The browser's SDK
// already left out what must not leave it; the intake asks the same rules again for whatever
// reached it, so a browser that did not (an old build, a hand-made request) changes nothing:
// - every secret is replaced (`scrubValue`: secret keys, tokens, secret parts of addresses);
// - the user is the dealer's debtor, by id only: no address, e-mail or name;
// - the request is its (scrubbed) address: no headers, cookies, body or query string;
// - a click's element is named without its attributes' values (a label may hold a customer's
//   name), and the state of the page's stores is left out.
import {
  type ExceptionLike,
  errorTitle,
  eventMessage,
  type FrameLike,
  fingerprintParts,
  mainException,
} from './fingerprint.js';
import { scrubUrl, scrubValue } from './tracing.js';
import { describeClient } from './user-agent.js';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const text = (value: unknown, max = 500): string | null =>
  typeof value === 'string' && value !== '' ? value.slice(0, max) : null;
const objectOr = (value: unknown): Json => (isObject(value) ? value : {});

/** The debtor a report's user stands for: the SDK sets the id alone; anything else is dropped. */
export function debtorIdOf(user: unknown): number | null {
  const id = isObject(user) ? user.id : undefined;
  const written = typeof id === 'number' ? String(id) : id;
  return typeof written === 'string' && /^[1-9]\d{0,8}$/.test(written) ? Number(written) : null;
}

/** A CSS selector of a clicked element without its attributes' values: `button[aria-label]`. */
export function scrubSelector(selector: string): string {
  return selector.replace(/\[([\w:-]+)\s*[~|^$*]?=\s*(?:"[^"]*"|'[^']*'|[^\]]*)\]/g, '[$1]');
}

/** Breadcrumbs as the SDK writes them (a list, or `{values}` in older envelopes). */
function breadcrumbsOf(event: Json): Json[] {
  const crumbs = event.breadcrumbs;
  const list = Array.isArray(crumbs)
    ? crumbs
    : isObject(crumbs) && Array.isArray(crumbs.values)
      ? crumbs.values
      : [];
  return list.filter(isObject);
}

function scrubBreadcrumb(crumb: Json): Json {
  const category = typeof crumb.category === 'string' ? crumb.category : '';
  const scrubbed = scrubValue(crumb);
  if (category.startsWith('ui.') && typeof scrubbed.message === 'string') {
    scrubbed.message = scrubSelector(scrubbed.message);
  }
  return scrubbed;
}

/** Contexts that hold a page's stores or a response's headers: never kept. */
const DROPPED_CONTEXTS = new Set(['state', 'response', 'cookies']);

/**
 * The report with everything the portal does not keep or pass on taken out (see above). Its
 * input is left alone.
 */
export function scrubEvent(event: Json): Json {
  const out: Json = scrubValue({ ...event, breadcrumbs: undefined, request: undefined });
  delete out.breadcrumbs;
  delete out.request;
  const debtorId = debtorIdOf(event.user);
  if (debtorId === null) delete out.user;
  else out.user = { id: String(debtorId) };
  const request = objectOr(event.request);
  const url = text(request.url, 2000);
  if (url || text(request.method)) {
    out.request = {
      ...(url ? { url: scrubUrl(url) } : {}),
      ...(text(request.method) ? { method: text(request.method, 10) } : {}),
    };
  }
  const crumbs = breadcrumbsOf(event);
  if (crumbs.length > 0) out.breadcrumbs = crumbs.map(scrubBreadcrumb);
  if (isObject(out.contexts)) {
    for (const name of DROPPED_CONTEXTS) delete out.contexts[name];
  }
  return out;
}

/** One frame as the desk shows it. */
export interface StoredFrame {
  filename: string;
  function: string | null;
  lineno: number | null;
  colno: number | null;
  in_app: boolean;
}

export interface StoredException {
  type: string;
  value: string;
  mechanism: string | null;
  handled: boolean | null;
  /** Innermost last, as Sentry lists them. */
  frames: StoredFrame[];
}

export interface StoredBreadcrumb {
  timestamp: string | null;
  category: string | null;
  type: string | null;
  level: string | null;
  message: string | null;
  data: Json | null;
}

/** A report as the portal keeps it: what the desk shows, no more. */
export interface StoredReport {
  eventId: string;
  /** When it happened in the browser (its clock), or null. */
  occurredAt: Date | null;
  release: string | null;
  environment: string | null;
  level: string;
  title: string;
  /** The report's own message, else the thrown exception's. */
  message: string;
  /** The page's route (`/account/orders/:id`), or the page's path when it names none. */
  route: string | null;
  /** The page's address without its origin, scrubbed. */
  url: string | null;
  browser: string | null;
  os: string | null;
  debtorId: number | null;
  traceId: string | null;
  replayId: string | null;
  exceptions: StoredException[];
  breadcrumbs: StoredBreadcrumb[];
  tags: Record<string, string>;
  extra: Json;
  contexts: Json;
  fingerprint: string[];
}

/** The most of each list kept: the SDK sends at most 100 breadcrumbs and 50 frames. */
const KEPT = { exceptions: 5, frames: 50, breadcrumbs: 100, tags: 50 } as const;

/** An address's path, query kept (it is scrubbed), origin left out. */
export function pathOf(address: string): string {
  const withoutOrigin = address.replace(/^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i, '');
  return withoutOrigin === '' ? '/' : withoutOrigin;
}

const HEX_ID = /^[0-9a-f]{32}$/;
const hexId = (value: unknown): string | null => {
  const written = typeof value === 'string' ? value.replace(/-/g, '').toLowerCase() : '';
  return HEX_ID.test(written) ? written : null;
};

/**
 * A moment the SDK wrote in seconds since 1970, or null when it is none a date (or the database)
 * can hold: before 1970 or after the year 5000.
 */
function dateOf(seconds: unknown): Date | null {
  return typeof seconds === 'number' && seconds > 0 && seconds < 95_617_584_000
    ? new Date(Math.round(seconds * 1000))
    : null;
}

function frameOf(frame: FrameLike): StoredFrame {
  const number = (value: unknown) =>
    typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
  return {
    filename: text(frame.filename ?? frame.abs_path, 500) ?? '?',
    function: text(frame.function, 200),
    lineno: number(frame.lineno),
    colno: number(frame.colno),
    in_app: frame.in_app === true,
  };
}

function exceptionOf(value: ExceptionLike & { mechanism?: unknown }): StoredException {
  const listed = objectOr(value.stacktrace).frames;
  const frames = (Array.isArray(listed) ? listed : []).filter(isObject) as FrameLike[];
  const mechanism = objectOr(value.mechanism);
  return {
    type: text(value.type, 200) ?? 'Error',
    value: text(value.value, 2000) ?? '',
    mechanism: text(mechanism.type, 100),
    handled: typeof mechanism.handled === 'boolean' ? mechanism.handled : null,
    frames: frames.slice(-KEPT.frames).map(frameOf),
  };
}

function breadcrumbOf(crumb: Json): StoredBreadcrumb {
  return {
    timestamp: dateOf(crumb.timestamp)?.toISOString() ?? text(crumb.timestamp, 40),
    category: text(crumb.category, 100),
    type: text(crumb.type, 100),
    level: text(crumb.level, 20),
    message: text(crumb.message, 1000),
    data: isObject(crumb.data) ? crumb.data : null,
  };
}

/** Contexts the desk shows: the trace, the browser and system if the SDK named them, React's. */
const KEPT_CONTEXTS = ['trace', 'browser', 'os', 'device', 'react', 'culture'] as const;

/**
 * The report the portal keeps of a scrubbed event (`scrubEvent`): null when it has no valid event
 * id. `userAgent` is the browser's own (the event's request header, else the caller's).
 */
export function storedReport(scrubbed: Json, userAgent: string | null): StoredReport | null {
  const eventId = hexId(scrubbed.event_id);
  if (!eventId) return null;
  const contexts = objectOr(scrubbed.contexts);
  const request = objectOr(scrubbed.request);
  const url = text(request.url, 2000);
  const client = describeClient(userAgent);
  const named = (context: unknown) => {
    const value = objectOr(context);
    const name = text(value.name, 60);
    return name ? [name, text(value.version, 30)].filter(Boolean).join(' ') : null;
  };
  const timestamp = scrubbed.timestamp;
  const transaction = text(scrubbed.transaction, 500);
  const exceptionValues = objectOr(scrubbed.exception).values;
  const exceptions = (Array.isArray(exceptionValues) ? exceptionValues : [])
    .filter(isObject)
    .slice(-KEPT.exceptions)
    .map((value) => exceptionOf(value as ExceptionLike));
  const tags: Record<string, string> = {};
  for (const [key, value] of Object.entries(objectOr(scrubbed.tags)).slice(0, KEPT.tags)) {
    if (['string', 'number', 'boolean'].includes(typeof value)) {
      tags[key.slice(0, 100)] = String(value).slice(0, 200);
    }
  }
  const keptContexts: Json = {};
  for (const name of KEPT_CONTEXTS)
    if (isObject(contexts[name])) keptContexts[name] = contexts[name];
  const event = scrubbed as Parameters<typeof errorTitle>[0];
  return {
    eventId,
    occurredAt: dateOf(timestamp),
    release: text(scrubbed.release, 200),
    environment: text(scrubbed.environment, 64),
    level: text(scrubbed.level, 20) ?? 'error',
    title: errorTitle(event),
    message: (eventMessage(event) || text(mainException(event)?.value, 2000) || '').slice(0, 2000),
    route: transaction
      ? pathOf(scrubUrl(transaction))
      : url
        ? pathOf(url).split('?')[0] || '/'
        : null,
    url: url ? pathOf(url) : null,
    browser: named(contexts.browser) ?? client.browser,
    os: named(contexts.os) ?? client.os,
    debtorId: debtorIdOf(scrubbed.user),
    traceId: hexId(objectOr(contexts.trace).trace_id),
    // The browser's SDK names the replay recording it in the report's tags (`replayId`); an
    // older one did so in its contexts.
    replayId: hexId(objectOr(contexts.replay).replay_id) ?? hexId(objectOr(scrubbed.tags).replayId),
    exceptions,
    breadcrumbs: breadcrumbsOf(scrubbed).slice(-KEPT.breadcrumbs).map(breadcrumbOf),
    tags,
    extra: objectOr(scrubbed.extra),
    contexts: keptContexts,
    fingerprint: fingerprintParts(event),
  };
}

/** The user agent the report names in its request headers (read before they are dropped). */
export function reportedUserAgent(event: Json): string | null {
  const headers = objectOr(objectOr(event.request).headers);
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === 'user-agent' && typeof value === 'string') return value.slice(0, 512);
  }
  return null;
}
