// A sewn or panel curtain to scale in front of a window: its panels with their split and overlaps,
// fold lines spaced by the fullness, the heading of its type, hem, returns and lining, the rail or
// rod above it, and the width and height as dimension lines.
import type { ReactNode } from 'react';
import { PALETTE } from './colours.js';
import { Heading, wavePath } from './curtain-heading.js';
import { type CurtainModel, fitScale, type PanelShape } from './geometry.js';
import { RailFront } from './rail-front.js';
import type { RailModel } from './rail-geometry.js';
import {
  DECORATIVE,
  type FabricPaint,
  HeightDimension,
  Legend,
  type LegendItem,
  r1,
  VIEW_H,
  VIEW_W,
  WidthDimension,
} from './svg-parts.js';

const MARGIN = { left: 64, right: 28, top: 18, bottom: 64 };
/** Room above the curtain for the rail and its brackets. */
const RAIL_ZONE = 26;
/** Fold lines closer than this become a grey smear; fewer are drawn, spaced the same way. */
const MIN_FOLD_PX = 4;

export interface CurtainDrawingProps {
  model: CurtainModel;
  rail: RailModel | null;
  fabric: FabricPaint;
  lining: FabricPaint | null;
  widthLabel: string;
  heightLabel: string;
  legend: LegendItem[];
  /** Prefix for the ids of this drawing's gradients (several previews may share a page). */
  idPrefix: string;
}

export function CurtainDrawing({
  idPrefix,
  model,
  rail,
  fabric,
  lining,
  widthLabel,
  heightLabel,
  legend,
}: CurtainDrawingProps) {
  const returnsLeft = Math.max(0, ...model.panels.map((p) => p.returnLeftMm));
  const returnsRight = Math.max(0, ...model.panels.map((p) => p.returnRightMm));
  const panelsRight = Math.max(model.widthMm, ...model.panels.map((p) => p.xMm + p.widthMm));
  // A rail wider than the curtain is centred over it, as it hangs.
  const railOffsetMm = rail ? (model.widthMm - rail.widthMm) / 2 : 0;
  const minMm = Math.min(-returnsLeft, rail ? railOffsetMm - rail.frontLeftMm : 0);
  const maxMm = Math.max(
    panelsRight + returnsRight,
    rail ? railOffsetMm + rail.widthMm + rail.frontRightMm : 0,
  );
  const boxW = VIEW_W - MARGIN.left - MARGIN.right;
  const boxH = VIEW_H - MARGIN.top - MARGIN.bottom - RAIL_ZONE;
  const scale = fitScale(maxMm - minMm, model.heightMm, boxW, boxH);
  const originX = MARGIN.left + (boxW - (maxMm - minMm) * scale) / 2 - minMm * scale;
  const top = MARGIN.top + RAIL_ZONE;
  const height = model.heightMm * scale;
  const bottom = top + height;
  const x = (mm: number) => r1(originX + mm * scale);
  const railY = top - 7;
  const hangsOnRod = ['ring', 'loop', 'rodpocket', 'span', 'backtab'].includes(model.heading);
  // Rings and loops hang below the rod; the fabric starts a little lower.
  const fabricTop = model.heading === 'ring' || model.heading === 'loop' ? top + 4 : top;

  return (
    <>
      <Room
        x1={x(0)}
        x2={x(model.widthMm)}
        top={top}
        bottom={bottom}
        floor={model.heightMm >= 1800}
      />
      {rail ? (
        <RailFront model={rail} originX={originX + railOffsetMm * scale} scale={scale} y={railY} />
      ) : (
        <PlainRail x1={x(-30)} x2={x(model.widthMm + 30)} y={railY} rod={hangsOnRod} />
      )}
      {model.panels.map((panel) => (
        <Panel
          // Panels are drawn left to right: the right one lies over the left at the overlap.
          key={`${panel.side}-${panel.xMm}`}
          panel={panel}
          gradientId={`${idPrefix}-folds-${panel.side}-${Math.round(panel.xMm)}`}
          model={model}
          x={x(panel.xMm)}
          width={r1(panel.widthMm * scale)}
          top={fabricTop}
          bottom={bottom}
          scale={scale}
          railY={railY}
          fabric={fabric}
          lining={lining}
        />
      ))}
      <WidthDimension x1={x(0)} x2={x(model.widthMm)} y={bottom + 16} label={widthLabel} />
      <HeightDimension x={x(minMm) - 24} y1={top} y2={bottom} label={heightLabel} />
      <Legend items={legend} />
    </>
  );
}

/** The wall, a window behind the curtain and the floor: enough to read the size, never loud. */
function Room({
  x1,
  x2,
  top,
  bottom,
  floor,
}: {
  x1: number;
  x2: number;
  top: number;
  bottom: number;
  floor: boolean;
}) {
  const width = x2 - x1;
  const wx = x1 + width * 0.18;
  const ww = width * 0.64;
  const wy = top + (bottom - top) * 0.08;
  const wh = (bottom - top) * (floor ? 0.7 : 0.84);
  return (
    <g {...DECORATIVE}>
      <rect
        x={wx}
        y={wy}
        width={ww}
        height={wh}
        fill={PALETTE.glass}
        stroke={PALETTE.frame}
        strokeWidth={3}
      />
      <line
        x1={wx + ww / 2}
        x2={wx + ww / 2}
        y1={wy}
        y2={wy + wh}
        stroke={PALETTE.frame}
        strokeWidth={2}
      />
      {floor ? (
        <line
          x1={8}
          x2={VIEW_W - 8}
          y1={bottom + 2}
          y2={bottom + 2}
          stroke={PALETTE.floor}
          strokeWidth={3}
        />
      ) : null}
    </g>
  );
}

