import { Group, Text } from '@mantine/core';
import { useBrand } from './use-brand';

/** The brand's mark and name (the supplier's, or the partner's for its group's users). */
export function BrandMark({ size = 28 }: { size?: number }) {
  const brand = useBrand();
  return (
    <Group gap={8} wrap="nowrap" data-brand={brand.partner ? 'partner' : 'supplier'}>
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="6" fill={brand.colour} />
        {brand.partner ? (
          <text
            x="16"
            y="22.5"
            fontSize="18"
            fontWeight="700"
            textAnchor="middle"
            fill="#fff"
            fontFamily="Inter, system-ui, sans-serif"
          >
            {brand.letter}
          </text>
        ) : (
          <path d="M9 24 16 7l7 17h-3.4l-1.5-4h-4.2l-1.5 4Zm6-7h2.2L16 13.6Z" fill="#fff" />
        )}
      </svg>
      <Text fw={700} fz={size * 0.68} lh={1} c="dark.7" style={{ letterSpacing: '0.02em' }}>
        {brand.name}
      </Text>
    </Group>
  );
}
