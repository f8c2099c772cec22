// The four documents as pdfmake document definitions: plain data built by pure functions from the
// order as stored, so a test reads every figure without rendering. Money and lengths are formatted
// by the domain in the user's language and unit system; every word comes from the catalogues.
import {
  type ArticlePrice,
  type ArticleType,
  addressLines,
  type Currency,
  type CutList,
  type DeliveryDay,
  type DocumentKind,
  documentParameterRows,
  documentPrices,
  formatDay,
  formatLength,
  formatMoney,
  formatPercent,
  formatQuantity,
  formatSize,
  type Locale,
  type ParameterRow,
  quoteTotals,
  salesTaxOf,
  type UnitSystem,
} from '@atelier/domain';
import { translate } from '@atelier/i18n';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces.js';

export interface DocumentArticle {
  position: number;
  orderNumber: string;
  articleType: ArticleType;
  parameters: Record<string, unknown>;
  quantity: number;
  /** Catalogue (or customer) fabric names by the uuids the parameters hold. */
  fabricNames: Readonly<Record<string, string>>;
  cutList: CutList | null;
  price: ArticlePrice | null;
  /** The article's drawing as SVG markup (the configurator's preview), null when none. */
  drawing: string | null;
  /**
   * The measurement warnings the dealer acknowledged when confirming (issue: printed on the order
   * form for the workshop and the fitter): the message, who and when, already in the language.
   */
  acknowledgedWarnings: readonly { message: string; by: string; at: string }[];
}

export interface DocumentOrder {
  id: number;
  commission: string;
  customerOrderNumber: string;
  memo: string;
  orderDate: string | null;
  plannedDate: string | null;
  employeeName: string | null;
  endCustomerName: string;
  endCustomerReference: string;
  offerValidUntil: string | null;
  currency: Currency;
}

export interface DocumentDealer {
  name: string;
  address: string;
  postalcode: string;
  city: string;
  country: string;
  phone: string;
  email: string;
  deliveryDays: readonly DeliveryDay[];
  /** The brand the customer group's documents carry (supplier or partner) and its mark as SVG. */
  brand: string;
  brandMark: string;
}

export interface DocumentInput {
  kind: DocumentKind;
  locale: Locale;
  unitSystem: UnitSystem;
  /** What the account shows (its price display type); each document narrows it further. */
  shown: { wholesale: boolean; sales: boolean };
  order: DocumentOrder;
  dealer: DocumentDealer;
  articles: readonly DocumentArticle[];
  /** Today, `YYYY-MM-DD`. */
  today: string;
}

export const BRAND_COLOUR = '#b6735c';
const MUTED = '#6b6b6b';

function words(locale: Locale) {
  return (key: string, params: Record<string, string | number> = {}) =>
    translate(locale, key, params);
}

/** The dealer's country's word for its sales tax (VAT, GST, HST) in the document's language. */
function taxWord(input: DocumentInput): string {
  const tax = salesTaxOf(input.dealer.country, input.dealer.postalcode);
  return translate(input.locale, `common:taxNames.${tax?.name ?? 'vat'}`);
}

const camel = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** One parameter's value in words: lengths per unit system, choices by their label. */
export function parameterValue(
  row: ParameterRow,
  article: Pick<DocumentArticle, 'fabricNames'>,
  locale: Locale,
  unitSystem: UnitSystem,
): string {
  const t = words(locale);
  const value = row.value;
  switch (row.kind) {
    case 'length':
      return typeof value === 'number' ? formatSize(value, locale, unitSystem) : String(value);
    case 'flag':
      return t('documents:fields.yes');
    case 'number':
      return typeof value === 'number' ? formatQuantity(value, locale) : String(value);
    case 'fabric':
      return article.fabricNames[String(value)] ?? String(value);
    case 'choice':
      if (row.enumKey) return t(`enums:${row.enumKey}.${String(value)}`);
      return String(value);
    default: {
      // Enumerated values of fields without a table (roman blinds): their group by the field name.
      const text = String(value);
      const group = camel(row.name);
      for (const key of [
        `enums:${group}s.${text}`,
        `enums:${group}Types.${text}`,
        `enums:${group}.${text}`,
      ]) {
        const label = t(key);
        if (label !== key) return label;
      }
      return text;
    }
  }
}

/** The label of a parameter; the field's name when the catalogue has none. */
function parameterLabel(name: string, locale: Locale): string {
  const key = `articleFields:labels.${name}`;
  const label = translate(locale, key);
  return label === key ? name : label;
}

