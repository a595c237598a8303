import { useEffect, useState } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useAuth } from '@/auth';
import { InvitePage } from '@/features/team/components/InvitePage';
import { writeCurrentCompany } from '@/features/team/model/currentCompany';
import type { TeamApi } from '@/features/team/model/teamApi';

export const Route = createFileRoute('/invite/$token')({ component: InviteRoute });

/** /invite/{token}: the page, wired to the backend and the session (issue 13). */
function InviteRoute() {
  const { token } = Route.useParams();
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  const [api, setApi] = useState<TeamApi | null>(null);
  const [needsPassword, setNeedsPassword] = useState(false);
  const [linkError, setLinkError] = useState<string | null>(null);
  const [setPassword, setSetPassword] = useState<((password: string) => Promise<void>) | null>(null);

  useEffect(() => {
    let current = true;
    void (async () => {
      const [{ getSupabase, loadRuntimeConfig }, { teamApi }] = await Promise.all([
        import('../../sync/client'),
        import('../../sync/teamApi'),
      ]);
      await loadRuntimeConfig();
      const client = getSupabase();
      // The mailed invite (or sign-in) link comes back through the auth service with the session,
      // or its error, in the URL fragment (GoTrue's implicit flow); the app reads it here only.
      const fragment = new URLSearchParams(location.hash.slice(1));
      if (fragment.has('access_token') || fragment.has('error_description'))
        history.replaceState(null, '', location.pathname + location.search);
      const accessToken = fragment.get('access_token');
      const refreshToken = fragment.get('refresh_token');
      if (accessToken && refreshToken) {
        const { error } = await client.auth.setSession({ access_token: accessToken, refresh_token: refreshToken });
        if (!current) return;
        if (error) setLinkError(error.message);
        else if (fragment.get('type') === 'invite') setNeedsPassword(true);
      } else if (fragment.get('error_description')) {
        setLinkError(`${fragment.get('error_description')}. You can still sign up or sign in below.`);
      }
      if (!current) return;
      setApi(teamApi(client));
      setSetPassword(() => async (password: string) => {
        const { error } = await client.auth.updateUser({ password });
        if (error && error.code !== 'same_password') throw new Error(error.message);
      });
    })();
    return () => {
      current = false;
    };
  }, []);

  return (
    <InvitePage
      token={token}
      api={api}
      signedInAs={loading ? undefined : (user?.email ?? null)}
      returnTo={`/invite/${token}`}
      needsPassword={needsPassword}
      onSetPassword={setPassword ?? undefined}
      linkError={linkError}
      onAccepted={(companyId) => {
        if (!user) return;
        // The next /app opens the company just joined; its list is asked again there.
        writeCurrentCompany(localStorage, user.id, companyId);
        void navigate({ to: '/app' });
      }}
    />
  );
}
