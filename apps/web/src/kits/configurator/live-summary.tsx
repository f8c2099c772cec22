// The live summary beside a configurator: the preview, what is still to complete, the price as the
// account wants prices shown, its breakdown and the cut list. Everything here is the browser's own
// evaluation of the article, updated on every change.
import {
  type AccessoryItem,
  type ArticleEvaluation,
  type ArticlePrice,
  type CutList,
  firstPriceShown,
  formatLength,
  formatMoney,
  formatPercent,
  formatQuantity,
  type Issue,
  lineLengthText,
  type PriceLine,
  priceLineNameParams,
  pricesShown,
  salesTaxOf,
} from '@atelier/domain';
import {
  Alert,
  Badge,
  Divider,
  Group,
  List,
  Paper,
  ScrollArea,
  Stack,
  Switch,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountSettings } from '../../api/settings';
import { useLabelled } from '../../components/use-labelled';
import { currentLocale } from '../../lib/i18n';
import { useFieldLabel } from './evaluation';
import { FactsTable } from './facts-table';
import { useIssueText } from './issue-text';
import { usePartName } from './part-name';

export interface ExtraArticle {
  /** What the extra is (e.g. "Rail"), shown in the price breakdown. */
  label: string;
  evaluation: ArticleEvaluation | null;
}

