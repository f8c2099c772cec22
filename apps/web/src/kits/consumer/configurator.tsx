// The consumer configurator of the hosted shop and the kiosk: one window at a time — the model
// (a picture and a plain explanation each), the fabric (swatches, search), the room, the width
// and the drop in the shop's unit with a measuring guide, the live drawing, and the price with
// tax from the dealer's own prices, asked again a moment after the customer stops typing. The
// measurement warnings of the price answer stand beside the fields they concern.
import {
  formatMoney,
  type IntakeLine,
  type PublicShop,
  ROOMS,
  type Room,
  type ShopFabric,
  type ShopModel,
  type ShopPriceAnswer,
  type ShopWarning,
} from '@atelier/domain';
import {
  Alert,
  Box,
  Button,
  Group,
  Image,
  Loader,
  NativeSelect,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../lib/i18n';
import { type BasketFabric, type BasketWindow, lineOf, newId } from './basket';
import { useConsumerApi } from './consumer-api';
import { MeasuringGuide } from './measuring-guide';
import { ModelPicture } from './model-picture';
import { SizeField, type SizeValue } from './size-field';

// The drawing comes after the first paint: the form is what the customer starts with.
const ArticleDrawing = lazy(() =>
  import('../article-preview/article-drawing').then((module) => ({
    default: module.ArticleDrawing,
  })),
);

/** How long the price waits after the last key (ms). */
export const PRICE_DEBOUNCE_MS = 400;

interface Draft {
  model: ShopModel;
  fabric: BasketFabric | null;
  room: Room | null;
  width: SizeValue;
  height: SizeValue;
}

function draftOf(shop: PublicShop, window: BasketWindow | null): Draft {
  if (window) return { ...window };
  return {
    model: shop.models[0] ?? 'pleatcurtain',
    fabric: null,
    room: null,
    width: undefined,
    height: undefined,
  };
}

/** The draft as a request line, once it has a fabric and both sizes. */
function completeLine(draft: Draft): IntakeLine | null {
  if (!draft.fabric || typeof draft.width !== 'number' || typeof draft.height !== 'number') {
    return null;
  }
  return lineOf({ ...draft, fabric: draft.fabric, width: draft.width, height: draft.height });
}

const fabricOf = (fabric: ShopFabric): BasketFabric => ({
  article_number: fabric.article_number,
  name: fabric.name,
  colour: fabric.colour,
  hex: fabric.hex,
  image: fabric.image,
});

/** The price of one line or of the basket, asked again a moment after the last change. */
export function useLinesPrice(lines: IntakeLine[]) {
  const api = useConsumerApi();
  const key = lines.length > 0 ? JSON.stringify(lines) : null;
  const [settled] = useDebouncedValue(key, PRICE_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: ['consumer', api.scope, 'price', settled],
    enabled: settled !== null,
    queryFn: ({ signal }) => api.price(JSON.parse(settled as string) as IntakeLine[], signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });
  // Typed but not yet asked: the shown price is about to change.
  const waiting = key !== null && (key !== settled || query.isFetching);
  return { query, waiting, asked: key !== null };
}

export function TaxNote({ answer }: { answer: Pick<ShopPriceAnswer, 'tax'> }) {
  const { t } = useTranslation(['shop', 'common']);
  return (
    <Text size="sm" c="dimmed">
      {answer.tax
        ? t('price.inclTax', {
            tax: t(`common:taxNames.${answer.tax.name}`, { defaultValue: answer.tax.name }),
            percent: answer.tax.percent,
          })
        : t('price.noTax')}
    </Text>
  );
}

function warningsFor(warnings: readonly ShopWarning[], field: string) {
  return warnings.filter((warning) => warning.fields.includes(field));
}

export function ConsumerConfigurator({
  shop,
  editing,
  onSave,
  onCancel,
  basketFull,
  large,
}: {
  shop: PublicShop;
  /** The basket's window being changed, or null for a new one. */
  editing: BasketWindow | null;
  onSave: (window: BasketWindow) => void;
  onCancel?: () => void;
  basketFull: boolean;
  /** The kiosk's touch screen: larger fields and buttons. */
  large?: boolean;
}) {
  const { t } = useTranslation(['shop', 'enums', 'common']);
  const api = useConsumerApi();
  const locale = currentLocale();
  const headingId = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(shop, editing));
  const [search, setSearch] = useState('');
  const [settledSearch] = useDebouncedValue(search, PRICE_DEBOUNCE_MS);
  // The swatches shown, a screenful at a time: a hundred of them would make a phone's page metres
  // long. A new search or model starts again from the first.
  const [shown, setShown] = useState(FABRICS_AT_ONCE);
  const [shownFor, setShownFor] = useState(`${draft.model}:${settledSearch}`);
  if (shownFor !== `${draft.model}:${settledSearch}`) {
    setShownFor(`${draft.model}:${settledSearch}`);
    setShown(FABRICS_AT_ONCE);
  }
  const size = large ? 'lg' : 'md';
  const change = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));

  const fabrics = useQuery({
    queryKey: ['consumer', api.scope, 'fabrics', draft.model, settledSearch],
    queryFn: ({ signal }) => api.fabrics(draft.model, settledSearch, signal),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    retry: false,
  });

  // The swatches are drawn at a transition's priority when the fabrics arrive (in short slices
  // rather than one long task); until then the fabrics read as loading.
  const fabricList = useDeferredValue(fabrics.data);

  const line = completeLine(draft);
  const { query: price, waiting } = useLinesPrice(line ? [line] : []);
  const priced = line ? price.data?.lines[0] : undefined;
  const warnings = priced?.warnings ?? [];
  const errors = priced?.errors ?? {};
  const fieldError = (field: string) => errors[field]?.join(' ');
  const fieldWarning = (field: string) =>
    warningsFor(warnings, field)
      .map((warning) => warning.message)
      .join(' ') || undefined;
  const otherWarnings = warnings.filter(
    (warning) => !warning.fields.includes('width') && !warning.fields.includes('height'),
  );
  const otherErrors = Object.entries(errors)
    .filter(([field]) => field !== 'width' && field !== 'height')
    .flatMap(([, messages]) => messages);
  const canSave =
    line !== null &&
    !waiting &&
    priced !== undefined &&
    priced.gross !== null &&
    (editing !== null || !basketFull);

  const save = () => {
    if (!canSave || !draft.fabric) return;
    onSave({
      id: editing?.id ?? newId(),
      model: draft.model,
      room: draft.room,
      fabric: draft.fabric,
      width: draft.width as number,
      height: draft.height as number,
    });
  };

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={headingId}
    >
      <Stack gap="lg">
        <Title order={2} fz="h3" id={headingId}>
          {t(editing ? 'configurator.editTitle' : 'configurator.title')}
        </Title>

        <Radio.Group
          value={draft.model}
          onChange={(value) => change({ model: value as ShopModel, fabric: null })}
          label={t('configurator.model')}
          size={size}
        >
          {/* Two a row on a kiosk's larger type, so a model's name fits its card. */}
          <SimpleGrid
            cols={{ base: 1, xs: 2, md: Math.min(shop.models.length, large ? 2 : 3) }}
            mt="xs"
          >
            {shop.models.map((model) => (
              <Radio.Card key={model} value={model} radius="md" p="sm">
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Box c={draft.model === model ? shop.colour : 'gray.7'}>
                    <ModelPicture model={model} size={large ? 72 : 56} />
                  </Box>
                  <Stack gap={2} miw={0}>
                    <Text fw={600} size={large ? 'lg' : 'md'} style={{ overflowWrap: 'anywhere' }}>
                      {t(`enums:articleTypes.${model}`)}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {t(`models.${model}`)}
                    </Text>
                  </Stack>
                </Group>
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>

        <Stack gap="xs">
          <TextInput
            label={t('configurator.fabric')}
            description={t('configurator.fabricHelp')}
            type="search"
            size={size}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            leftSection={<IconSearch size={16} aria-hidden />}
            placeholder={t('configurator.searchFabric')}
          />
          {fabrics.isPending || (fabrics.isSuccess && !fabricList) ? (
            <Group gap="xs" role="status">
              <Loader size="sm" aria-hidden />
              <Text size="sm">{t('configurator.loadingFabrics')}</Text>
            </Group>
          ) : fabrics.isError ? (
            <Alert color="red" role="alert">
              {t('configurator.fabricsFailed')}{' '}
              <Button variant="subtle" size="compact-sm" onClick={() => void fabrics.refetch()}>
                {t('common:actions.retry')}
              </Button>
            </Alert>
          ) : !fabricList || fabricList.length === 0 ? (
            <Text size="sm" c="dimmed" role="status">
              {t('configurator.noFabrics')}
            </Text>
          ) : (
            <Radio.Group
              value={draft.fabric?.article_number ?? null}
              onChange={(value) => {
                const chosen = fabricList.find((fabric) => fabric.article_number === value);
                if (chosen) change({ fabric: fabricOf(chosen) });
              }}
              label={<VisuallyHidden>{t('configurator.fabric')}</VisuallyHidden>}
            >
              <SimpleGrid cols={{ base: 2, xs: 3, md: 4 }} spacing="xs">
                {shownFabrics(fabricList, shown, draft.fabric?.article_number).map((fabric) => (
                  <Radio.Card
                    key={fabric.article_number}
                    value={fabric.article_number}
                    radius="md"
                    p={6}
                    aria-label={t('configurator.fabricName', {
                      name: fabric.name,
                      colour: fabric.colour,
                    })}
                  >
                    <Swatch fabric={fabric} />
                    <Text size="xs" fw={500} mt={4} lineClamp={1}>
                      {fabric.name}
                    </Text>
                    <Text size="xs" c="dimmed" lineClamp={1}>
                      {fabric.colour}
                    </Text>
                  </Radio.Card>
                ))}
              </SimpleGrid>
              {fabricList.length > shown ? (
                <Button
                  variant="subtle"
                  mt="xs"
                  size={size}
                  onClick={() => setShown((count) => count + FABRICS_AT_ONCE)}
                >
                  {t('configurator.moreFabrics', { count: fabricList.length - shown })}
                </Button>
              ) : null}
            </Radio.Group>
          )}
        </Stack>

        <NativeSelect
          label={t('configurator.room')}
          size={size}
          value={draft.room ?? ''}
          onChange={(event) => change({ room: (event.currentTarget.value || null) as Room | null })}
          data={[
            { value: '', label: t('configurator.noRoom') },
            ...ROOMS.map((room) => ({ value: room, label: t(`enums:rooms.${room}`) })),
          ]}
        />

        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Stack gap="sm">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text fw={600}>{t('configurator.sizes')}</Text>
              <MeasuringGuide
                unitSystem={shop.unit_system}
                model={draft.model}
                size={size === 'lg' ? 'lg' : 'md'}
              />
            </Group>
            <SizeField
              label={t('configurator.width')}
              value={draft.width}
              onChange={(width) => change({ width })}
              unitSystem={shop.unit_system}
              error={fieldError('width')}
              warning={fieldWarning('width')}
              size={size}
            />
            <SizeField
              label={t(
                draft.model === 'foldcurtain' ? 'configurator.heightFold' : 'configurator.height',
              )}
              value={draft.height}
              onChange={(height) => change({ height })}
              unitSystem={shop.unit_system}
              error={fieldError('height')}
              warning={fieldWarning('height')}
              size={size}
            />
          </Stack>
          <Box>
            <Suspense fallback={<Box style={{ aspectRatio: '4 / 3' }} bg="gray.1" />}>
              <ArticleDrawing
                articleType={draft.model}
                parameters={{ width: draft.width, height: draft.height }}
                evaluation={null}
                mainFabric={
                  draft.fabric
                    ? {
                        name: draft.fabric.name,
                        colour: draft.fabric.hex,
                        swatchUrl: draft.fabric.image,
                      }
                    : null
                }
                unitSystem={shop.unit_system}
              />
            </Suspense>
          </Box>
        </SimpleGrid>

        {otherWarnings.length > 0 || otherErrors.length > 0 ? (
          <Alert color={otherErrors.length > 0 ? 'red' : 'orange'} role="status">
            <Stack gap={4}>
              {otherErrors.map((message) => (
                <Text key={message} size="sm">
                  {message}
                </Text>
              ))}
              {otherWarnings.map((warning) => (
                <Text key={warning.code} size="sm">
                  {warning.message}
                </Text>
              ))}
            </Stack>
          </Alert>
        ) : null}

        <Paper bg="gray.0" p="md" radius="md">
          <Group justify="space-between" align="center" wrap="wrap" gap="sm">
            <Box aria-live="polite" aria-busy={waiting}>
              {line === null ? (
                <Text size="sm" c="dimmed">
                  {t('price.incomplete')}
                </Text>
              ) : price.isError && !waiting ? (
                <Text size="sm" c="red.8" role="alert">
                  {t('price.failed')}
                </Text>
              ) : priced && priced.gross !== null && price.data ? (
                <Stack gap={0} style={{ opacity: waiting ? 0.5 : 1 }}>
                  <Text fw={700} fz={large ? 28 : 22}>
                    {t('price.amount', {
                      amount: formatMoney(priced.gross, price.data.currency, locale),
                    })}
                  </Text>
                  <TaxNote answer={price.data} />
                </Stack>
              ) : priced && !waiting ? (
                <Text size="sm" c="red.8">
                  {t('price.fixSizes')}
                </Text>
              ) : (
                <Group gap="xs">
                  <Loader size="xs" aria-hidden />
                  <Text size="sm">{t('price.loading')}</Text>
                </Group>
              )}
            </Box>
            <Group gap="sm">
              {onCancel ? (
                <Button variant="default" size={size} onClick={onCancel}>
                  {t('common:actions.cancel')}
                </Button>
              ) : null}
              <Button
                size={size}
                color={shop.colour}
                autoContrast
                disabled={!canSave}
                onClick={save}
              >
                {t(editing ? 'configurator.saveWindow' : 'configurator.addWindow')}
              </Button>
            </Group>
          </Group>
          {basketFull && !editing ? (
            <Text size="sm" c="dimmed" mt="xs">
              {t('basket.full')}
            </Text>
          ) : null}
        </Paper>
      </Stack>
    </Paper>
  );
}

/** Swatches shown at first and added by each "more". */
const FABRICS_AT_ONCE = 12;

/** The first `count` fabrics, and the chosen one wherever it is (so the choice stays in view). */
function shownFabrics(
  fabrics: readonly ShopFabric[],
  count: number,
  chosen: string | undefined,
): ShopFabric[] {
  const first = fabrics.slice(0, count);
  const picked = fabrics.find((fabric) => fabric.article_number === chosen);
  return picked && !first.includes(picked) ? [...first, picked] : first;
}

function Swatch({ fabric }: { fabric: ShopFabric }) {
  if (fabric.image) {
    return <Image src={fabric.image} alt="" radius="sm" h={64} fit="cover" loading="lazy" />;
  }
  return <Box h={64} bg={fabric.hex ?? 'gray.3'} style={{ borderRadius: 4 }} />;
}
