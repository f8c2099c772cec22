// A roman blind to scale as it is mounted (in the recess, on the wall or on the ceiling): the headrail,
// a fold at each stiffener (honeycomb folds drawn as soft scallops), the chain, control rod or motor
// on its side, and the width and height as dimension lines.
import { PALETTE } from './colours.js';
import { type FoldCurtainModel, fitScale, foldPositionsMm } from './geometry.js';
import {
  DECORATIVE,
  type FabricPaint,
  Hatching,
  HeightDimension,
  Legend,
  type LegendItem,
  r1,
  VIEW_H,
  VIEW_W,
  WidthDimension,
} from './svg-parts.js';

const MARGIN = { left: 72, right: 56, top: 24, bottom: 64 };
const HEADRAIL = 9;
/** The recess or ceiling drawn around the blind. */
const SURROUND = 14;

export function FoldDrawing({
  model,
  fabric,
  lining,
  widthLabel,
  heightLabel,
  legend,
}: {
  model: FoldCurtainModel;
  fabric: FabricPaint;
  lining: FabricPaint | null;
  widthLabel: string;
  heightLabel: string;
  legend: LegendItem[];
}) {
  const boxW = VIEW_W - MARGIN.left - MARGIN.right - 2 * SURROUND;
  const boxH = VIEW_H - MARGIN.top - MARGIN.bottom - SURROUND - HEADRAIL;
  const scale = fitScale(model.widthMm, model.heightMm, boxW, boxH);
  const width = model.widthMm * scale;
  const height = model.heightMm * scale;
  const left = r1(MARGIN.left + SURROUND + (boxW - width) / 2);
  const right = r1(left + width);
  const top = MARGIN.top + SURROUND;
  const bodyTop = top + HEADRAIL;
  const bottom = r1(top + height);
  const folds = foldPositionsMm(model.heightMm, model.folds).map((mm) => r1(top + mm * scale));
  const controlX = model.controlSide === 'left' ? left + 6 : right - 6;

  return (
    <>
      <Mounting model={model} left={left} right={right} top={top} bottom={bottom} />
      <g {...DECORATIVE}>
        {lining ? (
          <rect
            x={left + 2.5}
            y={bodyTop + 2}
            width={width}
            height={Math.max(bottom - bodyTop, 0)}
            fill={lining.fill}
            stroke={PALETTE.outline}
            strokeWidth={0.5}
          />
        ) : null}
        <rect
          x={left}
          y={bodyTop}
          width={width}
          height={Math.max(bottom - bodyTop, 1)}
          fill={fabric.fill}
        />
        {folds.map((y) =>
          model.honeycomb ? (
            <g key={`fold-${y}`}>
              <path
                d={scallops(left, width, y)}
                fill="#000"
                fillOpacity={0.06}
                stroke="#000"
                strokeOpacity={0.22}
                strokeWidth={0.8}
              />
            </g>
          ) : (
            <g key={`fold-${y}`}>
              <rect x={left} y={y} width={width} height={5} fill="#000" opacity={0.07} />
              <line x1={left} x2={right} y1={y} y2={y} stroke="#000" strokeOpacity={0.25} />
              {/* Stiffener ends at the sides. */}
              <rect x={left - 2} y={y - 1} width={2} height={3} fill={PALETTE.outline} />
              <rect x={right} y={y - 1} width={2} height={3} fill={PALETTE.outline} />
            </g>
          ),
        )}
        <line
          x1={left}
          x2={right}
          y1={bottom - 1}
          y2={bottom - 1}
          stroke="#000"
          strokeOpacity={0.3}
          strokeWidth={2}
        />
        <rect
          x={left}
          y={bodyTop}
          width={width}
          height={Math.max(bottom - bodyTop, 1)}
          fill="none"
          stroke={PALETTE.outline}
          strokeWidth={0.75}
        />
        <rect
          x={left - 2}
          y={top}
          width={width + 4}
          height={HEADRAIL}
          rx={2}
          fill={PALETTE.headrail}
          stroke={PALETTE.outline}
          strokeWidth={0.5}
        />
        <Control
          model={model}
          x={controlX}
          top={bodyTop}
          height={Math.max(bottom - bodyTop, 0)}
          scale={scale}
        />
      </g>
      <WidthDimension
        x1={left}
        x2={right}
        y={bottom + (model.mounting === 'insideframe' ? SURROUND : 0) + 16}
        label={widthLabel}
      />
      <HeightDimension x={left - SURROUND - 22} y1={top} y2={bottom} label={heightLabel} />
      <Legend items={legend} />
    </>
  );
}

