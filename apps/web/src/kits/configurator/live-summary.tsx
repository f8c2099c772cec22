// The live summary beside a configurator: the preview, what is still to complete, the price as the
// account wants prices shown, its breakdown and the cut list. Everything here is the browser's own
// evaluation of the article, updated on every change.
import { type ArticleEvaluation, type Issue, pricesShown } from '@atelier/domain';
import { Alert, Divider, Group, List, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountSettings } from '../../api/settings';
import { CutListView, cutListHasContent } from './cut-list-view';
import { useFieldLabel } from './evaluation';
import { useIssueText } from './issue-text';
import { type PartItems, type PricedPart, PriceView } from './price-view';

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
