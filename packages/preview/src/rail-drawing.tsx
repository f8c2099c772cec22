// A rail or rod on its own: the front view over a window, and when it bends, the same bar seen from
// above against the wall, so the curves read at their angle. A pull rod hangs on its own.
import { PALETTE, railColour } from './colours.js';
import { fitScale } from './geometry.js';
import { RailFront } from './rail-front.js';
import { type PullRodModel, planPoints, type RailModel } from './rail-geometry.js';
import {
  DECORATIVE,
  FONT_SIZE,
  Hatching,
  HeightDimension,
  Legend,
  type LegendItem,
  r1,
  VIEW_H,
  VIEW_W,
  WidthDimension,
} from './svg-parts.js';

const MARGIN_X = 56;

export function RailDrawing({
  model,
  widthLabel,
  frontLabel,
  planLabel,
  wallLabel,
  legend,
}: {
  model: RailModel;
  widthLabel: string;
  frontLabel: string;
  planLabel: string;
  wallLabel: string;
  legend: LegendItem[];
}) {
  const contentMm = model.frontLeftMm + model.widthMm + model.frontRightMm;
  const boxW = VIEW_W - 2 * MARGIN_X;
  const scale = fitScale(contentMm, 0, boxW, 0);
  const originX = MARGIN_X + model.frontLeftMm * scale;
  const hasPlan = model.curveAngle !== null;
  const barY = hasPlan ? 92 : 130;
  const x0 = r1(originX);
  const x1 = r1(originX + model.widthMm * scale);
  const windowTop = barY + 26;
  const windowBottom = hasPlan ? barY + 110 : VIEW_H - 100;

  return (
    <>
      <g {...DECORATIVE}>
        <text x={16} y={24} fontSize={FONT_SIZE} fill={PALETTE.textMuted}>
          {frontLabel}
        </text>
        <rect
          x={r1(x0 + (x1 - x0) * 0.12)}
          y={windowTop}
          width={r1((x1 - x0) * 0.76)}
          height={windowBottom - windowTop}
          fill={PALETTE.glass}
          stroke={PALETTE.frame}
          strokeWidth={3}
          opacity={0.7}
        />
      </g>
      <RailFront model={model} originX={originX} scale={scale} y={barY} />
      <WidthDimension x1={x0} x2={x1} y={barY - 52} label={widthLabel} />
      {hasPlan ? (
        <PlanView
          model={model}
          originX={originX}
          scale={scale}
          top={barY + 146}
          label={planLabel}
          wallLabel={wallLabel}
        />
      ) : null}
      <Legend items={legend} />
    </>
  );
}

/** Seen from above: the wall along the top, the bar in front of it with its legs bending back. */
function PlanView({
  model,
  originX,
  scale,
  top,
  label,
  wallLabel,
}: {
  model: RailModel;
  originX: number;
  scale: number;
  top: number;
  label: string;
  wallLabel: string;
}) {
  const points = planPoints(model);
  const maxDepth = Math.max(...points.map(([, y]) => y), 1);
  // Depth is drawn to the same scale unless that would run off the picture.
  const depthScale = Math.min(scale, 90 / maxDepth);
  const path = points
    .map(
      ([px, py], i) =>
        `${i === 0 ? 'M' : 'L'}${r1(originX + px * scale)} ${r1(top + py * depthScale)}`,
    )
    .join(' ');
  return (
    <g {...DECORATIVE}>
      <text x={16} y={top - 22} fontSize={FONT_SIZE} fill={PALETTE.textMuted}>
        {label}
      </text>
      <line x1={16} x2={VIEW_W - 16} y1={top} y2={top} stroke={PALETTE.outline} strokeWidth={1.5} />
      <Hatching y={top} />
      <text
        x={VIEW_W - 16}
        y={top - 12}
        fontSize={FONT_SIZE - 1}
        fill={PALETTE.textMuted}
        textAnchor="end"
      >
        {wallLabel}
      </text>
      <path
        d={path}
        fill="none"
        stroke={railColour(model.colour)}
        strokeWidth={5}
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      <path
        d={path}
        fill="none"
        stroke={PALETTE.outline}
        strokeWidth={0.75}
        strokeLinejoin="round"
      />
    </g>
  );
}

/** A pull rod hangs from the first runner: a slim rod with a grip, to scale against its length. */
export function PullRodDrawing({
  model,
  lengthLabel,
  legend,
}: {
  model: PullRodModel;
  lengthLabel: string;
  legend: LegendItem[];
}) {
  const top = 40;
  const boxH = VIEW_H - top - 70;
  // A short rod is not blown up to the full height: 1.5 m fills the picture.
  const scale = Math.min(boxH / model.lengthMm, boxH / 1500);
  const length = r1(model.lengthMm * scale);
  const cx = VIEW_W / 2;
  const colour = railColour(model.colour);
  return (
    <>
      <g {...DECORATIVE}>
        <rect x={cx - 120} y={top - 12} width={240} height={6} rx={1} fill={PALETTE.headrail} />
        <circle cx={cx} cy={top} r={4} fill="none" stroke={PALETTE.outline} strokeWidth={1.5} />
        <rect
          x={cx - 2.5}
          y={top + 4}
          width={5}
          height={Math.max(length - 4, 2)}
          rx={2.5}
          fill={colour}
          stroke={PALETTE.outline}
          strokeWidth={0.5}
        />
        <rect
          x={cx - 4}
          y={top + length - 22}
          width={8}
          height={22}
          rx={3}
          fill={colour}
          stroke={PALETTE.outline}
          strokeWidth={0.75}
        />
      </g>
      <HeightDimension x={cx - 60} y1={top} y2={top + length} label={lengthLabel} />
      <Legend items={legend} />
    </>
  );
}
