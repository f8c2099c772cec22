// The one translator of the domain's issues: calculation codes are worded by the `calc`
// catalogue (`calc:issues.<code>`), schema and rule codes by `rules`, as the configurator does.
import {
  CALC_ISSUE_CODES,
  type Issue,
  type IssueAnswer,
  issueMessageParams,
  type Locale,
} from '@atelier/domain';
import { translate } from '@atelier/i18n';
import { collectFieldErrors, NON_FIELD_ERRORS } from './validation.js';

const CALC_CODES = new Set<string>(CALC_ISSUE_CODES);

/** A length's bounds are told in centimetres, the unit the API stores and takes sizes in. */
export function issueMessage(found: Issue, locale: Locale): string {
  const params = issueMessageParams(found, locale);
  return CALC_CODES.has(found.code)
    ? translate(locale, `calc:issues.${found.code}`, params)
    : translate(locale, `rules:${found.code}`, params);
}

/** An issue as the API answers it: the domain's code and params with the message. */
export function issueAnswer(found: Issue, locale: Locale): IssueAnswer {
  return {
    field: found.field,
    code: found.code,
    params: found.params,
    severity: found.severity,
    message: issueMessage(found, locale),
  };
}

/** `{field: [messages]}` in the caller's language; issues of no field go under NON_FIELD_ERRORS. */
export function issuesToFieldErrors(
  issues: readonly Issue[],
  locale: Locale,
): Record<string, string[]> {
  return collectFieldErrors(
    issues.map((found) => [found.field ?? NON_FIELD_ERRORS, issueMessage(found, locale)] as const),
  );
}

/** Input the domain found wrong: answered 400 with the issues as field errors. */
export class IssuesInvalid extends Error {
  constructor(readonly issues: readonly Issue[]) {
    super('input not valid');
    this.name = 'IssuesInvalid';
  }
}
