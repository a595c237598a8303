import { Center, Loader, Stack, Text } from '@mantine/core';
import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { useAuth } from '../auth';
import { CompanySession } from '../auth/CompanySession';
import { AppShell } from '../ui/AppShell';
import { GlobalSearch } from '../features/search';
import { getSupabase } from '../../sync/client';

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

function AppLayout() {
  const { user, loading, signOut } = useAuth();

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
    <CompanySession userId={user.id} client={getSupabase()}>
      <AppShell email={user.email ?? null} onSignOut={signOut} search={<GlobalSearch />}>
        <Outlet />
      </AppShell>
    </CompanySession>
  );
}
