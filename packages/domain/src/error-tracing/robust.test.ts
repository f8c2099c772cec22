import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fingerprintParts } from './fingerprint.js';
import { reportedUserAgent, scrubEvent, storedReport } from './report.js';
import { noiseReason } from './tracing.js';

/** Anything a hand-made request may put where a report's fields belong. */
const anyValue = fc.oneof(
  fc.anything(),
  fc.double(),
  fc.constantFrom(1e300, -1e300, 8.64e15, Number.MAX_SAFE_INTEGER),
  fc.array(fc.anything(), { maxLength: 3 }),
);
const oddEvent = fc.record(
  {
    event_id: fc.oneof(fc.constant('3f2a9c410b7e4d2a8c1b0e9f7a6d5c4b'), anyValue),
    timestamp: anyValue,
    message: anyValue,
    logentry: anyValue,
    transaction: anyValue,
    fingerprint: anyValue,
    user: anyValue,
    request: fc.oneof(anyValue, fc.record({ url: anyValue, headers: anyValue, method: anyValue })),
    contexts: fc.oneof(
      anyValue,
      fc.record({ trace: anyValue, replay: anyValue, browser: anyValue }),
    ),
    tags: anyValue,
    extra: anyValue,
    breadcrumbs: fc.oneof(
      anyValue,
      fc.array(
        fc.record({ timestamp: anyValue, category: anyValue, message: anyValue, data: anyValue }),
      ),
    ),
    exception: fc.oneof(
      anyValue,
      fc.record({
        values: fc.oneof(
          anyValue,
          fc.array(
            fc.record({
              type: anyValue,
              value: anyValue,
              mechanism: anyValue,
              stacktrace: fc.oneof(
                anyValue,
                fc.record({
                  frames: fc.oneof(
                    anyValue,
                    fc.array(
                      fc.record({
                        filename: anyValue,
                        function: anyValue,
                        in_app: anyValue,
                        lineno: anyValue,
                      }),
                    ),
                  ),
                }),
              ),
            }),
          ),
        ),
      }),
    ),
  },
  { requiredKeys: [] },
);

describe('a report of any shape', () => {
  it('is judged, scrubbed, grouped and read without throwing', () => {
    fc.assert(
      fc.property(oddEvent, (event) => {
        const input = event as Record<string, unknown>;
        noiseReason(input as never);
        fingerprintParts(input as never);
        const report = storedReport(scrubEvent(input), reportedUserAgent(input));
        if (report) {
          expect(report.fingerprint.every((part) => typeof part === 'string')).toBe(true);
          expect(typeof report.title).toBe('string');
          expect(typeof report.message).toBe('string');
          if (report.occurredAt) expect(Number.isNaN(report.occurredAt.getTime())).toBe(false);
          for (const crumb of report.breadcrumbs) {
            expect(crumb.timestamp === null || typeof crumb.timestamp === 'string').toBe(true);
          }
        }
      }),
      { numRuns: 2000 },
    );
  });
});
