// The articles' drawings in a document: what each is drawn from (a spec: the preview's input
// without its words, so it can be handed to the renderer's thread) and the drawing made from it,
// worded from the same catalogues as the web.
import type { Locale } from '@atelier/domain';
import { translate } from '@atelier/i18n';
import { type PreviewSvgInput, previewSvg } from '@atelier/preview/server';

export type DrawingSpec = Omit<PreviewSvgInput, 't'>;

/** `{{name}}`-style words for the drawing. */
function drawingWords(locale: Locale) {
  return (key: string, options: Record<string, unknown> = {}) => {
    const params: Record<string, string | number> = {};
    for (const [name, value] of Object.entries(options)) {
      if (typeof value === 'string' || typeof value === 'number') params[name] = value;
    }
    return translate(locale, key, params);
  };
}

/** The drawing as SVG markup; null when there is nothing to draw or it cannot be made. */
export function makeDrawing(spec: DrawingSpec): string | null {
  try {
    return previewSvg({ ...spec, t: drawingWords(spec.locale) });
  } catch {
    // A drawing that cannot be made leaves the document without it, never without the rest.
    return null;
  }
}
