// Domain part of `npm run bench`: how many full evaluations (validation, rules, calculation and
// price) one core does per second, for the three articles the configurator recalculates most.
// Goal: ≥ 200,000 per second each. Run alone with `node --import tsx bench/domain.ts`.
import { performance } from 'node:perf_hooks';
import {
  type AccountFacts,
  DEMO_PRICE_LIST,
  type EvaluationContext,
  evaluateArticle,
  type FabricFacts,
} from '@atelier/domain';

const GOAL_PER_SECOND = 200_000;
const WARM_UP_MS = 500;
const MEASURE_MS = 2000;

const fabric: FabricFacts = {
  uuid: 'velours-bordeaux',
  name: 'Velours bordeaux',
  kind: 'main',
  widthMm: 1400,
  widthType: 'strokes',
  patternType: 'pattern',
  patternRepeatMm: 640,
  rollLengthMm: 50_000,
  ironingPoints: 2,
  isTurnable: false,
  pricePerMetre: { eur: { wholesale: 3150, sales: 6300 } },
};
const lining: FabricFacts = {
  ...fabric,
  uuid: 'voering-ecru',
  name: 'Voering ecru',
  kind: 'lining',
  widthMm: 1500,
  patternType: 'plain',
  patternRepeatMm: 0,
  pricePerMetre: { eur: { wholesale: 650, sales: 1300 } },
};
const account: AccountFacts = {
  currency: 'eur',
  marginType: 'debtor',
  debtorFactorPercent: 185,
  priceType: 'both',
  unitSystem: 'metric',
};
const context: EvaluationContext = {
  mainFabric: fabric,
  liningFabric: lining,
  priceList: DEMO_PRICE_LIST,
  account,
};

const CASES = {
  'double-pleat lined curtain': {
    articleType: 'pleatcurtain',
    parameters: {
      main_fabric: fabric.uuid,
      lining_fabric: lining.uuid,
      width: 312.5,
      height: 251.5,
      split_type: 'equal',
      hem_type: 'double',
      luxury: 'comfort',
      pleat_type: 'double',
      return_left: 8,
      return_right: 8,
      ironing: true,
      quantity: 2,
    },
  },
  'fold curtain': {
    articleType: 'foldcurtain',
    parameters: {
      main_fabric: fabric.uuid,
      width: 124.5,
      height: 165,
      fold_type: '3',
      mounting_system: 'cassettes',
      control_type: 'chain',
      with_child_safety: true,
    },
  },
  'curved electric rail': {
    articleType: 'eraildecoround35mm',
    parameters: {
      color: 'blackmatt',
      support_type: 'ceiling',
      width: 420,
      curve_type: 'double90',
      curve_left_length: 35,
      curve_right_length: 35,
      power_type: 'standard230v',
      with_remote_control: true,
      with_connector: true,
    },
  },
} as const;

function measure(article: (typeof CASES)[keyof typeof CASES]): number {
  let sink = 0;
  const loop = (ms: number) => {
    let calls = 0;
    const start = performance.now();
    let elapsed = 0;
    while (elapsed < ms) {
      for (let i = 0; i < 1000; i += 1) {
        sink += evaluateArticle(article, context).price?.wholesale ?? 0;
      }
      calls += 1000;
      elapsed = performance.now() - start;
    }
    return (calls * 1000) / elapsed;
  };
  loop(WARM_UP_MS);
  const perSecond = loop(MEASURE_MS);
  if (sink === 0) throw new Error('the benchmark articles were not priced');
  return Math.round(perSecond);
}

export async function run(): Promise<Record<string, number>> {
  const results: Record<string, number> = {};
  for (const [name, article] of Object.entries(CASES)) {
    const check = evaluateArticle(article, context);
    const errors = check.issues.filter((i) => i.severity === 'error');
    if (errors.length > 0) throw new Error(`${name}: ${JSON.stringify(errors)}`);
    results[name] = measure(article);
  }
  console.log('| article | evaluations/s (one core) | goal |');
  console.log('|---|---:|---|');
  for (const [name, perSecond] of Object.entries(results)) {
    const verdict = perSecond >= GOAL_PER_SECOND ? 'met' : 'NOT met';
    console.log(`| ${name} | ${perSecond.toLocaleString('en')} | ${verdict} |`);
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await run();
}
