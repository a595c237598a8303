import { Center, Loader, Stack, Text } from '@mantine/core';
import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { useAuth } from '@/auth';
import { useSignOut } from '@/auth/useSignOut';
import { initialsFromEmail, recruiterName } from '@/auth/userName';
import { AppShell, type AppShellProps, type ShellCompanies } from '@/ui/AppShell';
import { useMembership } from '@/db/react';
import { roleLabel } from '@/db/permissions';
import { NoLongerMember, useTeam } from '@/features/team';
import { GlobalSearch } from '@/features/search';
import { NotificationsBell } from '@/features/notifications';
import { ChatUnreadBadge } from '@/features/chat';
import { getSupabase } from '../../sync/client';
import { CompanyRuntime } from './-app/CompanyRuntime';

/**
 * The protected layout: every /app route requires a signed-in user (spec §2). A visitor who is
 * not signed in goes to /auth, which brings them back here (path and search) after sign-in.
 */
export const Route = createFileRoute('/app')({
  beforeLoad: ({ context, location }) => {
    if (!context.auth.loading && !context.auth.user) {
      throw redirect({ to: '/auth', search: { redirect: location.href } });
    }
  },
  component: AppLayout,
});

/**
 * The one place the signed-in app is wired: the company's store, sync and AI (CompanyRuntime),
 * and the shell, which gets the account (name, initials, sign-out) from here as props.
 */
function AppLayout() {
  const { user, loading } = useAuth();
  const signOut = useSignOut();

  if (loading || !user) {
    return (
      <Center mih="100vh" component="main">
        <Stack align="center" gap="sm">
          <Loader aria-hidden />
          <Text>Checking authentication...</Text>
        </Stack>
      </Center>
    );
  }

  return (
    <CompanyRuntime userId={user.id} client={getSupabase()}>
      <TeamShell
        user={{ email: user.email ?? null, name: recruiterName(user.email), initials: initialsFromEmail(user.email) }}
        onSignOut={signOut}
      />
    </CompanyRuntime>
  );
}

/** The shell inside the company's runtime: the member's role, company and the switcher (issue 13). */
function TeamShell({ user, onSignOut }: Pick<AppShellProps, 'user' | 'onSignOut'>) {
  const team = useTeam();
  const { role, companyName, memberName } = useMembership();
  const current = team.companies.find((c) => c.company_id === team.companyId);
  const companies: ShellCompanies = {
    current: {
      id: team.companyId,
      name: companyName ?? current?.name ?? null,
      roleLabel: role ? roleLabel(role) : null,
    },
    choices: team.companies.map((c) => ({ id: c.company_id, name: c.name, roleLabel: roleLabel(c.role) })),
    onSwitch: team.switchTo,
  };
  return (
    <AppShell
      user={{ ...user, name: displayName(memberName, user) }}
      companies={companies}
      onSignOut={onSignOut}
      search={<GlobalSearch />}
      notifications={<NotificationsBell />}
      navBadges={{ '/app/chat': <ChatUnreadBadge /> }}
    >
      <NoLongerMember />
      <Outlet />
    </AppShell>
  );
}

/**
 * The name the team knows the member by when they gave one at sign-up ("Sam Rivera"); the server
 * falls back to the email's local part, and for that the one derived from the email reads better
 * ("recruiter-3f2a" → "Recruiter").
 */
function displayName(memberName: string | null, user: AppShellProps['user']): string {
  const name = memberName?.trim();
  return name && name !== user.email?.split('@')[0] ? name : user.name;
}
