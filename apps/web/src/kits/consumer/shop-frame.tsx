// The hosted shop's page around its content: the grey ground and the width. The server's first
// paint (ssr/first-paint.tsx) draws the shop's header in it too, so both stand in the same place.
import { Box, Container } from '@mantine/core';
import type { ReactNode } from 'react';

export function ShopFrame({ children }: { children: ReactNode }) {
  return (
    <Box component="main" bg="gray.0" mih="100vh" py={{ base: 'sm', sm: 'xl' }}>
      <Container size="xl" px={{ base: 'xs', sm: 'md' }}>
        {children}
      </Container>
    </Box>
  );
}
