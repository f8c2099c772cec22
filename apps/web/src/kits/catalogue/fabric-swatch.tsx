// One fabric colour as a swatch card: the photo (or its colour while none is there), the name,
// the price per metre and the actions the place that shows it offers.

import type { CatalogueMoney } from '@atelier/domain';
import { Box, Card, Image, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { FabricPrice } from './fabric-price';

export interface SwatchFabric {
  fabric_uuid: string;
  name: string;
  color: string;
  color_hex?: string;
  image: string | null;
  price_per_metre?: CatalogueMoney | null;
}

/** File URLs come as absolute paths; a relative one is made absolute so nested routes load it. */
export function fileSrc(url: string | null): string | undefined {
  if (!url) return undefined;
  return url.startsWith('/') || /^https?:/.test(url) ? url : `/${url}`;
}

export function FabricSwatch({
  fabric,
  actions,
  showPrice = true,
}: {
  fabric: SwatchFabric;
  actions?: ReactNode;
  showPrice?: boolean;
}) {
  const src = fileSrc(fabric.image);
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={fabric.name}>
      <Card.Section>
        {src ? (
          <Image src={src} alt="" h={120} fit="cover" bg={fabric.color_hex ?? 'gray.2'} />
        ) : (
          <Box h={120} bg={fabric.color_hex ?? 'gray.2'} aria-hidden />
        )}
      </Card.Section>
      <Stack gap={4} mt="xs">
        <Text fw={600} size="sm" lineClamp={1}>
          {fabric.name}
        </Text>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {fabric.color}
        </Text>
        {showPrice && fabric.price_per_metre !== undefined ? (
          <FabricPrice money={fabric.price_per_metre} size="xs" />
        ) : null}
        {actions}
      </Stack>
    </Card>
  );
}
