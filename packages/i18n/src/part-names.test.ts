import { ACCESSORY_PART_TYPES } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { catalogues, LOCALES } from './index.js';

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
