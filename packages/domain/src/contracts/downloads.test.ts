import { describe, expect, it } from 'vitest';
import { downloadAllowed, serviceItems } from './downloads.js';

describe('the service group’s items', () => {
  it('shows price lists only with show_price_lists', () => {
    expect(serviceItems(new Set(['price-lists']), false)).not.toContain('price-lists');
    expect(serviceItems(new Set(), true)).toContain('price-lists');
    expect(downloadAllowed('price-lists', false)).toBe(false);
    expect(downloadAllowed('forms', false)).toBe(true);
  });

  it('shows collection images and videos only when the group has some', () => {
    expect(serviceItems(new Set(), false)).toEqual(['general', 'forms', 'promotion-materials']);
    expect(serviceItems(new Set(['fabric-collection-images', 'videos']), true)).toEqual([
      'general',
      'forms',
      'price-lists',
      'promotion-materials',
      'fabric-collection-images',
      'videos',
    ]);
  });
});
