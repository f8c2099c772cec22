// Swatch and close-up images of a fabric colour, drawn as small SVGs from the colour and
// the kind of weave, so the demo catalogue looks like cloth. Deterministic: the same colour gives
// the same bytes, and so the same file id.
import type { SwatchPattern } from './catalogue-data.js';

function channel(hex: string, index: number): number {
  return Number.parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16);
}

/** The colour moved towards black (negative) or white (positive) by `percent`. */
export function shade(hex: string, percent: number): string {
  const target = percent < 0 ? 0 : 255;
  const share = Math.abs(percent) / 100;
  const parts = [0, 1, 2].map((index) => {
    const value = channel(hex, index);
    return Math.round(value + (target - value) * share)
      .toString(16)
      .padStart(2, '0');
  });
  return `#${parts.join('')}`;
}

/** The `<pattern id="w">` tile of the cloth, and the fill of the ground beneath it. */
export function weave(pattern: SwatchPattern, hex: string, scale: number): string {
  const dark = shade(hex, -18);
  const light = shade(hex, 22);
  const transform = scale === 1 ? '' : ` patternTransform="scale(${scale})"`;
  const tile = (size: number, body: string) =>
    `<pattern id="w" width="${size}" height="${size}" patternUnits="userSpaceOnUse"${transform}>${body}</pattern>`;
  const plainWeave = `<rect width="4" height="4" fill="${hex}"/><path d="M0 1h2M2 3h2" stroke="${dark}" stroke-width="1"/><path d="M1 0v2M3 2v2" stroke="${light}" stroke-width="1" opacity=".6"/>`;
  switch (pattern) {
    case 'sheer':
      return tile(
        3,
        `<rect width="3" height="3" fill="${light}"/><path d="M0 .5h3M.5 0v3" stroke="${hex}" stroke-width=".6" opacity=".7"/>`,
      );
    case 'velvet':
      return tile(
        2,
        `<rect width="2" height="2" fill="${hex}"/><rect width="1" height="1" fill="${dark}" opacity=".35"/>`,
      );
    case 'stripes':
      return tile(
        24,
        `<rect width="24" height="24" fill="${light}"/><rect width="8" height="24" fill="${hex}"/><rect x="12" width="2" height="24" fill="${dark}"/><rect x="17" width="1" height="24" fill="${hex}"/>`,
      );
    case 'checks':
      return tile(
        30,
        `<rect width="30" height="30" fill="${hex}"/><rect width="30" height="10" fill="${dark}" opacity=".55"/><rect width="10" height="30" fill="${dark}" opacity=".55"/><path d="M20 0v30M0 20h30" stroke="${light}" stroke-width="1.5"/>`,
      );
    case 'floral': {
      const petals = [0, 72, 144, 216, 288]
        .map(
          (angle) =>
            `<ellipse cx="30" cy="22" rx="4" ry="8" transform="rotate(${angle} 30 30)" fill="${dark}"/>`,
        )
        .join('');
      return tile(
        60,
        `<rect width="60" height="60" fill="${light}"/>${petals}<circle cx="30" cy="30" r="3" fill="${hex}"/><path d="M4 52q8-10 16-2" stroke="${hex}" stroke-width="2" fill="none"/>`,
      );
    }
    default:
      return tile(4, plainWeave);
  }
}

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body}</svg>`;

/** A square swatch of the cloth. */
export function swatchSvg(pattern: SwatchPattern, hex: string): string {
  const sheen =
    pattern === 'velvet'
      ? `<linearGradient id="s" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".25"/><stop offset="1" stop-color="#000" stop-opacity=".25"/></linearGradient><rect width="120" height="120" fill="url(#s)"/>`
      : '';
  return svg(
    120,
    120,
    `<defs>${weave(pattern, hex, 1)}</defs><rect width="120" height="120" fill="url(#w)"/>${sheen}`,
  );
}

/** A close-up of the weave. */
export function detailsSvg(pattern: SwatchPattern, hex: string): string {
  return svg(
    120,
    120,
    `<defs>${weave(pattern, hex, 3)}</defs><rect width="120" height="120" fill="url(#w)"/>`,
  );
}
