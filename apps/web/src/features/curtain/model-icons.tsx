// Small line drawings of the curtain models for the model cards: how the heading hangs is what tells
// the models apart, so each drawing shows the top of the curtain and a few folds.
import type { CurtainType } from '@atelier/domain';
import type { ReactNode } from 'react';

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.6,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** Vertical fold lines of a hanging panel between x 10 and 54. */
const folds = (top: number, spacing = 8) => (
  <>
    {[14, 14 + spacing, 14 + 2 * spacing, 14 + 3 * spacing, 14 + 4 * spacing]
      .filter((x) => x <= 52)
      .map((x) => (
        <path key={x} d={`M${x} ${top} V56`} {...stroke} strokeWidth={1} opacity={0.55} />
      ))}
    <path d={`M10 ${top} V56 H54 V${top}`} {...stroke} />
  </>
);

const rail = <path d="M6 10 H58" {...stroke} strokeWidth={2.2} />;
const rod = (
  <>
    <path d="M6 12 H58" {...stroke} strokeWidth={2.2} />
    <circle cx={6} cy={12} r={2.2} fill="currentColor" />
    <circle cx={58} cy={12} r={2.2} fill="currentColor" />
  </>
);

const DRAWINGS: Record<CurtainType, ReactNode> = {
  pleatcurtain: (
    <>
      {rail}
      {[14, 24, 34, 44].map((x) => (
        <path key={x} d={`M${x} 14 l2 6 l2 -6`} {...stroke} />
      ))}
      {folds(14, 10)}
    </>
  ),
  wavecurtain: (
    <>
      {rail}
      <path d="M10 16 q5 -6 11 0 t11 0 t11 0 t11 0" {...stroke} />
      {folds(18, 11)}
    </>
  ),
  ringcurtain: (
    <>
      {rod}
      {[14, 24, 34, 44, 52].map((x) => (
        <circle key={x} cx={x} cy={12} r={3} {...stroke} strokeWidth={1.2} />
      ))}
      {folds(15)}
    </>
  ),
  loopcurtain: (
    <>
      {rod}
      {[12, 22, 32, 42, 52].map((x) => (
        <path key={x} d={`M${x - 2} 18 V10 h4 V18`} {...stroke} strokeWidth={1.2} />
      ))}
      {folds(18)}
    </>
  ),
  rodcurtain: (
    <>
      <path d="M10 9 H54 V17 H10 Z" {...stroke} strokeWidth={1.2} />
      {rod}
      {folds(17)}
    </>
  ),
  spancurtain: (
    <>
      {rod}
      <path d="M6 54 H58" {...stroke} strokeWidth={2.2} />
      <path
        d="M10 12 V54 M54 12 V54 M20 12 V54 M32 12 V54 M44 12 V54"
        {...stroke}
        strokeWidth={1}
      />
    </>
  ),
  fronslintcurtain: (
    <>
      {rail}
      <path d="M10 15 H54" {...stroke} strokeDasharray="2 2" />
      {folds(16, 6)}
    </>
  ),
  panelcurtain: (
    <>
      <path d="M6 8 H58 M6 11 H58" {...stroke} strokeWidth={1.4} />
      <path d="M10 12 H26 V56 H10 Z M24 12 H40 V56 H24 Z M38 12 H54 V56 H38 Z" {...stroke} />
    </>
  ),
  backtabcurtain: (
    <>
      {rod}
      {[16, 28, 40, 52].map((x) => (
        <path key={x} d={`M${x - 3} 16 h6`} {...stroke} />
      ))}
      {folds(16, 12)}
    </>
  ),
  tieback: (
    <>
      <path d="M8 32 q24 14 48 0" {...stroke} strokeWidth={4} />
      <circle cx={8} cy={32} r={2.5} fill="currentColor" />
      <circle cx={56} cy={32} r={2.5} fill="currentColor" />
    </>
  ),
  cushion: (
    <path
      d="M12 18 q20 -6 40 0 q6 14 0 28 q-20 6 -40 0 q-6 -14 0 -28 Z M12 18 l4 4 M52 18 l-4 4 M12 46 l4 -4 M52 46 l-4 -4"
      {...stroke}
    />
  ),
  cutyardage: (
    <>
      <path d="M10 14 H44 V50 H10 Z" {...stroke} />
      <path d="M44 14 q10 0 10 10 V56 q0 -6 -10 -6" {...stroke} />
      <path d="M18 26 l8 8 m0 -8 l-8 8" {...stroke} strokeWidth={1.2} />
    </>
  ),
};

export function ModelIcon({ type, size = 56 }: { type: CurtainType; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden focusable="false">
      {DRAWINGS[type]}
    </svg>
  );
}
