// A configured article not saved yet is not lost without a word: leaving the page inside the portal
// asks first (stay is the default, and Escape stays), and reloading or closing the tab gets the
// browser's own question.
import { Button, Group, Stack, Text } from '@mantine/core';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type BlockerFunction, useBlocker } from 'react-router';
import { LayeredModal } from '../../components/layered-modal';

export function LeaveGuard({ when }: { when: boolean }) {
  const { t } = useTranslation(['configurator', 'common']);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      when &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
    [when],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);

  // Saved meanwhile: nothing left to ask about.
  useEffect(() => {
    if (blocker.state === 'blocked' && !when) blocker.proceed();
  }, [blocker, when]);

  const stay = () => blocker.reset?.();
  return (
    <LayeredModal
      opened={blocker.state === 'blocked'}
      onClose={stay}
      title={t('configurator:leave.title')}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{t('configurator:leave.message')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => blocker.proceed?.()}>
            {t('configurator:leave.leave')}
          </Button>
          <Button onClick={stay} data-autofocus>
            {t('configurator:leave.stay')}
          </Button>
        </Group>
      </Stack>
    </LayeredModal>
  );
}
