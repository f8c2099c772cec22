// Documents part of `npm run bench`: milliseconds to make the order forms of a 20-article order
// (definitions, the 20 drawings as SVG and the PDF with Roboto embedded), the work a request does
// for an order small enough to answer at once, and a background job for a larger one.
// Run alone with `node --import tsx bench/documents.ts`.
import { performance } from 'node:perf_hooks';
import {
  brandMarkSvg,
  type CutList,
  DEMO_PRICE_LIST,
  evaluateArticle,
  type FabricFacts,
  groupBranding,
} from '@atelier/domain';
import { EXAMPLE_CURTAIN } from '@atelier/domain/examples';
import { translate } from '@atelier/i18n';
import { previewSvg } from '@atelier/preview/server';
import {
  type DocumentArticle,
  type DocumentInput,
  orderFormsDefinition,
} from '../apps/api/src/documents/definitions.js';
import { renderPdf } from '../apps/api/src/documents/render.js';

const ARTICLES = 20;
const RUNS = 5;

const fabric: FabricFacts = {
  uuid: 'lino-sand',
  name: 'Lino Sand',
  kind: 'main',
  widthMm: 1400,
  widthType: 'strokes',
  patternType: 'plain',
  patternRepeatMm: 0,
  rollLengthMm: 50_000,
  ironingPoints: 2,
  isTurnable: true,
  pricePerMetre: { eur: { wholesale: 2450, sales: 4900 } },
};

function articles(): DocumentArticle[] {
  const t = (key: string, options: Record<string, unknown> = {}) =>
    translate('nl', key, options as Record<string, string | number>);
  return Array.from({ length: ARTICLES }, (_, index) => {
    const parameters = {
      ...EXAMPLE_CURTAIN,
      width: 150 + index * 10,
      main_fabric: fabric.uuid,
      quantity: 1,
    };
    const evaluation = evaluateArticle(
      { articleType: 'pleatcurtain', parameters },
      {
        mainFabric: fabric,
        priceList: DEMO_PRICE_LIST,
        account: {
          currency: 'eur',
          marginType: 'automatic',
          debtorFactorPercent: 185,
          priceType: 'both',
          unitSystem: 'metric',
        },
      },
    );
    const stored = (evaluation.parameters ?? parameters) as Record<string, unknown>;
    return {
      position: index + 1,
      orderNumber: String(1_000_001 + index),
      articleType: 'pleatcurtain',
      parameters: stored,
      quantity: 1,
      fabricNames: { [fabric.uuid]: fabric.name },
      cutList: evaluation.cutList as CutList | null,
      price: evaluation.price,
      drawing: previewSvg({
        articleType: 'pleatcurtain',
        parameters: stored,
        cutList: evaluation.cutList,
        mainFabric: { name: fabric.name, colour: '#cbb89a' },
        defaults: DEMO_PRICE_LIST.defaults,
        locale: 'nl',
        unitSystem: 'metric',
        t,
        uid: `a${index}`,
      }),
      acknowledgedWarnings: [],
    };
  });
}

function input(): DocumentInput {
  const branding = groupBranding('Default');
  return {
    kind: 'orderforms',
    locale: 'nl',
    unitSystem: 'metric',
    shown: { wholesale: true, sales: true },
    order: {
      id: 1,
      commission: 'Hotel De Linde',
      customerOrderNumber: 'PO-1',
      memo: '',
      orderDate: '2026-11-24',
      plannedDate: null,
      employeeName: 'Anouk de Linde',
      endCustomerName: '',
      endCustomerReference: '',
      offerValidUntil: null,
      currency: 'eur',
    },
    dealer: {
      name: 'Woonwinkel De Linde',
      address: 'Diezerstraat 41',
      postalcode: '8011 RD',
      city: 'Zwolle',
      country: 'NL',
      phone: '',
      email: '',
      deliveryDays: ['tuesday'],
      brand: branding.brand,
      brandMark: brandMarkSvg(branding),
    },
    articles: articles(),
    today: '2026-11-24',
  };
}

export async function run() {
  // Warm-up: fonts read, modules compiled.
  await renderPdf(orderFormsDefinition(input()));
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    const pdf = await renderPdf(orderFormsDefinition(input()));
    times.push(performance.now() - started);
    bytes = pdf.length;
  }
  times.sort((a, b) => a - b);
  const result = {
    articles: ARTICLES,
    runs: RUNS,
    medianMs: Math.round(times[Math.floor(RUNS / 2)] ?? 0),
    minMs: Math.round(times[0] ?? 0),
    maxMs: Math.round(times.at(-1) ?? 0),
    pdfKiB: Math.round(bytes / 1024),
  };
  console.log(
    `order forms of a ${ARTICLES}-article order (drawings and PDF): median ${result.medianMs} ms (min ${result.minMs}, max ${result.maxMs}), ${result.pdfKiB} KiB`,
  );
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
