// The sample service (configurators §5, §9): at most five fabric samples per request, delivered
// within five working days of the shop's country.
import { addWorkingDays, calendarDateIn, type IsoDate } from '../calendar/working-days.js';
import { type Country, countryOf } from '../enums.js';
import { type Issue, issue } from '../issues.js';
import { PARAMETER_LIMITS } from '../schemas/limits.js';

/** Configurators §9: "5 fabric samples" (the limit the `sampleorder` article schema holds too). */
export const MAX_SAMPLE_FABRICS = PARAMETER_LIMITS.sampleFabrics.max;
/** Configurators §9: "delivered within 5 working days". */
export const SAMPLE_DELIVERY_WORKING_DAYS = 5;

export const SAMPLE_ISSUE_CODES = ['too_many_samples', 'sample_fabric_twice'] as const;

/** What is wrong with a choice of fabrics for one request (none when it can be sent). */
export function sampleSelectionIssues(fabricUuids: readonly string[]): Issue[] {
  const issues: Issue[] = [];
  if (fabricUuids.length > MAX_SAMPLE_FABRICS) {
    issues.push(issue('fabrics', 'too_many_samples', { max: MAX_SAMPLE_FABRICS }));
  }
  if (new Set(fabricUuids).size !== fabricUuids.length) {
    issues.push(issue('fabrics', 'sample_fabric_twice'));
  }
  return issues;
}

/** True when one more fabric may still join a request of `chosen` fabrics. */
export const canAddSample = (chosen: number) => chosen < MAX_SAMPLE_FABRICS;

/**
 * The country whose calendar counts for a debtor: its own when we deliver there, otherwise the
 * manufacturer's (the Netherlands).
 */
export function deliveryCountry(debtorCountry: string): Country {
  return countryOf(debtorCountry) ?? 'nl';
}

/** The request date (today in the shop's country) and the date the samples are expected. */
export function sampleDeliveryDates(
  requestedAt: Date,
  debtorCountry: string,
): { requested_on: IsoDate; expected_date: IsoDate } {
  const country = deliveryCountry(debtorCountry);
  const requested = calendarDateIn(requestedAt, country);
  return {
    requested_on: requested,
    expected_date: addWorkingDays(requested, SAMPLE_DELIVERY_WORKING_DAYS, country),
  };
}
