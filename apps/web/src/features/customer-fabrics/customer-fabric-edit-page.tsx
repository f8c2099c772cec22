// Add (`customer-fabrics/add`) and edit (`customer-fabrics/{fabricUUID}/`) an own fabric.
import { Anchor, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import {
  uploadColourImage,
  useCustomerFabric,
  useSaveCustomerFabric,
} from '../../api/customer-fabrics';
import { PageHeader } from '../../components/page-header';
import { useRouteTitle } from '../../components/route-title';
import { ErrorState, LoadingState } from '../../components/state-views';
import { emptyFabric, valuesFromAnswer } from './customer-fabric-form';
import { CustomerFabricStepper, type SaveRequest, UploadFailure } from './customer-fabric-stepper';

const LIST_PATH = '/account/customer-fabrics';

export function CustomerFabricEditPage() {
  const { t } = useTranslation('customerFabrics');
  const title = useRouteTitle();
  const navigate = useNavigate();
  const { fabricUuid } = useParams();
  const existing = useCustomerFabric(fabricUuid ?? null);
  const saveFabric = useSaveCustomerFabric();
  // After a create whose photo upload failed, saving again updates that fabric, not a second one.
  const savedUuid = useRef<string | null>(fabricUuid ?? null);

  const save = async ({ values, images, onProgress }: SaveRequest) => {
    const saved = await saveFabric.mutateAsync({ uuid: savedUuid.current, body: values });
    savedUuid.current = saved.fabric_uuid;
    for (const image of images) {
      onProgress(image.rowId, 0);
      try {
        await uploadColourImage({
          uuid: saved.fabric_uuid,
          articleNumber: image.articleNumber,
          file: image.file,
          onProgress: (share) => onProgress(image.rowId, Math.round(share * 100)),
        });
      } catch {
        throw new UploadFailure(t('colours.uploadFailed', { colour: image.articleNumber }));
      }
      onProgress(image.rowId, 100);
    }
    notifications.show({
      closeButtonProps: { 'aria-label': t('common:actions.close') },
      color: 'teal',
      message: t('form.saved', { name: saved.name }),
    });
    navigate(LIST_PATH);
  };

  const back = (
    <Anchor component={Link} to={LIST_PATH} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {t('form.toList')}
      </Group>
    </Anchor>
  );

  if (fabricUuid && existing.isPending) return <LoadingState />;
  if (fabricUuid && existing.isError) {
    return (
      <>
        {back}
        <ErrorState message={t('form.loadFailed')} onRetry={() => void existing.refetch()} />
      </>
    );
  }
  const stored = fabricUuid ? existing.data : undefined;
  return (
    <>
      {back}
      <PageHeader title={stored ? `${title}: ${stored.name}` : title} />
      <CustomerFabricStepper
        key={stored?.fabric_uuid ?? 'new'}
        initial={stored ? valuesFromAnswer(stored) : emptyFabric()}
        stored={stored}
        onSave={save}
      />
    </>
  );
}
