// The frame every configurator shares: the page title, the order header, the steps on the left and
// the live summary (preview, issues, price, cut list) beside them, sticky while the dealer scrolls.
import type { RefusalCode } from '@atelier/domain';
import { Box, Button, Grid, Group, Stack, Stepper, Text } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAfterFirstCommit } from '../../components/after-first-commit';
import { PageHeader } from '../../components/page-header';
import { LeaveGuard } from './leave-guard';
import { LockedFieldset, LockedNotice, LockedProvider } from './locked';

export function ConfiguratorLayout({
  title,
  description,
  header,
  children,
  aside,
  actions,
  locked = null,
  unsaved = false,
}: {
  title: string;
  description?: ReactNode;
  header?: ReactNode;
  children: ReactNode;
  aside: ReactNode;
  actions?: ReactNode;
  /** Why the article can no longer change (`articleLockedReason`): it opens read-only. */
  locked?: RefusalCode | null;
  /** The article has changes not saved yet: leaving the page asks first. */
  unsaved?: boolean;
}) {
  // The summary beside the steps (preview, price, cut list) is drawn just after the form, as its
  // own piece of work: a phone then never spends one long stretch on both. On a phone it is below
  // the form anyway.
  const asideDrawn = useAfterFirstCommit();
  return (
    <LockedProvider reason={locked}>
      <PageHeader title={title} description={description} actions={actions} />
      <Stack gap="md">
        <LockedNotice />
        {header ? <LockedFieldset>{header}</LockedFieldset> : null}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 7 }}>{children}</Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <Box
              component="aside"
              aria-label={title}
              style={{
                position: 'sticky',
                top: 'calc(var(--app-shell-header-height, 60px) + 1rem)',
              }}
            >
              {asideDrawn ? aside : null}
            </Box>
          </Grid.Col>
        </Grid>
      </Stack>
      <LeaveGuard when={unsaved && locked === null} />
    </LockedProvider>
  );
}

export interface StepDefinition {
  id: string;
  label: string;
  description?: string;
  /** Marks a step whose fields still have errors (the dealer can go back to it any time). */
  hasErrors?: boolean;
}

/** Steps that can all be revisited: a click on a step or Next/Previous moves between them. */
export function Steps({
  steps,
  active,
  onChange,
  children,
  footer,
}: {
  steps: readonly StepDefinition[];
  active: string;
  onChange: (id: string) => void;
  children: ReactNode;
  /** Shown under the buttons (e.g. the save bar on the last step). */
  footer?: ReactNode;
}) {
  const { t } = useTranslation('configurator');
  const index = Math.max(
    0,
    steps.findIndex((step) => step.id === active),
  );
  const previous = steps[index - 1];
  const next = steps[index + 1];
  return (
    <Stack gap="md">
      <nav aria-label={t('stepper.label')}>
        <Stepper
          active={index}
          onStepClick={(clicked) => {
            const step = steps[clicked];
            if (step) onChange(step.id);
          }}
          allowNextStepsSelect
          size="sm"
          wrap
        >
          {steps.map((step) => (
            <Stepper.Step
              key={step.id}
              label={step.label}
              description={step.description}
              color={step.hasErrors ? 'red' : undefined}
              completedIcon={step.hasErrors ? <IconAlertCircle size={16} aria-hidden /> : undefined}
              aria-current={step.id === active ? 'step' : undefined}
            />
          ))}
        </Stepper>
      </nav>
      <Text size="xs" c="dimmed" aria-live="polite">
        {t('stepper.stepOf', { current: index + 1, total: steps.length })}
      </Text>
      <section aria-label={steps[index]?.label}>
        <LockedFieldset>{children}</LockedFieldset>
      </section>
      <Group justify="space-between">
        {previous ? (
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            onClick={() => onChange(previous.id)}
          >
            {t('stepper.previous')}
          </Button>
        ) : (
          <span />
        )}
        {next ? (
          <Button
            rightSection={<IconArrowRight size={16} aria-hidden />}
            onClick={() => onChange(next.id)}
          >
            {t('stepper.next')}
          </Button>
        ) : null}
      </Group>
      {footer}
    </Stack>
  );
}
