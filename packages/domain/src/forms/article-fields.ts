// Which fields apply to an article type: exactly the fields of its schema. A model switched away
// from leaves nothing behind, and a field that does not apply is neither shown nor stored.
import type { ArticleType } from '../enums.js';
import { articleFieldNames } from '../schemas/index.js';

/** The parameter names an article type's schema has. */
export function fieldsOfArticleType(articleType: ArticleType): ReadonlySet<string> {
  return new Set(articleFieldNames(articleType));
}

/**
 * Only the fields the article type knows, without empty ones: a kind or model switched away from
 * leaves nothing behind. `lining_fabric: null` ("no lining") is a value and stays.
 */
export function parametersOfType(
  articleType: ArticleType,
  parameters: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const known = fieldsOfArticleType(articleType);
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(parameters)) {
    if (value === undefined || value === '') continue;
    if (value === null && key !== 'lining_fabric') continue;
    if (known.has(key)) kept[key] = value;
  }
  return kept;
}
