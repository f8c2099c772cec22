// The care symbols (ISO 3758 families) drawn inline, so a fabric's care reads at a glance in any
// language; each carries its translated meaning as accessible name and tooltip.
import type {
  BLEACH_PROPERTIES,
  CLEAN_PROPERTIES,
  DRY_PROPERTIES,
  WASH_PROPERTIES,
} from '@atelier/domain';
import { Group, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Wash = (typeof WASH_PROPERTIES)[number];
type Bleach = (typeof BLEACH_PROPERTIES)[number];
type Dry = (typeof DRY_PROPERTIES)[number];
type Clean = (typeof CLEAN_PROPERTIES)[number];

export interface CareValues {
  wash?: Wash | null;
  bleach?: Bleach | null;
  dry?: Dry | null;
  clean?: Clean | null;
  /** Ironing dots 0–3; 0 is "do not iron". */
  iron?: number | null;
}

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinejoin: 'round',
} as const;
const cross = <path d="M6 6 L34 34 M34 6 L6 34" {...stroke} />;

function dots(count: number, cx: number, cy: number): ReactNode[] {
  const offsets = count === 1 ? [0] : count === 2 ? [-4, 4] : [-6, 0, 6];
  return offsets.map((dx) => <circle key={dx} cx={cx + dx} cy={cy} r={1.8} fill="currentColor" />);
}

function washGlyph(value: Wash): ReactNode {
  const tub = <path d="M5 12 L9 33 H31 L35 12 M5 12 q5 5 10 0 q5 5 10 0 q5 5 10 0" {...stroke} />;
  const temperature = { wash30: 30, wash40: 40, wash60: 60, wash95: 95 }[value as string];
  return (
    <>
      {tub}
      {temperature ? (
        <text x="20" y="29" fontSize="10" textAnchor="middle" fill="currentColor">
          {temperature}
        </text>
      ) : null}
      {value === 'handwash' ? (
        <path d="M14 28 V20 M18 28 V18 M22 28 V18 M26 28 V21" {...stroke} strokeWidth={1.5} />
      ) : null}
      {value === 'nowash' ? cross : null}
    </>
  );
}

function bleachGlyph(value: Bleach): ReactNode {
  return (
    <>
      <path d="M20 5 L36 34 H4 Z" {...stroke} />
      {value === 'nonchlorine' ? (
        <path d="M15 30 L22 16 M20 30 L27 16" {...stroke} strokeWidth={1.5} />
      ) : null}
      {value === 'nobleach' ? cross : null}
    </>
  );
}

function dryGlyph(value: Dry): ReactNode {
  return (
    <>
      <rect x="5" y="5" width="30" height="30" {...stroke} />
      <circle cx="20" cy="20" r="11" {...stroke} />
      {value === 'tumblenormal' ? dots(2, 20, 20) : null}
      {value === 'tumblelow' ? dots(1, 20, 20) : null}
      {value === 'notumble' ? cross : null}
    </>
  );
}

function cleanGlyph(value: Clean): ReactNode {
  const letter = { professionalp: 'P', professionalf: 'F', wetclean: 'W' }[value as string];
  return (
    <>
      <circle cx="20" cy="20" r="14" {...stroke} />
      {letter ? (
        <text x="20" y="25" fontSize="14" textAnchor="middle" fill="currentColor">
          {letter}
        </text>
      ) : null}
      {value === 'noprofessional' ? cross : null}
    </>
  );
}

function ironGlyph(points: number): ReactNode {
  return (
    <>
      <path d="M4 31 H36 V25 Q36 12 24 12 H12 Q8 12 6 20 Z M12 12 V8 H28" {...stroke} />
      {points > 0 ? dots(Math.min(points, 3), 21, 24) : cross}
    </>
  );
}

function CareSymbol({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Tooltip label={label} withArrow>
      <svg viewBox="0 0 40 40" width={36} height={36} role="img" aria-label={label}>
        {children}
      </svg>
    </Tooltip>
  );
}

/** The symbols of the values given; nothing for a value left open. */
export function CareSymbols({ wash, bleach, dry, clean, iron }: CareValues) {
  const { t } = useTranslation(['enums', 'fabrics']);
  const symbols: ReactNode[] = [];
  if (wash)
    symbols.push(
      <CareSymbol key="wash" label={t(`enums:washProperties.${wash}`)}>
        {washGlyph(wash)}
      </CareSymbol>,
    );
  if (bleach) {
    symbols.push(
      <CareSymbol key="bleach" label={t(`enums:bleachProperties.${bleach}`)}>
        {bleachGlyph(bleach)}
      </CareSymbol>,
    );
  }
  if (dry)
    symbols.push(
      <CareSymbol key="dry" label={t(`enums:dryProperties.${dry}`)}>
        {dryGlyph(dry)}
      </CareSymbol>,
    );
  if (iron !== undefined && iron !== null) {
    const points = Math.max(0, Math.min(3, iron));
    symbols.push(
      <CareSymbol key="iron" label={t(`fabrics:care.iron${points}`)}>
        {ironGlyph(points)}
      </CareSymbol>,
    );
  }
  if (clean) {
    symbols.push(
      <CareSymbol key="clean" label={t(`enums:cleanProperties.${clean}`)}>
        {cleanGlyph(clean)}
      </CareSymbol>,
    );
  }
  return <Group gap="xs">{symbols}</Group>;
}

/** One symbol on its own, for the washing-symbols step's choices. */
export function CareSymbolIcon({
  family,
  value,
}: {
  family: 'wash' | 'bleach' | 'dry' | 'clean';
  value: string;
}) {
  const glyph =
    family === 'wash'
      ? washGlyph(value as Wash)
      : family === 'bleach'
        ? bleachGlyph(value as Bleach)
        : family === 'dry'
          ? dryGlyph(value as Dry)
          : cleanGlyph(value as Clean);
  return (
    <svg viewBox="0 0 40 40" width={28} height={28} aria-hidden>
      {glyph}
    </svg>
  );
}
