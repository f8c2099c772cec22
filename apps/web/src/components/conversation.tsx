// A conversation's messages, one's own on the right, and the box to answer in. Generic: the
// support conversation of the help page and the back office's inbox both draw with it.
import { formatMoment } from '@atelier/domain';
import { Box, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useState } from 'react';

export interface ConversationLine {
  id: number;
  /** Written by the side that reads it (drawn on the right). */
  mine: boolean;
  author: string;
  text: string;
  at: string;
}

export function ConversationMessages({
  lines,
  locale,
  label,
}: {
  lines: readonly ConversationLine[];
  locale: string;
  label: string;
}) {
  return (
    <Stack gap="sm" component="ol" aria-label={label} p={0} m={0} style={{ listStyle: 'none' }}>
      {lines.map((line) => (
        <Box
          component="li"
          key={line.id}
          style={{ display: 'flex', justifyContent: line.mine ? 'flex-end' : 'flex-start' }}
        >
          <Paper
            withBorder
            radius="md"
            p="sm"
            maw="85%"
            bg={line.mine ? 'var(--mantine-primary-color-light)' : undefined}
          >
            <Group gap="xs" justify="space-between" wrap="nowrap">
              <Text size="sm" fw={600}>
                {line.author}
              </Text>
              <Text size="xs" c="dimmed" component="time" dateTime={line.at}>
                {formatMoment(line.at, locale)}
              </Text>
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {line.text}
            </Text>
          </Paper>
        </Box>
      ))}
    </Stack>
  );
}

/** The answer box: sends the text, and clears itself once `onSend` resolves true. */
export function ReplyBox({
  label,
  sendLabel,
  onSend,
  pending,
  error,
  extra,
}: {
  label: string;
  sendLabel: string;
  onSend: (text: string) => Promise<boolean>;
  pending: boolean;
  error?: string | null;
  /** Further controls beside the send button (a status to set with the answer). */
  extra?: ReactNode;
}) {
  const [text, setText] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') return;
    if (await onSend(text)) setText('');
  };
  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="xs">
        <Textarea
          label={label}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={4000}
          error={error ?? undefined}
        />
        <Group justify="flex-end" gap="sm" align="flex-end">
          {extra}
          <Button
            type="submit"
            loading={pending}
            disabled={text.trim() === ''}
            leftSection={<IconSend size={16} aria-hidden />}
          >
            {sendLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
