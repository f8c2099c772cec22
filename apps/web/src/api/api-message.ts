// The API's own words for a failed call, already in the user's language (the request announced
// it): the one way the web turns an error answer into a message.
import { HttpError } from '../lib/fetch-json';

/**
 * A refusal's message or an error's detail; else each field's messages, after the field's label
 * when `labelOf` is given (the form's own names, in the user's language). Null when the error is
 * not an answer of the API or the answer says nothing a person can read.
 */
export function apiMessage(error: unknown, labelOf?: (field: string) => string): string | null {
  if (!(error instanceof HttpError)) return null;
  if (error.fieldErrors) {
    const fields = Object.entries(error.fieldErrors);
    if (!labelOf) return fields.flatMap(([, messages]) => messages).join(' ');
    return fields
      .map(([field, messages]) =>
        field === 'non_field_errors'
          ? messages.join(' ')
          : `${labelOf(field)}: ${messages.join(' ')}`,
      )
      .join(' · ');
  }
  const body =
    error.body && typeof error.body === 'object' ? (error.body as Record<string, unknown>) : {};
  if (typeof body.message === 'string' && body.message) return body.message;
  if (typeof body.detail === 'string' && body.detail) return body.detail;
  return null;
}
