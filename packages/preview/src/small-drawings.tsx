// The small fabric articles: a tieback, a cushion, fabric sold by the metre, and the empty state a
// configurator shows before it has enough measurements to draw anything.
import { PALETTE } from './colours.js';
import type { CushionModel, TiebackModel } from './small-geometry.js';
import {
  DECORATIVE,
  type FabricPaint,
  FONT_SIZE,
  HeightDimension,
  Legend,
  type LegendItem,
  r1,
  VIEW_H,
  VIEW_W,
  WidthDimension,
} from './svg-parts.js';

export function TiebackDrawing({
  model,
  fabric,
  lengthLabel,
  quantityLabel,
  legend,
}: {
  model: TiebackModel;
  fabric: FabricPaint;
  lengthLabel: string;
  quantityLabel: string | null;
  legend: LegendItem[];
}) {
  // A tieback is short: 1.2 m fills the picture so every length keeps its proportion.
  const scale = Math.min((VIEW_W - 160) / model.lengthMm, (VIEW_W - 160) / 1200);
  const length = model.lengthMm * scale;
  const x0 = r1((VIEW_W - length) / 2);
  const x1 = r1(x0 + length);
  const mid = 170;
  const band = Math.max(14, Math.min(length * 0.14, 48));
  const d =
    model.shape === 'banana'
      ? // A crescent: the top edge curves more than the bottom, so it drapes round the curtain.
        `M${x0} ${mid} Q${r1((x0 + x1) / 2)} ${r1(mid + band * 2.2)} ${x1} ${mid} Q${r1((x0 + x1) / 2)} ${r1(mid + band * 0.6)} ${x0} ${mid} Z`
      : `M${x0} ${r1(mid - band / 2)} H${x1} V${r1(mid + band / 2)} H${x0} Z`;
  return (
    <>
      <g {...DECORATIVE}>
        <path
          d={d}
          fill={fabric.fill}
          stroke={model.piping ? PALETTE.text : PALETTE.outline}
          strokeWidth={model.piping ? 2.5 : 0.75}
          strokeLinejoin="round"
        />
        <circle cx={x0 - 7} cy={mid} r={6} fill="none" stroke={PALETTE.outline} strokeWidth={2} />
        <circle cx={x1 + 7} cy={mid} r={6} fill="none" stroke={PALETTE.outline} strokeWidth={2} />
        {quantityLabel ? (
          <text
            x={VIEW_W - 24}
            y={40}
            fontSize={FONT_SIZE + 2}
            fill={PALETTE.text}
            textAnchor="end"
          >
            {quantityLabel}
          </text>
        ) : null}
      </g>
      <WidthDimension x1={x0} x2={x1} y={mid + band * 1.6 + 24} label={lengthLabel} />
      <Legend items={legend} />
    </>
  );
}

export function CushionDrawing({
  model,
  fabric,
  lengthLabel,
  widthLabel,
  quantityLabel,
  legend,
}: {
  model: CushionModel;
  fabric: FabricPaint;
  lengthLabel: string;
  widthLabel: string;
  quantityLabel: string | null;
  legend: LegendItem[];
}) {
  const boxW = VIEW_W - 200;
  const boxH = VIEW_H - 150;
  // 1 m fills the picture, so a small cushion looks small next to a bolster.
  const scale = Math.min(boxW / model.lengthMm, boxH / model.widthMm, boxW / 1000);
  const w = model.lengthMm * scale;
  const h = model.widthMm * scale;
  const x = r1((VIEW_W - w) / 2);
  const y = r1(40 + (boxH - h) / 2);
  const edge = model.option === 'piping' ? PALETTE.text : PALETTE.outline;
  const edgeWidth = model.option === 'piping' ? 2.5 : 0.75;
  const flange = model.option === 'flange' ? Math.min(12, h * 0.1) : 0;
  let shape: string;
  if (model.type === 'polochon') {
    // A bolster: a roll with rounded ends.
    shape = `M${x + h * 0.2} ${y} H${r1(x + w - h * 0.2)} A${r1(h * 0.2)} ${r1(h / 2)} 0 0 1 ${r1(x + w - h * 0.2)} ${r1(y + h)} H${r1(x + h * 0.2)} A${r1(h * 0.2)} ${r1(h / 2)} 0 0 1 ${r1(x + h * 0.2)} ${y} Z`;
  } else {
    // Filled cushions pull in at the sides: each edge bows slightly inwards.
    const bow = Math.min(w, h) * (model.type === 'coussin' ? 0.08 : 0.05);
    shape = `M${x} ${y} Q${r1(x + w / 2)} ${r1(y + bow)} ${r1(x + w)} ${y} Q${r1(x + w - bow)} ${r1(y + h / 2)} ${r1(x + w)} ${r1(y + h)} Q${r1(x + w / 2)} ${r1(y + h - bow)} ${x} ${r1(y + h)} Q${r1(x + bow)} ${r1(y + h / 2)} ${x} ${y} Z`;
  }
  return (
    <>
      <g {...DECORATIVE}>
        {flange > 0 ? (
          <rect
            x={x - flange}
            y={y - flange}
            width={w + 2 * flange}
            height={h + 2 * flange}
            fill={fabric.fill}
            stroke={PALETTE.outline}
            strokeWidth={0.75}
          />
        ) : null}
        <path
          d={shape}
          fill={fabric.fill}
          stroke={edge}
          strokeWidth={edgeWidth}
          strokeLinejoin="round"
        />
        {flange > 0 ? (
          <rect
            x={x}
            y={y}
            width={w}
            height={h}
            fill="none"
            stroke="#000"
            strokeOpacity={0.3}
            strokeDasharray="3 2"
          />
        ) : null}
        {quantityLabel ? (
          <text
            x={VIEW_W - 24}
            y={40}
            fontSize={FONT_SIZE + 2}
            fill={PALETTE.text}
            textAnchor="end"
          >
            {quantityLabel}
          </text>
        ) : null}
      </g>
      <WidthDimension
        x1={x - flange}
        x2={x + w + flange}
        y={y + h + flange + 16}
        label={lengthLabel}
      />
      <HeightDimension x={x - flange - 24} y1={y - flange} y2={y + h + flange} label={widthLabel} />
      <Legend items={legend} />
    </>
  );
}

