// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ActionIcon, MantineProvider, Menu } from '@mantine/core';
import { LazyMenu } from './LazyMenu';
import { installMantineDomPolyfills } from './test-support/mantineDom';

beforeAll(installMantineDomPolyfills);
afterEach(cleanup);

function setup() {
  const onArchive = vi.fn();
  // env="test": no transitions, so an opened or closed menu is there (or gone) at once.
  render(
    <MantineProvider env="test">
      <LazyMenu target={<ActionIcon aria-label="Actions for Ada Lovelace">⋯</ActionIcon>}>
        <Menu.Item onClick={onArchive}>Archive</Menu.Item>
        <Menu.Item>Duplicate</Menu.Item>
      </LazyMenu>
    </MantineProvider>,
  );
  return { onArchive, button: () => screen.getByRole('button', { name: 'Actions for Ada Lovelace' }) };
}

describe('LazyMenu', () => {
  it('is only its button until first opened, and says it opens a menu', () => {
    const { button } = setup();
    expect(button().getAttribute('aria-haspopup')).toBe('menu');
    expect(button().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens on the first click with its items, and an item runs its action', async () => {
    const { onArchive, button } = setup();
    fireEvent.click(button());
    const item = await screen.findByRole('menuitem', { name: 'Archive' });
    expect(screen.getByRole('menuitem', { name: 'Duplicate' })).toBeTruthy();
    expect(button().getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(item);
    expect(onArchive).toHaveBeenCalledOnce();
  });

  it('focuses its button before opening, so closing gives the focus back to it', async () => {
    const { button } = setup();
    fireEvent.click(button());
    await screen.findByRole('menu');
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button()));
  });

  it('opens and closes again like any menu once mounted', async () => {
    const { button } = setup();
    fireEvent.click(button());
    await screen.findByRole('menu');
    fireEvent.click(button());
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    fireEvent.click(button());
    expect(await screen.findByRole('menuitem', { name: 'Archive' })).toBeTruthy();
  });
});
