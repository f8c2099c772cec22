// The measuring guide's dialog (Escape closes it): how to measure a window in the shop's unit,
// width and drop, inside the recess or outside it, with a simple drawing. Loaded when the customer
// first opens it (`measuring-guide.tsx`), not with the configurator's first paint.
import { formatSize, type ShopModel, type UnitSystem } from '@atelier/domain';
import { List, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../lib/i18n';

/** How far a curtain or blind reaches past the recess on each side, and above it (cm). */
const OUTSIDE_OVERLAP_CM = 10;
const ABOVE_CM = 5;

function Illustration({ label }: { label: string }) {
  const { t } = useTranslation('shop');
  return (
    <svg viewBox="0 0 240 200" width="100%" style={{ maxWidth: 320 }} role="img" aria-label={label}>
      <rect x="0" y="0" width="240" height="200" fill="#f4f1ec" />
      {/* The recess and the window in it */}
      <rect x="60" y="50" width="120" height="110" fill="#d9d2c7" />
      <rect x="70" y="58" width="100" height="94" fill="#cfe3f0" stroke="#8aa" />
      <line x1="120" y1="58" x2="120" y2="152" stroke="#8aa" />
      {/* Inside: the width between the recess's sides */}
      <g stroke="#1c7ed6" strokeWidth="2" fill="#1c7ed6">
        <line x1="62" y1="105" x2="178" y2="105" />
        <path d="M62 105 l6 -4 v8 z M178 105 l-6 -4 v8 z" />
      </g>
      <text x="120" y="99" textAnchor="middle" fontSize="11" fill="#1864ab">
        {t('guide.inside')}
      </text>
      {/* Outside: past the recess on each side, from above it to the floor or sill */}
      <g stroke="#e8590c" strokeWidth="2" fill="#e8590c">
        <line x1="40" y1="30" x2="200" y2="30" />
        <path d="M40 30 l6 -4 v8 z M200 30 l-6 -4 v8 z" />
        <line x1="215" y1="30" x2="215" y2="190" />
        <path d="M215 30 l-4 6 h8 z M215 190 l-4 -6 h8 z" />
      </g>
      <text x="120" y="24" textAnchor="middle" fontSize="11" fill="#d9480f">
        {t('guide.outside')}
      </text>
      <line x1="0" y1="192" x2="240" y2="192" stroke="#999" />
    </svg>
  );
}

export function MeasuringGuideDialog({
  unitSystem,
  model,
  opened,
  onClose,
}: {
  unitSystem: UnitSystem;
  model: ShopModel;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('shop');
  const locale = currentLocale();
  const overlap = formatSize(OUTSIDE_OVERLAP_CM, locale, unitSystem);
  const above = formatSize(ABOVE_CM, locale, unitSystem);
  const fold = model === 'foldcurtain';
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('guide.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <Stack gap="md">
        <Illustration label={t('guide.picture')} />
        <Text size="sm">
          {t('guide.intro', {
            unit: t(unitSystem === 'imperial' ? 'sizes.inLong' : 'sizes.cmLong'),
          })}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Stack gap={4}>
            <Title order={3} fz="md">
              {t('guide.insideTitle')}
            </Title>
            <List size="sm" spacing={4}>
              <List.Item>{t('guide.insideWidth')}</List.Item>
              <List.Item>{t('guide.insideDrop')}</List.Item>
              <List.Item>{t(fold ? 'guide.insideFold' : 'guide.insideCurtain')}</List.Item>
            </List>
          </Stack>
          <Stack gap={4}>
            <Title order={3} fz="md">
              {t('guide.outsideTitle')}
            </Title>
            <List size="sm" spacing={4}>
              <List.Item>{t('guide.outsideWidth', { overlap })}</List.Item>
              <List.Item>{t('guide.outsideDrop', { above })}</List.Item>
              <List.Item>{t('guide.outsideFloor')}</List.Item>
            </List>
          </Stack>
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {t('guide.tip')}
        </Text>
      </Stack>
    </Modal>
  );
}
