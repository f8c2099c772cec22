// An action's verdict as the API answers it: the domain's reason with its message in the
// caller's language (the same message a refused call answers with 409).
import type { ActionVerdict, Locale, RefusalCode } from '@atelier/domain';
import { translate } from '@atelier/i18n';

// A list answers these for every row: each (language, refusal) is translated once.
const messages = new Map<string, string>();
function refusalMessage(locale: Locale, reason: RefusalCode): string {
  const key = `${locale}:${reason}`;
  let message = messages.get(key);
  if (message === undefined) {
    message = translate(locale, `errors:${reason}`);
    messages.set(key, message);
  }
  return message;
}

export function actionAnswers<N extends string>(
  verdicts: readonly ActionVerdict<N>[],
  locale: Locale,
): { name: N; allowed: boolean; reason: RefusalCode | null; message: string | null }[] {
  return verdicts.map((verdict) => ({
    ...verdict,
    message: verdict.reason ? refusalMessage(locale, verdict.reason) : null,
  }));
}
