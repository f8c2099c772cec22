// The one place that talks `fetch`: same-origin JSON calls with the chosen language. Everything
// above it (session, authenticated client) adds behaviour, never another transport.
import i18next from 'i18next';

export type FieldErrors = Record<string, string[]>;

/** A non-2xx answer. `code` is the API's error code (`errors:<code>`), `fieldErrors` a 400's fields. */
export class HttpError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly code: string | undefined;
  readonly fieldErrors: FieldErrors | undefined;

  constructor(status: number, body: unknown) {
    super(`HTTP ${status}`);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
    const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
    this.code = typeof record.code === 'string' ? record.code : undefined;
    this.fieldErrors =
      status === 400 && this.code === undefined && isFieldErrors(record) ? record : undefined;
  }
}

function isFieldErrors(record: Record<string, unknown>): record is FieldErrors {
  const values = Object.values(record);
  return (
    values.length > 0 &&
    values.every((v) => Array.isArray(v) && v.every((m) => typeof m === 'string'))
  );
}

export interface JsonRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** A multipart body (files); sent as is instead of `body`. */
  form?: FormData;
  /** A text body of its own type (a CSV file); sent as is instead of `body`. */
  text?: { type: string; content: string };
  /** Read the answer as a file (an image) instead of JSON. */
  blob?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** The language every request announces; the API answers messages in it. */
export function requestLanguage(): string {
  return i18next.resolvedLanguage ?? i18next.language ?? 'en-au';
}

export async function fetchJson<T>(path: string, init: JsonRequest = {}): Promise<T> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': requestLanguage(),
    ...init.headers,
  };
  if (init.text) headers['content-type'] = init.text.type;
  else if (init.body !== undefined && !init.form) headers['content-type'] = 'application/json';
  const response = await fetch(`/${path.replace(/^\//, '')}`, {
    method: init.method ?? 'GET',
    headers,
    body:
      init.form ??
      init.text?.content ??
      (init.body === undefined ? undefined : JSON.stringify(init.body)),
    signal: init.signal,
  });
  if (init.blob && response.ok) return (await response.blob()) as T;
  const text = await response.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  if (!response.ok) throw new HttpError(response.status, body);
  return body as T;
}
