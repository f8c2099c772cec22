// A QR code as an svg (one path of dark modules), drawn from `uqr`'s matrix: no canvas, no image
// request, sharp at any size.
import { encode } from 'uqr';

export function QrCode({
  value,
  label,
  size = 240,
}: {
  value: string;
  label: string;
  size?: number;
}) {
  const { data } = encode(value, { ecc: 'M', border: 2 });
  const width = data.length;
  let path = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${width}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
    >
      <rect width={width} height={width} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
