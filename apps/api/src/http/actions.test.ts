import {
  type ActionVerdict,
  ARTICLE_ACTION_NAMES,
  LOCALES,
  ORDER_ACTION_NAMES,
  REFUSAL_CODES,
  type RefusalCode,
} from '@atelier/domain';
import { translate } from '@atelier/i18n';
import { describe, expect, it } from 'vitest';
import { actionAnswers } from './actions.js';

describe('action answers', () => {
  it('answer each verdict with its message in the language, one frozen answer per kind', () => {
    const names = [...ORDER_ACTION_NAMES, ...ARTICLE_ACTION_NAMES];
    const reasons: (RefusalCode | null)[] = [null, ...REFUSAL_CODES];
    const verdicts: ActionVerdict<string>[] = names.flatMap((name) =>
      reasons.map((reason) => ({ name, allowed: reason === null, reason })),
    );
    for (const locale of LOCALES) {
      const answers = actionAnswers(verdicts, locale);
      expect(answers).toEqual(
        verdicts.map((verdict) => ({
          ...verdict,
          message: verdict.reason ? translate(locale, `errors:${verdict.reason}`) : null,
        })),
      );
      expect(answers.every((answer) => Object.isFrozen(answer))).toBe(true);
      // Asked again: the same objects.
      actionAnswers(verdicts, locale).forEach((answer, index) => {
        expect(answer).toBe(answers[index]);
      });
    }
    const [refused] = verdicts.filter((verdict) => verdict.reason === 'order_confirmed');
    const english = actionAnswers([refused!], 'en')[0]!;
    const dutch = actionAnswers([refused!], 'nl')[0]!;
    expect(english.message).not.toBe(dutch.message);
    expect(english.message).not.toBe('errors:order_confirmed');
  });
});
