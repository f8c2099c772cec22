// Error tracing's small part in the entry: the Sentry SDK (error-tracing-sdk.ts) arrives after the
// first paint, so the log-in page keeps its budget. Until then errors are held here (a few, the
// first ones) and reported once it has started; the debtor the user acts for is remembered, and
// a route's error page asks for the SDK at once when it needs a reference.
import { getTokens, onTokensChange } from './session';
import { whenSettled } from './when-settled';

/** Errors held before the SDK has started; more than this early are the same failure repeating. */
const EARLY_LIMIT = 5;

type Sdk = typeof import('./error-tracing-sdk');

let sdk: Promise<Sdk> | null = null;
let debtorId: number | null = null;
const early: unknown[] = [];

function hold(error: unknown) {
  if (early.length < EARLY_LIMIT) early.push(error);
}
const onError = (event: ErrorEvent) => hold(event.error ?? event.message);
const onRejection = (event: PromiseRejectionEvent) => hold(event.reason);

function load(): Promise<Sdk> {
  if (!sdk) {
    sdk = import('./error-tracing-sdk').then((module) => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      module.startSdk(window.location.origin, debtorId, early.splice(0));
      return module;
    });
    // A failed download leaves the next caller to try again.
    sdk.catch(() => {
      sdk = null;
    });
  }
  return sdk;
}

/** Holds the first errors and loads the SDK once the page has settled (when-settled.ts). */
export function startErrorTracing(): void {
  if (import.meta.env.MODE === 'test') return;
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  onTokensChange(() => {
    if (!getTokens()) traceDebtor(null);
  });
  whenSettled(() => void load().catch(() => undefined));
}

/** The debtor the user acts for, by id only (a service account's current shop); null: nobody. */
export function traceDebtor(id: number | null): void {
  debtorId = id;
  void sdk?.then((module) => module.traceDebtor(id)).catch(() => undefined);
}

/**
 * Reports an error a page caught (a route's error boundary); answers the reference support finds
 * the report by, or null when the error is noise or tracing is off (tests) or its code could not
 * be loaded. The noise filter and the reference's format come with the SDK, not in the entry.
 */
export async function reportError(error: unknown): Promise<string | null> {
  if (import.meta.env.MODE === 'test') return null;
  try {
    return (await load()).reportError(error);
  } catch {
    return null;
  }
}