/** Width × height as the dealer typed them, in the account's unit system. */
export function measurementsOf(article: DocumentArticle, locale: Locale, unit: UnitSystem): string {
  const p = article.parameters;
  const sizes = ['width', 'height', 'length']
    .map((name) => p[name])
    .filter((value): value is number => typeof value === 'number')
    .map((value) => formatSize(value, locale, unit));
  return sizes.join(' × ');
}

/** The article's name: its type, and its main fabric where it has one. */
export function articleName(article: DocumentArticle, locale: Locale): string {
  const type = translate(locale, `enums:articleTypes.${article.articleType}`);
  const fabric = article.parameters.main_fabric;
  const fabricName = typeof fabric === 'string' ? article.fabricNames[fabric] : undefined;
  return fabricName ? `${type} · ${fabricName}` : type;
}

function header(input: DocumentInput, title: string): Content {
  const t = words(input.locale);
  const { dealer, order } = input;
  const dealerLines = [...addressLines(dealer), dealer.phone, dealer.email].filter(Boolean);
  const facts: [string, string][] = [];
  // The quote is the end customer's: it shows what the shared quote's page shows, and nothing of
  // the dealer's own books (order id, commission, their order number, dates, employee).
  if (input.kind !== 'quote') {
    facts.push([t('documents:fields.order'), String(order.id)]);
    if (order.commission) facts.push([t('documents:fields.commission'), order.commission]);
    if (order.customerOrderNumber)
      facts.push([t('documents:fields.customerOrderNumber'), order.customerOrderNumber]);
    if (order.orderDate)
      facts.push([t('documents:fields.orderDate'), formatDay(order.orderDate, input.locale)]);
    if (order.plannedDate)
      facts.push([t('documents:fields.plannedDate'), formatDay(order.plannedDate, input.locale)]);
    if (order.employeeName) facts.push([t('documents:fields.employee'), order.employeeName]);
  }
  facts.push([t('documents:fields.printedOn'), formatDay(input.today, input.locale)]);
  return {
    columns: [
      {
        width: '*',
        stack: [
          {
            columns: [
              { svg: dealer.brandMark, width: 28, height: 28 },
              {
                width: '*',
                margin: [8, 0, 0, 0],
                stack: [
                  { text: dealer.name, style: 'dealer' },
                  { text: dealer.brand, color: BRAND_COLOUR, fontSize: 8 },
                ],
              },
            ],
          },
          { text: dealerLines.join('\n'), style: 'small', margin: [0, 4, 0, 0] },
        ],
      },
      {
        width: 'auto',
        stack: [
          { text: title, style: 'title', alignment: 'right' },
          {
            margin: [0, 4, 0, 0],
            table: {
              body: facts.map(([label, value]) => [
                { text: label, style: 'label' },
                { text: value, alignment: 'right' },
              ]),
            },
            layout: 'noBorders',
          },
        ],
      },
    ],
    margin: [0, 0, 0, 12],
  };
}

const footer =
  (locale: Locale) =>
  (page: number, pages: number): Content => ({
    text: translate(locale, 'documents:fields.page', { page, pages }),
    alignment: 'center',
    style: 'small',
    margin: [0, 12, 0, 0],
  });

const STYLES: TDocumentDefinitions['styles'] = {
  title: { fontSize: 18, bold: true, color: BRAND_COLOUR },
  dealer: { fontSize: 12, bold: true },
  heading: { fontSize: 12, bold: true, margin: [0, 10, 0, 4] },
  small: { fontSize: 8, color: MUTED },
  label: { color: MUTED },
  th: { bold: true, fillColor: '#f3ebe7' },
  total: { bold: true },
};

function base(input: DocumentInput, content: Content[]): TDocumentDefinitions {
  const title = translate(input.locale, `documents:titles.${input.kind}`);
  return {
    pageSize: 'A4',
    pageMargins: [36, 36, 36, 48],
    info: {
      title:
        input.kind === 'quote'
          ? `${title} ${input.order.endCustomerName}`.trim()
          : `${title} ${input.order.id}`,
      author: input.dealer.name,
      subject: title,
    },
    language: input.locale,
    defaultStyle: { font: 'Roboto', fontSize: 9, lineHeight: 1.15 },
    styles: STYLES,
    footer: footer(input.locale),
    content: [header(input, title), ...content],
  };
}

