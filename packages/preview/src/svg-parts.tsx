// Pieces every drawing shares: the picture's frame size, dimension lines, the legend and the fabric
// paint (its colour, or its swatch photo as a repeating pattern).
import type { ReactNode } from 'react';
import { PALETTE } from './colours.js';

/** Every drawing uses this coordinate box; the svg scales it to the container's width. */
export const VIEW_W = 640;
export const VIEW_H = 400;
export const FONT_SIZE = 12;

const TICK = 5;

/** A stored file's address as the page can load it (a relative path made absolute). */
function fileSrc(url: string | null): string | undefined {
  if (!url) return undefined;
  return url.startsWith('/') || /^https?:/.test(url) ? url : `/${url}`;
}

/**
 * Spread on the purely decorative groups. The svg's own label says what the picture shows, so its
 * parts stay out of the accessibility tree. (A spread, because the linter takes svg groups for
 * focusable elements and would refuse the attribute written out.)
 */
export const DECORATIVE = { 'aria-hidden': true } as const;

/** A horizontal dimension line with end ticks and the measure centred under it. */
export function WidthDimension({
  x1,
  x2,
  y,
  label,
}: {
  x1: number;
  x2: number;
  y: number;
  label: string;
}) {
  return (
    <g {...DECORATIVE} stroke={PALETTE.dimension} strokeWidth={1}>
      <line x1={x1} x2={x2} y1={y} y2={y} />
      <line x1={x1} x2={x1} y1={y - TICK} y2={y + TICK} />
      <line x1={x2} x2={x2} y1={y - TICK} y2={y + TICK} />
      <DimensionText x={(x1 + x2) / 2} y={y + 4}>
        {label}
      </DimensionText>
    </g>
  );
}

/** A vertical dimension line; the measure reads bottom to top, as on a workshop drawing. */
export function HeightDimension({
  x,
  y1,
  y2,
  label,
}: {
  x: number;
  y1: number;
  y2: number;
  label: string;
}) {
  const middle = (y1 + y2) / 2;
  return (
    <g {...DECORATIVE} stroke={PALETTE.dimension} strokeWidth={1}>
      <line x1={x} x2={x} y1={y1} y2={y2} />
      <line x1={x - TICK} x2={x + TICK} y1={y1} y2={y1} />
      <line x1={x - TICK} x2={x + TICK} y1={y2} y2={y2} />
      <DimensionText x={x + 4} y={middle} rotate>
        {label}
      </DimensionText>
    </g>
  );
}

/** The measure on a halo of wall colour, so lines running behind it do not cut through the digits. */
function DimensionText({
  x,
  y,
  rotate = false,
  children,
}: {
  x: number;
  y: number;
  rotate?: boolean;
  children: ReactNode;
}) {
  return (
    <text
      x={x}
      y={y}
      fill={PALETTE.text}
      stroke={PALETTE.wall}
      strokeWidth={4}
      paintOrder="stroke"
      fontSize={FONT_SIZE}
      textAnchor="middle"
      dominantBaseline={rotate ? 'auto' : 'hanging'}
      transform={rotate ? `rotate(-90 ${x} ${y})` : undefined}
      style={{ fontVariantNumeric: 'tabular-nums' }}
    >
      {children}
    </text>
  );
}

export interface LegendItem {
  key: string;
  label: string;
  /** A fill (colour or pattern url) shown as a small square, or a line style. */
  swatch?: string;
  line?: { stroke: string; dash?: string };
}

/** A single row of legend items along the bottom; long labels are cut rather than overlapping. */
export function Legend({ items, y = VIEW_H - 12 }: { items: LegendItem[]; y?: number }) {
  if (items.length === 0) return null;
  const maxChars = Math.max(12, Math.floor(96 / items.length));
  let x = 16;
  return (
    <g {...DECORATIVE} fontSize={FONT_SIZE - 1} fill={PALETTE.textMuted}>
      {items.map((item) => {
        const text =
          item.label.length > maxChars ? `${item.label.slice(0, maxChars - 1)}…` : item.label;
        const at = x;
        x += 22 + text.length * 6.2 + 14;
        return (
          <g key={item.key}>
            {item.line ? (
              <line
                x1={at}
                x2={at + 14}
                y1={y - 4}
                y2={y - 4}
                stroke={item.line.stroke}
                strokeWidth={2}
                strokeDasharray={item.line.dash}
              />
            ) : (
              <rect
                x={at}
                y={y - 10}
                width={14}
                height={12}
                rx={2}
                fill={item.swatch ?? PALETTE.fabric}
                stroke={PALETTE.outline}
                strokeWidth={0.75}
              />
            )}
            <text x={at + 20} y={y}>
              {text}
            </text>
          </g>
        );
      })}
    </g>
  );
}

export interface FabricPaint {
  /** Fill to use: a plain colour or `url(#…)` of the swatch pattern. */
  fill: string;
  /** The plain colour under a swatch, for edges and the legend. */
  colour: string;
  defs: ReactNode;
}

/**
 * The fabric as a fill: its colour, or its swatch photo tiled at a size that reads as a weave. The
 * colour lies under the photo so the drawing is right while the photo loads or when it fails.
 */
export function fabricPaint(
  id: string,
  fabric: { colour?: string | null; swatchUrl?: string | null } | null | undefined,
  fallback: string,
): FabricPaint {
  const colour = safeColour(fabric?.colour) ?? fallback;
  const href = fabric?.swatchUrl ? fileSrc(fabric.swatchUrl) : undefined;
  if (!href) return { fill: colour, colour, defs: null };
  return {
    fill: `url(#${id})`,
    colour,
    defs: (
      <pattern id={id} patternUnits="userSpaceOnUse" width={72} height={72}>
        <rect width={72} height={72} fill={colour} />
        <image href={href} width={72} height={72} preserveAspectRatio="xMidYMid slice" />
      </pattern>
    ),
  };
}

/** Only plain css colours reach a fill attribute (a stored value is not trusted to be one). */
export function safeColour(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (/^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(trimmed)) return trimmed;
  if (/^[0-9a-f]{6}$/i.test(trimmed)) return `#${trimmed}`;
  if (/^(?:rgb|hsl)a?\([\d\s.,%/-]+\)$/i.test(trimmed)) return trimmed;
  if (/^[a-z]{3,20}$/i.test(trimmed)) return trimmed;
  return null;
}

/** Rounds drawing coordinates so the markup stays short (it is rebuilt on every keystroke). */
export const r1 = (value: number): number => Math.round(value * 10) / 10;

const HATCH_XS = Array.from({ length: 31 }, (_, i) => 20 + i * 20);

/** Short slanted strokes above a line: the drawing convention for a wall or ceiling. */
export function Hatching({ y }: { y: number }) {
  return (
    <g stroke={PALETTE.outline} strokeWidth={0.75}>
      {HATCH_XS.map((x) => (
        <line key={x} x1={x} x2={x + 8} y1={y - 8} y2={y} />
      ))}
    </g>
  );
}
