// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { SignOutDialog, type SignOutDialogProps } from './SignOutDialog';
import { installMantineDomPolyfills } from './test-support/mantineDom';

beforeAll(installMantineDomPolyfills);
afterEach(cleanup);

function setup(props: Partial<SignOutDialogProps>) {
  const onSignOut = vi.fn(async () => {});
  const onClose = vi.fn();
  const all: SignOutDialogProps = {
    opened: true,
    pending: 0,
    failed: 0,
    online: true,
    removeDataAtFirst: false,
    onClose,
    onSignOut,
    ...props,
  };
  const view = render(
    <MantineProvider>
      <SignOutDialog {...all} />
    </MantineProvider>,
  );
  const rerender = (next: Partial<SignOutDialogProps>) =>
    view.rerender(
      <MantineProvider>
        <SignOutDialog {...all} {...next} />
      </MantineProvider>,
    );
  return { onSignOut, onClose, rerender };
}

describe('SignOutDialog', () => {
  it('says how many writes are not sent and signs out once they are, when asked to wait', async () => {
    const { onSignOut, rerender } = setup({ pending: 3 });
    expect(screen.getByText('3 changes not sent yet')).toBeTruthy();
    expect(screen.getByText(/saved on this device and will be sent the next time you sign in here/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Wait for them' }));
    rerender({ pending: 1 });
    expect(onSignOut).not.toHaveBeenCalled();
    rerender({ pending: 0 });
    await waitFor(() => expect(onSignOut).toHaveBeenCalledTimes(1));
    expect(onSignOut).toHaveBeenCalledWith({ removeData: false });
  });

  it('logs out at once, keeping the writes, with "Log out now"', () => {
    const { onSignOut } = setup({ pending: 1 });
    expect(screen.getByText('1 change not sent yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log out now' }));
    expect(onSignOut).toHaveBeenCalledWith({ removeData: false });
  });

  it("offers to remove this device's data and warns that unsent writes go with it", () => {
    const { onSignOut } = setup({ pending: 2, failed: 1 });
    expect(screen.getByText('1 change could not be saved on the server and is kept on this device.')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: "Remove this device's data" }));
    expect(screen.getByText('The 3 changes not sent will be lost')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove data and log out' }));
    expect(onSignOut).toHaveBeenCalledWith({ removeData: true });
  });

  it('offline: no waiting, the writes stay for the next sign-in', () => {
    setup({ pending: 2, online: false });
    expect(screen.getByText(/You're offline\. They are saved on this device/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Wait for them' })).toBeNull();
  });

  it('opened from "Remove this device\'s data", the removal is already chosen', () => {
    setup({ removeDataAtFirst: true });
    expect((screen.getByRole('checkbox', { name: "Remove this device's data" }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(screen.getByRole('button', { name: 'Remove data and log out' })).toBeTruthy();
  });
});
