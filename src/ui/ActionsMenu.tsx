import type { ReactNode } from 'react';
import { ActionIcon, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';

export interface ActionsMenuProps {
  /** The button's accessible name, such as "Actions for Ada Lovelace". */
  label: string;
  /** The menu's items. */
  children: ReactNode;
}

/** The "⋯" button of a card that opens its actions. */
export function ActionsMenu({ label, children }: ActionsMenuProps) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={label}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
