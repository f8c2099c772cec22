// The message to customer support (the chat-support entry of portal §1, as a form: docs/decisions/036-support-message.md).
// Shared by the top bar's support panel and the help page.
import {
  SUPPORT_MESSAGE_MIN_LENGTH,
  SUPPORT_SUBJECT_MIN_LENGTH,
  type SupportMessageBody,
  supportMessageBodySchema,
} from '@atelier/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSendSupportMessage } from '../api/support';
import { HttpError } from '../lib/fetch-json';
import { applyFieldErrors, useFieldError } from './field-error';

const FIELDS = ['subject', 'message'] as const;

export function SupportMessageForm({
  compact = false,
  onSent,
}: {
  compact?: boolean;
  /** Told the conversation the message opened. */
  onSent?: (threadId: number) => void;
}) {
  const { t } = useTranslation('support');
  const fieldError = useFieldError();
  const send = useSendSupportMessage();
  const form = useForm<SupportMessageBody>({
    resolver: zodResolver(supportMessageBodySchema),
    defaultValues: { subject: '', message: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      const sent = await send.mutateAsync(values);
      form.reset();
      onSent?.(sent.thread_id);
    } catch (failure) {
      if (failure instanceof HttpError)
        applyFieldErrors(failure.fieldErrors, FIELDS, form.setError);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label={t('contact.title')}>
      <Stack gap="sm">
        {compact ? null : (
          <Text size="sm" c="dimmed">
            {t('contact.intro')}
          </Text>
        )}
        {send.isSuccess ? (
          <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} role="status">
            {t('contact.sent')}
          </Alert>
        ) : null}
        {send.isError && !(send.error instanceof HttpError && send.error.fieldErrors) ? (
          <Alert color="red" variant="light" role="alert">
            {t('contact.failed')}
          </Alert>
        ) : null}
        <TextInput
          {...form.register('subject')}
          label={t('contact.subject')}
          required
          withAsterisk
          error={fieldError(form.formState.errors.subject, { min: SUPPORT_SUBJECT_MIN_LENGTH })}
        />
        <Textarea
          {...form.register('message')}
          label={t('contact.message')}
          required
          withAsterisk
          autosize
          minRows={compact ? 3 : 4}
          maxRows={10}
          error={fieldError(form.formState.errors.message, { min: SUPPORT_MESSAGE_MIN_LENGTH })}
        />
        <Button type="submit" loading={send.isPending} fullWidth={compact}>
          {t('contact.send')}
        </Button>
      </Stack>
    </form>
  );
}