/** Fabric by the metre: each cut a strip, to scale against the longest, with its length. */
export function CutYardageDrawing({
  sizesMm,
  sizeLabels,
  moreLabel,
  fabric,
  legend,
}: {
  sizesMm: number[];
  sizeLabels: string[];
  moreLabel: string | null;
  fabric: FabricPaint;
  legend: LegendItem[];
}) {
  const shown = sizesMm.slice(0, 10);
  const longest = Math.max(...shown, 1);
  const maxW = VIEW_W - 220;
  const rowH = Math.min(30, (VIEW_H - 110) / Math.max(shown.length, 1));
  // The strips sit in the middle of the picture, above the legend.
  const top = Math.max(36, (VIEW_H - 40 - (shown.length + (moreLabel ? 1 : 0)) * rowH) / 2);
  return (
    <>
      <g {...DECORATIVE}>
        {shown.map((mm, i) => {
          const y = r1(top + i * rowH);
          const w = r1(Math.max(4, (mm / longest) * maxW));
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: cuts are a list where equal lengths repeat.
            <g key={i}>
              <rect
                x={40}
                y={y}
                width={w}
                height={r1(rowH * 0.66)}
                rx={1.5}
                fill={fabric.fill}
                stroke={PALETTE.outline}
                strokeWidth={0.75}
              />
              <text
                x={48 + w}
                y={r1(y + rowH * 0.33)}
                fontSize={FONT_SIZE}
                fill={PALETTE.text}
                dominantBaseline="middle"
              >
                {sizeLabels[i]}
              </text>
            </g>
          );
        })}
        {moreLabel ? (
          <text
            x={40}
            y={r1(top + shown.length * rowH + 12)}
            fontSize={FONT_SIZE}
            fill={PALETTE.textMuted}
          >
            {moreLabel}
          </text>
        ) : null}
      </g>
      <Legend items={legend} />
    </>
  );
}

/** Before there is anything to draw: a quiet sketch of a dressed window and what to fill in. */
export function EmptyDrawing({ message }: { message: string }) {
  const cx = VIEW_W / 2;
  return (
    <>
      <g {...DECORATIVE} fill="none" stroke={PALETTE.frame} strokeWidth={1.5} strokeDasharray="5 4">
        <rect x={cx - 90} y={90} width={180} height={190} />
        <line x1={cx} x2={cx} y1={90} y2={280} />
        <line x1={cx - 130} x2={cx + 130} y1={70} y2={70} strokeDasharray="none" strokeWidth={3} />
        <path
          d={`M${cx - 125} 74 L${cx - 125} 300 L${cx - 70} 300 Q${cx - 90} 190 ${cx - 80} 74`}
        />
        <path
          d={`M${cx + 125} 74 L${cx + 125} 300 L${cx + 70} 300 Q${cx + 90} 190 ${cx + 80} 74`}
        />
      </g>
      <text x={cx} y={340} fontSize={FONT_SIZE + 2} fill={PALETTE.textMuted} textAnchor="middle">
        {message}
      </text>
    </>
  );
}
