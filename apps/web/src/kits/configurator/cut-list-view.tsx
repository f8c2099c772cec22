// The cut list of one article: its panels, lengths, drops and the parts cut for it.
import {
  type CutList,
  formatLength,
  formatPercent,
  formatQuantity,
  type PanelCut,
} from '@atelier/domain';
import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAccountSettings } from '../../api/settings';
import { useLabelled } from '../../components/use-labelled';
import { currentLocale } from '../../lib/i18n';
import { FactsTable, KEEP_TOGETHER, NARROW_CELL_SPACING } from './facts-table';
import { usePartName } from './part-name';
import type { PartItems } from './price-view';

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
  const panelMeasures = [
    ['finishedWidth', (panel: PanelCut) => cm(panel.finishedWidthMm)],
    ['flatWidth', (panel: PanelCut) => cm(panel.flatWidthMm)],
    ['widths', (panel: PanelCut) => formatQuantity(panel.widths, locale)],
  ] as const;
  return (
    <Stack gap="xs" data-testid="cut-list">
      {cutList.panels.length > 0 ? (
        // One column per panel (a pair has two), a row per measure: the measures' long names
        // ("Afgewerkte breedte", "Fertigbreite") are row headings, so it fits a phone's column.
        <Table
          fz="xs"
          verticalSpacing={4}
          horizontalSpacing={NARROW_CELL_SPACING}
          aria-label={t('cutList.panels')}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('cutList.panels')}</Table.Th>
              {cutList.panels.map((panel) => (
                <Table.Th key={panel.side} scope="col" ta="right">
                  {t(`cutList.${panelLabel[panel.side]}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {panelMeasures.map(([key, value]) => (
              <Table.Tr key={key}>
                <Table.Th scope="row" fw={500}>
                  {t(`cutList.${key}`)}
                </Table.Th>
                {cutList.panels.map((panel) => (
                  <Table.Td key={panel.side} ta="right" style={KEEP_TOGETHER}>
                    {value(panel)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
      {rows.length > 0 ? (
        <FactsTable
          rows={rows}
          fz="xs"
          horizontalSpacing={NARROW_CELL_SPACING}
          valueAlign="right"
        />
      ) : null}
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
