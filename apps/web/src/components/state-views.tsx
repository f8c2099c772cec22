// Loading, empty and error states, so every page shows the same three faces.
import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconInbox, IconSearchOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../lib/fetch-json';

export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation();
  const text = label ?? t('states.loading');
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader size="md" aria-hidden />
        <Text size="sm" c="dimmed">
          {text}
        </Text>
      </Stack>
    </Center>
  );
}

/** Nothing to show: the message, and below it what the user can do about it (`action`). */
export function EmptyState({ children, action }: { children?: ReactNode; action?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Stack align="center" gap="xs">
        <IconInbox size={32} stroke={1.5} aria-hidden color="var(--mantine-color-gray-6)" />
        <Text size="sm" c="dimmed">
          {children ?? t('states.empty')}
        </Text>
        {action}
      </Stack>
    </Center>
  );
}

/**
 * What the address names is not there (or not the user's, which a page never tells apart): a
 * heading, why, and what the user can do instead (`action`). Nothing failed, so no alert.
 */
export function NotFoundState({
  title,
  message,
  action,
}: {
  title: string;
  message: string;
  action?: ReactNode;
}) {
  return (
    <Center py="xl">
      <Stack align="center" gap="xs" maw={480}>
        <IconSearchOff size={32} stroke={1.5} aria-hidden color="var(--mantine-color-gray-6)" />
        <Title order={2} fz="h4" ta="center">
          {title}
        </Title>
        <Text size="sm" c="dimmed" ta="center">
          {message}
        </Text>
        {action}
      </Stack>
    </Center>
  );
}

/** The message for a failed call: the API's error code when it sent one, else a generic text. */
export function useErrorMessage() {
  const { t } = useTranslation();
  return (error: unknown, fallback?: string): string => {
    const generic = fallback ?? t('states.error');
    if (error instanceof HttpError && error.code) {
      return t(`errors:${error.code}`, { defaultValue: generic });
    }
    return generic;
  };
}

export function ErrorState({
  error,
  message,
  onRetry,
}: {
  error?: unknown;
  message?: string;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  // A page's own message says what failed; the API's code is the fallback for generic places.
  const text = message ?? describe(error);
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={t('states.errorTitle')}
      role="alert"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{text}</Text>
        {onRetry ? (
          <Button variant="default" size="xs" onClick={onRetry}>
            {t('actions.retry')}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}
