// An issue of the live calculation in the user's language. Apart from the calculation, so the order
// pages (their measurement warnings) show the same words without loading a configurator.
import {
  CALC_ISSUE_CODES,
  type Issue,
  issueMessageParams,
  MEASUREMENT_CODES,
  measurementMessageParams,
} from '@atelier/domain';
import { useTranslation } from 'react-i18next';
import { useAccountSettings } from '../../api/settings';
import { currentLocale } from '../../lib/i18n';

const CALC_CODES = new Set<string>(CALC_ISSUE_CODES);

/**
 * An issue's message in the user's language: calculation codes in `calc`, the rest in `rules`; a
 * length's bounds as sizes in the account's unit (the domain's `issueMessageParams`).
 */
const MEASUREMENT = new Set<string>(MEASUREMENT_CODES);

export function useIssueText(): (issue: Issue) => string {
  const { t } = useTranslation(['rules', 'calc', 'measurement']);
  const unitSystem = useAccountSettings().data?.unit_system ?? 'metric';
  const locale = currentLocale();
  return (issue) => {
    // The measurement check's warnings (kits/configurator/measurement.ts) have their own words.
    if (MEASUREMENT.has(issue.code)) {
      return t(
        `measurement:codes.${issue.code}`,
        measurementMessageParams(issue, locale, unitSystem),
      );
    }
    const params = issueMessageParams(issue, locale, unitSystem);
    return CALC_CODES.has(issue.code)
      ? t(`calc:issues.${issue.code}`, params)
      : t(`rules:${issue.code}`, params);
  };
}

/**
 * An issue's message as a component: its hooks (catalogues, the account's unit) run only where an
 * issue is drawn, not in every field of a form that may show one.
 */
export function IssueText({ issue }: { issue: Issue }) {
  return useIssueText()(issue);
}
