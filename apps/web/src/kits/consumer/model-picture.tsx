// A small picture of each model the customer chooses from: how its top hangs (pleats, waves,
// rings, loops) or how a roman blind folds. Decorative beside its name and explanation.
import type { ShopModel } from '@atelier/domain';
import type { JSX } from 'react';

const STROKE = 'currentColor';

function Curtain({ top }: { top: JSX.Element }) {
  return (
    <>
      <line x1="6" y1="10" x2="58" y2="10" stroke={STROKE} strokeWidth="2" />
      {top}
      {[14, 24, 34, 44, 54].map((x) => (
        <line key={x} x1={x} y1="20" x2={x} y2="58" stroke={STROKE} strokeWidth="1" opacity="0.5" />
      ))}
      <path d="M10 16 H54 V58 H10 Z" fill="currentColor" opacity="0.12" />
    </>
  );
}

const TOPS: Record<Exclude<ShopModel, 'foldcurtain'>, JSX.Element> = {
  pleatcurtain: (
    <g fill="currentColor">
      {[12, 22, 32, 42, 52].map((x) => (
        <rect key={x} x={x - 1.5} y="12" width="3" height="8" rx="1" />
      ))}
    </g>
  ),
  wavecurtain: (
    <path
      d="M8 18 q5 -8 10 0 t10 0 t10 0 t10 0 t10 0"
      fill="none"
      stroke={STROKE}
      strokeWidth="2"
    />
  ),
  ringcurtain: (
    <g fill="none" stroke={STROKE} strokeWidth="1.5">
      {[12, 22, 32, 42, 52].map((x) => (
        <circle key={x} cx={x} cy="10" r="3" />
      ))}
    </g>
  ),
  loopcurtain: (
    <g fill="none" stroke={STROKE} strokeWidth="1.5">
      {[12, 22, 32, 42, 52].map((x) => (
        <path key={x} d={`M${x - 3} 17 V8 H${x + 3} V17`} />
      ))}
    </g>
  ),
};

export function ModelPicture({ model, size = 56 }: { model: ShopModel; size?: number }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden focusable="false">
      {model === 'foldcurtain' ? (
        <>
          <rect x="8" y="8" width="48" height="4" fill="currentColor" />
          {[14, 22, 30].map((y) => (
            <path
              key={y}
              d={`M10 ${y} H54 V${y + 8} H10 Z`}
              fill="currentColor"
              opacity={0.12 + (y - 14) / 80}
              stroke={STROKE}
              strokeWidth="1"
            />
          ))}
          <line x1="58" y1="12" x2="58" y2="48" stroke={STROKE} strokeWidth="1" />
        </>
      ) : (
        <Curtain top={TOPS[model]} />
      )}
    </svg>
  );
}
