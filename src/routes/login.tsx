import { createFileRoute, redirect } from '@tanstack/react-router';
import { authSearchSchema } from '@/auth/redirectTarget';

/** Spec §2: /login redirects to /auth (keeping where the visitor was going). */
export const Route = createFileRoute('/login')({
  validateSearch: authSearchSchema,
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/auth', search, replace: true });
  },
});
