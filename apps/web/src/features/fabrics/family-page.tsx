// One collection (family): its facts and every colour, each opening the fabric-info dialog.
import { formatSize } from '@atelier/domain';
import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useFabricFamily } from '../../api/fabrics';
import { useAccountSettings } from '../../api/settings';
import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../components/route-title';
import { ErrorState, LoadingState } from '../../components/state-views';
import { FabricInfoDialog } from '../../kits/catalogue/fabric-info-dialog';
import { FabricSwatch } from '../../kits/catalogue/fabric-swatch';
import { currentLocale } from '../../lib/i18n';

export function FamilyPage() {
  const { t } = useTranslation(['fabrics', 'enums']);
  const unitSystem = useAccountSettings().data?.unit_system ?? 'metric';
  const familyId = Number(useParams().familyId);
  const family = useFabricFamily(familyId);
  const [infoUuid, setInfoUuid] = useState<string | null>(null);
  useDocumentTitle(family.data?.family.name ?? t('title'));

  const back = (
    <Anchor component={Link} to="/account/fabrics" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {t('family.back')}
      </Group>
    </Anchor>
  );
  if (family.isPending) return <LoadingState />;
  if (family.isError) {
    return (
      <Stack>
        {back}
        <ErrorState message={t('family.failed')} onRetry={() => void family.refetch()} />
      </Stack>
    );
  }
  const { family: info, colors } = family.data;
  return (
    <>
      {back}
      <PageHeader title={info.name} description={info.description} />
      <Group gap="xs" mb="lg">
        <Badge variant="light" tt="none">
          {t(`enums:fabricTypes.${info.fabric_type}`)}
        </Badge>
        <Badge variant="light" tt="none">
          {t(`enums:lightLevels.${info.light_level}`)}
        </Badge>
        <Badge variant="light" tt="none">
          {t(`enums:luxuryTypes.${info.quality}`)}
        </Badge>
        <Badge variant="light" tt="none">
          {t(`enums:patternTypes.${info.pattern_type}`)}
        </Badge>
        <Badge variant="light" tt="none">
          {formatSize(info.width, currentLocale(), unitSystem)} ·{' '}
          {t(`enums:widthTypes.${info.width_type}`)}
        </Badge>
        <Text size="sm" c="dimmed">
          {info.supplier.name}
        </Text>
      </Group>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="family-colours">
        <Title order={2} fz="h4" id="family-colours" mb="md">
          {t('family.colours')}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md">
          {colors.map((fabric) => (
            <FabricSwatch
              key={fabric.fabric_uuid}
              fabric={fabric}
              actions={
                <Button
                  size="compact-xs"
                  variant="light"
                  leftSection={<IconInfoCircle size={14} aria-hidden />}
                  onClick={() => setInfoUuid(fabric.fabric_uuid)}
                  aria-label={t('swatch.info', { name: fabric.name })}
                >
                  {t('info.title')}
                </Button>
              }
            />
          ))}
        </SimpleGrid>
      </Paper>
      <FabricInfoDialog fabricUuid={infoUuid} onClose={() => setInfoUuid(null)} />
    </>
  );
}
