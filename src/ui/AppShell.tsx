import type { ReactNode } from 'react';
import { AppShell as MantineAppShell, Burger, Group, NavLink, ScrollArea, TextInput, Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { Link, useLocation } from '@tanstack/react-router';
import { BrandLink } from './BrandLink';
import { isNavItemActive, navItems, type NavItem } from './navItems';
import { UserMenu } from './UserMenu';
import { UserCard } from './UserCard';
import { NotificationsButton } from './NotificationsButton';
import { SyncIndicator } from './SyncIndicator';
import type { SignOutOptions } from './SignOutDialog';

/** The signed-in recruiter as the shell shows them; the layout derives it from the account. */
export interface ShellUser {
  email: string | null;
  name: string;
  initials: string;
}

/** One company the member can switch to (issue 13). */
export interface ShellCompany {
  id: string;
  name: string;
  roleLabel: string;
}

/** The company the member works in, and the others they belong to. */
export interface ShellCompanies {
  current: { id: string; name: string | null; roleLabel: string | null };
  choices: ShellCompany[];
  onSwitch: (companyId: string) => void;
}

export interface AppShellProps {
  user: ShellUser;
  /** The member's company and role; the switcher lists the others. */
  companies?: ShellCompanies;
  /** The top bar's search; without one, the spec's inert search box. */
  search?: ReactNode;
  /** The top bar's notifications (the bell and its inbox); without one, a bell with no count. */
  notifications?: ReactNode;
  /** Something to show at the end of a side bar entry: Chat's unread count. */
  navBadges?: Partial<Record<NavItem['to'], ReactNode>>;
  /** The layout's sign-out (session, toasts, device data); rejects when it failed. */
  onSignOut: (options: SignOutOptions) => Promise<void>;
  children: ReactNode;
}

/**
 * Spec §2 "Recruiter shell": side bar, top bar (search, notifications, user menu), content.
 * Everything about the account comes in through props, so shared UI never reaches into `auth/`.
 */
export function AppShell({ user, companies, search, notifications, navBadges, onSignOut, children }: AppShellProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();

  return (
    <MantineAppShell
      header={{ height: 60 }}
      // Spec §2 "Mobile": below 768 px (Mantine's 'sm' = 48em) the side bar hides behind the burger.
      navbar={{ width: 250, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <MantineAppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? 'Close navigation' : 'Open navigation'}
            />
            <Box visibleFrom="xs">
              <BrandLink />
            </Box>
          </Group>
          <Box flex={1} maw={480}>
            {search ?? (
              <TextInput
                aria-label="Search"
                placeholder="Search..."
                leftSection={<IconSearch size={16} aria-hidden />}
                readOnly
              />
            )}
          </Box>
          <Group gap="xs" wrap="nowrap">
            <SyncIndicator />
            {notifications ?? <NotificationsButton />}
            <UserMenu email={user.email} initials={user.initials} companies={companies} onSignOut={onSignOut} />
          </Group>
        </Group>
      </MantineAppShell.Header>

      <MantineAppShell.Navbar p="sm" aria-label="Main navigation">
        <MantineAppShell.Section grow component={ScrollArea}>
          {navItems.map((item) => (
            <NavLink
              key={item.to}
              component={Link}
              to={item.to}
              // The Dashboard (/app) is the parent of every page: active on itself only.
              activeOptions={{ exact: item.to === '/app' }}
              label={item.label}
              leftSection={<item.icon size={18} aria-hidden />}
              rightSection={navBadges?.[item.to]}
              active={isNavItemActive(item, pathname)}
              onClick={close}
            />
          ))}
        </MantineAppShell.Section>
        <MantineAppShell.Section>
          <UserCard
            name={user.name}
            initials={user.initials}
            roleLabel={companies?.current.roleLabel ?? null}
            companyName={companies?.current.name ?? null}
          />
        </MantineAppShell.Section>
      </MantineAppShell.Navbar>

      <MantineAppShell.Main>{children}</MantineAppShell.Main>
    </MantineAppShell>
  );
}
