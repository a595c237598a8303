import {
  cloneElement,
  useLayoutEffect,
  useRef,
  useState,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Menu, type MenuProps } from '@mantine/core';

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
  const [mounted, setMounted] = useState(false);
  const [opened, setOpened] = useState(false);
  // `display: contents`: no box of its own, so the button sits in its row's layout as before.
  const wrapper = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    if (!mounted || opened) return;
    // The button was re-created with the menu: focus it first, so the menu notes it as the
    // element to return the focus to.
    wrapper.current?.querySelector<HTMLElement>('button, a')?.focus();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- opened only after that DOM step
    setOpened(true);
    // Only on mounting: later closes leave the menu closed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mounted]);

  return (
    <span ref={wrapper} style={{ display: 'contents' }}>
      {mounted ? (
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
            setMounted(true);
          },
        } as Partial<typeof target.props>)
      )}
    </span>
  );
}
