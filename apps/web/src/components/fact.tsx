import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One fact of a detail page's description list (`<dl>`): its label as the term, its value as the
 * description, a dash when there is none. Long values without spaces (a route, a user agent)
 * wrap instead of widening the page.
 */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0} style={{ wordBreak: 'break-word' }}>
        {children || '–'}
      </Text>
    </div>
  );
}
