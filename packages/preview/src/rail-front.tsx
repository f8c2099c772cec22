// A rail or rod seen from the front, drawn over a given origin and scale: the bar (legs receding
// towards the wall drawn lighter), brackets, joints, runners, end pieces and the motor. The curtain
// drawing puts it above the curtain; the rail drawing shows it on its own.
import { needsOutline, PALETTE, railColour } from './colours.js';
import type { RailModel } from './rail-geometry.js';
import { DECORATIVE, r1 } from './svg-parts.js';

const THICKNESS: Record<RailModel['profile'], number> = { track: 6, round: 7, square: 7, rod: 8 };

/** Runners closer together than this are thinned out: they would read as a solid line. */
const MIN_RUNNER_GAP = 3;

export function RailFront({
  model,
  originX,
  scale,
  y,
  showRunners = true,
}: {
  model: RailModel;
  /** Where x = 0 mm (the left end of the straight part) lands. */
  originX: number;
  scale: number;
  /** Centre line of the bar. */
  y: number;
  showRunners?: boolean;
}) {
  const colour = railColour(model.colour);
  const outline = needsOutline(model.colour) ? PALETTE.outline : 'none';
  const thickness = THICKNESS[model.profile];
  const half = thickness / 2;
  const x = (mm: number) => r1(originX + mm * scale);
  const left = x(-model.frontLeftMm);
  const right = x(model.widthMm + model.frontRightMm);
  const straightLeft = x(0);
  const straightRight = x(model.widthMm);
  const rounded = model.profile === 'round' || model.profile === 'rod' ? half : 1;

  const runnerStep = Math.max(
    1,
    Math.ceil(
      MIN_RUNNER_GAP /
        Math.max((model.widthMm * scale) / Math.max(model.runnersMm.length, 1), 0.01),
    ),
  );
  const runners = showRunners ? model.runnersMm.filter((_, i) => i % runnerStep === 0) : [];

  return (
    <g {...DECORATIVE}>
      {model.supportsMm.map((mm) => (
        <g key={`support-${mm}`} fill={colour} stroke={outline} strokeWidth={0.75}>
          <rect x={x(mm) - 2} y={y - half - 12} width={4} height={12} rx={1} />
          <rect x={x(mm) - 5} y={y - half - 15} width={10} height={4} rx={1} />
        </g>
      ))}
      {/* Legs bend back towards the wall: lighter, as they recede. */}
      {left < straightLeft ? (
        <rect
          x={left}
          y={y - half}
          width={r1(straightLeft - left + rounded)}
          height={thickness}
          rx={rounded}
          fill={colour}
          opacity={0.6}
          stroke={outline}
        />
      ) : null}
      {right > straightRight ? (
        <rect
          x={r1(straightRight - rounded)}
          y={y - half}
          width={r1(right - straightRight + rounded)}
          height={thickness}
          rx={rounded}
          fill={colour}
          opacity={0.6}
          stroke={outline}
        />
      ) : null}
      <rect
        x={straightLeft}
        y={y - half}
        width={r1(Math.max(straightRight - straightLeft, 1))}
        height={thickness}
        rx={rounded}
        fill={colour}
        stroke={outline}
        strokeWidth={0.75}
      />
      {model.profile === 'track' ? (
        <line
          x1={straightLeft}
          x2={straightRight}
          y1={y + half - 1.5}
          y2={y + half - 1.5}
          stroke="#000"
          strokeOpacity={0.25}
        />
      ) : (
        <line
          x1={straightLeft + 2}
          x2={straightRight - 2}
          y1={y - half + 2}
          y2={y - half + 2}
          stroke="#fff"
          strokeOpacity={0.45}
        />
      )}
      {model.legsLeft.length > 0 ? <Bend cx={straightLeft} cy={y} r={half + 3} /> : null}
      {model.legsRight.length > 0 ? <Bend cx={straightRight} cy={y} r={half + 3} /> : null}
      {model.connectorsMm.map((mm) => (
        <rect
          key={`connector-${mm}`}
          x={x(mm) - 1.5}
          y={y - half - 2}
          width={3}
          height={thickness + 4}
          fill={PALETTE.text}
          opacity={0.7}
        />
      ))}
      {runners.map((mm) => (
        <circle
          key={`runner-${mm}`}
          cx={x(mm)}
          cy={y + half + 2.5}
          r={1.6}
          fill={PALETTE.outline}
        />
      ))}
      <EndPiece model={model} cx={left} cy={y} side="left" colour={colour} outline={outline} />
      <EndPiece model={model} cx={right} cy={y} side="right" colour={colour} outline={outline} />
      {model.motorSide ? (
        <rect
          x={model.motorSide === 'left' ? left + 2 : right - 24}
          y={y + half + 1}
          width={22}
          height={12}
          rx={2}
          fill={PALETTE.motor}
        />
      ) : null}
    </g>
  );
}

/** A bend is marked by a light ring, like the dot on a fitter's sketch. */
function Bend({ cx, cy, r }: { cx: number; cy: number; r: number }) {
  return (
    <circle cx={cx} cy={cy} r={r} fill="none" stroke={PALETTE.dimension} strokeDasharray="2 2" />
  );
}

function EndPiece({
  model,
  cx,
  cy,
  side,
  colour,
  outline,
}: {
  model: RailModel;
  cx: number;
  cy: number;
  side: 'left' | 'right';
  colour: string;
  outline: string;
}) {
  const sign = side === 'left' ? -1 : 1;
  const stroke = outline === 'none' ? '#000' : outline;
  if (model.ends === 'stop') {
    return (
      <rect
        x={side === 'left' ? cx - 3 : cx}
        y={cy - 5}
        width={3}
        height={10}
        rx={1}
        fill={colour}
        stroke={stroke}
        strokeOpacity={0.4}
      />
    );
  }
  if (model.knob === 'standard') {
    return (
      <rect
        x={side === 'left' ? cx - 9 : cx}
        y={cy - 6}
        width={9}
        height={12}
        rx={3}
        fill={colour}
        stroke={stroke}
        strokeOpacity={0.4}
      />
    );
  }
  const radius = model.knob === 'large' ? 9 : 6.5;
  return (
    <circle
      cx={cx + sign * radius}
      cy={cy}
      r={radius}
      fill={colour}
      stroke={stroke}
      strokeOpacity={0.4}
    />
  );
}