function IssuesView({ issues }: { issues: readonly Issue[] }) {
  const { t } = useTranslation(['configurator', 'articleFields']);
  const issueText = useIssueText();
  const errors = issues.filter((issue) => issue.severity === 'error');
  const warnings = issues.filter((issue) => issue.severity === 'warning');
  const labelOf = useFieldLabel();
  const fieldLabel = (issue: Issue) => (issue.field ? `${labelOf(issue.field)}: ` : '');
  return (
    <Stack gap="xs">
      {errors.length === 0 ? (
        <Group gap="xs" c="teal.9">
          <IconCircleCheck size={18} aria-hidden />
          <Text size="sm">{t('configurator:issues.none')}</Text>
        </Group>
      ) : (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title={t('configurator:issues.count', { count: errors.length })}
        >
          <List size="sm" spacing={2}>
            {errors.slice(0, 8).map((issue) => (
              <List.Item key={`${issue.field}-${issue.code}`}>
                {fieldLabel(issue)}
                {issueText(issue)}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {warnings.length > 0 ? (
        <Alert
          color="blue"
          variant="light"
          icon={<IconInfoCircle size={18} aria-hidden />}
          title={t('configurator:issues.warnings')}
        >
          <List size="sm" spacing={2}>
            {warnings.map((issue) => (
              <List.Item key={`${issue.field}-${issue.code}`}>{issueText(issue)}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
    </Stack>
  );
}

interface PricedPart {
  label: string;
  price: ArticlePrice;
}

/** The catalogue parts a breakdown may name (a loose-part line names its part), by id. */
export type PartItems = Readonly<Record<string, Pick<AccessoryItem, 'type' | 'variant'>>>;

export function PriceView({ parts, items }: { parts: readonly PricedPart[]; items?: PartItems }) {
  const { t } = useTranslation(['configurator', 'calc']);
  const partName = usePartName();
  const lineLabel = (line: PriceLine) => {
    const item = line.item === undefined ? undefined : items?.[line.item];
    return item
      ? partName(item)
      : t(`calc:lines.${line.code}`, priceLineNameParams(line.code, locale, unitSystem));
  };
  const account = useAccountSettings().data;
  const priceTypeDefault = account?.price_type_default;
  const debtor = account?.debtor;
  const unitSystem = account?.unit_system ?? 'metric';
  const tax = salesTaxOf(debtor?.country ?? '', debtor?.postalcode ?? '');
  const locale = currentLocale();
  const first = parts[0]?.price;
  if (!first) {
    return (
      <Text size="sm" c="dimmed">
        {t('configurator:summary.noPrice')}
      </Text>
    );
  }
  const shown = first.shown;
  if (!shown.wholesale && !shown.sales) {
    return (
      <Text size="sm" c="dimmed">
        {t('configurator:summary.pricesHidden')}
      </Text>
    );
  }
  const money = (cents: number) => formatMoney(cents, first.currency, locale);
  const wholesale = parts.reduce((sum, part) => sum + part.price.wholesale, 0);
  const sales = parts.reduce((sum, part) => sum + part.price.sales, 0);
  // An account whose default is the purchase price sees the purchase price first.
  const firstKind = firstPriceShown(priceTypeDefault);
  const ordered = (firstKind === 'sales' ? ['sales', 'wholesale'] : ['wholesale', 'sales']).filter(
    (kind) => shown[kind as 'sales' | 'wholesale'],
  ) as ('sales' | 'wholesale')[];
  return (
    <Stack gap="xs">
      <Group gap="xl" align="flex-end">
        {ordered.map((kind, index) => (
          <Stack gap={0} key={kind}>
            <Text size="xs" c="dimmed">
              {t(`configurator:summary.${kind}`)}
            </Text>
            <Text
              fz={index === 0 ? 26 : 18}
              fw={index === 0 ? 700 : 600}
              data-testid={`price-${kind}`}
              aria-live="polite"
            >
              {money(kind === 'sales' ? sales : wholesale)}
            </Text>
          </Stack>
        ))}
      </Group>
      <Text size="xs" c="dimmed">
        {t('configurator:summary.excludingVat', {
          tax: t(`common:taxNames.${tax?.name ?? 'vat'}`),
        })}
      </Text>
      <details>
        <summary style={{ cursor: 'pointer', fontSize: 'var(--mantine-font-size-sm)' }}>
          {t('configurator:summary.breakdown')}
        </summary>
        <ScrollArea>
          <Table
            fz="xs"
            verticalSpacing={4}
            mt="xs"
            aria-label={t('configurator:summary.breakdown')}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('configurator:summary.line')}</Table.Th>
                <Table.Th ta="right">{t('configurator:summary.quantity')}</Table.Th>
                {shown.wholesale ? (
                  <Table.Th ta="right">{t('configurator:summary.wholesale')}</Table.Th>
                ) : null}
                {shown.sales ? (
                  <Table.Th ta="right">{t('configurator:summary.sales')}</Table.Th>
                ) : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {parts.flatMap((part, partIndex) =>
                part.price.lines.map((line, index) => (
                  // A price list is a fixed list per render: lines never move, so position is identity.
                  // biome-ignore lint/suspicious/noArrayIndexKey: lines are neither reordered nor edited
                  <Table.Tr key={`${partIndex}-${line.code}-${index}`}>
                    <Table.Td>
                      {parts.length > 1 && index === 0 ? (
                        <Text span size="xs" fw={600}>
                          {part.label}:{' '}
                        </Text>
                      ) : null}
                      {lineLabel(line)}
                    </Table.Td>
                    <Table.Td ta="right">
                      {lineLengthText(line.quantity, line.unit, locale, unitSystem) ?? (
                        <>
                          {formatQuantity(line.quantity, locale)}{' '}
                          {t(`calc:units.${line.unit}`, { count: line.quantity })}
                        </>
                      )}
                    </Table.Td>
                    {shown.wholesale ? <Table.Td ta="right">{money(line.amount)}</Table.Td> : null}
                    {shown.sales ? <Table.Td ta="right">{money(line.salesAmount)}</Table.Td> : null}
                  </Table.Tr>
                )),
              )}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      </details>
    </Stack>
  );
}

/** Whether a cut list has anything to show (loose parts sold by the piece have none). */
export function cutListHasContent(cutList: CutList | null | undefined): cutList is CutList {
  return Boolean(
    cutList &&
      (cutList.panels.length > 0 ||
        cutList.cutLengthMm !== null ||
        cutList.drops > 0 ||
        cutList.fullnessPercent !== null ||
        cutList.main ||
        cutList.lining ||
        cutList.parts.length > 0),
  );
}

/**
 * The cut list of one article. Its lengths are per piece; with a quantity over one the fabric rows
 * say the total the price lines charge (a pair of tiebacks: 2 × 0,60 m = 1,20 m).
 */
export function CutListView({
  cutList,
  quantity = 1,
  items,
}: {
  cutList: CutList | null;
  quantity?: number;
  /** The catalogue parts a loose part's bar is cut from, to name it. */
  items?: PartItems;
}) {
  const { t } = useTranslation('calc');
  const { lead } = useLabelled();
  const partName = usePartName();
  const locale = currentLocale();
  const unitSystem = useAccountSettings().data?.unit_system ?? 'metric';
  if (!cutList) return null;
  const cm = (mm: number) => formatLength(mm, locale, unitSystem, 'cm');
  const m = (mm: number) => formatLength(mm, locale, unitSystem, 'm');
  const rows: [string, string][] = [];
  if (cutList.cutLengthMm !== null) rows.push([t('cutList.cutLength'), cm(cutList.cutLengthMm)]);
  if (cutList.drops > 0) rows.push([t('cutList.drops'), String(cutList.drops)]);
  if (cutList.fullnessPercent !== null)
    rows.push([t('cutList.fullness'), formatPercent(cutList.fullnessPercent, locale)]);
  const pieces = Number.isInteger(quantity) && quantity > 1 ? quantity : 1;
  const fabricUse = (use: { lengthMm: number; chargedMm: number }) => {
    const total = `${m(use.lengthMm * pieces)} · ${t('cutList.chargedLength')} ${m(use.chargedMm * pieces)}`;
    return pieces > 1 ? `${total} (${pieces} × ${m(use.lengthMm)})` : total;
  };
  if (cutList.main) {
    rows.push([
      `${t('cutList.mainFabric')} (${t(cutList.main.widthType === 'widewidth' ? 'cutList.wideWidth' : 'cutList.strokes')})`,
      fabricUse(cutList.main),
    ]);
  }
  if (cutList.lining) rows.push([t('cutList.lining'), fabricUse(cutList.lining)]);
  const panelLabel = { left: 'panelLeft', right: 'panelRight', single: 'panelSingle' } as const;
  return (
    <Stack gap="xs" data-testid="cut-list">
      {cutList.panels.length > 0 ? (
        <Table fz="xs" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('cutList.panels')}</Table.Th>
              <Table.Th ta="right">{t('cutList.finishedWidth')}</Table.Th>
              <Table.Th ta="right">{t('cutList.flatWidth')}</Table.Th>
              <Table.Th ta="right">{t('cutList.widths')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {cutList.panels.map((panel) => (
              <Table.Tr key={panel.side}>
                <Table.Td>{t(`cutList.${panelLabel[panel.side]}`)}</Table.Td>
                <Table.Td ta="right">{cm(panel.finishedWidthMm)}</Table.Td>
                <Table.Td ta="right">{cm(panel.flatWidthMm)}</Table.Td>
                <Table.Td ta="right">{formatQuantity(panel.widths, locale)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
      {rows.length > 0 ? <FactsTable rows={rows} fz="xs" valueAlign="right" /> : null}
      {cutList.parts.length > 0 ? (
        <Group gap={6}>
          <Text size="xs" fw={500}>
            {lead(t('cutList.parts'))}
          </Text>
          {cutList.parts.map((part) => {
            const item = part.item === undefined ? undefined : items?.[part.item];
            return (
              <Badge
                key={`${part.code}:${part.item ?? ''}:${part.lengthMm ?? 0}:${part.quantity}`}
                variant="light"
                color="gray"
                tt="none"
              >
                {part.quantity} × {item ? partName(item) : t(`parts.${part.code}`)}
                {part.lengthMm ? ` ${cm(part.lengthMm)}` : ''}
              </Badge>
            );
          })}
        </Group>
      ) : null}
    </Stack>
  );
}

export function LiveSummary({
  evaluation,
  preview,
  extra = [],
  priceEnabled,
  onPriceEnabledChange,
  mainLabel,
  items,
}: {
  evaluation: ArticleEvaluation | null;
  preview: ReactNode;
  extra?: readonly ExtraArticle[];
  priceEnabled: boolean;
  onPriceEnabledChange: (enabled: boolean) => void;
  /** The main article's name in the breakdown when extras are priced with it. */
  mainLabel?: string;
  /** The catalogue parts the price lines are for (loose parts), to name them. */
  items?: PartItems;
}) {
  const { t } = useTranslation(['configurator', 'calc']);
  const accountPriceType = useAccountSettings().data?.price_type ?? 'noprices';
  const anyShown = pricesShown(accountPriceType);
  const parts: PricedPart[] = [];
  if (evaluation?.price) parts.push({ label: mainLabel ?? '', price: evaluation.price });
  for (const article of extra) {
    if (article.evaluation?.price)
      parts.push({ label: article.label, price: article.evaluation.price });
  }
  const allIssues = [
    ...(evaluation?.issues ?? []),
    ...extra.flatMap((article) => article.evaluation?.issues ?? []),
  ];
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <Title order={2} fz="h4">
          {t('configurator:summary.title')}
        </Title>
        <div>{preview}</div>
        <Divider />
        {evaluation ? <IssuesView issues={allIssues} /> : null}
        {anyShown.sales || anyShown.wholesale ? (
          <>
            <Divider />
            <Group justify="space-between">
              <Text fw={600}>{t('configurator:summary.price')}</Text>
              <Switch
                size="sm"
                label={t('configurator:priceSwitch.label')}
                checked={priceEnabled}
                onChange={(event) => onPriceEnabledChange(event.currentTarget.checked)}
              />
            </Group>
            {priceEnabled ? (
              <PriceView
                parts={parts.length === 0 || !evaluation?.price ? [] : parts}
                items={items}
              />
            ) : (
              <Text size="sm" c="dimmed">
                {t('configurator:summary.priceOff')}
              </Text>
            )}
          </>
        ) : null}
        {cutListHasContent(evaluation?.cutList) ? (
          <>
            <Divider />
            <Text fw={600}>{t('calc:cutList.title')}</Text>
            <CutListView
              cutList={evaluation.cutList}
              quantity={evaluation.quantities?.quantity}
              items={items}
            />
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
