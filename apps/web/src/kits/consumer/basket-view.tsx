// The basket by room: each window with its model, fabric, sizes (in the shop's unit) and price
// with tax, to change or take out; the total with tax beneath. Priced again in one call whenever
// it changes, with the same dealer's prices as the configurator.
import { formatMoney, formatSize, type PublicShop, type Room } from '@atelier/domain';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../lib/i18n';
import { type BasketWindow, byRoom, lineOf } from './basket';
import { TaxNote, useLinesPrice } from './configurator';

export function BasketView({
  shop,
  windows,
  onEdit,
  onRemove,
  editingId,
  large,
}: {
  shop: PublicShop;
  windows: readonly BasketWindow[];
  onEdit: (window: BasketWindow) => void;
  onRemove: (window: BasketWindow) => void;
  editingId?: string | null;
  large?: boolean;
}) {
  const { t } = useTranslation(['shop', 'enums']);
  const locale = currentLocale();
  const headingId = useId();
  const { query: price, waiting } = useLinesPrice(windows.map(lineOf));
  const answer = price.data && price.data.lines.length === windows.length ? price.data : null;
  const grossOf = (index: number) => answer?.lines.find((line) => line.index === index)?.gross;
  const size = large ? 'lg' : 'sm';
  const indexOf = (window: BasketWindow) => windows.indexOf(window);
  const roomName = (room: Room | null) => (room ? t(`enums:rooms.${room}`) : t('basket.noRoom'));
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={headingId}
    >
      <Stack gap="md">
        <Title order={2} fz="h3" id={headingId}>
          {t('basket.title', { count: windows.length })}
        </Title>
        {windows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('basket.empty')}
          </Text>
        ) : (
          byRoom(windows).map(([room, inRoom]) => (
            <Stack key={room ?? 'none'} gap="xs">
              <Title order={3} fz="md">
                {roomName(room)}
              </Title>
              <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {inRoom.map((window) => {
                  const gross = grossOf(indexOf(window));
                  const name = t(`enums:articleTypes.${window.model}`);
                  return (
                    <Paper
                      key={window.id}
                      component="li"
                      withBorder
                      p="sm"
                      radius="sm"
                      bg={editingId === window.id ? 'gray.0' : undefined}
                    >
                      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
                        <Stack gap={0}>
                          <Text fw={600}>{name}</Text>
                          <Text size="sm">
                            {window.fabric.name} · {window.fabric.colour}
                          </Text>
                          <Text size="sm" c="dimmed">
                            {t('basket.sizes', {
                              width: formatSize(window.width, locale, shop.unit_system),
                              height: formatSize(window.height, locale, shop.unit_system),
                            })}
                          </Text>
                        </Stack>
                        <Stack gap={4} align="flex-end">
                          {gross !== undefined && gross !== null && answer ? (
                            <Text fw={600}>{formatMoney(gross, answer.currency, locale)}</Text>
                          ) : answer && gross === null ? (
                            // The line cannot be priced as it stands (the others still are).
                            <Text size="sm" c="red.9" ta="right">
                              {t('price.fixSizes')}
                            </Text>
                          ) : price.isError ? null : (
                            <Loader size="xs" role="status" aria-label={t('price.loading')} />
                          )}
                          <Group gap={4}>
                            <Button
                              variant="subtle"
                              size={size}
                              leftSection={<IconPencil size={16} aria-hidden />}
                              onClick={() => onEdit(window)}
                              aria-label={t('basket.editWindow', { name, room: roomName(room) })}
                            >
                              {t('basket.edit')}
                            </Button>
                            <Button
                              variant="subtle"
                              color="red"
                              c="red.9"
                              size={size}
                              leftSection={<IconTrash size={16} aria-hidden />}
                              onClick={() => onRemove(window)}
                              aria-label={t('basket.removeWindow', { name, room: roomName(room) })}
                            >
                              {t('basket.remove')}
                            </Button>
                          </Group>
                        </Stack>
                      </Group>
                    </Paper>
                  );
                })}
              </Stack>
            </Stack>
          ))
        )}
        {windows.length > 0 ? (
          <Group justify="space-between" align="flex-end" aria-live="polite" aria-busy={waiting}>
            <Text fw={600}>{t('basket.total')}</Text>
            {answer ? (
              <Stack gap={0} align="flex-end" style={{ opacity: waiting ? 0.5 : 1 }}>
                <Text fw={700} fz={large ? 28 : 22} data-testid="basket-total">
                  {formatMoney(answer.total.gross, answer.currency, locale)}
                </Text>
                <TaxNote answer={answer} />
              </Stack>
            ) : price.isError ? (
              <Alert color="red" role="alert" p="xs">
                {t('price.failed')}
              </Alert>
            ) : (
              <Loader size="sm" role="status" aria-label={t('price.loading')} />
            )}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
