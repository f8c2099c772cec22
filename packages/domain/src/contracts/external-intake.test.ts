import { describe, expect, it } from 'vitest';
import {
  articleCallOfLine,
  contactMemo,
  externalOrderLink,
  lineFieldPath,
  partnerOrderSchema,
  preparedOfferRequestSchema,
  preparedOfferState,
} from './external-intake.js';

describe('a prepared offer’s line', () => {
  it('is the article call of its model, under the article’s field names', () => {
    const line = preparedOfferRequestSchema.parse({
      lines: [
        {
          article: 'curtain',
          model: 'wavecurtain',
          width: 300,
          height: 250,
          fabric: 'LINO-01',
          note: ' high ceiling ',
        },
      ],
    }).lines[0]!;
    expect(articleCallOfLine(line)).toEqual({
      callType: 'curtain',
      parameters: {
        curtain_type: 'wavecurtain',
        width: 300,
        height: 250,
        main_fabric: 'LINO-01',
        order_memo: 'high ceiling',
      },
    });
  });

  it('names an article field’s issue by the line’s own field', () => {
    expect(lineFieldPath(2, 'main_fabric')).toBe('lines.2.fabric');
    expect(lineFieldPath(0, 'curtain_type')).toBe('lines.0.model');
    expect(lineFieldPath(1, 'width')).toBe('lines.1.width');
    expect(lineFieldPath(3, null)).toBe('lines.3');
  });

  it('takes no field the contract does not name, and no more lines than allowed', () => {
    const base = { article: 'foldcurtain', width: 100, height: 150, fabric: 'LINO-01' };
    expect(preparedOfferRequestSchema.safeParse({ lines: [{ ...base, price: 1 }] }).success).toBe(
      false,
    );
    expect(
      preparedOfferRequestSchema.safeParse({ lines: Array.from({ length: 21 }, () => base) })
        .success,
    ).toBe(false);
    expect(
      partnerOrderSchema.safeParse({ store: '1', reference: '../x', lines: [base] }).success,
    ).toBe(false);
  });
});

describe('what the dealer and the chain read', () => {
  it('puts the contact in the memo, one detail a line', () => {
    expect(
      contactMemo({ name: 'Familie Bos', postalcode: '3811 AB', city: 'Amersfoort', phone: '06' }),
    ).toBe('Familie Bos\n3811 AB Amersfoort\n06');
    expect(contactMemo(undefined)).toBe('');
  });

  it('tells the state from the order and the claim', () => {
    expect(preparedOfferState('offered', false)).toBe('offered');
    expect(preparedOfferState('offered', true)).toBe('claimed');
    expect(preparedOfferState('confirmed', true)).toBe('ordered');
    expect(preparedOfferState('delivered', false)).toBe('ordered');
    expect(preparedOfferState(null, true)).toBe('withdrawn');
  });

  it('links to the external order entry with the claim encoded', () => {
    expect(externalOrderLink('https://portal.example/', 'CHAIN-AB', 'a+b/c')).toBe(
      'https://portal.example/account?external_order_id=CHAIN-AB&external_order_id_claim=a%2Bb%2Fc',
    );
  });
});