function deliveryBlock(input: DocumentInput): Content {
  const t = words(input.locale);
  const { dealer } = input;
  const days = dealer.deliveryDays.map((day) => t(`enums:deliveryDays.${day}`)).join(', ');
  return {
    columns: [
      {
        stack: [
          { text: t('documents:fields.deliveryAddress'), style: 'label' },
          {
            text: [dealer.name, ...addressLines(dealer)].filter(Boolean).join('\n'),
          },
        ],
      },
      {
        stack: [
          { text: t('documents:fields.deliveryDays'), style: 'label' },
          { text: days || '—' },
        ],
      },
    ],
    margin: [0, 0, 0, 8],
  };
}

const money = (cents: number, input: DocumentInput) =>
  formatMoney(cents, input.order.currency, input.locale);

/** The order list and the supplier order list: one row per article, totals, delivery. */
export function orderListDefinition(input: DocumentInput): TDocumentDefinitions {
  const t = words(input.locale);
  const prices = documentPrices(input.kind, input.shown);
  const head: TableCell[] = [
    { text: '#', style: 'th' },
    { text: t('documents:fields.articleNumber'), style: 'th' },
    { text: t('documents:fields.article'), style: 'th' },
    { text: t('documents:fields.measurements'), style: 'th' },
    { text: t('documents:fields.quantity'), style: 'th', alignment: 'right' },
  ];
  const widths: (string | number)[] = [14, 48, '*', 80, 28];
  if (prices.wholesale) {
    head.push({ text: t('documents:fields.wholesale'), style: 'th', alignment: 'right' });
    widths.push(62);
  }
  if (prices.sales) {
    head.push({ text: t('documents:fields.sales'), style: 'th', alignment: 'right' });
    widths.push(62);
  }
  let wholesale = 0;
  let sales = 0;
  const rows: TableCell[][] = input.articles.map((article) => {
    wholesale += article.price?.wholesale ?? 0;
    sales += article.price?.sales ?? 0;
    const row: TableCell[] = [
      String(article.position),
      article.orderNumber,
      articleName(article, input.locale),
      measurementsOf(article, input.locale, input.unitSystem),
      { text: formatQuantity(article.quantity, input.locale), alignment: 'right' },
    ];
    if (prices.wholesale)
      row.push({
        text: article.price ? money(article.price.wholesale, input) : '—',
        alignment: 'right',
      });
    if (prices.sales)
      row.push({
        text: article.price ? money(article.price.sales, input) : '—',
        alignment: 'right',
      });
    return row;
  });
  const totals: Content[] = [];
  if (prices.wholesale)
    totals.push({
      text: `${t('documents:fields.totalWholesale')}: ${money(wholesale, input)}`,
      style: 'total',
      alignment: 'right',
    });
  if (prices.sales)
    totals.push({
      text: `${t('documents:fields.totalSales')}: ${money(sales, input)}`,
      style: 'total',
      alignment: 'right',
    });
  totals.push({
    text:
      prices.wholesale || prices.sales
        ? t('documents:fields.excludingVat', { tax: taxWord(input) })
        : t('documents:fields.noPrices'),
    style: 'small',
    alignment: 'right',
  });
  const content: Content[] = [deliveryBlock(input)];
  if (input.order.memo)
    content.push({
      text: `${t('documents:fields.memo')}: ${input.order.memo}`,
      margin: [0, 0, 0, 8],
    });
  content.push(
    {
      table: { headerRows: 1, dontBreakRows: true, widths, body: [head, ...rows] },
      layout: 'lightHorizontalLines',
    },
    { stack: totals, margin: [0, 8, 0, 0] },
  );
  return base(input, content);
}

