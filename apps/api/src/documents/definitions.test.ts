// The document definitions as data: the figures each document prints, read without rendering,
// and one render per document checked by its extracted text.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ARTICLE_TYPES,
  brandMarkSvg,
  DEMO_PRICE_LIST,
  evaluateArticle,
  type FabricFacts,
  formatDay,
  formatMoney,
  groupBranding,
  LOCALES,
  type Locale,
} from '@atelier/domain';
import { EXAMPLE_CURTAIN, VALID_ARTICLES } from '@atelier/domain/examples';
import { translate } from '@atelier/i18n';
import { describe, expect, it } from 'vitest';
import {
  type DocumentArticle,
  type DocumentInput,
  documentDefinition,
  orderFormsDefinition,
  orderListDefinition,
  quoteDefinition,
} from './definitions.js';
import { renderDocument, renderPdf } from './render.js';

const FABRIC: FabricFacts = {
  uuid: 'linnen-naturel',
  name: 'Linnen naturel',
  kind: 'main',
  widthMm: 1400,
  widthType: 'strokes',
  patternType: 'plain',
  patternRepeatMm: 0,
  rollLengthMm: 50_000,
  ironingPoints: 2,
  isTurnable: false,
  pricePerMetre: { eur: { wholesale: 2450, sales: 4900 } },
};

function curtain(position: number, width = 300): DocumentArticle {
  const parameters = { ...EXAMPLE_CURTAIN, width, main_fabric: FABRIC.uuid, quantity: 1 };
  const evaluation = evaluateArticle(
    { articleType: 'pleatcurtain', parameters },
    {
      mainFabric: FABRIC,
      priceList: DEMO_PRICE_LIST,
      account: {
        currency: 'eur',
        marginType: 'pricelist',
        debtorFactorPercent: 185,
        priceType: 'both',
        unitSystem: 'metric',
      },
    },
  );
  if (!evaluation.price || !evaluation.cutList) throw new Error('the example does not price');
  return {
    position,
    orderNumber: String(1_000_000 + position),
    articleType: 'pleatcurtain',
    parameters: (evaluation.parameters ?? parameters) as Record<string, unknown>,
    quantity: 1,
    fabricNames: { [FABRIC.uuid]: 'Lino Sand 04' },
    cutList: evaluation.cutList,
    price: evaluation.price,
    drawing:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 80"><rect x="10" y="10" width="80" height="60" fill="#cbb89a" stroke="#333"/></svg>',
    acknowledgedWarnings: [],
  };
}

function input(overrides: Partial<DocumentInput> = {}): DocumentInput {
  const branding = groupBranding('Default');
  return {
    kind: 'orderlist',
    locale: 'en',
    unitSystem: 'metric',
    shown: { wholesale: true, sales: true },
    order: {
      id: 4711,
      commission: 'Living room Jansen',
      customerOrderNumber: 'PO-77',
      memo: '',
      orderDate: '2026-11-20',
      plannedDate: null,
      employeeName: 'Anouk de Linde',
      endCustomerName: 'Zofia Łukasiewicz',
      endCustomerReference: 'Żółć 12',
      offerValidUntil: '2026-12-20',
      currency: 'eur',
    },
    dealer: {
      name: 'Woonwinkel De Linde',
      address: 'Diezerstraat 41',
      postalcode: '8011 RD',
      city: 'Zwolle',
      country: 'NL',
      phone: '+31 38 421 55 10',
      email: 'info@example.test',
      deliveryDays: ['tuesday', 'friday'],
      brand: branding.brand,
      brandMark: brandMarkSvg(branding),
    },
    articles: [curtain(1), curtain(2, 180)],
    today: '2026-11-24',
    ...overrides,
  };
}

/** Every string of a definition, in order (what a reader of the PDF would find). */
function textOf(node: unknown): string {
  if (typeof node === 'string') return node;
  if (Array.isArray(node)) return node.map(textOf).join(' ');
  if (node && typeof node === 'object') {
    return Object.entries(node)
      .filter(([key]) => key !== 'svg' && key !== 'style' && key !== 'layout')
      .map(([, value]) => textOf(value))
      .join(' ');
  }
  return '';
}

