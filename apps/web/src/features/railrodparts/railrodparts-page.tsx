// Loose rail/rod parts (`products/railrodparts`, edit `…/:articleOrderId/`): select products →
// confirmation. The chosen lines are priced live from the catalogue's own prices with the domain's
// calculation; saving stores one `vakoaccessoryparts` article in the draft order.
import {
  type AccessoryItem,
  type ArticleAnswer,
  articleLockedReason,
  flowHeaderDefaults,
  hasErrors,
  type RefusalCode,
  type Room,
  storedDraft,
} from '@atelier/domain';
import { Stack, Text, Title } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAccessoriesByIds } from '../../api/accessories';
import { useArticle } from '../../api/orders';
import { ErrorState, LoadingState } from '../../components/state-views';
import {
  CONFIGURATOR_NAMESPACES,
  ConfiguratorLayout,
  FieldGroup,
  FlowHeader,
  type FlowHeaderValue,
  headerProblems,
  LiveSummary,
  MemoField,
  SaveBar,
  Steps,
  useAccountDefaults,
  useArticleFlow,
  useFlowMemory,
  useLiveEvaluation,
  useUnsavedChanges,
} from '../../kits/configurator';
import { ChosenParts } from './chosen-parts';
import {
  accessoryFactsOf,
  addLine,
  changeLine,
  type PartLine,
  partsParameters,
  removeLine,
} from './part-lines';
import { PartsCatalogue } from './parts-catalogue';

interface PartsStart {
  orderNumber: string;
  orderId: number;
  /** Why the article can no longer change (its order is confirmed, ...): it opens read-only. */
  locked: RefusalCode | null;
  room: Room | null;
  lines: PartLine[];
  memo: string | undefined;
  items: Record<string, AccessoryItem>;
}

function linesOf(article: ArticleAnswer): PartLine[] {
  const { parts } = storedDraft('vakoaccessoryparts', article.parameters);
  return Array.isArray(parts) ? parts : [];
}

export function RailrodpartsPage() {
  const { articleOrderId } = useParams();
  const { t } = useTranslation(['railrodparts', ...CONFIGURATOR_NAMESPACES]);
  const account = useAccountDefaults();
  const article = useArticle(articleOrderId ?? null);
  const ids =
    article.data?.article_type === 'vakoaccessoryparts'
      ? linesOf(article.data).map((line) => line.accessory_id)
      : null;
  const items = useAccessoriesByIds(ids);

  if (articleOrderId) {
    if (article.isPending) return <LoadingState label={t('configurator:flow.loadingArticle')} />;
    if (article.isError || article.data.article_type !== 'vakoaccessoryparts') {
      return <ErrorState error={article.error} message={t('configurator:flow.articleNotFound')} />;
    }
    const lines = linesOf(article.data);
    if (!account || (lines.length > 0 && items.isPending)) return <LoadingState />;
    const memo = article.data.parameters.order_memo;
    return (
      <PartsConfigurator
        key={articleOrderId}
        start={{
          orderNumber: article.data.order_number,
          orderId: article.data.order_id,
          locked: articleLockedReason(article.data.order_type),
          room: article.data.room,
          lines,
          memo: typeof memo === 'string' ? memo : undefined,
          items: items.data ?? {},
        }}
      />
    );
  }
  if (!account) return <LoadingState />;
  return <PartsConfigurator start={null} />;
}

