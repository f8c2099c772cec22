import { describe, expect, it } from 'vitest';
import {
  documentFileName,
  documentParameterRows,
  documentPrices,
  groupBranding,
  offerAnswer,
  orderDocumentKinds,
  orderHasDocuments,
  quoteDecisionBodySchema,
  sharedQuoteLocale,
  sharedQuoteQuerySchema,
  shareLinkState,
} from './index.js';

describe('documentPrices', () => {
  const both = { wholesale: true, sales: true };
  it('lets the supplier order list show purchase prices only', () => {
    expect(documentPrices('supplierorderlist', { wholesale: false, sales: true })).toEqual({
      wholesale: true,
      sales: false,
    });
  });
  it('never lets the quote show a purchase price', () => {
    expect(documentPrices('quote', both)).toEqual({ wholesale: false, sales: true });
  });
  it('follows the account for the order list and the order forms', () => {
    expect(documentPrices('orderlist', { wholesale: false, sales: false })).toEqual({
      wholesale: false,
      sales: false,
    });
    expect(documentPrices('orderforms', both)).toEqual(both);
  });
});

describe('orderDocumentKinds', () => {
  const all = ['orderlist', 'supplierorderlist', 'orderforms'] as const;
  it('gives a confirmed or delivered order the reports the account prints, to reprint', () => {
    expect(orderDocumentKinds('confirmed', all)).toEqual([...all]);
    expect(orderDocumentKinds('delivered', ['orderforms', 'orderlist'])).toEqual([
      'orderlist',
      'orderforms',
    ]);
    expect(orderHasDocuments('confirmed', [])).toBe(false);
  });
  it('gives an offer its end customer’s quote, whatever the account prints', () => {
    expect(orderDocumentKinds('offered', all)).toEqual(['quote']);
    expect(orderHasDocuments('offered', [])).toBe(true);
  });
  it('gives a draft and an imported order none', () => {
    expect(orderDocumentKinds('draft', all)).toEqual([]);
    expect(orderDocumentKinds('imported', all)).toEqual([]);
    expect(orderHasDocuments('draft', all)).toBe(false);
  });
});

describe('shareLinkState', () => {
  const open = {
    revokedAt: null,
    validUntil: '2026-12-01',
    orderType: 'offered' as const,
    decision: null,
  };
  it('is open until the offer’s validity ends, that day included', () => {
    expect(shareLinkState(open, '2026-12-01')).toBe('open');
    expect(shareLinkState(open, '2026-12-02')).toBe('expired');
  });
  it('is revoked, withdrawn or answered', () => {
    expect(shareLinkState({ ...open, revokedAt: new Date() }, '2026-11-01')).toBe('revoked');
    expect(shareLinkState({ ...open, orderType: 'confirmed' }, '2026-11-01')).toBe('withdrawn');
    expect(shareLinkState({ ...open, decision: 'accepted' }, '2026-11-01')).toBe('answered');
  });
});

describe('quote decision', () => {
  it('needs a reason to decline, none to accept', () => {
    expect(quoteDecisionBodySchema.safeParse({ decision: 'accepted' }).success).toBe(true);
    expect(quoteDecisionBodySchema.safeParse({ decision: 'declined' }).success).toBe(false);
    expect(
      quoteDecisionBodySchema.safeParse({ decision: 'declined', reason: 'Too expensive' }).success,
    ).toBe(true);
  });
});

describe('documentParameterRows', () => {
  it('labels the kind of a rail and the curtain it carries as choices, never as plain text', () => {
    const rows = documentParameterRows('rail', {
      curtain_rail_type: 'decorativerod',
      rod_size: 'rodsize28mm',
      rail_curtain_type: 'pleatcurtain',
      curtain_split_type: 'equal',
      width: 300,
    });
    const choice = (name: string) => rows.find((row) => row.name === name);
    expect(rows[0]).toEqual({
      name: 'curtain_rail_type',
      kind: 'choice',
      enumKey: 'railRodKinds',
      value: 'decorativerod',
    });
    expect(choice('rail_curtain_type')).toMatchObject({ kind: 'choice', enumKey: 'articleTypes' });
    expect(choice('curtain_split_type')).toMatchObject({ kind: 'choice', enumKey: 'splitTypes' });
  });
  it('lists a curtain’s parameters in the configurator’s order with their kinds', () => {
    const rows = documentParameterRows('pleatcurtain', {
      width: 300,
      height: 250,
      pleat_type: 'double',
      main_fabric: 'f-1',
      with_lining: false,
      order_memo: 'Left of the window',
    });
    expect(rows.map((row) => row.name)).toEqual([
      'main_fabric',
      ...rows.slice(1).map((row) => row.name),
    ]);
    expect(rows.find((row) => row.name === 'width')?.kind).toBe('length');
    expect(rows.find((row) => row.name === 'pleat_type')).toMatchObject({
      kind: 'choice',
      enumKey: 'pleatTypes',
    });
    expect(rows.some((row) => row.name === 'with_lining')).toBe(false);
    expect(rows.find((row) => row.name === 'order_memo')?.value).toBe('Left of the window');
  });
  it('reads a rail’s fields with their option groups', () => {
    const rows = documentParameterRows('track', { color: 'white', width: 200, with_hub: true });
    expect(rows).toEqual([
      { name: 'color', kind: 'choice', enumKey: 'colors', value: 'white' },
      { name: 'width', kind: 'length', value: 200 },
      { name: 'with_hub', kind: 'flag', value: true },
    ]);
  });
});

describe('sharedQuoteLocale', () => {
  it('takes the visitor’s choice, else their browser’s language, else the dealer’s', () => {
    expect(sharedQuoteLocale('fr', 'de', 'nl')).toBe('fr');
    expect(sharedQuoteLocale(undefined, 'de', 'nl')).toBe('de');
    expect(sharedQuoteLocale(null, null, 'nl')).toBe('nl');
    expect(sharedQuoteQuerySchema.safeParse({ lang: 'xx' }).success).toBe(false);
    expect(sharedQuoteQuerySchema.parse({ lang: 'en-au' })).toEqual({ lang: 'en-au' });
  });
});

describe('documents', () => {
  it('names files', () => {
    expect(documentFileName('orderforms', 12)).toBe('orderforms-12.pdf');
  });
  it('gives OBI Polska its partner brand', () => {
    expect(groupBranding('OBI Polska')).toMatchObject({ brand: 'OBI', partner: true });
    expect(groupBranding('Default')).toMatchObject({ partner: false });
  });
});

describe('offerAnswer', () => {
  const link = (decision: 'accepted' | 'declined' | null, voidedAt: string | null = null) => ({
    decision,
    voidedAt,
  });

  it('is the one link holding an answer, whichever it is', () => {
    const answered = link('declined');
    expect(offerAnswer([link(null), answered, link(null)])).toEqual({
      live: answered,
      voided: false,
    });
    expect(offerAnswer([])).toEqual({ live: null, voided: false });
  });

  it('says an answer was voided by a change while none is given anew', () => {
    expect(offerAnswer([link(null), link(null, '2026-11-20T10:00:00Z')])).toEqual({
      live: null,
      voided: true,
    });
    const anew = link('accepted', '2026-11-20T10:00:00Z');
    expect(offerAnswer([anew])).toEqual({ live: anew, voided: false });
  });
});
