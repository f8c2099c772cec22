import { ACCESSORY_PART_TYPES } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { catalogues, LOCALES, translate } from './index.js';

describe('part names', () => {
  it('every loose part kind the domain names a part by has a word in every language', () => {
    for (const locale of LOCALES) {
      const kinds = catalogues.railrodparts[locale].partKinds as Record<string, string>;
      for (const type of ACCESSORY_PART_TYPES)
        expect(kinds[type], `${locale} ${type}`).toBeTruthy();
      expect(catalogues.railrodparts[locale].partName).toContain('{{variant}}');
    }
  });
});

describe('the end stop and the runner stop', () => {
  // Two parts: the end stop closes each end of a rail (always two), the runner stop holds a
  // panel's outer runner in place (one per panel, with `with_stopper`). Each has one name wherever
  // it is listed, and the two names never read as one another.
  it.each(LOCALES)('are two parts with one name each in %s', (locale) => {
    const t = (key: string) => translate(locale, key);
    const endStop = t('calc:parts.endstop');
    const runnerStop = t('calc:parts.stopper');
    expect(endStop).not.toBe(runnerStop);
    expect(endStop.toLowerCase()).not.toContain(runnerStop.toLowerCase());
    expect(runnerStop.toLowerCase()).not.toContain(endStop.toLowerCase());
    // The end stop: the cut list, the price lines, the loose parts list.
    expect(t('calc:lines.endstop')).toBe(endStop);
    expect(t('railrodparts:variants.endstop')).toBe(endStop);
    expect(t('railrodparts:partKinds.endstops')).toBe(endStop);
    // The runner stop: the cut list and the price lines; the field that adds it is not named
    // after the end stops.
    expect(t('calc:lines.stopper')).toBe(runnerStop);
    expect(t('articleFields:labels.with_stopper')).not.toBe(t('articleFields:labels.endStops'));
    expect(t('articleFields:labels.with_stopper').toLowerCase()).not.toContain(
      endStop.toLowerCase(),
    );
  });
});
