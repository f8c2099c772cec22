// The fabric-info dialog (portal §2 dialogs): everything a dealer asks about a collection fabric
// before choosing it. Used by the catalogue, the picker and the configurators.
import {
  COMPOSITION_FIBRES,
  type FabricDetail,
  featureAllowed,
  formatSize,
  MAX_SAMPLE_FABRICS,
} from '@atelier/domain';
import { Badge, Button, Group, Image, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFabric } from '../../api/fabrics';
import { useAccountSettings } from '../../api/settings';
import { LayeredModal } from '../../components/layered-modal';
import { ErrorState, LoadingState } from '../../components/state-views';
import { currentLocale } from '../../lib/i18n';
import { addToSampleBasket } from '../../lib/sample-basket';
import { CareSymbols } from './care-symbols';
import { FabricPrice } from './fabric-price';
import { fileSrc } from './fabric-swatch';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" w="45%">
        {label}
      </Table.Th>
      <Table.Td>{children}</Table.Td>
    </Table.Tr>
  );
}

function FabricFacts({ fabric }: { fabric: FabricDetail }) {
  const { t } = useTranslation(['fabrics', 'enums']);
  // Widths and repeats in the account's unit (inches on an imperial account).
  const unitSystem = useAccountSettings().data?.unit_system ?? 'metric';
  const size = (cm: number) => formatSize(cm, currentLocale(), unitSystem);
  const fibres = COMPOSITION_FIBRES.filter((fibre) => (fabric.composition[fibre] ?? 0) > 0);
  const src = fileSrc(fabric.rendered_image ?? fabric.image);
  return (
    <Stack gap="md">
      <Group align="flex-start" wrap="nowrap" gap="md">
        {src ? <Image src={fileSrc(fabric.image)} alt="" w={140} h={140} radius="sm" /> : null}
        <Stack gap={4}>
          <Text fw={600}>{fabric.name}</Text>
          <Text size="sm" c="dimmed">
            {fabric.color}
          </Text>
          {fabric.description ? <Text size="sm">{fabric.description}</Text> : null}
          <FabricPrice money={fabric.price_per_metre} />
        </Stack>
      </Group>
      <Table withRowBorders={false} verticalSpacing={4} fz="sm">
        <Table.Tbody>
          <Fact label={t('info.articleNumber')}>{fabric.article_number}</Fact>
          <Fact label={t('info.supplier')}>{fabric.supplier.name}</Fact>
          <Fact label={t('info.fabricType')}>{t(`enums:fabricTypes.${fabric.fabric_type}`)}</Fact>
          <Fact label={t('info.lightLevel')}>{t(`enums:lightLevels.${fabric.light_level}`)}</Fact>
          <Fact label={t('info.quality')}>{t(`enums:luxuryTypes.${fabric.quality}`)}</Fact>
          <Fact label={t('info.width')}>
            {size(fabric.width)} · {t(`enums:widthTypes.${fabric.width_type}`)}
          </Fact>
          <Fact label={t('info.repeat')}>
            {fabric.pattern_type === 'plain'
              ? t('info.plain')
              : t('info.repeatValue', {
                  height: size(fabric.pattern_repeat),
                  width: size(fabric.pattern_width),
                })}
          </Fact>
          {fabric.weight > 0 ? (
            <Fact label={t('info.weight')}>{t('info.weightValue', { value: fabric.weight })}</Fact>
          ) : null}
        </Table.Tbody>
      </Table>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Stack gap={4}>
          <Title order={3} fz="sm">
            {t('info.composition')}
          </Title>
          <Text size="sm">
            {fibres
              .map(
                (fibre) =>
                  `${fabric.composition[fibre]} % ${t(`enums:compositionFibres.${fibre}`)}`,
              )
              .join(', ')}
          </Text>
        </Stack>
        <Stack gap={4}>
          <Title order={3} fz="sm">
            {t('info.care')}
          </Title>
          <CareSymbols
            wash={fabric.care_symbols.wash}
            bleach={fabric.care_symbols.bleach}
            dry={fabric.care_symbols.dry}
            clean={fabric.care_symbols.clean}
            iron={fabric.ironing_points}
          />
        </Stack>
      </SimpleGrid>
      <Stack gap={4}>
        <Title order={3} fz="sm">
          {t('info.certificates')}
        </Title>
        {fabric.certificates.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('info.noCertificates')}
          </Text>
        ) : (
          <Group gap="xs">
            {fabric.certificates.map((certificate) => (
              <Badge key={certificate} variant="light" tt="none">
                {t(`enums:certificates.${certificate}`)}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
    </Stack>
  );
}

/** Adds the fabric to the next sample request and opens the sample service (when it is on). */
function RequestSampleButton({ fabric, onDone }: { fabric: FabricDetail; onDone: () => void }) {
  const { t } = useTranslation(['samples', 'rules', 'common']);
  const navigate = useNavigate();
  const account = useAccountSettings();
  if (!account.data || !featureAllowed(account.data, 'sampleservice')) {
    return null;
  }
  const request = () => {
    const outcome = addToSampleBasket({ fabric_uuid: fabric.fabric_uuid, name: fabric.name });
    notifications.show({
      closeButtonProps: { 'aria-label': t('common:actions.close') },
      color: outcome === 'full' ? 'red' : 'teal',
      message:
        outcome === 'full'
          ? t('rules:too_many_samples', { max: MAX_SAMPLE_FABRICS })
          : t('alerts.addedFromCatalogue', { name: fabric.name }),
    });
    onDone();
    void navigate('/account/sampleservice');
  };
  return (
    <Button variant="light" onClick={request}>
      {t('requestSample')}
    </Button>
  );
}

export function FabricInfoDialog({
  fabricUuid,
  onClose,
}: {
  /** The fabric to show; null keeps the dialog closed. */
  fabricUuid: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('fabrics');
  const fabric = useFabric(fabricUuid);
  let body: ReactNode;
  if (fabric.isPending) body = <LoadingState />;
  else if (fabric.isError) {
    body = <ErrorState message={t('info.failed')} onRetry={() => void fabric.refetch()} />;
  } else body = <FabricFacts fabric={fabric.data} />;
  return (
    <LayeredModal
      opened={fabricUuid !== null}
      onClose={onClose}
      title={t('info.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('info.close') }}
    >
      {body}
      <Group justify="flex-end" mt="md">
        {fabric.data ? <RequestSampleButton fabric={fabric.data} onDone={onClose} /> : null}
        <Button variant="default" onClick={onClose}>
          {t('info.close')}
        </Button>
      </Group>
    </LayeredModal>
  );
}
