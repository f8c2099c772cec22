// The top of a curtain panel in the style of its type (pleat heads, rings on the rod, loops, a rod
// pocket or gathering tape) and the swinging outline of a wave curtain.
import { PALETTE } from './colours.js';
import type { CurtainModel } from './geometry.js';
import { type FabricPaint, r1 } from './svg-parts.js';

/** The outline of a wave panel: its top and hem swing in and out with the folds. */
export function wavePath(
  x: number,
  width: number,
  top: number,
  bottom: number,
  waves: number,
  amplitude: number,
): string {
  const n = Math.max(1, waves);
  const step = width / n;
  let d = `M${r1(x)} ${r1(top)}`;
  for (let i = 0; i < n; i += 1) {
    const sign = i % 2 === 0 ? -1 : 1;
    d += ` Q${r1(x + (i + 0.5) * step)} ${r1(top + sign * amplitude * 2)} ${r1(x + (i + 1) * step)} ${r1(top)}`;
  }
  d += ` L${r1(x + width)} ${r1(bottom)}`;
  for (let i = n - 1; i >= 0; i -= 1) {
    const sign = i % 2 === 0 ? 1 : -1;
    d += ` Q${r1(x + (i + 0.5) * step)} ${r1(bottom + sign * amplitude)} ${r1(x + i * step)} ${r1(bottom)}`;
  }
  return `${d} Z`;
}

/** The top of the panel in the style of its type: pleat heads, rings, loops, a pocket or a tape. */
export function Heading({
  model,
  x,
  width,
  top,
  headingPx,
  foldXs,
  pitch,
  railY,
  fabric,
}: {
  model: CurtainModel;
  x: number;
  width: number;
  top: number;
  headingPx: number;
  foldXs: number[];
  pitch: number;
  railY: number;
  fabric: FabricPaint;
}) {
  switch (model.heading) {
    case 'pleat': {
      const fingers = Math.max(1, model.pleatFingers);
      const fingerW = Math.min(2, (pitch * 0.5) / fingers);
      return (
        <g>
          <rect x={x} y={top} width={width} height={headingPx} fill="#000" opacity={0.06} />
          {model.pleatFingers > 0
            ? foldXs.flatMap((fx) =>
                fingerOffsets(fingers).map((f) => (
                  <rect
                    key={`head-${fx}-${f}`}
                    x={r1(fx + (f - fingers / 2) * fingerW)}
                    y={top}
                    width={r1(fingerW * 0.8)}
                    height={r1(headingPx)}
                    rx={0.6}
                    fill="#000"
                    opacity={0.16}
                  />
                )),
              )
            : null}
        </g>
      );
    }
    case 'ring':
      return (
        <g fill="none" stroke={PALETTE.outline} strokeWidth={1.2}>
          {foldXs.map((fx) => (
            <circle key={`ring-${fx}`} cx={fx} cy={railY} r={3.6} />
          ))}
        </g>
      );
    case 'loop':
      return (
        <g>
          {foldXs.map((fx) => (
            <rect
              key={`loop-${fx}`}
              x={r1(fx - pitch * 0.18)}
              y={railY - 6}
              width={r1(pitch * 0.36)}
              height={top - railY + 8}
              rx={2}
              fill={fabric.fill}
              stroke={PALETTE.outline}
              strokeWidth={0.6}
            />
          ))}
        </g>
      );
    case 'rodpocket':
    case 'span':
    case 'gathered':
      return (
        <g>
          <rect
            x={x}
            y={top}
            width={width}
            height={Math.min(headingPx, 8)}
            fill="#000"
            opacity={0.1}
          />
          <path
            d={zigzag(x, width, top + 1, Math.min(headingPx, 8) - 2)}
            fill="none"
            stroke="#000"
            strokeOpacity={0.25}
            strokeWidth={0.7}
          />
        </g>
      );
    case 'backtab':
      return <rect x={x} y={top} width={width} height={headingPx} fill="#000" opacity={0.08} />;
    default:
      return null;
  }
}

/** The fingers of a pleat head, counted from its left. */
const fingerOffsets = (fingers: number): number[] => [0, 1, 2].slice(0, fingers);

/** The tight gathers of a pocket or gathering tape. */
function zigzag(x: number, width: number, y: number, height: number): string {
  const steps = Math.max(2, Math.floor(width / 3));
  const step = width / steps;
  let d = `M${r1(x)} ${r1(y)}`;
  for (let i = 1; i <= steps; i += 1)
    d += ` L${r1(x + i * step)} ${r1(i % 2 === 0 ? y : y + height)}`;
  return d;
}
