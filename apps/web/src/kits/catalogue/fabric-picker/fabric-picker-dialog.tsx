// The fabric picker dialog (portal §4 "Fabric source"): supplier fabrics, the dealer's existing
// own fabrics or a new own fabric; the Main fabric and Lining fabric lists. Switching the source
// starts the list afresh, so a search in one source never filters the other.
import {
  type CustomerFabricAnswer,
  FABRIC_LIST_KINDS,
  FABRIC_SOURCES,
  type FabricListItem,
  type FabricListKind,
  type FabricSource,
} from '@atelier/domain';
import {
  Anchor,
  Button,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconInfoCircle, IconSearch } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCustomerFabrics, useSuppliers } from '../../../api/customer-fabrics';
import { useFabrics } from '../../../api/fabrics';
import { LayeredModal } from '../../../components/layered-modal';
import { EmptyState, ErrorState, LoadingState } from '../../../components/state-views';
import { FabricInfoDialog } from '../fabric-info-dialog';
import { FabricSwatch } from '../fabric-swatch';

export interface PickedFabric {
  fabric_uuid: string;
  name: string;
  source: FabricSource;
}

const PAGE_SIZE = 24;

function ChooseButton({ name, onClick }: { name: string; onClick: () => void }) {
  const { t } = useTranslation('fabrics');
  return (
    <Button size="compact-sm" onClick={onClick} aria-label={t('picker.choose', { name })}>
      {t('picker.pick')}
    </Button>
  );
}

function SupplierFabrics({
  kind,
  q,
  onPick,
}: {
  kind: FabricListKind;
  q: string;
  onPick: (fabric: FabricListItem) => void;
}) {
  const { t } = useTranslation('fabrics');
  const [infoUuid, setInfoUuid] = useState<string | null>(null);
  const fabrics = useFabrics({ kind, q: q || undefined, page_size: PAGE_SIZE });
  if (fabrics.isPending) return <LoadingState />;
  if (fabrics.isError) {
    return <ErrorState message={t('failed')} onRetry={() => void fabrics.refetch()} />;
  }
  if (fabrics.data.results.length === 0) return <EmptyState>{t('empty')}</EmptyState>;
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" data-testid="picker-list">
        {fabrics.data.results.map((fabric) => (
          <FabricSwatch
            key={fabric.fabric_uuid}
            fabric={fabric}
            actions={
              <Group gap={4} justify="space-between">
                <ChooseButton name={fabric.name} onClick={() => onPick(fabric)} />
                <Button
                  size="compact-sm"
                  variant="subtle"
                  px={4}
                  onClick={() => setInfoUuid(fabric.fabric_uuid)}
                  aria-label={t('swatch.info', { name: fabric.name })}
                >
                  <IconInfoCircle size={16} aria-hidden />
                </Button>
              </Group>
            }
          />
        ))}
      </SimpleGrid>
      <FabricInfoDialog fabricUuid={infoUuid} onClose={() => setInfoUuid(null)} />
    </>
  );
}

function CustomerFabrics({
  kind,
  q,
  onPick,
}: {
  kind: FabricListKind;
  q: string;
  onPick: (fabric: CustomerFabricAnswer) => void;
}) {
  const { t } = useTranslation('fabrics');
  const suppliers = useSuppliers();
  const [supplier, setSupplier] = useState<string | null>(null);
  const fabrics = useCustomerFabrics({
    usage: kind === 'linings' ? 'lining' : 'main',
    status: 'active',
    q: q || undefined,
    supplier: supplier ?? undefined,
    page_size: PAGE_SIZE,
  });
  let list: ReactNode;
  if (fabrics.isPending) list = <LoadingState />;
  else if (fabrics.isError) {
    list = <ErrorState message={t('failed')} onRetry={() => void fabrics.refetch()} />;
  } else if (fabrics.data.results.length === 0) {
    list = <EmptyState>{t('picker.emptyCustomer')}</EmptyState>;
  } else {
    list = (
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" data-testid="picker-list">
        {fabrics.data.results.map((fabric) => (
          <FabricSwatch
            key={fabric.fabric_uuid}
            fabric={{
              fabric_uuid: fabric.fabric_uuid,
              name: fabric.name,
              color: fabric.colors.map((colour) => colour.color).join(', '),
              image: fabric.image,
            }}
            showPrice={false}
            actions={<ChooseButton name={fabric.name} onClick={() => onPick(fabric)} />}
          />
        ))}
      </SimpleGrid>
    );
  }
  return (
    <Stack gap="sm">
      <Select
        label={t('filters.supplier')}
        clearable
        maw={280}
        value={supplier}
        onChange={setSupplier}
        data={(suppliers.data ?? []).map((option) => ({
          value: String(option.id),
          label: option.name || t('picker.fallbackSupplier', { id: option.id }),
        }))}
      />
      {list}
    </Stack>
  );
}

export function FabricPickerDialog({
  opened,
  onClose,
  kind: initialKind,
  onPick,
  sources = FABRIC_SOURCES,
}: {
  opened: boolean;
  onClose: () => void;
  kind: FabricListKind;
  onPick: (fabric: PickedFabric) => void;
  /** The sources offered (the sample service offers the supplier's collection only). */
  sources?: readonly FabricSource[];
}) {
  const { t } = useTranslation(['fabrics', 'enums']);
  const [source, setSource] = useState<FabricSource>(sources[0] ?? 'EXISTING_ATELIER_FABRICS');
  const [kind, setKind] = useState<FabricListKind>(initialKind);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);

  const switchSource = (next: string) => {
    setSource(next as FabricSource);
    setSearch('');
  };
  const pick = (fabric: { fabric_uuid: string; name: string }) => {
    onPick({ fabric_uuid: fabric.fabric_uuid, name: fabric.name, source });
    onClose();
  };

  let list: ReactNode;
  if (source === 'NEW_CUSTOMER_FABRIC') {
    list = (
      <Stack gap="xs" align="flex-start" py="md">
        <Text size="sm">{t('picker.newCustomer')}</Text>
        <Anchor component={Link} to="/account/customer-fabrics/add">
          {t('picker.newCustomerAction')}
        </Anchor>
      </Stack>
    );
  } else if (source === 'EXISTING_CUSTOMER_FABRICS') {
    list = <CustomerFabrics key={`${source}-${kind}`} kind={kind} q={q} onPick={pick} />;
  } else {
    list = <SupplierFabrics key={`${source}-${kind}`} kind={kind} q={q} onPick={pick} />;
  }

  return (
    <LayeredModal
      opened={opened}
      onClose={onClose}
      title={t('picker.title')}
      size="xl"
      closeButtonProps={{ 'aria-label': t('info.close') }}
    >
      <Stack gap="md">
        {sources.length > 1 ? (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="fabric-source-label">
              {t('picker.source')}
            </Text>
            <SegmentedControl
              aria-labelledby="fabric-source-label"
              value={source}
              onChange={switchSource}
              data={sources.map((value) => ({
                value,
                label: t(`enums:fabricSources.${value}`),
              }))}
            />
          </Stack>
        ) : null}
        <Tabs value={kind} onChange={(value) => value && setKind(value as FabricListKind)}>
          <Tabs.List>
            {FABRIC_LIST_KINDS.map((value) => (
              <Tabs.Tab key={value} value={value}>
                {t(`enums:fabricListKinds.${value}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        {source === 'NEW_CUSTOMER_FABRIC' ? null : (
          <TextInput
            label={t('search')}
            placeholder={t('searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
        )}
        {list}
      </Stack>
    </LayeredModal>
  );
}
