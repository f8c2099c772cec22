// Charged for what is sold: one price per part wherever it is sold, no stored field that changes
// nothing (a rod's runners), and the roman blind's area quantity as charged.
import { describe, expect, it } from 'vitest';
import type { ArticleType } from '../enums.js';
import { VALID_ARTICLES } from '../examples/examples.test-data.js';
import { applicableParameters } from '../forms/applicable.js';
import { priceListPriceOf } from '../pricing/accessory-price.js';
import { DEMO_PRICE_LIST } from '../pricing/demo-price-list.js';
import { type ArticleEvaluation, evaluateArticle } from './index.js';
import type { EvaluationContext } from './shared.js';
import { CONTEXT, PLAIN_FABRIC } from './test-fixtures.js';

const evaluate = (
  articleType: ArticleType,
  parameters: Record<string, unknown>,
  context: Partial<EvaluationContext> = {},
) => evaluateArticle({ articleType, parameters }, { ...CONTEXT, ...context });

const line = (result: ArticleEvaluation, code: string) =>
  result.price?.lines.find((found) => found.code === code);
const example = (type: keyof typeof VALID_ARTICLES) => ({
  ...VALID_ARTICLES[type],
  main_fabric: PLAIN_FABRIC.uuid,
});

describe('one price per part', () => {
  const table = DEMO_PRICE_LIST.prices.eur!;
  const motorRail = {
    ...VALID_ARTICLES.electrictrackrail,
    with_remote_control: true,
  };

  it('charges the remote a rail or a roman blind is ordered with at the loose part’s price', () => {
    for (const remote of ['single', 'universal'] as const) {
      const loose = priceListPriceOf({ type: 'remotes', variant: remote, color: null }, table);
      expect(loose, remote).not.toBeNull();
      const rail = evaluate('electrictrackrail', { ...motorRail, remote_type: remote });
      expect(line(rail, 'remote')?.unitPrice, remote).toBe(loose?.wholesale);
      const blind = evaluate('foldcurtain', {
        ...example('foldcurtain'),
        mounting_system: 'electric230v',
        electric_option: 'wired',
        with_remote_control: true,
        remote_type: remote,
      });
      expect(line(blind, 'remote')?.unitPrice, remote).toBe(loose?.wholesale);
    }
    // Single and universal are two parts with two prices.
    expect(table.remote.single.wholesale).not.toBe(table.remote.universal.wholesale);
  });

  it('a rod carries rings: its runner fields are neither stored nor charged', () => {
    const sent = {
      ...VALID_ARTICLES.decorativerod,
      with_runner: true,
      runner_type: 'rollersilent',
      runner_color: 'whitematt',
    };
    expect(applicableParameters('decorativerod', sent)).not.toHaveProperty('with_runner');
    const result = evaluate('decorativerod', sent);
    expect(result.parameters).not.toHaveProperty('runner_type');
    expect(result.parameters).not.toHaveProperty('runner_color');
    expect(line(result, 'runner')).toBeUndefined();
    // A rail keeps them.
    const rail = evaluate('trackrail', {
      ...VALID_ARTICLES.trackrail,
      with_runner: true,
      runner_type: 'rollersilent',
      runner_color: 'whitematt',
    });
    expect(rail.parameters).toHaveProperty('runner_type', 'rollersilent');
  });
});

describe('the roman blind is charged for what it is', () => {
  it('reports the charged area as its area quantity', () => {
    const result = evaluate('foldcurtain', {
      ...example('foldcurtain'),
      width: 123.4,
      height: 150.3,
    });
    const makeUp = line(result, 'makeup_fold');
    // 123.4 × 150.3 cm = 1.854702 m², charged per started 0.01 m².
    expect(makeUp?.quantity).toBe(1.86);
    expect(result.quantities?.areaMm2).toBe(1_860_000);
  });

  it('makes no 0.00 line for a mounting the blind is not sold with', () => {
    for (const mounting of ['nomount', 'selfsupplied']) {
      const result = evaluate('foldcurtain', {
        ...example('foldcurtain'),
        mounting_system: mounting,
      });
      expect(line(result, 'mountingsystem'), mounting).toBeUndefined();
    }
    const sold = evaluate('foldcurtain', example('foldcurtain'));
    expect(line(sold, 'mountingsystem')?.amount).toBeGreaterThan(0);
  });
});
