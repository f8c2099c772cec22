// Turns a document definition into PDF bytes with pdfmake (server side). Roboto is embedded (it
// covers Polish and Lithuanian); pdfmake may read no URL and no file other than its fonts.
import { createRequire } from 'node:module';
import path from 'node:path';
import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { type DocumentInput, documentDefinition } from './definitions.js';

const require = createRequire(import.meta.url);
const fontDir = path.dirname(require.resolve('pdfmake/fonts/Roboto.js'));
const roboto = require('pdfmake/fonts/Roboto.js') as {
  Roboto: Record<'normal' | 'bold' | 'italics' | 'bolditalics', string>;
};

let configured = false;
function printer() {
  if (!configured) {
    pdfmake.setFonts({ Roboto: roboto.Roboto });
    pdfmake.setUrlAccessPolicy(() => false);
    pdfmake.setLocalAccessPolicy((file: string) => path.resolve(file).startsWith(fontDir));
    configured = true;
  }
  return pdfmake;
}

export async function renderPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  return printer().createPdf(definition).getBuffer();
}

/**
 * A document as PDF. A drawing the PDF library cannot paint must not cost the dealer the document:
 * it is made again without the drawings, every figure still there.
 */
export async function renderDocument(input: DocumentInput): Promise<Buffer> {
  try {
    return await renderPdf(documentDefinition(input));
  } catch {
    const plain = input.articles.map((article) => ({ ...article, drawing: null }));
    return renderPdf(documentDefinition({ ...input, articles: plain }));
  }
}