function PartsConfigurator({ start }: { start: PartsStart | null }) {
  const { t } = useTranslation(['railrodparts', 'configurator']);
  const account = useAccountDefaults();
  const memory = useFlowMemory();
  const flow = useArticleFlow({ orderNumber: start?.orderNumber, orderId: start?.orderId });
  const [step, setStep] = useState<'select' | 'confirmation'>('select');
  // The header's defaults (the employee) from the first draw, when the account is there.
  const [header, setHeader] = useState<FlowHeaderValue>(() => {
    return flowHeaderDefaults<FlowHeaderValue>(
      { fabric: null, employee: null, room: start?.room ?? memory.room },
      account,
    );
  });
  const [lines, setLines] = useState<PartLine[]>(start?.lines ?? []);
  const [items, setItems] = useState<Record<string, AccessoryItem>>(start?.items ?? {});
  const [memo, setMemo] = useState<string | undefined>(start?.memo);
  const [showErrors, setShowErrors] = useState(false);
  const [priceEnabled, setPriceEnabled] = useState(true);
  // What would be saved (the header's employee and room aside): leaving with it unsaved asks.
  const changes = useUnsavedChanges({ lines, memo });

  const parameters = useMemo(
    () => partsParameters(lines, header.room, memo),
    [lines, header.room, memo],
  );
  const accessories = useMemo(() => accessoryFactsOf(items), [items]);
  const { evaluation } = useLiveEvaluation({
    articleType: 'vakoaccessoryparts',
    parameters,
    accessories,
  });
  const issues = evaluation?.issues ?? [];
  // An empty list is the starting point, not a mistake: it is reported only once saving is tried.
  const shownIssues = showErrors
    ? issues
    : issues.filter((found) => found.field !== 'parts' || lines.length > 0);

  const onHeaderChange = useCallback(
    (next: FlowHeaderValue) => {
      setHeader(next);
      if (next.room !== memory.room) memory.setRoom(next.room);
    },
    [memory],
  );

  const add = (item: AccessoryItem, quantity: number, length?: number) => {
    setItems((known) => ({ ...known, [String(item.id)]: item }));
    setLines((current) => addLine(current, item, quantity, length));
    flow.clearError();
  };

  const missingHeader = headerProblems(header, account, false);
  const blocking = lines.length === 0 || hasErrors(issues);

  const save = async () => {
    setShowErrors(true);
    if (missingHeader.length > 0 || blocking) return;
    const saved = await flow.save({
      articleType: 'vakoaccessoryparts',
      parameters,
      employee: header.employee,
    });
    if (saved) changes.markSaved();
  };

  const reset = () => {
    setLines([]);
    setMemo(undefined);
    flow.startOver();
    setShowErrors(false);
    setStep('select');
    flow.clearError();
    changes.markSaved();
  };

  const disabledReason =
    missingHeader.length > 0
      ? t('configurator:save.headerMissing')
      : lines.length === 0
        ? t('railrodparts:chosen.noneToSave')
        : blocking
          ? t('configurator:save.invalid')
          : null;
  const pieces = lines.reduce((sum, line) => sum + line.quantity, 0);

  const chosen = (readOnly: boolean) => (
    <ChosenParts
      lines={lines}
      items={items}
      issues={shownIssues}
      onChange={(index, patch) => setLines((current) => changeLine(current, index, patch))}
      onRemove={(index) => setLines((current) => removeLine(current, index))}
      readOnly={readOnly}
    />
  );

  return (
    <ConfiguratorLayout
      title={t('railrodparts:title')}
      locked={start?.locked ?? null}
      unsaved={changes.unsaved}
      description={
        start
          ? t('configurator:flow.editing', { orderNumber: start.orderNumber })
          : t('railrodparts:description')
      }
      header={
        <FlowHeader
          value={header}
          onChange={onHeaderChange}
          showFabric={false}
          showErrors={showErrors}
        />
      }
      aside={
        <LiveSummary
          evaluation={evaluation}
          items={items}
          preview={
            <Text size="sm" data-testid="parts-count">
              {t('railrodparts:summary.count', { lines: lines.length, pieces })}
            </Text>
          }
          priceEnabled={priceEnabled}
          onPriceEnabledChange={setPriceEnabled}
        />
      }
    >
      <Stack gap="md">
        <Steps
          steps={[
            { id: 'select', label: t('configurator:steps.selectProducts') },
            { id: 'confirmation', label: t('configurator:steps.confirmation') },
          ]}
          active={step}
          onChange={(id) => setStep(id as 'select' | 'confirmation')}
          footer={
            <SaveBar
              onSave={() => void save()}
              onReset={start ? undefined : reset}
              saving={flow.saving}
              errorMessage={flow.errorMessage}
              isUpdate={flow.orderNumber !== null}
              disabled={showErrors && disabledReason !== null}
              disabledReason={disabledReason}
              savedOrderNumber={flow.savedNumber}
            />
          }
        >
          {step === 'select' ? (
            <Stack gap="lg">
              <Stack gap="xs">
                <Title order={3} fz="h5">
                  {t('railrodparts:chosen.title')}
                </Title>
                {chosen(false)}
              </Stack>
              <Stack gap="xs">
                <Title order={3} fz="h5">
                  {t('railrodparts:list.title')}
                </Title>
                <PartsCatalogue onAdd={add} />
              </Stack>
            </Stack>
          ) : (
            <Stack gap="md">
              {chosen(true)}
              {(account?.show_order_memo ?? true) ? (
                <FieldGroup title={t('railrodparts:confirmation.memo')}>
                  <MemoField
                    name="order_memo"
                    parameters={parameters}
                    onChange={(_name, value) =>
                      setMemo(typeof value === 'string' ? value : undefined)
                    }
                    issues={shownIssues}
                  />
                </FieldGroup>
              ) : null}
            </Stack>
          )}
        </Steps>
      </Stack>
    </ConfiguratorLayout>
  );
}