/** Renders, and with DOCUMENTS_PNG_DIR set also writes PNG pages there to look at. */
async function pdfText(
  definition: ReturnType<typeof documentDefinition>,
  name = 'document',
): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'documents-'));
  const file = path.join(dir, `${name}.pdf`);
  writeFileSync(file, await renderPdf(definition));
  const pngDir = process.env.DOCUMENTS_PNG_DIR;
  if (pngDir) execFileSync('pdftoppm', ['-png', '-r', '60', file, path.join(pngDir, name)]);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe('order list', () => {
  it('lists every article with its measurements and both prices, and the totals', () => {
    const data = input();
    const text = textOf(orderListDefinition(data).content);
    const [first, second] = data.articles;
    expect(text).toContain('1000001');
    expect(text).toContain('300 cm × 250 cm');
    expect(text).toContain('180 cm × 250 cm');
    expect(text).toContain('Pleated curtain · Lino Sand 04');
    expect(text).toContain(formatMoney(first!.price!.wholesale, 'eur', 'en'));
    expect(text).toContain(formatMoney(first!.price!.sales, 'eur', 'en'));
    const wholesale = first!.price!.wholesale + second!.price!.wholesale;
    expect(text).toContain(`Total purchase: ${formatMoney(wholesale, 'eur', 'en')}`);
    expect(text).toContain('Tuesday, Friday');
  });

  it('shows only the sales price when the account shows sales prices', () => {
    const data = input({ shown: { wholesale: false, sales: true } });
    const text = textOf(orderListDefinition(data).content);
    expect(text).not.toContain(formatMoney(data.articles[0]!.price!.wholesale, 'eur', 'en'));
    expect(text).toContain(formatMoney(data.articles[0]!.price!.sales, 'eur', 'en'));
  });

  it('repeats its table header on every page', () => {
    const definition = orderListDefinition(input());
    expect(JSON.stringify(definition.content)).toContain('"headerRows":1');
    expect(definition.pageSize).toBe('A4');
  });

  it('writes inches on an imperial account', () => {
    const text = textOf(orderListDefinition(input({ unitSystem: 'imperial' })).content);
    // As a tape measure reads: 300 cm is 118⅛ in, 250 cm 98 7⁄16 in (Roboto has both glyphs).
    expect(text).toContain('118⅛ in × 98 7⁄16 in');
  });
});

describe('supplier order list', () => {
  it('shows purchase prices only, whatever the account shows', () => {
    const data = input({ kind: 'supplierorderlist', shown: { wholesale: false, sales: true } });
    const text = textOf(documentDefinition(data).content);
    expect(text).toContain(formatMoney(data.articles[0]!.price!.wholesale, 'eur', 'en'));
    expect(text).not.toContain(formatMoney(data.articles[0]!.price!.sales, 'eur', 'en'));
  });
});

describe('order forms', () => {
  it('puts each article on its own page with its parameters, cut list, parts and drawing', () => {
    const data = input({ kind: 'orderforms' });
    const definition = orderFormsDefinition(data);
    const pages = definition.content as unknown[];
    // The header, then one stack per article; every stack but the last breaks the page.
    expect(pages).toHaveLength(3);
    expect(JSON.stringify(pages[1])).toContain('"pageBreak":"after"');
    const text = textOf(pages[1]);
    expect(text).toContain('Pleat type');
    expect(text).toContain('Double pleat');
    expect(text).toContain('Width');
    expect(text).toContain('300 cm');
    expect(text).toContain('Cut list');
    expect(text).toContain('Cut length');
    expect(text).toContain('Lino Sand 04');
    expect(JSON.stringify(pages[1])).toContain('<svg');
    expect(text).not.toContain('Measurements checked');
  });

  it('prints the measurement warnings acknowledged at confirming, with who and when', () => {
    const data = input({ kind: 'orderforms' });
    const [first, ...rest] = data.articles;
    const acknowledged = {
      ...first!,
      acknowledgedWarnings: [
        { message: 'Is 160 cm right? The others are 260 cm.', by: 'demo-shop', at: '1 Dec 2026' },
      ],
    };
    const pages = orderFormsDefinition({ ...data, articles: [acknowledged, ...rest] })
      .content as unknown[];
    const text = textOf(pages[1]);
    expect(text).toContain('Measurements checked');
    expect(text).toContain('Is 160 cm right? The others are 260 cm.');
    expect(text).toContain('Acknowledged by demo-shop on 1 Dec 2026');
    expect(textOf(pages[2])).not.toContain('Measurements checked');
  });
});

