import type { ReactNode } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { LazyMenu } from './LazyMenu';

export interface ActionsMenuProps {
  /** The button's accessible name, such as "Actions for Ada Lovelace". */
  label: string;
  /** The menu's items. */
  children: ReactNode;
}

/** The "⋯" button of a card that opens its actions (a menu mounted on first use: LazyMenu). */
export function ActionsMenu({ label, children }: ActionsMenuProps) {
  return (
    <LazyMenu
      target={
        <ActionIcon variant="subtle" color="gray" aria-label={label}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      }
    >
      {children}
    </LazyMenu>
  );
}
