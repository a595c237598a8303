import { createFileRoute, redirect } from '@tanstack/react-router';
import { AuthScreen } from '@/auth/AuthScreen';
import { authSearchSchema, safeRedirectTarget } from '@/auth/redirectTarget';

export const Route = createFileRoute('/signup')({
  validateSearch: authSearchSchema,
  beforeLoad: ({ context, search }) => {
    if (context.auth.user) throw redirect({ href: safeRedirectTarget(search.redirect) });
  },
  component: SignUpPage,
});

function SignUpPage() {
  const { redirect } = Route.useSearch();
  return <AuthScreen mode="signup" redirect={redirect} />;
}
