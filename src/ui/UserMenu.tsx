import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { IconHelp, IconLogout, IconSettings, IconUser } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { useNavigate } from '@tanstack/react-router';
import { initialsFromEmail } from '../auth/userName';
import { authMessages } from '../auth/authMessages';

export interface UserMenuProps {
  email: string | null;
  onSignOut: () => Promise<void>;
}

/** Spec §2: the user menu (Profile, Settings, Help, Log out) with the §8 sign-out toasts. */
export function UserMenu({ email, onSignOut }: UserMenuProps) {
  const navigate = useNavigate();

  const handleSignOut = async () => {
    try {
      await onSignOut();
      notifications.show({ message: authMessages.signedOut });
      await navigate({ to: '/auth' });
    } catch (error) {
      // Spec §8: failure is toasted, logged and rethrown.
      console.error('Sign-out failed', error);
      notifications.show({
        color: 'red',
        title: authMessages.signOutFailureTitle,
        message: authMessages.signOutFailure,
      });
      throw error;
    }
  };

  return (
    <Menu position="bottom-end" width={200} shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label="User menu">
          <Avatar color="violet" radius="xl" size="md">
            {initialsFromEmail(email)}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {email && <Menu.Label>{email}</Menu.Label>}
        <Menu.Item leftSection={<IconUser size={16} />} onClick={() => void navigate({ to: '/app/settings' })}>
          Profile
        </Menu.Item>
        <Menu.Item leftSection={<IconSettings size={16} />} onClick={() => void navigate({ to: '/app/settings' })}>
          Settings
        </Menu.Item>
        <Menu.Item
          leftSection={<IconHelp size={16} />}
          onClick={() => void navigate({ to: '/app/settings', hash: 'help' })}
        >
          Help
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} />}
          onClick={() => void handleSignOut().catch(() => undefined)}
        >
          Log out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
