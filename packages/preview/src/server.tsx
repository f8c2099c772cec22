// The drawing as SVG markup, for documents made on the server: the same picture the configurator
// shows, on its wall-coloured frame, with swatch photos left out (a document loads no URL).
import type {
  ArticleType,
  CalculationDefaults,
  CutList,
  Locale,
  UnitSystem,
} from '@atelier/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { PALETTE } from './colours.js';
import { draw, type PreviewFabric, type T } from './draw-article.js';
import type { Params } from './params.js';
import { VIEW_H, VIEW_W } from './svg-parts.js';

export interface PreviewSvgInput {
  articleType: ArticleType;
  parameters: Params;
  cutList: CutList | null;
  mainFabric?: PreviewFabric | null;
  liningFabric?: PreviewFabric | null;
  railType?: ArticleType | null;
  railParameters?: Params | null;
  defaults: CalculationDefaults | null;
  locale: Locale;
  unitSystem: UnitSystem;
  t: T;
  /** Makes the ids of patterns unique within one document. */
  uid: string;
}

/** The article's drawing as standalone SVG markup, or null when there is nothing to draw. */
export function previewSvg(input: PreviewSvgInput): string | null {
  const withoutPhoto = (fabric: PreviewFabric | null | undefined) =>
    fabric ? { name: fabric.name, colour: fabric.colour ?? null } : fabric;
  const drawn = draw({
    articleType: input.articleType,
    params: input.parameters,
    cutList: input.cutList,
    railType: input.railType ?? null,
    railParameters: input.railParameters ?? null,
    mainFabric: withoutPhoto(input.mainFabric),
    liningFabric: withoutPhoto(input.liningFabric),
    defaults: input.defaults,
    uid: input.uid,
    locale: input.locale,
    unitSystem: input.unitSystem,
    t: input.t,
  });
  if (!drawn) return null;
  return withoutHalo(
    renderToStaticMarkup(
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox={`0 0 ${VIEW_W} ${VIEW_H}`}
        width={VIEW_W}
        height={VIEW_H}
        fontFamily="Roboto"
      >
        <title>{drawn.label}</title>
        <rect width={VIEW_W} height={VIEW_H} fill={PALETTE.wall} />
        {drawn.body}
      </svg>,
    ),
  );
}

/**
 * A PDF has no `paint-order`: a text's wall-coloured halo would be painted over its letters. The
 * halo only keeps lines from crossing digits on screen, so printed text goes without it.
 */
export function withoutHalo(markup: string): string {
  return markup.replace(/<text\b[^>]*>/g, (tag) =>
    tag.includes('paint-order="stroke"')
      ? tag
          .replace(/ stroke="[^"]*"/, ' stroke="none"')
          .replace(/ stroke-width="[^"]*"/, '')
          .replace(' paint-order="stroke"', '')
      : tag,
  );
}
