// One article of a draft or offer: a small drawing of it, what it is, its price and the menu of
// its actions as the API allows them.
import { type AccountSettings, type Currency, formatLength, formatMoney } from '@atelier/domain';
import { Badge, Box, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import {
  IconArrowsSplit,
  IconArrowsTransferDown,
  IconCopy,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ActionAnswer, OrderArticle } from '../../api/order-book';
import { useArticle } from '../../api/orders';
import { ArticlePreview } from '../../kits/article-preview';
import { usePriceDefaults } from '../../kits/configurator';
import { type RowAction, RowActionsMenu } from '../../kits/list-page';
import { Amounts, ArticleMeasurementWarnings, formatSize, shownPrices } from '../../kits/orders';
import { currentLocale } from '../../lib/i18n';

/**
 * The stored article's drawing. Its parts are counted by the domain's calculation as in the
 * configurator: the cut list saved with the article, else the rail calculation with the price
 * list's figures (never a bare zero for want of a live evaluation).
 */
function Thumb({ article }: { article: OrderArticle }) {
  const stored = useArticle(article.order_number);
  const defaults = usePriceDefaults();
  return (
    <Box w={96} h={72} style={{ flex: 'none' }} aria-hidden>
      {stored.data ? (
        <ArticlePreview
          articleType={stored.data.article_type}
          parameters={stored.data.parameters}
          evaluation={null}
          cutList={stored.data.cut_list}
          defaults={defaults}
        />
      ) : null}
    </Box>
  );
}

export type ArticleMenuAction = 'edit' | 'duplicate' | 'move' | 'split' | 'delete';

export function ArticleRow({
  article,
  account,
  currency,
  selected,
  onSelect,
  onAction,
  splitVerdict,
}: {
  article: OrderArticle;
  /**
   * Splitting is the order's action: its refusal applies to each article; while the order allows
   * it, the article's own verdict says whether this one may go (not while matched or in a set).
   */
  splitVerdict: ActionAnswer | undefined;
  account: AccountSettings | undefined;
  currency: Currency;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onAction: (action: ArticleMenuAction) => void;
}) {
  const { t } = useTranslation(['orders', 'enums']);
  const menu: { name: ArticleMenuAction; icon: React.ReactNode; color?: string }[] = [
    { name: 'edit', icon: <IconPencil size={16} aria-hidden /> },
    { name: 'duplicate', icon: <IconCopy size={16} aria-hidden /> },
    { name: 'move', icon: <IconArrowsTransferDown size={16} aria-hidden /> },
    { name: 'split', icon: <IconArrowsSplit size={16} aria-hidden /> },
    { name: 'delete', icon: <IconTrash size={16} aria-hidden />, color: 'red' },
  ];
  const verdicts = new Map<string, ActionAnswer>(
    article.actions.map((action) => [action.name, action]),
  );
  if (splitVerdict && (!splitVerdict.allowed || !verdicts.has('split'))) {
    verdicts.set('split', splitVerdict);
  }
  const actions: RowAction[] = menu.flatMap(({ name, icon, color }) => {
    const verdict = verdicts.get(name);
    if (!verdict) return [];
    return [
      {
        key: name,
        label: t(`offer.actions.${name}`),
        icon,
        color,
        disabled: !verdict.allowed,
        reason: verdict.message,
        onClick: () => onAction(name),
      },
    ];
  });
  const locale = currentLocale();
  const shown = shownPrices(account);
  // What matching this curtain's strokes saves on it: metres, and money as the account shows it.
  const strokeSavingText = (saving: NonNullable<OrderArticle['stroke_saving']>) => {
    const length = formatLength(saving.saved_mm, locale, account?.unit_system, 'm');
    const money = shown.sales
      ? saving.saved_sales
      : shown.wholesale
        ? saving.saved_wholesale
        : null;
    return money === null
      ? t('offer.strokeSavingLength', { length })
      : t('offer.strokeSaving', { length, money: formatMoney(money, currency, locale) });
  };
  const size = [article.width, article.height]
    .map((value) => formatSize(value, locale, account?.unit_system))
    .filter(Boolean)
    .join(' × ');
  return (
    <Paper withBorder radius="sm" p="xs">
      <Group gap="sm" wrap="nowrap" align="center">
        <Checkbox
          aria-label={t('offer.select', { number: article.order_number })}
          checked={selected}
          onChange={(event) => onSelect(event.currentTarget.checked)}
        />
        <Thumb article={article} />
        {/* What it is beside its price on a laptop; on a phone the price goes under it rather
            than over it. */}
        <Group gap="sm" align="flex-start" style={{ flex: 1, minWidth: 0 }}>
          <Stack gap={2} style={{ flex: '1 1 12rem', minWidth: 0 }}>
            <Group gap="xs">
              <Text fw={600} size="sm">
                {t(`enums:articleTypes.${article.article_type}`)}
              </Text>
              <Text size="xs" c="dimmed">
                {article.order_number}
              </Text>
              {article.set_label ? (
                <Badge variant="light" size="sm">
                  {t('offer.setLabel', { label: article.set_label })}
                </Badge>
              ) : null}
              {article.stroke_group ? (
                <Badge variant="light" color="grape" size="sm">
                  {t('offer.strokeGroup')}
                </Badge>
              ) : null}
              {article.stroke_saving ? (
                <Text size="xs" c="grape.8">
                  {strokeSavingText(article.stroke_saving)}
                </Text>
              ) : null}
            </Group>
            <Text size="xs" c="dimmed">
              {[article.main_fabric_name, size || null].filter(Boolean).join(' · ')}
            </Text>
            <ArticleMeasurementWarnings warnings={article.measurement_warnings} />
          </Stack>
          <Amounts
            account={account}
            currency={currency}
            sales={article.sales}
            wholesale={article.wholesale}
          />
        </Group>
        <RowActionsMenu
          label={t('offer.articleMenu', { number: article.order_number })}
          actions={actions}
        />
      </Group>
    </Paper>
  );
}
