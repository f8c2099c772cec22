// The live stream (`api/live/`): server-sent events read with fetch, because EventSource cannot
// send the Authorization header and the token must not go in the URL. One stream per tab; when the
// server ends it (token expired, session ended) or the network drops, it is opened again with the
// current token, after a refresh when the API answers 401, with a growing pause between failures.
// A stream that opens after an earlier one is announced as `resumed`: changes made while no stream
// was open are not sent again, so listeners read again what they show.
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { requestLanguage } from './fetch-json';
import { getAccessToken, refreshSession } from './session';
import { onViewAsChange, viewAsHeaders } from './view-as';

export interface LiveMessage {
  event: string;
  data: unknown;
}

type Listener = (message: LiveMessage) => void;

const listeners = new Set<Listener>();
let controller: AbortController | null = null;

const RETRY_MS = [1_000, 3_000, 10_000, 30_000];
const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = window.setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      window.clearTimeout(timer);
      resolve();
    });
  });

function deliver(message: EventSourceMessage) {
  if (!message.event || message.event === 'end') return;
  let data: unknown = null;
  try {
    data = JSON.parse(message.data);
  } catch {
    return;
  }
  for (const listener of listeners) listener({ event: message.event, data });
}

/** Told to listeners when a stream opens after an earlier one: changes may have been missed. */
export const RESUMED = 'resumed';

/** Reads one connection to its end. True when it was opened (the next failure starts afresh). */
async function readOnce(
  signal: AbortSignal,
  resumed: boolean,
): Promise<'opened' | 'refused' | 'failed'> {
  const token = getAccessToken();
  if (!token) return 'refused';
  const response = await fetch('/api/live/', {
    headers: {
      accept: 'text/event-stream',
      'accept-language': requestLanguage(),
      authorization: `Bearer ${token}`,
      // Staff viewing a shop as its dealer hear that shop's changes (decision 088).
      ...viewAsHeaders('api/live/'),
    },
    signal,
    cache: 'no-store',
    // A stream stays open for the page's life: it must not hold a place among the requests the
    // page waits for (its code, its first data), and a browser that counts the page loaded once
    // its important requests are done would otherwise never count it loaded.
    priority: 'low',
  });
  if (response.status === 401) return 'refused';
  if (!response.ok || !response.body) return 'failed';
  if (resumed) for (const listener of listeners) listener({ event: RESUMED, data: null });
  const parser = createParser({ onEvent: deliver });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.feed(decoder.decode(value, { stream: true }));
  }
  return 'opened';
}

async function run(signal: AbortSignal) {
  let failures = 0;
  let attempts = 0;
  while (!signal.aborted) {
    let outcome: 'opened' | 'refused' | 'failed';
    try {
      outcome = await readOnce(signal, attempts > 0);
    } catch {
      outcome = 'failed';
    }
    attempts += 1;
    if (signal.aborted) return;
    if (outcome === 'refused' && !(await refreshSession())) return;
    failures = outcome === 'opened' ? 0 : failures + 1;
    await wait(RETRY_MS[Math.min(failures, RETRY_MS.length - 1)] as number, signal);
  }
}

function open() {
  controller = new AbortController();
  void run(controller.signal);
}

// A view as dealer that begins or ends changes whose changes the tab hears: a new stream.
onViewAsChange(() => {
  if (!controller) return;
  controller.abort();
  open();
});

/**
 * Listens to the tab's stream, opening it for the first listener and closing it after the last.
 * Returns the function that stops listening.
 */
export function listenLive(listener: Listener): () => void {
  listeners.add(listener);
  if (!controller) open();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && controller) {
      controller.abort();
      controller = null;
    }
  };
}