describe('every value in words', () => {
  // What a rail or rod carries from the curtain flow: the curtain's type and split, and the kind of
  // rail or rod; the rail/rod flow's generic rail says its kind the same way.
  const LINKED = {
    rail_curtain_type: 'pleatcurtain',
    curtain_split_type: 'equal',
    curtain_order_number: '1000001',
  };
  const RAIL_TYPES = new Set([
    'trackrail',
    'decorativerail',
    'electrictrackrail',
    'eraildecoround35mm',
    'eraildecosquare32mm',
    'decorativerod',
    'rail',
    'rod',
    'pullrod',
  ]);
  const articles = ARTICLE_TYPES.filter((type) => VALID_ARTICLES[type]).map(
    (type, index): DocumentArticle => ({
      ...curtain(index + 1),
      articleType: type,
      parameters: {
        ...VALID_ARTICLES[type],
        ...(RAIL_TYPES.has(type) ? LINKED : {}),
        ...(type === 'rail' ? { curtain_rail_type: 'decorativerod', rod_size: 'rodsize28mm' } : {}),
      },
      fabricNames: { '3f1c2a9e-5b7d-4c11-9a0e-2d6f8b4c7a15': 'Lino Sand 04' },
      cutList: null,
      drawing: null,
    }),
  );

  /** The value column of every label/value table of a definition. */
  function valueCells(node: unknown, found: string[] = []): string[] {
    if (Array.isArray(node)) for (const child of node) valueCells(child, found);
    else if (node && typeof node === 'object') {
      const table = (node as { table?: { body?: unknown[][] } }).table;
      for (const row of table?.body ?? []) {
        const [label, value] = row as [{ style?: string } | undefined, unknown];
        if (label?.style === 'label') found.push(textOf(value));
      }
      for (const child of Object.values(node)) valueCells(child, found);
    }
    return found;
  }

  it.each(LOCALES)('the order forms in %s print no stored value as it is stored', (locale) => {
    const definition = orderFormsDefinition(input({ kind: 'orderforms', locale, articles }));
    const text = textOf(definition.content);
    // Every enumerated value the articles hold (a word like `trackrail`, `equal`, `round25mm`)
    // comes out as its label, never as the word itself.
    const raw = new Set<string>();
    for (const article of articles) {
      for (const [name, value] of Object.entries(article.parameters)) {
        if (typeof value === 'string' && /^[a-z][a-z0-9_]*$/.test(value) && name !== 'main_fabric')
          raw.add(value);
      }
    }
    const values = valueCells(definition.content);
    expect(values.length).toBeGreaterThan(articles.length * 2);
    expect(values.filter((value) => raw.has(value))).toEqual([]);
    expect(text).not.toMatch(/(enums|articleFields|documents|calc):/);
    // The curtain a rail carries, its split and the rail or rod kind, in the document's words.
    expect(text).toContain(translate(locale, 'enums:articleTypes.pleatcurtain'));
    expect(text).toContain(translate(locale, 'enums:splitTypes.equal'));
    expect(text).toContain(translate(locale, 'enums:railRodKinds.decorativerod'));
    expect(text).toContain(translate(locale, 'articleFields:labels.curtain_rail_type'));
  });
});

describe('quote', () => {
  it('prints sales prices with VAT and the validity, never a purchase figure', () => {
    const data = input({ kind: 'quote' });
    const text = textOf(quoteDefinition(data).content);
    const sales = data.articles.reduce((sum, article) => sum + article.price!.sales, 0);
    const vat = Math.floor((2 * sales * 21 + 100) / 200);
    expect(text).toContain(formatMoney(sales, 'eur', 'en'));
    expect(text).toContain(formatMoney(vat, 'eur', 'en'));
    expect(text).toContain(formatMoney(sales + vat, 'eur', 'en'));
    expect(text).toContain('Zofia Łukasiewicz');
    for (const article of data.articles) {
      expect(text).not.toContain(formatMoney(article.price!.wholesale, 'eur', 'en'));
      for (const line of article.price!.lines) {
        if (line.amount > 0) expect(text).not.toContain(formatMoney(line.amount, 'eur', 'en'));
      }
    }
    expect(text).not.toContain('PO-77');
    expect(text).toContain(formatDay('2026-12-20', 'en'));
  });
});

describe('rendered', () => {
  it.each(['orderlist', 'supplierorderlist', 'orderforms', 'quote'] as const)(
    '%s in Polish keeps the diacritics',
    async (kind) => {
      const text = await pdfText(documentDefinition(input({ kind, locale: 'pl' as Locale })), kind);
      const title = {
        orderlist: 'Lista zamówienia',
        supplierorderlist: 'Lista zamówienia u dostawcy',
        orderforms: 'Formularze zamówienia',
        quote: 'Oferta',
      }[kind];
      expect(text).toContain(title);
      expect(text).toContain('Strona 1 z');
      if (kind === 'quote') expect(text).toContain('Zofia Łukasiewicz');
    },
  );

  it('names every article type', () => {
    for (const type of ARTICLE_TYPES) {
      const name = textOf(
        orderListDefinition(input({ articles: [{ ...curtain(1), articleType: type }] })).content,
      );
      expect(name).not.toContain('enums:');
    }
  });

  it('still makes the document when a drawing cannot be painted, without the drawings', async () => {
    const broken = input({
      kind: 'orderforms',
      articles: [{ ...curtain(1), drawing: '<not-svg/>' }],
    });
    await expect(renderPdf(documentDefinition(broken))).rejects.toThrow();
    const bytes = await renderDocument(broken);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
