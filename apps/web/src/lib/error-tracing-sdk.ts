// The Sentry SDK (portal §8, §9), loaded after the first paint by error-tracing.ts: every envelope
// goes to the portal itself (`tunnel`), which keeps it for the back office's errors page or passes
// it on to the Sentry its configuration names; the browser talks to no third party. What is sent
// is scrubbed first (domain `scrubValue`): no token, password or claim leaves the browser, the user
// is the debtor's id only, and the replay masks every text and input.
import {
  APP_VERSION,
  ERROR_INTAKE_PATH,
  embeddedDsn,
  errorReference,
  noiseReason,
  REPLAY_ON_ERROR_SAMPLE_RATE,
  REPLAY_SESSION_SAMPLE_RATE,
  replayAllowedOn,
  scrubSelector,
  scrubUrl,
  scrubValue,
  TRACE_IGNORED_RESOURCE_SPANS,
  TRACES_SAMPLE_RATE,
} from '@atelier/domain';
import {
  addIntegration,
  type Breadcrumb,
  browserTracingIntegration,
  captureException,
  type ErrorEvent,
  init,
  setUser,
} from '@sentry/react';
import { LONG_QUIET_MS, whenSettled } from './when-settled';

/** Drops the spec's noise and scrubs what is left; null means "do not send". */
export function beforeSend(event: ErrorEvent): ErrorEvent | null {
  if (noiseReason(event)) return null;
  const scrubbed = scrubValue(event);
  // The user is the debtor's id and nothing else (no address, no name, no e-mail).
  if (scrubbed.user) scrubbed.user = scrubbed.user.id === undefined ? {} : { id: scrubbed.user.id };
  if (scrubbed.request) {
    delete scrubbed.request.cookies;
    delete scrubbed.request.headers;
    delete scrubbed.request.data;
  }
  return scrubbed;
}

/**
 * Breadcrumbs keep where the user went and what was asked, never what was typed: addresses are
 * scrubbed, a clicked element is named by its tag and classes only (a label may hold a customer's
 * name), and console lines are not kept (they may print data).
 */
export function beforeBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb | null {
  if (breadcrumb.category === 'console') return null;
  const copy: Breadcrumb = { ...breadcrumb };
  if (copy.category?.startsWith('ui.') && copy.message) copy.message = scrubSelector(copy.message);
  if (copy.data) {
    const data = scrubValue(copy.data);
    for (const key of ['url', 'from', 'to'] as const) {
      if (typeof data[key] === 'string') data[key] = scrubUrl(data[key]);
    }
    copy.data = data;
  }
  return copy;
}

/**
 * Starts the SDK (error-tracing.ts loads this module after the first paint) and reports what
 * happened before it arrived; the replay recorder follows after a longer quiet spell, when the
 * browser is idle.
 */
export function startSdk(origin: string, debtorId: number | null, early: readonly unknown[]): void {
  init({
    dsn: embeddedDsn(origin),
    tunnel: ERROR_INTAKE_PATH,
    release: APP_VERSION,
    environment: import.meta.env.MODE,
    // Collect nothing of the user, cookies, headers or bodies; addresses keep their query, which
    // beforeSend and beforeBreadcrumb scrub.
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [] },
    tracesSampleRate: TRACES_SAMPLE_RATE,
    // The portal's own API joins the browser's trace (W3C traceparent beside Sentry's header).
    tracePropagationTargets: [/^\/(?!\/)/, new RegExp(`^${escapeRegExp(origin)}/`)],
    propagateTraceparent: true,
    replaysSessionSampleRate: REPLAY_SESSION_SAMPLE_RATE,
    replaysOnErrorSampleRate: REPLAY_ON_ERROR_SAMPLE_RATE,
    integrations: [
      browserTracingIntegration({ ignoreResourceSpans: [...TRACE_IGNORED_RESOURCE_SPANS] }),
    ],
    beforeSend,
    beforeBreadcrumb,
  });
  traceDebtor(debtorId);
  for (const error of early) captureException(error);
  // The dealers' own customers (the hosted shop, the kiosk) are never recorded.
  if (!replayAllowedOn(window.location.pathname)) return;
  // Its first copy of the page is one long task (every node and stylesheet, tens of milliseconds
  // on a phone): it waits for a longer quiet spell, when the dealer is reading rather than typing.
  whenSettled(
    () =>
      whenIdle(() => {
        void import('./error-replay')
          .then(({ replay }) => addIntegration(replay()))
          .catch(() => undefined);
      }),
    LONG_QUIET_MS,
  );
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Runs `task` when the browser has nothing else to do (at the latest after a few seconds). */
export function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 5000 });
  else setTimeout(task, 2000);
}

/** The debtor the user acts for, by id only (a service account's current shop); null: nobody. */
export function traceDebtor(debtorId: number | null): void {
  setUser(debtorId === null ? null : { id: String(debtorId) });
}

/**
 * Reports an error a page caught (a route's error boundary); answers the reference support finds
 * the report by, or null when the error is the spec's noise (nothing is sent then).
 */
export function reportError(error: unknown): string | null {
  const described =
    error instanceof Error
      ? { exception: { values: [{ type: error.name, value: error.message }] } }
      : { message: String(error) };
  if (noiseReason(described)) return null;
  return errorReference(captureException(error));
}
