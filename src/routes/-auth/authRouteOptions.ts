import { redirect } from '@tanstack/react-router';
import type { AuthState } from '@/auth/authContext';
import { authSearchSchema, safeRedirectTarget, type AuthSearch } from '@/auth/redirectTarget';

/** What /auth and /signup share: the `redirect` param, and no stop for a signed-in user. */
export const authRouteOptions = {
  validateSearch: authSearchSchema,
  // A signed-in user has nothing to do here (spec §2): on to /app or where they were going.
  beforeLoad: ({ context, search }: { context: { auth: AuthState }; search: AuthSearch }) => {
    if (context.auth.user) throw redirect({ href: safeRedirectTarget(search.redirect) });
  },
};
