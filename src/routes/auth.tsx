import { createFileRoute, redirect } from '@tanstack/react-router';
import { AuthScreen } from '@/auth/AuthScreen';
import { authSearchSchema, safeRedirectTarget } from '@/auth/redirectTarget';

export const Route = createFileRoute('/auth')({
  validateSearch: authSearchSchema,
  // A signed-in user has nothing to do here (spec §2): on to /app or where they were going.
  beforeLoad: ({ context, search }) => {
    if (context.auth.user) throw redirect({ href: safeRedirectTarget(search.redirect) });
  },
  component: LoginPage,
});

function LoginPage() {
  const { redirect } = Route.useSearch();
  return <AuthScreen mode="login" redirect={redirect} />;
}
