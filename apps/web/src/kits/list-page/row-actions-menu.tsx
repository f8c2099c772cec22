// The menu of a row's actions. Which actions are allowed is the API's answer; a refused one stays
// in the menu, disabled, with the reason the answer gave beneath it.
import { ActionIcon, Menu, Text } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface RowAction {
  key: string;
  label: string;
  icon?: ReactNode;
  /** A theme colour's name ('red' for deleting). */
  color?: string;
  onClick: () => void;
  /** Refused: the item is disabled and `reason` says why. */
  disabled?: boolean;
  reason?: string | null;
}

export function RowActionsMenu({ label, actions }: { label: string; actions: RowAction[] }) {
  if (actions.length === 0) return null;
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={260}>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={label}
          onClick={(event) => event.stopPropagation()}
        >
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown onClick={(event) => event.stopPropagation()}>
        {actions.map((action) => (
          <Menu.Item
            key={action.key}
            leftSection={action.icon}
            // In shade 6, Mantine's choice, red is 3.3:1 on the menu's white, under the 4.5:1 text
            // needs; the colour's text shade (9) reads, on white and on the hover tint alike.
            color={action.color ? `var(--mantine-color-${action.color}-light-color)` : undefined}
            disabled={action.disabled}
            onClick={action.onClick}
          >
            {action.label}
            {action.disabled && action.reason ? (
              <Text size="xs" c="dimmed" component="span" display="block">
                {action.reason}
              </Text>
            ) : null}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
