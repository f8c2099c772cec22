// A production simulator: plays the factories through the integration API with keys of its own.
// Each step pulls the sites' confirmed articles, imports the new ones (import → binnen with a
// planned date and stock) and moves the others along the lifecycle once their (compressed) time
// in a status is up, now and then waiting for stock or hitting a problem with a message.
import {
  FINAL_STATUSES,
  type IntegrationArticle,
  integrationPullSchema,
  type ProductionEventInput,
  type ProductionSite,
  type ProductionStatus,
  productionEventBatchAnswerSchema,
  productionSiteOf,
  SEWN_CURTAIN_TYPES,
} from '@atelier/domain';

/** Seconds an article stays in a status before the simulator moves it (the demo's minutes). */
export const SIMULATED_SECONDS: Record<ProductionStatus, number> = {
  import: 0,
  binnen: 20,
  wacht: 60,
  gerprod: 20,
  produktie: 40,
  confectie: 40,
  montage: 30,
  ingepakt: 20,
  gerverz: 40,
  bezorgd: 90,
  probleem: 60,
  annuleer: Number.POSITIVE_INFINITY,
  afgewerkt: Number.POSITIVE_INFINITY,
};

/** How often something goes wrong at the step where it can. */
export const WAIT_CHANCE = 0.08;
export const PROBLEM_CHANCE = 0.06;

const WAIT_MESSAGE =
  'Fabric temporarily out of stock; the next delivery is expected within ten days.';
const PROBLEM_MESSAGE = 'Colour difference in the new roll: waiting for a replacement roll.';
/** After a problem, work resumes at the first of these the lifecycle allows (where it stopped). */
const RESUME_ORDER: ProductionStatus[] = [
  'gerprod',
  'produktie',
  'confectie',
  'montage',
  'ingepakt',
];

export type Random = () => number;

/** A small seeded generator (mulberry32): the same seed plays the same factory. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

/** The statuses to try next for an article (the first one the API accepts is taken), or none. */
export function nextStatuses(
  article: Pick<IntegrationArticle, 'article_type' | 'production_status'>,
  random: Random,
): ProductionStatus[] {
  const status = article.production_status ?? 'import';
  const sewn = (SEWN_CURTAIN_TYPES as readonly string[]).includes(article.article_type);
  const metal = productionSiteOf(article.article_type) === 'atelierhelmond';
  switch (status) {
    case 'import':
      return ['binnen'];
    case 'binnen':
      return [random() < WAIT_CHANCE ? 'wacht' : 'gerprod'];
    case 'wacht':
      return ['gerprod'];
    case 'gerprod':
      return ['produktie'];
    case 'produktie':
      if (random() < PROBLEM_CHANCE) return ['probleem'];
      return [sewn ? 'confectie' : metal ? 'montage' : 'ingepakt'];
    case 'confectie':
    case 'montage':
      return ['ingepakt'];
    case 'ingepakt':
      return ['gerverz'];
    case 'gerverz':
      return ['bezorgd'];
    case 'bezorgd':
      return ['afgewerkt'];
    case 'probleem':
      return RESUME_ORDER;
    default:
      return [];
  }
}

/** Is the article's time in its status up (always, when every step is due)? */
export function isDue(article: IntegrationArticle, now: Date, everyStepDue: boolean): boolean {
  const status = article.production_status ?? 'import';
  if (FINAL_STATUSES.includes(status)) return false;
  if (everyStepDue) return true;
  const since = article.status_changed_at ? Date.parse(article.status_changed_at) : 0;
  return now.getTime() - since >= SIMULATED_SECONDS[status] * 1000;
}

export function eventFor(
  article: IntegrationArticle,
  status: ProductionStatus,
  now: Date,
  random: Random,
): ProductionEventInput {
  const base = {
    event_id: `sim-${article.order_number}-${status}-${now.getTime()}`,
    order_number: article.order_number,
    status,
    occurred_at: now.toISOString(),
  };
  switch (status) {
    case 'binnen':
      return {
        ...base,
        planned_date: isoDate(addDays(now, 14 + Math.floor(random() * 8))),
        stock_state: random() < 0.2 ? 'lessstock' : 'enoughstock',
      };
    case 'wacht':
      return {
        ...base,
        stock_state: 'nostock',
        message: WAIT_MESSAGE,
        planned_date: isoDate(addDays(new Date(article.planned_date ?? now), 10)),
      };
    case 'probleem':
      return {
        ...base,
        message: PROBLEM_MESSAGE,
        planned_date: isoDate(addDays(new Date(article.planned_date ?? now), 7)),
      };
    case 'gerprod':
      return article.production_status === 'wacht' ? { ...base, stock_state: 'enoughstock' } : base;
    default:
      return base;
  }
}

