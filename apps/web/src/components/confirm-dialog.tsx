// The portal's one confirmation dialog: a title, what is asked, cancel and the confirming button
// (Escape and the close button cancel, Enter confirms). Further dialogs that collect a little more
// before confirming are built on its frame.
import { Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LayeredModal } from './layered-modal';

export function DialogFrame({
  opened,
  title,
  onClose,
  onConfirm,
  confirmLabel,
  busy,
  danger,
  disabled,
  dirty,
  children,
}: {
  opened: boolean;
  title: string;
  onClose: () => void;
  onConfirm: () => void;
  confirmLabel: string;
  busy?: boolean;
  danger?: boolean;
  disabled?: boolean;
  /** Something typed that closing would throw away: closing asks first. */
  dirty?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <LayeredModal opened={opened} onClose={onClose} title={title} centered dirty={dirty}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm();
        }}
      >
        <Stack gap="md">
          {children}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button
              type="submit"
              color={danger ? 'red.9' : undefined}
              loading={busy}
              disabled={disabled}
            >
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </LayeredModal>
  );
}

export function ConfirmDialog(props: {
  opened: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  onClose: () => void;
  onConfirm: () => void;
  busy?: boolean;
  danger?: boolean;
  /** The confirm stays disabled until what `children` asks is done. */
  disabled?: boolean;
  /**
   * More of the dialog under its text: the measurement warnings to acknowledge, the documents to
   * give after confirming.
   */
  children?: ReactNode;
}) {
  return (
    <DialogFrame {...props}>
      <Text size="sm">{props.body}</Text>
      {props.children}
    </DialogFrame>
  );
}
