import { Group, type MantineBreakpoint, Text } from '@mantine/core';
import { useBrand } from './use-brand';

/**
 * The brand's mark and name (the supplier's, or the partner's for its group's users). `nameFrom`
 * shows the name only from that breakpoint on: on a phone the top bar that also holds a service
 * account's shop has room for the mark alone.
 */
export function BrandMark({
  size = 28,
  nameFrom,
}: {
  size?: number;
  nameFrom?: MantineBreakpoint | undefined;
}) {
  const brand = useBrand();
  return (
    <Group gap={8} wrap="nowrap" data-brand={brand.partner ? 'partner' : 'supplier'}>
      {brand.partner ? (
        // The partner's letter is drawn by the style sheet (`atelier-letter`), not written in the
        // page: as text it would be the first word the home link shows, one its name does not hold.
        <span
          aria-hidden="true"
          className="atelier-letter"
          data-letter={brand.letter}
          style={{
            width: size,
            height: size,
            flexShrink: 0,
            borderRadius: (size * 6) / 32,
            background: brand.colour,
            color: '#fff',
            fontSize: (size * 18) / 32,
            fontWeight: 700,
            fontFamily: 'Inter, system-ui, sans-serif',
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            lineHeight: 1,
          }}
        />
      ) : (
        <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
          <rect width="32" height="32" rx="6" fill={brand.colour} />
          <path d="M9 24 16 7l7 17h-3.4l-1.5-4h-4.2l-1.5 4Zm6-7h2.2L16 13.6Z" fill="#fff" />
        </svg>
      )}
      <Text
        fw={700}
        fz={size * 0.68}
        lh={1}
        c="dark.7"
        style={{ letterSpacing: '0.02em' }}
        visibleFrom={nameFrom}
      >
        {brand.name}
      </Text>
    </Group>
  );
}
