import { Center, Loader, Stack, Text } from '@mantine/core';
import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { useAuth } from '@/auth';
import { useSignOut } from '@/auth/useSignOut';
import { initialsFromEmail, recruiterName } from '@/auth/userName';
import { AppShell } from '@/ui/AppShell';
import { GlobalSearch } from '@/features/search';
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
      <AppShell
        user={{ email: user.email ?? null, name: recruiterName(user.email), initials: initialsFromEmail(user.email) }}
        onSignOut={signOut}
        search={<GlobalSearch />}
      >
        <Outlet />
      </AppShell>
    </CompanyRuntime>
  );
}
