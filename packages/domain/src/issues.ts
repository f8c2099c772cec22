// A validation issue: which field (null for the article as a whole), a stable code that the i18n
// catalogue `rules` translates, and the parameters of the message. The domain never throws for a
// user's input; it reports issues.
export type IssueParams = Record<string, string | number>;
export interface Issue {
  field: string | null;
  code: string;
  params: IssueParams;
  /** `error` blocks saving; `warning` informs (e.g. a surcharge applies). */
  severity: 'error' | 'warning';
}

export function issue(
  field: string | null,
  code: string,
  params: IssueParams = {},
  severity: Issue['severity'] = 'error',
): Issue {
  return { field, code, params, severity };
}

export const hasErrors = (issues: readonly Issue[]) => issues.some((i) => i.severity === 'error');