function cutListContent(article: DocumentArticle, input: DocumentInput): Content[] {
  const cutList = article.cutList;
  if (!cutList) return [];
  const t = words(input.locale);
  const cm = (mm: number) => formatLength(mm, input.locale, input.unitSystem, 'cm');
  const m = (mm: number) => formatLength(mm, input.locale, input.unitSystem, 'm');
  const rows: [string, string][] = [];
  if (cutList.cutLengthMm !== null)
    rows.push([t('calc:cutList.cutLength'), cm(cutList.cutLengthMm)]);
  if (cutList.drops > 0) rows.push([t('calc:cutList.drops'), String(cutList.drops)]);
  if (cutList.fullnessPercent !== null)
    rows.push([t('calc:cutList.fullness'), formatPercent(cutList.fullnessPercent, input.locale)]);
  for (const [key, use] of [
    ['calc:cutList.mainFabric', cutList.main],
    ['calc:cutList.lining', cutList.lining],
  ] as const) {
    if (!use) continue;
    const kind = t(
      use.widthType === 'widewidth' ? 'calc:cutList.wideWidth' : 'calc:cutList.strokes',
    );
    rows.push([
      `${t(key)} (${kind})`,
      `${t('calc:cutList.cuts')}: ${use.cutsMm.map(cm).join(', ')} · ${t('calc:cutList.fabricLength')} ${m(use.lengthMm)} · ${t('calc:cutList.chargedLength')} ${m(use.chargedMm)}`,
    ]);
  }
  const content: Content[] = [];
  if (rows.length > 0 || cutList.panels.length > 0)
    content.push({ text: t('calc:cutList.title'), style: 'heading' });
  if (rows.length > 0)
    content.push({
      table: {
        widths: [140, '*'],
        body: rows.map(([label, value]) => [{ text: label, style: 'label' }, value]),
      },
      layout: 'lightHorizontalLines',
    });
  if (cutList.panels.length > 0) {
    const side = { left: 'panelLeft', right: 'panelRight', single: 'panelSingle' } as const;
    content.push({
      margin: [0, 6, 0, 0],
      table: {
        headerRows: 1,
        widths: ['*', 80, 80, 60, 50],
        body: [
          [
            { text: t('calc:cutList.panels'), style: 'th' },
            { text: t('calc:cutList.finishedWidth'), style: 'th', alignment: 'right' },
            { text: t('calc:cutList.flatWidth'), style: 'th', alignment: 'right' },
            { text: t('calc:cutList.sideHems'), style: 'th', alignment: 'right' },
            { text: t('calc:cutList.widths'), style: 'th', alignment: 'right' },
          ],
          ...cutList.panels.map((panel): TableCell[] => [
            t(`calc:cutList.${side[panel.side]}`),
            { text: cm(panel.finishedWidthMm), alignment: 'right' },
            { text: cm(panel.flatWidthMm), alignment: 'right' },
            { text: cm(panel.sideHemsMm), alignment: 'right' },
            { text: formatQuantity(panel.widths, input.locale), alignment: 'right' },
          ]),
        ],
      },
      layout: 'lightHorizontalLines',
    });
  }
  if (cutList.parts.length > 0) {
    content.push({ text: t('calc:cutList.parts'), style: 'heading' });
    content.push({
      ul: cutList.parts.map((part) => {
        const name = t(`calc:parts.${part.code}`);
        const length = part.lengthMm ? ` · ${cm(part.lengthMm)}` : '';
        return `${formatQuantity(part.quantity, input.locale)} × ${name}${length}`;
      }),
    });
  }
  return content;
}

/** The order forms: one page per article for the workshop and the fitter. */
/** The article's acknowledged measurement warnings, so the workshop knows the sizes were asked. */
function acknowledgedContent(article: DocumentArticle, input: DocumentInput): Content[] {
  if (article.acknowledgedWarnings.length === 0) return [];
  const t = words(input.locale);
  return [
    { text: t('documents:fields.measurementsChecked'), style: 'heading', margin: [0, 10, 0, 4] },
    {
      ul: article.acknowledgedWarnings.map((found) => ({
        stack: [
          found.message,
          {
            text: t('documents:fields.acknowledgedBy', { user: found.by, at: found.at }),
            style: 'label',
          },
        ],
        margin: [0, 0, 0, 4],
      })),
    },
  ];
}

export function orderFormsDefinition(input: DocumentInput): TDocumentDefinitions {
  const t = words(input.locale);
  const prices = documentPrices(input.kind, input.shown);
  const count = input.articles.length;
  const pages: Content[] = input.articles.map((article, index) => {
    const parameters = documentParameterRows(article.articleType, article.parameters);
    const facts: TableCell[][] = [
      [{ text: t('documents:fields.articleNumber'), style: 'label' }, article.orderNumber],
      [{ text: t('documents:fields.article'), style: 'label' }, articleName(article, input.locale)],
      ...parameters.map((row): TableCell[] => [
        { text: parameterLabel(row.name, input.locale), style: 'label' },
        parameterValue(row, article, input.locale, input.unitSystem),
      ]),
    ];
    if (prices.wholesale && article.price)
      facts.push([
        { text: t('documents:fields.wholesale'), style: 'label' },
        money(article.price.wholesale, input),
      ]);
    if (prices.sales && article.price)
      facts.push([
        { text: t('documents:fields.sales'), style: 'label' },
        money(article.price.sales, input),
      ]);
    const left: Content[] = [
      { text: t('documents:fields.parameters'), style: 'heading', margin: [0, 0, 0, 4] },
      { table: { widths: [110, '*'], body: facts }, layout: 'lightHorizontalLines' },
    ];
    const right: Content[] = article.drawing
      ? [
          { text: t('documents:fields.drawing'), style: 'heading', margin: [0, 0, 0, 4] },
          { svg: article.drawing, fit: [230, 200] },
        ]
      : [];
    const page: Content[] = [
      {
        text: t('documents:fields.articleOf', { position: index + 1, count }),
        style: 'heading',
        margin: [0, 0, 0, 6],
      },
      {
        columns: [
          { width: '*', stack: left },
          { width: 240, stack: right },
        ],
        columnGap: 12,
      },
      ...acknowledgedContent(article, input),
      ...cutListContent(article, input),
    ];
    return index < count - 1 ? { stack: page, pageBreak: 'after' } : { stack: page };
  });
  return base(input, pages);
}

