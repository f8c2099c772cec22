// The live preview beside a dealer's configurator: the drawing in the account's unit system
// (inches on an imperial account, as its inputs).
import type { JSX } from 'react';
import { useLoadedUnitSystem } from '../../api/settings';
import { ArticleDrawing, type ArticlePreviewProps } from './article-drawing';

export { type ArticlePreviewProps, drawnValues, type PreviewFabric } from './article-drawing';

export function ArticlePreview(props: ArticlePreviewProps): JSX.Element {
  return <ArticleDrawing {...props} unitSystem={useLoadedUnitSystem()} />;
}
