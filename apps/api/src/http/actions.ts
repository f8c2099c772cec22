// An action's verdict as the API answers it: the domain's reason with its message in the
// caller's language (the same message a refused call answers with 409).
import type { ActionVerdict, Locale, RefusalCode } from '@atelier/domain';
import { translate } from '@atelier/i18n';

export interface ActionAnswer<N extends string> {
  readonly name: N;
  readonly allowed: boolean;
  readonly reason: RefusalCode | null;
  readonly message: string | null;
}

// An order of twenty articles answers about two hundred verdicts, most of them alike: each
// (language, action, reason) is answered by one frozen object, its message translated once.
const kept = new Map<Locale, Map<string, Map<RefusalCode | null, ActionAnswer<string>>>>();

function answerOf<N extends string>(verdict: ActionVerdict<N>, locale: Locale): ActionAnswer<N> {
  let byName = kept.get(locale);
  if (!byName) {
    byName = new Map();
    kept.set(locale, byName);
  }
  let byReason = byName.get(verdict.name);
  if (!byReason) {
    byReason = new Map();
    byName.set(verdict.name, byReason);
  }
  let answer = byReason.get(verdict.reason);
  if (!answer) {
    const { name, reason } = verdict;
    answer = Object.freeze({
      name,
      allowed: reason === null,
      reason,
      message: reason ? translate(locale, `errors:${reason}`) : null,
    });
    byReason.set(reason, answer);
  }
  return answer as ActionAnswer<N>;
}

export function actionAnswers<N extends string>(
  verdicts: readonly ActionVerdict<N>[],
  locale: Locale,
): ActionAnswer<N>[] {
  return verdicts.map((verdict) => answerOf(verdict, locale));
}