/** Without a configured rail: a neutral track, or a rod for curtains that hang on one. */
function PlainRail({ x1, x2, y, rod }: { x1: number; x2: number; y: number; rod: boolean }) {
  return (
    <g {...DECORATIVE} fill={PALETTE.headrail}>
      <rect
        x={x1}
        y={y - (rod ? 3.5 : 3)}
        width={x2 - x1}
        height={rod ? 7 : 6}
        rx={rod ? 3.5 : 1}
      />
      {rod ? (
        <>
          <circle cx={x1 - 5} cy={y} r={5.5} />
          <circle cx={x2 + 5} cy={y} r={5.5} />
        </>
      ) : null}
    </g>
  );
}

function Panel({
  panel,
  gradientId,
  model,
  x,
  width,
  top,
  bottom,
  scale,
  railY,
  fabric,
  lining,
}: {
  panel: PanelShape;
  gradientId: string;
  model: CurtainModel;
  x: number;
  width: number;
  top: number;
  bottom: number;
  scale: number;
  railY: number;
  fabric: FabricPaint;
  lining: FabricPaint | null;
}) {
  const visibleFolds = Math.max(
    panel.folds === 0 ? 0 : 1,
    Math.min(panel.folds, Math.floor(width / MIN_FOLD_PX)),
  );
  const pitch = visibleFolds > 0 ? width / visibleFolds : width;
  const foldXs = Array.from({ length: visibleFolds }, (_, i) => r1(x + (i + 0.5) * pitch));
  const wave = model.heading === 'wave';
  const amplitude = wave ? Math.min(4, pitch / 3) : 0;
  const outline = wave ? wavePath(x, width, top, bottom, visibleFolds, amplitude) : null;
  const headingPx = Math.max(4, model.headingMm * scale);
  const hemPx = Math.max(3, model.hemMm * scale);
  const returnLeft = panel.returnLeftMm * scale;
  const returnRight = panel.returnRightMm * scale;

  const body: ReactNode = outline ? (
    <path d={outline} fill={fabric.fill} />
  ) : (
    <rect x={x} y={top} width={width} height={bottom - top} fill={fabric.fill} />
  );
  return (
    <g {...DECORATIVE}>
      {lining ? (
        // The lining shows as a layer just behind the fabric, a little visible at edge and hem.
        <rect
          x={x + 2.5}
          y={top + 2}
          width={width}
          height={bottom - top + 1}
          fill={lining.fill}
          stroke={PALETTE.outline}
          strokeWidth={0.5}
        />
      ) : null}
      {returnLeft > 0.5 ? (
        <ReturnSide
          x={x - returnLeft}
          width={returnLeft}
          top={top}
          bottom={bottom}
          fill={fabric.fill}
        />
      ) : null}
      {returnRight > 0.5 ? (
        <ReturnSide
          x={x + width}
          width={returnRight}
          top={top}
          bottom={bottom}
          fill={fabric.fill}
        />
      ) : null}
      {body}
      {visibleFolds > 0 ? (
        // One gradient repeated across the panel: a shadow in each fold, light on each crest.
        <>
          <defs>
            <linearGradient
              id={gradientId}
              gradientUnits="userSpaceOnUse"
              x1={x}
              x2={r1(x + pitch)}
              y1={0}
              y2={0}
              spreadMethod="repeat"
            >
              <stop offset="0" stopColor="#000" stopOpacity={0.14} />
              <stop offset="0.35" stopColor="#fff" stopOpacity={0.16} />
              <stop offset="0.6" stopColor="#fff" stopOpacity={0} />
              <stop offset="1" stopColor="#000" stopOpacity={0.14} />
            </linearGradient>
          </defs>
          {outline ? (
            <path d={outline} fill={`url(#${gradientId})`} />
          ) : (
            <rect x={x} y={top} width={width} height={bottom - top} fill={`url(#${gradientId})`} />
          )}
        </>
      ) : null}
      <Heading
        model={model}
        x={x}
        width={width}
        top={top}
        headingPx={headingPx}
        foldXs={foldXs}
        pitch={pitch}
        railY={railY}
        fabric={fabric}
      />
      {model.heading === 'span' ? (
        <rect
          x={x - 4}
          y={bottom - 3.5}
          width={width + 8}
          height={7}
          rx={3.5}
          fill={PALETTE.headrail}
        />
      ) : null}
      <line
        x1={x}
        x2={x + width}
        y1={r1(bottom - hemPx)}
        y2={r1(bottom - hemPx)}
        stroke="#000"
        strokeOpacity={0.2}
        strokeDasharray="3 3"
      />
      {outline ? (
        <path d={outline} fill="none" stroke={PALETTE.outline} strokeWidth={0.75} />
      ) : (
        <rect
          x={x}
          y={top}
          width={width}
          height={bottom - top}
          fill="none"
          stroke={PALETTE.outline}
          strokeWidth={0.75}
        />
      )}
    </g>
  );
}

/** A return turns back to the wall: drawn as a narrow, shaded side of the panel. */
function ReturnSide({
  x,
  width,
  top,
  bottom,
  fill,
}: {
  x: number;
  width: number;
  top: number;
  bottom: number;
  fill: string;
}) {
  return (
    <g>
      <rect x={r1(x)} y={top} width={r1(width)} height={bottom - top} fill={fill} />
      <rect x={r1(x)} y={top} width={r1(width)} height={bottom - top} fill="#000" opacity={0.18} />
    </g>
  );
}