export type Fetcher = (
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string },
) => Promise<{ status: number; json(): Promise<unknown> }>;

export interface SimulatorOptions {
  baseUrl: string;
  keys: readonly { site: ProductionSite; key: string }[];
  random: Random;
  /** `--once`: every open article is due (one step of the whole factory). */
  everyStepDue: boolean;
  fetch?: Fetcher;
  now?: () => Date;
  log?: (line: string) => void;
}

export interface StepReport {
  imported: number;
  moved: number;
  refused: number;
  open: number;
}

async function call(
  options: SimulatorOptions,
  key: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
) {
  const fetcher: Fetcher = options.fetch ?? ((url, init) => fetch(url, init));
  const response = await fetcher(
    `${options.baseUrl.replace(/\/$/, '')}/api/integration/v1${path}`,
    {
      method,
      headers: {
        authorization: `Bearer ${key}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    },
  );
  return { status: response.status, body: await response.json() };
}

/** Every article of a site, page by page. */
async function pullAll(options: SimulatorOptions, key: string): Promise<IntegrationArticle[]> {
  const articles: IntegrationArticle[] = [];
  let since = 0;
  for (;;) {
    const answer = await call(options, key, 'GET', `/articles/?since=${since}&limit=500`);
    if (answer.status !== 200) {
      throw new Error(`pull answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    }
    const page = integrationPullSchema.parse(answer.body);
    articles.push(...page.results);
    if (!page.has_more) return articles;
    since = page.next_cursor;
  }
}

/** One step of every site's factory. */
export async function simulateStep(options: SimulatorOptions): Promise<StepReport> {
  const report: StepReport = { imported: 0, moved: 0, refused: 0, open: 0 };
  const now = options.now?.() ?? new Date();
  for (const { site, key } of options.keys) {
    const articles = await pullAll(options, key);
    // Candidates per article, tried in rounds: round n sends each article's n-th choice.
    const pending = new Map<string, { article: IntegrationArticle; choices: ProductionStatus[] }>();
    for (const article of articles) {
      if (!FINAL_STATUSES.includes(article.production_status ?? 'import')) report.open += 1;
      if (!isDue(article, now, options.everyStepDue)) continue;
      const choices = nextStatuses(article, options.random);
      if (choices.length > 0) pending.set(article.order_number, { article, choices });
    }
    // Each round takes one choice off every refused article: at most as many rounds as choices.
    for (let rounds = 0; pending.size > 0 && rounds < RESUME_ORDER.length + 1; rounds++) {
      const round = [...pending.values()].map(({ article, choices }) =>
        eventFor(article, choices[0]!, now, options.random),
      );
      for (let start = 0; start < round.length; start += 500) {
        const batch = round.slice(start, start + 500);
        const answer = await call(options, key, 'POST', '/events/', { events: batch });
        if (answer.status >= 400 && answer.status !== 409) {
          throw new Error(`push answered ${answer.status}: ${JSON.stringify(answer.body)}`);
        }
        for (const result of productionEventBatchAnswerSchema.parse(answer.body).results) {
          const entry = pending.get(result.order_number);
          if (!entry) continue;
          if (result.outcome === 'refused' && entry.choices.length > 1) {
            entry.choices.shift();
            continue;
          }
          pending.delete(result.order_number);
          if (result.outcome === 'applied') {
            report.moved += 1;
            if (entry.article.production_status === 'import') report.imported += 1;
            options.log?.(
              `${site}: ${result.order_number} ${entry.article.production_status ?? 'import'} → ${result.production_status}`,
            );
          } else if (result.outcome === 'refused') {
            report.refused += 1;
          }
        }
      }
    }
  }
  return report;
}
