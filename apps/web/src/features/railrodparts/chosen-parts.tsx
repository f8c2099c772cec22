// The chosen part lines: quantity (and a bar's length) can be changed, a line removed. A line's
// problem (a bar without a length, a part without a price) shows on the line itself.
import type { AccessoryItem, Issue } from '@atelier/domain';
import { ActionIcon, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { issuesOf, SizeInput, useIssueText, usePartName } from '../../kits/configurator';
import type { PartLine } from './part-lines';
import { PriceCell } from './parts-catalogue';
import { QuantityInput } from './quantity-input';

export function ChosenParts({
  lines,
  items,
  issues,
  onChange,
  onRemove,
  readOnly = false,
}: {
  lines: readonly PartLine[];
  items: Readonly<Record<string, AccessoryItem>>;
  issues: readonly Issue[];
  onChange: (index: number, patch: Partial<Pick<PartLine, 'quantity' | 'length'>>) => void;
  onRemove: (index: number) => void;
  readOnly?: boolean;
}) {
  const { t } = useTranslation(['railrodparts', 'enums']);
  const issueText = useIssueText();
  const partName = usePartName();
  if (lines.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('chosen.empty')}
      </Text>
    );
  }
  return (
    <ScrollArea>
      <Table verticalSpacing="xs" aria-label={t('chosen.title')} data-testid="chosen-parts">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('list.name')}</Table.Th>
            <Table.Th>{t('list.color')}</Table.Th>
            <Table.Th>{t('list.lengthCm')}</Table.Th>
            <Table.Th>{t('list.quantity')}</Table.Th>
            <Table.Th ta="right">{t('chosen.unitPrice')}</Table.Th>
            {readOnly ? null : <Table.Th />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, index) => {
            const item = items[line.accessory_id];
            const name = item ? partName(item) : line.accessory_id;
            const lineProblems = [
              ...issuesOf(issues, `parts.${index}.accessory_id`),
              ...issuesOf(issues, `parts.${index}.length`),
              ...issuesOf(issues, `parts.${index}.quantity`),
            ];
            const lengthProblem = issuesOf(issues, `parts.${index}.length`)[0];
            return (
              // The length is edited in place, so it cannot be part of the key; lines are only
              // appended or removed, and every input is controlled by the line it shows.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <Table.Tr key={`${line.accessory_id}-${index}`}>
                <Table.Td>
                  <Stack gap={0}>
                    <Text size="sm" fw={500}>
                      {name}
                    </Text>
                    {item ? (
                      <Text size="xs" c="dimmed" ff="monospace">
                        {item.article_number}
                      </Text>
                    ) : null}
                    {lineProblems
                      .filter((found) => found !== lengthProblem)
                      .map((found) => (
                        <Text key={found.code} size="xs" c="red" role="alert">
                          {issueText(found)}
                        </Text>
                      ))}
                  </Stack>
                </Table.Td>
                <Table.Td>{line.color ? t(`enums:colors.${line.color}`) : '—'}</Table.Td>
                <Table.Td>
                  {item?.unit === 'meter' || line.length !== undefined ? (
                    readOnly ? (
                      String(line.length ?? '')
                    ) : (
                      <SizeInput
                        aria-label={t('list.lengthFor', { name })}
                        value={line.length}
                        onChange={(next) =>
                          // Unreadable text stays on the line, so the rule refuses it visibly.
                          onChange(index, { length: next as number | undefined })
                        }
                        w={110}
                        issue={lengthProblem}
                      />
                    )
                  ) : (
                    '—'
                  )}
                </Table.Td>
                <Table.Td>
                  {readOnly ? (
                    line.quantity
                  ) : (
                    <QuantityInput
                      label={t('chosen.quantityOf', { name })}
                      value={line.quantity}
                      onChange={(quantity) => onChange(index, { quantity })}
                    />
                  )}
                </Table.Td>
                <Table.Td ta="right">{item ? <PriceCell item={item} /> : null}</Table.Td>
                {readOnly ? null : (
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      onClick={() => onRemove(index)}
                      aria-label={t('chosen.remove', { name })}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