/** Where the blind hangs: a recess around it, the wall around a window, or the ceiling above. */
function Mounting({
  model,
  left,
  right,
  top,
  bottom,
}: {
  model: FoldCurtainModel;
  left: number;
  right: number;
  top: number;
  bottom: number;
}) {
  if (model.mounting === 'insideframe') {
    return (
      <g {...DECORATIVE}>
        <rect
          x={left - SURROUND}
          y={top - SURROUND}
          width={right - left + 2 * SURROUND}
          height={bottom - top + 2 * SURROUND}
          fill={PALETTE.frame}
          opacity={0.55}
        />
        <rect x={left} y={top} width={right - left} height={bottom - top} fill={PALETTE.glass} />
      </g>
    );
  }
  const inset = (right - left) * 0.08;
  return (
    <g {...DECORATIVE}>
      <rect
        x={left + inset}
        y={top + 12}
        width={right - left - 2 * inset}
        height={Math.max(bottom - top - 24, 1)}
        fill={PALETTE.glass}
        stroke={PALETTE.frame}
        strokeWidth={3}
      />
      {model.mounting === 'ceiling' ? (
        <g stroke={PALETTE.outline}>
          <line x1={16} x2={VIEW_W - 16} y1={top} y2={top} strokeWidth={1.5} />
          <Hatching y={top} />
        </g>
      ) : null}
    </g>
  );
}

function Control({
  model,
  x,
  top,
  height,
  scale,
}: {
  model: FoldCurtainModel;
  x: number;
  top: number;
  height: number;
  scale: number;
}) {
  if (model.control === null) return null;
  if (model.control === 'motor') {
    const boxX = model.controlSide === 'left' ? x - 4 : x - 22;
    return (
      <rect
        x={boxX}
        y={top - HEADRAIL - 1}
        width={26}
        height={HEADRAIL + 2}
        rx={2}
        fill={PALETTE.motor}
      />
    );
  }
  const length =
    model.controlLengthMm !== null
      ? Math.min(model.controlLengthMm * scale, height + 40)
      : height * 0.66;
  const outside = model.controlSide === 'left' ? x - 12 : x + 12;
  if (model.control === 'rod') {
    return (
      <g>
        <line
          x1={outside}
          x2={outside}
          y1={top}
          y2={top + length}
          stroke={PALETTE.outline}
          strokeWidth={2.5}
          strokeLinecap="round"
        />
        <rect
          x={outside - 3}
          y={top + length - 12}
          width={6}
          height={12}
          rx={2}
          fill={PALETTE.motor}
        />
      </g>
    );
  }
  return (
    <g>
      <line
        x1={outside}
        x2={outside}
        y1={top}
        y2={top + length}
        stroke={PALETTE.chain}
        strokeWidth={1.5}
        strokeDasharray="1.5 2"
      />
      <circle cx={outside} cy={top + length + 3} r={3} fill={PALETTE.chain} />
    </g>
  );
}

/** A honeycomb fold falls in soft scallops rather than a straight line. */
function scallops(x: number, width: number, y: number): string {
  const count = Math.max(2, Math.round(width / 40));
  const step = width / count;
  let d = `M${r1(x)} ${r1(y)}`;
  for (let i = 0; i < count; i += 1)
    d += ` Q${r1(x + (i + 0.5) * step)} ${r1(y + 7)} ${r1(x + (i + 1) * step)} ${r1(y)}`;
  return `${d} Z`;
}
