import { cloneElement, useState, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { Menu, type MenuProps } from '@mantine/core';
import { useMountOnFirstUse } from './useMountOnFirstUse';

export interface LazyMenuProps {
  /** The button that opens the menu (a Mantine Button or ActionIcon with its accessible name). */
  target: ReactElement<{ onClick?: (event: MouseEvent<HTMLElement>) => void }>;
  /** The menu's items. */
  children: ReactNode;
  position?: MenuProps['position'];
}

/**
 * A menu that is only its button until it is first opened (issue 12, B3/B4). A list renders one
 * menu per card or row, and each Mantine Menu runs its popover's positioning and transition hooks
 * on every render, opened or not: on the candidates list that was a third of a keystroke's work.
 * The first click (or Enter/Space, which click a button) mounts the real menu, focuses its button
 * and opens it, so the menu traps the focus and gives it back to that button on close, as a menu
 * mounted from the start does.
 */
export function LazyMenu({ target, children, position = 'bottom-end' }: LazyMenuProps) {
  const [opened, setOpened] = useState(false);
  // Opened only once its button has the focus, so the menu notes it as where the focus returns.
  const { usedBy, mountBy, wrapperProps } = useMountOnFirstUse(() => setOpened(true));

  return (
    <span {...wrapperProps}>
      {usedBy ? (
        <Menu position={position} withinPortal opened={opened} onChange={setOpened}>
          <Menu.Target>{target}</Menu.Target>
          <Menu.Dropdown>{children}</Menu.Dropdown>
        </Menu>
      ) : (
        cloneElement(target, {
          'aria-haspopup': 'menu',
          'aria-expanded': false,
          onClick: (event: MouseEvent<HTMLElement>) => {
            target.props.onClick?.(event);
            mountBy('click');
          },
        } as Partial<typeof target.props>)
      )}
    </span>
  );
}
