import { PASSWORD_MIN_LENGTH, VALIDATION_MESSAGE_KEYS } from '@atelier/domain';
import type { Namespace } from '@atelier/i18n';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

const VALIDATION_KEYS: ReadonlySet<string> = new Set(VALIDATION_MESSAGE_KEYS);

/**
 * Form errors hold either a key of the `validation` namespace (from the shared zod contracts) or a
 * message the API already translated; this turns both into the text to show. A contract with rules
 * of its own (a shop's address, its colour) names them in `ownNamespace` under `validation.<key>`.
 */
export function useFieldError(ownNamespace?: Namespace) {
  const { t, i18n } = useTranslation(ownNamespace ? ['validation', ownNamespace] : 'validation');
  return (error: FieldError | undefined, params: Record<string, string | number> = {}) => {
    const message = error?.message;
    if (!message) return undefined;
    if (!VALIDATION_KEYS.has(message)) {
      const own = ownNamespace ? `${ownNamespace}:validation.${message}` : null;
      return own && i18n.exists(own) ? t(own, params) : message;
    }
    return t(`validation:${message}`, { min: PASSWORD_MIN_LENGTH, ...params });
  };
}

/** Puts the API's `{field: [message]}` answer on the form's fields; true when any field matched. */
export function applyFieldErrors<F extends string>(
  fieldErrors: Record<string, string[]> | undefined,
  fields: readonly F[],
  setError: (field: F, error: { type: string; message: string }) => void,
): boolean {
  let matched = false;
  for (const [field, messages] of Object.entries(fieldErrors ?? {})) {
    if ((fields as readonly string[]).includes(field) && messages[0]) {
      setError(field as F, { type: 'server', message: messages[0] });
      matched = true;
    }
  }
  return matched;
}
