// The evaluators read their article type's parameters (ArticleParametersByType), so reading a field
// the type does not have fails the type check (`npm run typecheck`), as the panel curtain's
// `luxury` did: the schema has none, and the price silently used the default.
import { describe, expect, it } from 'vitest';
import type { ArticleParametersByType } from '../schemas/index.js';
import type { EvaluationInput } from './shared.js';

describe('the evaluators’ parameters are typed per article type', () => {
  it('refuses, at compile time, a field the article type does not have', () => {
    const panelLuxury = (input: EvaluationInput<ArticleParametersByType['panelcurtain']>) =>
      // @ts-expect-error a panel curtain has no luxury field
      input.params.luxury;
    const foldWidth = (input: EvaluationInput<ArticleParametersByType['foldcurtain']>): number =>
      input.params.width;
    expect([panelLuxury, foldWidth]).toHaveLength(2);
  });
});