/** The end customer's quote: sales prices with VAT, validity, the dealer's branding; no purchase figure. */
export function quoteDefinition(input: DocumentInput): TDocumentDefinitions {
  const t = words(input.locale);
  const { order } = input;
  const totals = quoteTotals(
    input.articles.map((article) => article.price?.sales ?? 0),
    salesTaxOf(input.dealer.country, input.dealer.postalcode),
  );
  const tax = taxWord(input);
  const customer: Content = {
    margin: [0, 0, 0, 10],
    stack: [
      { text: t('documents:fields.customer'), style: 'label' },
      { text: order.endCustomerName, bold: true },
      ...(order.endCustomerReference
        ? [{ text: `${t('documents:fields.reference')}: ${order.endCustomerReference}` }]
        : []),
    ],
  };
  const rows: TableCell[][] = input.articles.map((article, index) => {
    const price = article.price ? (totals.lines[index]?.gross ?? null) : null;
    const drawing: TableCell = article.drawing
      ? { svg: article.drawing, fit: [90, 70] }
      : { text: '' };
    return [
      String(article.position),
      drawing,
      {
        stack: [
          { text: articleName(article, input.locale), bold: true },
          { text: measurementsOf(article, input.locale, input.unitSystem), style: 'small' },
        ],
      },
      { text: formatQuantity(article.quantity, input.locale), alignment: 'right' },
      { text: price === null ? '—' : money(price, input), alignment: 'right' },
    ];
  });
  const totalRows: TableCell[][] = [
    [
      t('documents:fields.totalNet', { tax }),
      { text: money(totals.net, input), alignment: 'right' },
    ],
  ];
  if (totals.vatPercent !== null)
    totalRows.push([
      t('documents:fields.vat', {
        tax,
        percent: formatPercent(totals.vatPercent, input.locale),
      }),
      { text: money(totals.vat, input), alignment: 'right' },
    ]);
  totalRows.push([
    { text: t('documents:fields.totalGross', { tax }), style: 'total' },
    { text: money(totals.gross, input), alignment: 'right', style: 'total' },
  ]);
  const content: Content[] = [
    customer,
    { text: t('documents:quoteText.intro'), margin: [0, 0, 0, 8] },
    {
      table: {
        headerRows: 1,
        dontBreakRows: true,
        widths: [14, 95, '*', 28, 70],
        body: [
          [
            { text: '#', style: 'th' },
            { text: t('documents:fields.drawing'), style: 'th' },
            { text: t('documents:fields.article'), style: 'th' },
            { text: t('documents:fields.quantity'), style: 'th', alignment: 'right' },
            { text: t('documents:fields.price'), style: 'th', alignment: 'right' },
          ],
          ...rows,
        ],
      },
      layout: 'lightHorizontalLines',
    },
    {
      margin: [0, 10, 0, 0],
      columns: [
        { width: '*', text: '' },
        { width: 'auto', table: { widths: [150, 80], body: totalRows }, layout: 'noBorders' },
      ],
    },
    {
      text: t(
        totals.vatPercent === null
          ? 'documents:fields.excludingVat'
          : 'documents:fields.includingVat',
        { tax },
      ),
      style: 'small',
      alignment: 'right',
    },
  ];
  if (order.offerValidUntil)
    content.push({
      text: t('documents:quoteText.validity', {
        date: formatDay(order.offerValidUntil, input.locale),
      }),
      margin: [0, 12, 0, 0],
    });
  return base(input, content);
}

/** Whether a document of `kind` shows the articles' drawings (the lists do not). */
export function showsDrawings(kind: DocumentKind): boolean {
  return kind === 'orderforms' || kind === 'quote';
}

export function documentDefinition(input: DocumentInput): TDocumentDefinitions {
  switch (input.kind) {
    case 'orderforms':
      return orderFormsDefinition(input);
    case 'quote':
      return quoteDefinition(input);
    default:
      return orderListDefinition(input);
  }
}
