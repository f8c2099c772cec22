// Steps 4–6: the rail, the rod and the pull rod that may go with the curtain. Each is optional ("No,
// thank you" or add it); once added it is a rail/rod (or pull rod) article of its own, evaluated
// live and saved after the curtain with the curtain's order number.
import {
  type AccountSettings,
  type AddOnId,
  type AddOnState,
  type ArticleType,
  type CurtainType,
  cmToMm,
  formatLength,
  type Issue,
  type RailRodArticleType,
  type RailRodDraft,
  type RailRodFieldName,
  type SplitType,
} from '@atelier/domain';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PullRodFields } from '../../kits/pull-rod-form';
import { RailRodFields } from '../../kits/rail-rod-form';
import { currentLocale } from '../../lib/i18n';

const ADD_LABEL = { rail: 'addRail', rod: 'addRod', pullRod: 'addPullRod' } as const;

export function AddOnStep({
  id,
  addOn,
  parameters,
  issues,
  account,
  curtainType,
  curtainSplitType,
  onEnable,
  onDisable,
  onSkip,
  onArticleTypeChange,
  onChange,
  widthDiffers,
}: {
  id: AddOnId;
  addOn: AddOnState;
  /** The add-on's parameters as evaluated (with what it takes from the curtain). */
  parameters: Readonly<RailRodDraft>;
  issues: readonly Issue[];
  account: AccountSettings;
  curtainType: CurtainType | null;
  curtainSplitType: SplitType | null;
  onEnable: () => void;
  onDisable: () => void;
  /** "No, thank you": on to the next step without it. */
  onSkip: () => void;
  onArticleTypeChange: (articleType: ArticleType) => void;
  onChange: (name: RailRodFieldName, value: unknown) => void;
  /** The dealer set this add-on's width by hand and it is not the curtain's (cm). */
  widthDiffers: { railWidth: number; curtainWidth: number } | null;
}) {
  const { t } = useTranslation(['curtain', 'configurator']);
  const cm = (value: number) =>
    formatLength(cmToMm(value) ?? 0, currentLocale(), account.unit_system, 'cm');
  return (
    <Stack gap="lg">
      <Title order={2} fz="h3">
        {t(`configurator:steps.${id}`)}
      </Title>
      <Text size="sm" c="dimmed">
        {t(`curtain:addOn.intro.${id}`)}
      </Text>
      {!addOn.enabled ? (
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Text size="sm">{t('configurator:flow.addOn')}</Text>
            <Group>
              <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onEnable}>
                {t(`configurator:flow.${ADD_LABEL[id]}`)}
              </Button>
              <Button variant="default" onClick={onSkip}>
                {t('configurator:flow.skip')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : (
        <Stack gap="md">
          <Group justify="space-between">
            <Text size="sm" fw={500}>
              {addOn.orderNumber
                ? t('curtain:addOn.saved', { orderNumber: addOn.orderNumber })
                : t('curtain:addOn.added')}
            </Text>
            <Button
              variant="default"
              size="compact-sm"
              leftSection={<IconX size={14} aria-hidden />}
              onClick={onDisable}
            >
              {t('curtain:addOn.remove')}
            </Button>
          </Group>
          {widthDiffers ? (
            <Alert
              color="yellow"
              variant="light"
              icon={<IconInfoCircle size={18} aria-hidden />}
              title={t('curtain:addOn.widthDiffersTitle')}
            >
              <Stack gap="xs">
                <Text size="sm">
                  {t('curtain:addOn.widthDiffers', {
                    width: cm(widthDiffers.railWidth),
                    curtainWidth: cm(widthDiffers.curtainWidth),
                  })}
                </Text>
                <Group>
                  <Button
                    size="compact-sm"
                    variant="light"
                    onClick={() => onChange('width', widthDiffers.curtainWidth)}
                  >
                    {t('curtain:addOn.useCurtainWidth')}
                  </Button>
                </Group>
              </Stack>
            </Alert>
          ) : null}
          {id === 'pullRod' ? (
            <PullRodFields parameters={parameters} onChange={onChange} issues={issues} />
          ) : (
            <RailRodFields
              articleType={addOn.articleType}
              onArticleTypeChange={(next: RailRodArticleType) => onArticleTypeChange(next)}
              parameters={parameters}
              onChange={onChange}
              issues={issues}
              account={account}
              curtainType={curtainType}
              curtainSplitType={curtainSplitType}
              mode={id === 'rod' ? 'rod' : 'rail'}
              kindLocked={addOn.orderNumber !== null}
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}
