// The menu of a row's actions. Which actions are allowed is the API's answer; a refused one stays
// in the menu, disabled, with the reason the answer gave beneath it.
//
// A list draws a menu button on every row, and Mantine's menu, drawn, places itself: its button
// is kept in state and its dropdown's portal mounts, three renders of its own per row in the
// middle of the list's first commit (fifty rows, a hundred and fifty). So a row draws only the
// button until it is first used; the click or key that uses it draws the menu in its place and
// presses the menu's own button, which then takes and gives back the focus as always. An action
// is run with the focus back on that button, so a dialog it opens returns the focus there.
import { ActionIcon, Menu, Text } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';

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
  const [used, setUsed] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!used) return;
    menuButton.current?.focus();
    menuButton.current?.click();
  }, [used]);
  if (actions.length === 0) return null;
  const button = (onClick: () => void) => (
    <ActionIcon
      ref={used ? menuButton : undefined}
      variant="subtle"
      color="gray"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={(event) => {
        event.stopPropagation();
        onClick();
      }}
    >
      <IconDots size={18} aria-hidden />
    </ActionIcon>
  );
  if (!used) return button(() => setUsed(true));
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={260}>
      <Menu.Target>{button(() => undefined)}</Menu.Target>
      <Menu.Dropdown onClick={(event) => event.stopPropagation()}>
        {actions.map((action) => (
          <Menu.Item
            key={action.key}
            leftSection={action.icon}
            // In shade 6, Mantine's choice, red is 3.3:1 on the menu's white, under the 4.5:1 text
            // needs; the colour's text shade (9) reads, on white and on the hover tint alike.
            color={action.color ? `var(--mantine-color-${action.color}-light-color)` : undefined}
            disabled={action.disabled}
            onClick={() => {
              // The item leaves with the menu: a dialog the action opens would take it as the
              // place to give the focus back to, and give it to the page's top instead.
              menuButton.current?.focus();
              action.onClick();
            }}
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
