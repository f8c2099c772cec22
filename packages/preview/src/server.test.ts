import { DEMO_PRICE_LIST } from '@atelier/domain';
import { translate } from '@atelier/i18n';
import { describe, expect, it } from 'vitest';
import { previewSvg, withoutHalo } from './server.js';

const t = (key: string, options: Record<string, unknown> = {}) =>
  translate('de', key, options as Record<string, string | number>);

describe('previewSvg', () => {
  it('draws a curtain as standalone markup with its measures in the language', () => {
    const svg = previewSvg({
      articleType: 'pleatcurtain',
      parameters: { width: 300, height: 250.5, split_type: 'equal' },
      cutList: null,
      mainFabric: { name: 'Lino Sand', colour: '#cbb89a', swatchUrl: '/api/files/x' },
      defaults: DEMO_PRICE_LIST.defaults,
      locale: 'de',
      unitSystem: 'metric',
      t,
      uid: 'a1',
    });
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('300 cm');
    expect(svg).toContain('250,5 cm');
    expect(svg).toContain('Lino Sand');
    // A document loads no URL: the swatch photo is left out, its colour stays.
    expect(svg).not.toContain('/api/files/x');
    expect(svg).toContain('#cbb89a');
    expect(svg).not.toContain('paint-order');
  });

  it('is null while there is nothing to draw', () => {
    const svg = previewSvg({
      articleType: 'pleatcurtain',
      parameters: {},
      cutList: null,
      defaults: null,
      locale: 'en',
      unitSystem: 'metric',
      t,
      uid: 'a2',
    });
    expect(svg).toBeNull();
  });
});

describe('withoutHalo', () => {
  it('takes the halo off text, which a PDF would paint over the letters', () => {
    expect(
      withoutHalo(
        '<g stroke="#333"><text x="1" fill="#222" stroke="#f4f1ec" stroke-width="4" paint-order="stroke">300 cm</text><line stroke="#333"/></g>',
      ),
    ).toBe(
      '<g stroke="#333"><text x="1" fill="#222" stroke="none">300 cm</text><line stroke="#333"/></g>',
    );
  });
});
