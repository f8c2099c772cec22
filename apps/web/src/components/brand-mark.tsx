import { BRAND_COLOR } from '@atelier/domain';
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The product's mark and name; the brand colour belongs to the logo. */
export function BrandMark({ size = 28 }: { size?: number }) {
  const { t } = useTranslation();
  return (
    <Group gap={8} wrap="nowrap">
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="6" fill={BRAND_COLOR} />
        <path d="M9 24 16 7l7 17h-3.4l-1.5-4h-4.2l-1.5 4Zm6-7h2.2L16 13.6Z" fill="#fff" />
      </svg>
      <Text fw={700} fz={size * 0.68} lh={1} c="dark.7" style={{ letterSpacing: '0.02em' }}>
        {t('product')}
      </Text>
    </Group>
  );
}
