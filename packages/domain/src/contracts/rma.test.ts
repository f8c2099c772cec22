import { describe, expect, it } from 'vitest';
import {
  choosePhotos,
  MAX_RMA_PHOTO_BYTES,
  MAX_RMA_PHOTOS,
  preferredDateAllowed,
  rmaBodySchema,
} from './rma.js';

const photo = (name: string, size = 1000, type = 'image/jpeg') => ({ name, size, type });

describe('choosing photos for a return', () => {
  it('keeps images up to the limit and names what it leaves out', () => {
    const chosen = Array.from({ length: MAX_RMA_PHOTOS - 1 }, (_, n) => photo(`p${n}.jpg`));
    const { photos, problems } = choosePhotos(chosen, [
      photo('big.jpg', MAX_RMA_PHOTO_BYTES + 1),
      photo('notes.pdf', 10, 'application/pdf'),
      photo('last.png', MAX_RMA_PHOTO_BYTES, 'image/png'),
      photo('one-too-many.jpg'),
      photo('two-too-many.jpg'),
    ]);
    expect(photos.map((p) => p.name).at(-1)).toBe('last.png');
    expect(photos).toHaveLength(MAX_RMA_PHOTOS);
    expect(problems).toEqual([
      { code: 'too_large', name: 'big.jpg' },
      { code: 'not_image', name: 'notes.pdf' },
      { code: 'too_many' },
    ]);
  });

  it('counts the photos a return holds already', () => {
    const { photos, problems } = choosePhotos(
      [],
      [photo('a.jpg'), photo('b.jpg')],
      MAX_RMA_PHOTOS - 1,
    );
    expect(photos.map((p) => p.name)).toEqual(['a.jpg']);
    expect(problems).toEqual([{ code: 'too_many' }]);
  });
});

describe('the return form', () => {
  it('wants a preferred date after today, or none', () => {
    expect(preferredDateAllowed(null, '2026-11-24')).toBe(true);
    expect(preferredDateAllowed('2026-11-25', '2026-11-24')).toBe(true);
    expect(preferredDateAllowed('2026-11-24', '2026-11-24')).toBe(false);
    expect(preferredDateAllowed('2026-13-45', '2026-11-24')).toBe(false);
  });

  it('names the validation keys the form shows', () => {
    const result = rmaBodySchema.safeParse({
      article_order_number: '1000001',
      customer_name: 'J',
      street: 'Dorpsstraat 1',
      city: 'Ede',
      postcode: '67',
      country: 'nl',
      workshop: 'helmond',
      hanger_type: 'hooks',
      hanger_count: 1.5,
      reason: 'damaged',
      description: 'Torn',
      solution: 'repair',
    });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(byField).toEqual({ customer_name: 'min', postcode: 'min', hanger_count: 'numeric' });
  });
});
