// The consumer's workspace, as the shop's page and the kiosk lay it out: the configurator (or
// what stands in its place, the contact form or the kiosk's finish) beside the basket by room,
// and under the basket the button that goes on once a window is in it.
import type { PublicShop } from '@atelier/domain';
import { Button, Grid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { useBasket, useWindowEditing } from './basket';
import { BasketView } from './basket-view';
import { ConsumerConfigurator } from './configurator';

export function ConsumerWorkspace({
  shop,
  basket,
  windows: windowEditing,
  large,
  instead,
  next,
  onConfigure,
}: {
  shop: PublicShop;
  basket: ReturnType<typeof useBasket>;
  windows: ReturnType<typeof useWindowEditing>;
  /** A kiosk's touch screen. */
  large?: boolean;
  /** What stands in the configurator's place (a next step), or null for the configurator. */
  instead: ReactNode;
  /** The button under the basket that goes on, while configuring; null when none. */
  next: { label: string; onClick: () => void } | null;
  /** A window of the basket was opened: the page goes back to configuring. */
  onConfigure: () => void;
}) {
  const { editing } = windowEditing;
  const hasWindows = basket.basket.windows.length > 0;
  return (
    <Grid gap="md" align="flex-start">
      <Grid.Col span={{ base: 12, md: 8 }}>
        {instead ?? (
          <ConsumerConfigurator
            key={windowEditing.round}
            shop={shop}
            editing={editing}
            basketFull={basket.full}
            large={large}
            onCancel={windowEditing.cancel}
            onSave={windowEditing.save}
          />
        )}
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="sm">
          <BasketView
            shop={shop}
            windows={basket.basket.windows}
            large={large}
            editingId={editing?.id ?? null}
            onEdit={(window) => {
              windowEditing.edit(window);
              onConfigure();
            }}
            onRemove={windowEditing.remove}
          />
          {next && hasWindows ? (
            <Button
              size={large ? 'xl' : 'md'}
              color={shop.colour}
              autoContrast
              // A long label ("Laten zien aan een verkoper") wraps in the basket's column.
              h="auto"
              py="sm"
              styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
              onClick={() => {
                windowEditing.close();
                next.onClick();
              }}
            >
              {next.label}
            </Button>
          ) : null}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
