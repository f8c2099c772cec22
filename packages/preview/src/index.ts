// @atelier/preview: the article drawing the configurator shows beside its form, and that the
// documents print. Pure: a model from the parameters (and the cut list), drawn as SVG elements in
// the user's language; the web wraps it in its live component, the API renders it to markup.
export { PALETTE } from './colours.js';
export { type Drawn, draw, type PreviewFabric, type T } from './draw-article.js';
export { type PreviewKind, previewKindOf } from './geometry.js';
export type { Params } from './params.js';
export { EmptyDrawing } from './small-drawings.js';
export { DECORATIVE, VIEW_H, VIEW_W } from './svg-parts.js';
