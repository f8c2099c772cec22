// The fabric catalogue: filters, search and a grid of swatches, each opening the fabric-info
// dialog or its collection; plus the fabric picker as a dealer's look-up.
import { type FabricListQuery, pricesShown } from '@atelier/domain';
import {
  Anchor,
  Button,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconInfoCircle, IconSearch } from '@tabler/icons-react';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFabricFilters, useFabrics } from '../../api/fabrics';
import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../components/route-title';
import { EmptyState, ErrorState, LoadingState } from '../../components/state-views';
import { FabricInfoDialog } from '../../kits/catalogue/fabric-info-dialog';
import { FabricPicker, type PickedFabric } from '../../kits/catalogue/fabric-picker/fabric-picker';
import { usePriceType } from '../../kits/catalogue/fabric-price';
import { FabricSwatch } from '../../kits/catalogue/fabric-swatch';
import { useSearchParamsHere } from '../../lib/search-params';
import {
  CatalogueFilters,
  FACETS,
  type Facet,
  type PriceBand,
  priceBandFrom,
  priceBandKey,
  selectionFrom,
} from './catalogue-filters';

const PAGE_STEP = 24;

export function FabricsPage() {
  const { t } = useTranslation(['fabrics', 'enums']);
  useDocumentTitle(t('title'));
  const [params, setParams] = useSearchParamsHere();
  const selection = useMemo(() => selectionFrom(params), [params]);
  const showPriceBands = pricesShown(usePriceType()).wholesale;
  const priceBand = showPriceBands ? priceBandFrom(params.get('price')) : null;
  const priceMin = priceBand?.min;
  const priceMax = priceBand?.max ?? undefined;
  const [search, setSearch] = useState(params.get('q') ?? '');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [pageSize, setPageSize] = useState(PAGE_STEP);
  const [infoUuid, setInfoUuid] = useState<string | null>(null);
  const [picked, setPicked] = useState<PickedFabric | null>(null);

  useEffect(() => {
    if ((params.get('q') ?? '') === q) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (q) next.set('q', q);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  }, [q, params, setParams]);

  const query = useMemo(() => {
    const built: Record<string, unknown> = { q: q || undefined };
    for (const facet of FACETS) {
      if (selection[facet].length > 0) built[facet] = selection[facet].join(',');
    }
    if (priceMin !== undefined) built.price_min = priceMin;
    if (priceMax !== undefined) built.price_max = priceMax;
    return built as FabricListQuery;
  }, [q, selection, priceMin, priceMax]);
  const fabrics = useFabrics({ ...query, page_size: pageSize });
  const filters = useFabricFilters(query);

  const change = (facet: Facet, values: string[]) => {
    setPageSize(PAGE_STEP);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (values.length > 0) next.set(facet, values.join(','));
        else next.delete(facet);
        return next;
      },
      { replace: true },
    );
  };

  const changePriceBand = (band: PriceBand | null) => {
    setPageSize(PAGE_STEP);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (band) next.set('price', priceBandKey(band));
        else next.delete('price');
        return next;
      },
      { replace: true },
    );
  };

  let body: ReactNode;
  if (fabrics.isPending) body = <LoadingState />;
  else if (fabrics.isError) {
    body = <ErrorState message={t('failed')} onRetry={() => void fabrics.refetch()} />;
  } else if (fabrics.data.results.length === 0) body = <EmptyState>{t('empty')}</EmptyState>;
  else {
    const page = fabrics.data;
    body = (
      <Stack gap="md">
        <SimpleGrid cols={{ base: 2, sm: 3, xl: 4 }} spacing="md" data-testid="fabric-grid">
          {page.results.map((fabric) => (
            <FabricSwatch
              key={fabric.fabric_uuid}
              fabric={fabric}
              actions={
                <Group gap="xs" justify="space-between" wrap="nowrap">
                  <Anchor
                    component={Link}
                    to={`/account/fabrics/family/${fabric.family_id}`}
                    size="xs"
                  >
                    {t('swatch.family', { collection: fabric.collection })}
                  </Anchor>
                  <Button
                    size="compact-xs"
                    variant="light"
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
        {page.next ? (
          <Button
            variant="default"
            style={{ alignSelf: 'center' }}
            loading={fabrics.isFetching}
            onClick={() => setPageSize((size) => Math.min(size + PAGE_STEP, 500))}
          >
            {t('showMore')}
          </Button>
        ) : null}
      </Stack>
    );
  }

  return (
    <>
      <PageHeader title={t('title')} description={t('intro')} />
      <Paper
        withBorder
        radius="md"
        p="md"
        mb="lg"
        component="section"
        aria-labelledby="picker-trial"
      >
        <Title order={2} fz="h4" id="picker-trial">
          {t('picker.trialTitle')}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {t('picker.trialIntro')}
        </Text>
        <FabricPicker kind="fabrics" value={picked} onChange={setPicked} />
      </Paper>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Paper withBorder radius="md" p="md" component="aside" aria-labelledby="filters-title">
            <Title order={2} fz="h4" id="filters-title" mb="sm">
              {t('filters.title')}
            </Title>
            <CatalogueFilters
              filters={filters.data}
              selection={selection}
              onChange={change}
              priceBand={priceBand}
              onPriceBandChange={changePriceBand}
              showPriceBands={showPriceBands}
              onClear={() => setParams(q ? { q } : {}, { replace: true })}
            />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack gap="md">
            <Group justify="space-between" align="flex-end">
              <TextInput
                label={t('search')}
                placeholder={t('searchPlaceholder')}
                leftSection={<IconSearch size={16} aria-hidden />}
                type="search"
                value={search}
                onChange={(event) => {
                  setSearch(event.currentTarget.value);
                  setPageSize(PAGE_STEP);
                }}
                w={360}
                maw="100%"
              />
              {fabrics.data ? (
                <Text size="sm" c="dimmed" role="status" aria-live="polite">
                  {t('results', { count: fabrics.data.count })}
                </Text>
              ) : null}
            </Group>
            {body}
          </Stack>
        </Grid.Col>
      </Grid>
      <FabricInfoDialog fabricUuid={infoUuid} onClose={() => setInfoUuid(null)} />
    </>
  );
}
