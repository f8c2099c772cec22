// The "rendered" image of a fabric colour: the cloth hung as a pleated curtain from a rod, as a
// small PNG. Clients HEAD the rendered image and show it unless it is a GIF or SVG placeholder
// (portal §7), so this one must be a raster image to be shown at all.
import { crc32, deflateSync } from 'node:zlib';
import type { SwatchPattern } from './catalogue-data.js';

const WIDTH = 64;
const HEIGHT = 88;
const ROD_ROWS = 4;
const WALL = [244, 241, 236] as const;
const ROD = [59, 59, 59] as const;

function rgb(hex: string): [number, number, number] {
  return [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as [
    number,
    number,
    number,
  ];
}

/** How much lighter (+) or darker (−) the weave makes this pixel, in 1/100. */
function weave(pattern: SwatchPattern, x: number, y: number): number {
  switch (pattern) {
    case 'stripes':
      return x % 12 < 4 ? 0 : x % 12 === 6 ? -25 : 18;
    case 'checks':
      return (
        (x % 15 < 5 ? -22 : 0) + (y % 15 < 5 ? -22 : 0) + (x % 15 === 10 || y % 15 === 10 ? 20 : 0)
      );
    case 'floral': {
      const dx = (x % 16) - 8;
      const dy = (y % 16) - 8;
      const petal = dx * dx + dy * dy < 16 && Math.abs(dx) !== Math.abs(dy);
      return petal ? -28 : 20;
    }
    case 'sheer':
      return (x + y) % 2 === 0 ? 30 : 38;
    case 'velvet':
      return -Math.round((y / HEIGHT) * 18);
    default:
      return (x + (y % 2)) % 2 === 0 ? -6 : 4;
  }
}

function toward(value: number, percent: number): number {
  const target = percent < 0 ? 0 : 255;
  return Math.round(value + ((target - value) * Math.min(100, Math.abs(percent))) / 100);
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

export function renderedPng(pattern: SwatchPattern, hex: string): Buffer {
  const base = rgb(hex);
  const raw = Buffer.alloc(HEIGHT * (1 + WIDTH * 3));
  for (let y = 0; y < HEIGHT; y += 1) {
    const row = y * (1 + WIDTH * 3);
    for (let x = 0; x < WIDTH; x += 1) {
      let pixel: readonly number[];
      if (y < ROD_ROWS) pixel = y === 0 ? WALL : ROD;
      else if (x < 3 || x >= WIDTH - 3) pixel = WALL;
      else {
        // Folds every 10 px: dark in the valley, light on the crest.
        const fold = Math.round(Math.cos(((x - 3) / 10) * 2 * Math.PI) * 14);
        const shade = weave(pattern, x, y) + fold;
        pixel = base.map((channel) => toward(channel, shade));
      }
      raw.set(pixel, row + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(2, 9);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
