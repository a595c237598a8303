import { useState } from 'react';
import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import {
  IconBuilding,
  IconCheck,
  IconDeviceDesktopOff,
  IconHelp,
  IconLogout,
  IconSettings,
  IconUser,
} from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useOptionalCompanyDb, useSyncStatus } from '@/db/react';
import { SignOutDialog, type SignOutOptions } from './SignOutDialog';
import type { ShellCompanies } from './AppShell';
import { useOnline } from './useOnline';

export interface UserMenuProps {
  email: string | null;
  /** The avatar's letters (the layout derives them from the account). */
  initials: string;
  /** The open company and the others the member belongs to (issue 13): the menu switches. */
  companies?: ShellCompanies;
  /** Ends the session with its toasts (the layout's sign-out); rejects when it failed. */
  onSignOut: (options: SignOutOptions) => Promise<void>;
}

/** Unsent writes of the signed-in recruiter's store (live): pending and refused. */
function useUnsentWrites() {
  const db = useOptionalCompanyDb();
  return (
    useLiveQuery(
      async () =>
        db
          ? {
              pending: await db.outbox.where('status').equals('pending').count(),
              failed: await db.outbox.where('status').equals('failed').count(),
            }
          : { pending: 0, failed: 0 },
      [db],
    ) ?? { pending: 0, failed: 0 }
  );
}

/**
 * Spec §2: the user menu (Profile, Settings, Help, Log out). Log out
 * with writes not yet sent opens a dialog that says so and offers to wait (the writes otherwise
 * stay in this recruiter's store for their next sign-in here); "Remove this device's data" opens
 * it with the removal chosen, for shared computers.
 */
export function UserMenu({ email, initials, companies, onSignOut }: UserMenuProps) {
  const navigate = useNavigate();
  const companyDb = useOptionalCompanyDb();
  const { pending, failed } = useUnsentWrites();
  const syncOnline = useSyncStatus('company').online;
  const browserOnline = useOnline();
  const [dialog, setDialog] = useState<{ removeData: boolean } | null>(null);

  const signOut = async (options: SignOutOptions) => {
    await onSignOut(options);
    setDialog(null);
  };

  const logOut = () => {
    if (pending + failed > 0) setDialog({ removeData: false });
    else void signOut({ removeData: false }).catch(() => undefined);
  };

  return (
    <>
      <Menu position="bottom-end" width={220} shadow="md">
        <Menu.Target>
          <UnstyledButton aria-label="User menu">
            <Avatar color="violet" radius="xl" size="md">
              {initials}
            </Avatar>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          {email && <Menu.Label>{email}</Menu.Label>}
          {companies && companies.choices.length > 1 && (
            <>
              <Menu.Label>Switch company</Menu.Label>
              {companies.choices.map((company) => {
                const current = company.id === companies.current.id;
                return (
                  <Menu.Item
                    key={company.id}
                    leftSection={current ? <IconCheck size={16} /> : <IconBuilding size={16} />}
                    aria-current={current ? 'true' : undefined}
                    disabled={current}
                    onClick={() => companies.onSwitch(company.id)}
                  >
                    {company.name} · {company.roleLabel}
                  </Menu.Item>
                );
              })}
              <Menu.Divider />
            </>
          )}
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
          <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={logOut}>
            Log out
          </Menu.Item>
          {companyDb && (
            <Menu.Item leftSection={<IconDeviceDesktopOff size={16} />} onClick={() => setDialog({ removeData: true })}>
              Remove this device's data
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      <SignOutDialog
        opened={dialog !== null}
        pending={pending}
        failed={failed}
        online={syncOnline && browserOnline}
        removeDataAtFirst={dialog?.removeData ?? false}
        onClose={() => setDialog(null)}
        onSignOut={signOut}
      />
    </>
  );
}
