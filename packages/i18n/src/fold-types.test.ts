import { FOLD_TYPES } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { catalogues, LOCALES } from './index.js';

describe('roman blind models', () => {
  it('are named by their trade names in every language, not "Model 1–13"', () => {
    for (const locale of LOCALES) {
      const labels = catalogues.enums[locale].foldTypes as Record<string, string>;
      const names = FOLD_TYPES.map((type) => labels[type] ?? '');
      for (const name of names) expect(name, locale).not.toMatch(/\d/);
      expect(new Set(names).size, locale).toBe(FOLD_TYPES.length);
    }
  });
});
